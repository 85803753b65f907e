import type { Context } from "hono";
import type { z } from "zod";
import { badRequest, validationError } from "../api/errors";
import { isMultipart, readMultipart, type UploadedFile } from "../api/read-multipart";
import type { Config } from "../config";

export type FormInput = { fields: Record<string, string>; files: Record<string, UploadedFile> };

/**
 * Reads a `multipart/form-data` request with one file input, `fileField`: text fields as strings, the file
 * as bytes. The file is counted while it streams in and refused (413) past `maxFileBytes` or the
 * configured MAX_UPLOAD_BYTES, whichever is smaller; other content types and malformed forms get a
 * Turkish 400. An empty file input (no file chosen) counts as absent.
 */
export async function readForm(
  c: Context,
  config: Config,
  fileField: string,
  maxFileBytes: number,
): Promise<FormInput> {
  if (!isMultipart(c)) throw badRequest("Bu istek multipart/form-data biçiminde gönderilmeli.");
  const form = await readMultipart(c, {
    maxFileBytes: Math.min(maxFileBytes, config.maxUploadBytes),
    maxFiles: 1,
    maxFieldBytes: config.maxJsonBodyBytes,
    fileFields: [fileField],
  });
  const files: Record<string, UploadedFile> = {};
  for (const file of form.files) files[file.field] = file;
  return { fields: form.fields, files };
}

/** Validates the text fields of a form (or a JSON body) with a zod schema: the usual Turkish field errors. */
export function parseFields<S extends z.ZodType>(schema: S, fields: unknown): z.output<S> {
  const result = schema.safeParse(fields);
  if (!result.success) throw validationError(result.error);
  return result.data;
}

/**
 * For calls that take either JSON or a multipart form with one optional file: the validated fields and,
 * from a form, the bytes of `fileField`. Fields are validated before any file is stored.
 */
export async function readFieldsAndFile<S extends z.ZodType>(
  c: Context,
  config: Config,
  schema: S,
  fileField: string,
  maxFileBytes: number,
): Promise<{ input: z.output<S>; file?: Buffer }> {
  if (isMultipart(c)) {
    const form = await readForm(c, config, fileField, maxFileBytes);
    return { input: parseFields(schema, form.fields), file: form.files[fileField]?.data };
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
  return { input: parseFields(schema, json) };
}
