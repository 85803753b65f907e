import "server-only";
import busboy, { type Busboy } from "busboy";
import type { Context } from "hono";
import { type AppError, badRequest, payloadTooLarge } from "./errors";
import { byteSize } from "./byte-size";
import { assertStorableText } from "../http/storable-text";
import { invalidUtf8 } from "./utf8-text";
import { type ErrorKey, msg } from "@/shared/messages/message-ref";

export type UploadedFile = { field: string; name: string; type: string; data: Buffer };
export type MultipartForm = { fields: Record<string, string>; files: UploadedFile[] };

export type MultipartLimits = {
  /** Largest file: the upload is refused (413) as soon as one file streams past it. */
  maxFileBytes: number;
  /** Most files under `fileFields` in one request (400 beyond). */
  maxFiles: number;
  /** Largest text field, e.g. the body of a blog post (413 beyond). */
  maxFieldBytes: number;
  /** Form fields that carry files (a list, or a test of the name); files under other names are read past without being kept. */
  fileFields: string[] | ((field: string) => boolean);
  /** The 413 message for a file that is too large: a key whose words name the limit as `{size, number} {unit}`. */
  fileTooLarge?: ErrorKey;
};

const MAX_FIELDS = 100;
/**
 * What busboy makes of bytes that are not UTF-8 in a text field (it decodes leniently and never shows the bytes): a
 * field holding it is refused (400) rather than stored changed. A U+FFFD typed on purpose is refused too: it only
 * ever stands for text lost on the way.
 */
const REPLACEMENT = "\uFFFD";
/** Parts with a file name under other fields (ignored, not kept) allowed besides the files. */
const MAX_STRAY_FILES = 10;

export const isMultipart = (c: Context) =>
  (c.req.header("content-type") ?? "").toLowerCase().startsWith("multipart/form-data");

/** Room for the form's own bytes (boundaries, part headers, short fields) besides files and one long field. */
const FORM_OVERHEAD_BYTES = 64 * 1024;

/**
 * Reads a `multipart/form-data` request while it streams in (busboy), counting every file: a file over
 * `maxFileBytes` stops the reading with 413 before the rest arrives, so at most the allowed bytes are ever
 * held. The whole body is capped too (the files at their limit plus the fields), by its Content-Length
 * before reading and by counting while reading. Empty file inputs (no file chosen) are left out.
 */
export async function readMultipart(c: Context, limits: MultipartLimits): Promise<MultipartForm> {
  const maxBody = limits.maxFiles * limits.maxFileBytes + limits.maxFieldBytes + FORM_OVERHEAD_BYTES;
  const bodyTooLarge = () => payloadTooLarge(msg("common.body_too_large", byteSize(maxBody)));
  const declared = Number(c.req.header("content-length"));
  if (Number.isFinite(declared) && declared > maxBody) throw bodyTooLarge();
  const body = c.req.raw.body;
  let parser: Busboy;
  try {
    parser = busboy({
      headers: { "content-type": c.req.header("content-type") ?? "" },
      defParamCharset: "utf8",
      limits: {
        fileSize: limits.maxFileBytes,
        files: limits.maxFiles + MAX_STRAY_FILES,
        fields: MAX_FIELDS,
        parts: limits.maxFiles + MAX_STRAY_FILES + MAX_FIELDS,
        fieldSize: limits.maxFieldBytes,
      },
    });
  } catch {
    throw badRequest("api.multipart_required");
  }
  if (!body) throw badRequest("api.form_unreadable");

  const fields: Record<string, string> = {};
  const files: UploadedFile[] = [];
  const pending: Promise<void>[] = [];
  const tooManyFiles = () => badRequest(msg("api.too_many_files", { max: limits.maxFiles }));
  let failure: AppError | undefined;
  const fail = (error: AppError) => {
    failure ??= error;
  };
  const tooLargeFile = () =>
    payloadTooLarge(msg(limits.fileTooLarge ?? "api.file_too_large", byteSize(limits.maxFileBytes)));

  parser.on("file", (field, stream, info) => {
    // A stream cut short (bad form, or the parser stopped after a failure) errors: already answered.
    stream.on("error", () => {});
    const wanted =
      typeof limits.fileFields === "function" ? limits.fileFields(field) : limits.fileFields.includes(field);
    if (wanted && pending.length === limits.maxFiles) fail(tooManyFiles());
    if (!wanted || failure) {
      stream.resume();
      return;
    }
    const chunks: Buffer[] = [];
    stream.on("data", (chunk: Buffer) => {
      if (!failure) chunks.push(chunk);
    });
    stream.on("limit", () => fail(tooLargeFile()));
    pending.push(
      new Promise<void>((resolve) => {
        stream.on("close", resolve);
        stream.on("end", () => {
          const data = Buffer.concat(chunks);
          if (data.byteLength > 0 && !stream.truncated) {
            files.push({ field, name: info.filename ?? "", type: info.mimeType, data });
          }
          resolve();
        });
      }),
    );
  });
  parser.on("field", (name, value, info) => {
    if (info.valueTruncated) {
      fail(payloadTooLarge(msg("api.field_too_long", byteSize(limits.maxFieldBytes))));
    } else if (value.includes(REPLACEMENT)) {
      fail(invalidUtf8({ field: name }));
    } else {
      fields[name] = value;
    }
  });
  parser.on("filesLimit", () => fail(tooManyFiles()));
  parser.on("fieldsLimit", () => fail(badRequest("api.too_many_fields")));
  parser.on("partsLimit", () => fail(badRequest("api.too_many_fields")));

  const finished = new Promise<void>((resolve) => {
    parser.on("error", () => {
      fail(badRequest("api.form_unreadable"));
      resolve();
    });
    parser.on("close", resolve);
  });

  // Feed the parser chunk by chunk, waiting when it is busy; stop at the first failure. The rest of the
  // body is not read here: the HTTP layer drains (or closes) the connection after the 413/400 answer.
  const reader = body.getReader();
  let size = 0;
  try {
    while (!failure) {
      const { done, value } = await reader.read();
      if (done) {
        parser.end();
        break;
      }
      size += value.byteLength;
      if (size > maxBody) {
        fail(bodyTooLarge());
        break;
      }
      if (!parser.write(value)) {
        await new Promise<void>((resolve) => {
          const go = () => resolve();
          parser.once("drain", go);
          parser.once("close", go);
        });
      }
    }
  } catch {
    fail(badRequest("api.form_unreadable"));
  } finally {
    reader.releaseLock();
  }
  if (!failure) {
    await finished;
    await Promise.all(pending);
  } else {
    parser.destroy();
  }
  if (failure) throw failure;
  // Field names, text values and file names are stored: refuse (400) text PostgreSQL cannot store.
  assertStorableText([...Object.entries(fields), ...files.map((f) => [f.field, f.name])], "form");
  return { fields, files };
}
