import "server-only";
import type { MessageRef } from "@/shared/messages/message-ref";
/**
 * The errors the domain throws when a request cannot be carried out: a stable code, the message as a key of the
 * error catalogues with its parameters (`msg("booking.max_stay", { days })`, decision 0040), the fields at fault
 * (each a message reference too), and the status class of the failure. The HTTP layer (api/errors.ts) writes the
 * words in the asker's language; nothing here knows about requests, responses or languages.
 */
export type FieldErrors = Record<string, MessageRef>;

/** A message reference: `msg(key, params)` or a bare key of the error catalogues. */
export type Message = MessageRef;

/** The HTTP status classes a domain failure maps to (the API sends this number as the answer's status). */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 500 | 502 | 503 | 504;

export class AppError extends Error {
  constructor(
    readonly status: ErrorStatus,
    readonly code: string,
    message: Message,
    readonly fields?: FieldErrors,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

export const badRequest = (message: Message, fields?: FieldErrors) => new AppError(400, "BAD_REQUEST", message, fields);
export const unauthorized = (message: Message = "common.unauthorized") => new AppError(401, "UNAUTHORIZED", message);
export const forbidden = (message: Message = "common.forbidden") => new AppError(403, "FORBIDDEN", message);
export const notFound = (message: Message = "common.not_found") => new AppError(404, "NOT_FOUND", message);
export const conflict = (message: Message, code = "CONFLICT") => new AppError(409, code, message);
export const unprocessable = (message: Message, code = "UNPROCESSABLE") => new AppError(422, code, message);
export const payloadTooLarge = (message: Message) => new AppError(413, "PAYLOAD_TOO_LARGE", message);
export const tooManyRequests = (
  retryAfterSeconds: number,
  message: Message = "common.too_many_requests",
  code = "TOO_MANY_REQUESTS",
) => new AppError(429, code, message, undefined, { "Retry-After": String(retryAfterSeconds) });
