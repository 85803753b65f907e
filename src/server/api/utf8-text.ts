import "server-only";
import type { Context } from "hono";
import { AppError } from "../domain-errors";
import { msg } from "@/shared/messages/message-ref";

const strict = new TextDecoder("utf-8", { fatal: true });

/** 400 INVALID_TEXT: bytes that are not UTF-8, in the body as a whole or in one form field. */
export function invalidUtf8(where: { body: true } | { field: string }): AppError {
  if ("body" in where) {
    return new AppError(400, "INVALID_TEXT", msg("api.invalid_utf8", { where: "body" }), {
      body: "api.invalid_utf8_field",
    });
  }
  return new AppError(400, "INVALID_TEXT", msg("api.invalid_utf8", { where: "field", field: where.field }), {
    [where.field]: "api.invalid_utf8_field",
  });
}

/**
 * The request body as text, refused (400) unless its bytes are UTF-8: a lenient decoding would store each bad
 * sequence as U+FFFD, silently changing what was sent (issue 33).
 */
export async function readUtf8Body(c: Context): Promise<string> {
  const bytes = await c.req.arrayBuffer();
  try {
    return strict.decode(bytes);
  } catch {
    throw invalidUtf8({ body: true });
  }
}

/**
 * Whether each `key=value` of a raw (still percent-encoded) query string decodes as UTF-8. URLSearchParams and
 * Hono decode leniently, turning an encoded surrogate (bytes ED A0 80) or a stray `%FF` into U+FFFD or leaving it as it was.
 */
export function isDecodableQuery(search: string): boolean {
  const query = search.startsWith("?") ? search.slice(1) : search;
  if (query === "") return true;
  for (const pair of query.split("&")) {
    try {
      decodeURIComponent(pair.replace(/\+/g, " "));
    } catch {
      return false;
    }
  }
  return true;
}
