import "server-only";
import type { Context } from "hono";
import { AppError } from "./errors";
import { type MessageRef, msg } from "@/shared/messages/message-ref";

const WRITES = new Set(["POST", "PUT", "PATCH"]);

const MEDIA_TYPES = ["application/json", "multipart/form-data", "application/x-www-form-urlencoded"] as const;
type MediaType = (typeof MEDIA_TYPES)[number];
const isMediaType = (value: string): value is MediaType => (MEDIA_TYPES as readonly string[]).includes(value);

/** 415: the body must be `expected` (a media type), or a message naming what is expected. */
export const unsupportedMediaType = (expected: MediaType | MessageRef) =>
  new AppError(
    415,
    "UNSUPPORTED_MEDIA_TYPE",
    isMediaType(expected) ? msg("common.wrong_content_type", { expected }) : expected,
  );

/** The media type of a Content-Type header, lower case, without parameters (`application/json; charset=utf-8` → `application/json`). */
export const mediaTypeOf = (header: string | undefined) => (header ?? "").split(";")[0]?.trim().toLowerCase() ?? "";

/** The `charset` parameter of a Content-Type header, lower case and unquoted, or undefined. */
export function charsetOf(header: string | undefined): string | undefined {
  for (const parameter of (header ?? "").split(";").slice(1)) {
    const [name, ...value] = parameter.split("=");
    if (name?.trim().toLowerCase() === "charset") return value.join("=").trim().replace(/^"|"$/g, "").toLowerCase();
  }
  return undefined;
}

const UTF8 = new Set(["utf-8", "utf8"]);

/**
 * A write (POST/PUT/PATCH) that carries a body must say it is JSON, or multipart/form-data where the operation
 * takes files. Anything else is refused with 415: text/plain, form-urlencoded and the other "simple" types are
 * what a foreign web page can make a browser send without a CORS preflight. A write without a body (no
 * Content-Type, no length) passes. Text is read as UTF-8 only: a JSON or form body that names another charset
 * (`charset=utf-16`, `charset=iso-8859-9`) is refused with 415 rather than read wrongly.
 */
export function assertContentType(
  c: Context,
  {
    multipart,
    form = false,
    alsoAccepts = [],
  }: { multipart: boolean; form?: boolean; alsoAccepts?: readonly string[] },
): void {
  if (!WRITES.has(c.req.method)) return;
  const header = c.req.header("content-type");
  const type = mediaTypeOf(header);
  const charset = charsetOf(header);
  if (charset !== undefined && !UTF8.has(charset) && type !== "multipart/form-data") {
    throw new AppError(415, "UNSUPPORTED_MEDIA_TYPE", msg("api.unsupported_charset"));
  }
  // A form-taking operation (a provider's notification) takes nothing else.
  if (form) {
    if (type !== "application/x-www-form-urlencoded") throw unsupportedMediaType("application/x-www-form-urlencoded");
    return;
  }
  if (type === "") {
    const length = c.req.header("content-length");
    const hasBody = (length !== undefined && length !== "0") || c.req.header("transfer-encoding") !== undefined;
    if (hasBody) throw unsupportedMediaType(multipart ? "multipart/form-data" : "application/json");
    return;
  }
  if (type === "application/json") return;
  if (multipart && type === "multipart/form-data") return;
  if (alsoAccepts.includes(type)) return;
  throw unsupportedMediaType(multipart ? "multipart/form-data" : "application/json");
}
