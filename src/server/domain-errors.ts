import "server-only";
/**
 * The errors the domain throws when a request cannot be carried out: a stable code, a Turkish message for people,
 * the fields at fault, and the status class of the failure. The HTTP layer (api/errors.ts) turns them, and the
 * database's and zod's own errors, into answers; nothing here knows about requests or responses.
 */
export type FieldErrors = Record<string, string>;

/** The HTTP status classes a domain failure maps to (the API sends this number as the answer's status). */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 500 | 502 | 503 | 504;

export class AppError extends Error {
  constructor(
    readonly status: ErrorStatus,
    readonly code: string,
    message: string,
    readonly fields?: FieldErrors,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, fields?: FieldErrors) => new AppError(400, "BAD_REQUEST", message, fields);
export const unauthorized = (message = "Oturumunuz geçersiz veya süresi dolmuş. Lütfen yeniden giriş yapın.") =>
  new AppError(401, "UNAUTHORIZED", message);
export const forbidden = (message = "Bu işlem için yetkiniz yok.") => new AppError(403, "FORBIDDEN", message);
export const notFound = (message = "Aradığınız kayıt bulunamadı.") => new AppError(404, "NOT_FOUND", message);
export const conflict = (message: string, code = "CONFLICT") => new AppError(409, code, message);
export const unprocessable = (message: string, code = "UNPROCESSABLE") => new AppError(422, code, message);
export const payloadTooLarge = (message: string) => new AppError(413, "PAYLOAD_TOO_LARGE", message);
export const tooManyRequests = (retryAfterSeconds: number) =>
  new AppError(429, "TOO_MANY_REQUESTS", "Çok fazla deneme yaptınız. Lütfen biraz sonra tekrar deneyin.", undefined, {
    "Retry-After": String(retryAfterSeconds),
  });
