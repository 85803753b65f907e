import "server-only";
import type { Context } from "hono";
import type { z } from "zod";
import { formValues } from "../content/form-values";
import { mediaTypeOf, unsupportedMediaType } from "./content-type";
import { badRequest, validationError } from "./errors";
import { isMultipart, readMultipart, type UploadedFile } from "./read-multipart";
import { assertStorableText } from "../http/storable-text";
import { readUtf8Body } from "./utf8-text";
import type { Config } from "../config";

export type FormInput = { fields: Record<string, string>; files: Record<string, UploadedFile> };

/**
 * Reads a `multipart/form-data` request with one file input, `fileField`: text fields as strings, the file
 * as bytes. The file is counted while it streams in and refused (413) past `maxFileBytes` or the
 * configured MAX_UPLOAD_BYTES, whichever is smaller; other content types get 415, malformed forms and text
 * PostgreSQL cannot store a 400. An empty file input (no file chosen) counts as absent.
 */
export async function readForm(
  c: Context,
  config: Config,
  fileField: string,
  maxFileBytes: number,
): Promise<FormInput> {
  if (!isMultipart(c)) throw unsupportedMediaType("multipart/form-data");
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
  config: Config,
  schema: S,
  fileField: string,
  maxFileBytes: number,
): Promise<{ input: z.output<S>; file?: Buffer }> {
  if (isMultipart(c)) {
    const form = await readForm(c, config, fileField, maxFileBytes);
    return { input: parseFormFields(schema, form.fields), file: form.files[fileField]?.data };
  }
  if (mediaTypeOf(c.req.header("content-type")) !== "application/json" && c.req.header("content-type")) {
    throw unsupportedMediaType("api.wrong_content_type_json_or_form");
  }
  const text = await readUtf8Body(c);
  let json: unknown = {};
  if (text.trim() !== "") {
    try {
      json = JSON.parse(text);
    } catch {
      throw badRequest("common.invalid_json");
    }
  }
  assertStorableText(json, "body");
  return { input: parseFields(schema, json) };
}
