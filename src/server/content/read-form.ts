import type { Context } from "hono";
import type { z } from "zod";
import { formValues } from "./form-values";
import { mediaTypeOf, unsupportedMediaType } from "../api/content-type";
import { AppError, badRequest, validationError } from "../api/errors";
import { assertStorableText } from "../api/storable-text";

export type UploadedFile = { name: string; type: string; data: Buffer };
export type FormInput = { fields: Record<string, string>; files: Record<string, UploadedFile> };

const tooLarge = (mb: number) => new AppError(413, "TOO_LARGE", `Yüklenen dosya en fazla ${mb} MB olabilir.`);

export const isMultipart = (c: Context) =>
  (c.req.header("content-type") ?? "").toLowerCase().startsWith("multipart/form-data");

/**
 * Reads a `multipart/form-data` request: text fields as strings, files as bytes. Refuses other content
 * types, bodies over `maxFileBytes` (plus room for the text fields) and malformed forms with a Turkish 4xx.
 * An empty file input (no file chosen) counts as absent.
 */
export async function readForm(c: Context, maxFileBytes: number): Promise<FormInput> {
  if (!isMultipart(c)) throw unsupportedMediaType("multipart/form-data");
  const mb = Math.round(maxFileBytes / (1024 * 1024));
  const declared = Number(c.req.header("content-length") ?? "0");
  if (declared > maxFileBytes + 1024 * 1024) throw tooLarge(mb);
  let form: FormData;
  try {
    form = await c.req.formData();
  } catch {
    throw badRequest("Form verisi okunamadı.");
  }
  assertStorableForm(form);
  const fields: Record<string, string> = {};
  const files: Record<string, UploadedFile> = {};
  for (const [name, value] of form.entries()) {
    if (typeof value === "string") {
      fields[name] = value;
    } else if (value.size > 0) {
      if (value.size > maxFileBytes) throw tooLarge(mb);
      files[name] = { name: value.name, type: value.type, data: Buffer.from(await value.arrayBuffer()) };
    }
  }
  return { fields, files };
}

/** Refuses (400) a form whose field names, text values or file names hold text PostgreSQL cannot store. */
export function assertStorableForm(form: FormData): void {
  const entries: [string, string][] = [];
  for (const [name, value] of form.entries()) entries.push([name, typeof value === "string" ? value : value.name]);
  assertStorableText(entries, "Form alanı");
}

/** Validates the text fields of a form (or a JSON body) with a zod schema: the usual Turkish field errors. */
export function parseFields<S extends z.ZodType>(schema: S, fields: unknown): z.output<S> {
  const result = schema.safeParse(fields);
  if (!result.success) throw validationError(result.error);
  return result.data;
}

/** Validates the text fields of a multipart form: see `formValues` for how their strings become typed values. */
export function parseFormFields<S extends z.ZodType>(schema: S, fields: Record<string, string>): z.output<S> {
  return parseFields(schema, formValues(schema, fields));
}

/**
 * For calls that take either JSON or a multipart form with one optional file: the validated fields and,
 * from a form, the bytes of `fileField`. Fields are validated before any file is stored.
 */
export async function readFieldsAndFile<S extends z.ZodType>(
  c: Context,
  schema: S,
  fileField: string,
  maxFileBytes: number,
): Promise<{ input: z.output<S>; file?: Buffer }> {
  if (isMultipart(c)) {
    const form = await readForm(c, maxFileBytes);
    return { input: parseFormFields(schema, form.fields), file: form.files[fileField]?.data };
  }
  if (mediaTypeOf(c.req.header("content-type")) !== "application/json" && c.req.header("content-type")) {
    throw unsupportedMediaType("application/json veya multipart/form-data");
  }
  const text = await c.req.text();
  let json: unknown = {};
  if (text.trim() !== "") {
    try {
      json = JSON.parse(text);
    } catch {
      throw badRequest("İstek gövdesi geçerli bir JSON değil.");
    }
  }
  assertStorableText(json, "İstek gövdesi");
  return { input: parseFields(schema, json) };
}
