import "server-only";
import type { MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { Config } from "../config";
import { payloadTooLarge } from "./errors";
import { byteSize } from "./byte-size";
import { isMultipart } from "./read-multipart";
import { msg } from "@/shared/messages/message-ref";

/**
 * Caps the body of one route before anything reads it: a Content-Length over MAX_JSON_BODY_BYTES is refused
 * at once (413), a body without one (chunked) is counted while it streams in and refused at the limit.
 * A multipart upload to a route that takes files is left to the upload reader, which counts each file.
 * Routes that read no body get no check (Node drains and drops what they leave unread).
 */
export function limitBody(def: { body?: unknown; multipart?: boolean }, config: Config): MiddlewareHandler {
  if (!def.body && !def.multipart) return (_c, next) => next();
  const takesFiles = def.multipart === true;
  const json = bodyLimit({
    maxSize: config.maxJsonBodyBytes,
    onError: () => {
      throw payloadTooLarge(msg("common.body_too_large", byteSize(config.maxJsonBodyBytes)));
    },
  });
  return (c, next) => (takesFiles && isMultipart(c) ? next() : json(c, next));
}
