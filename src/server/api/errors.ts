import "server-only";
import type { Context } from "hono";
import { z } from "zod";
import { isDatabaseUnavailable } from "../db/connection-error";
import { sqlStateOf } from "../db/pg-error";
import { isTransactionConflict, transactionConflict } from "../db/retry-transaction";
import { AppError, badRequest, conflict, type FieldErrors } from "../domain-errors";
import { requestLocale } from "../http/request-locale";
import { log } from "../log";
import { translateApiMessage, translateFieldErrors } from "../messages/translate";

// The domain's errors (domain-errors.ts) are the API's error vocabulary; this module maps them, and the database's
// and zod's errors, to answers.
export {
  AppError,
  badRequest,
  conflict,
  type FieldErrors,
  forbidden,
  notFound,
  payloadTooLarge,
  tooManyRequests,
  unauthorized,
  unprocessable,
} from "../domain-errors";

/** Seconds a client waits before retrying while the database is unreachable (the pool reconnects by itself). */
export const DATABASE_RETRY_AFTER_SECONDS = 5;
export const databaseUnavailable = () =>
  new AppError(
    503,
    "DATABASE_UNAVAILABLE",
    "Şu anda veritabanına ulaşılamıyor. Lütfen birkaç saniye sonra tekrar deneyin.",
    undefined,
    { "Retry-After": String(DATABASE_RETRY_AFTER_SECONDS) },
  );

export function validationError(error: z.ZodError): AppError {
  const fields: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.join(".") || "_";
    fields[key] ??= issue.message;
  }
  const first = Object.entries(fields)[0];
  const detail = first ? (first[0] === "_" ? first[1] : `${first[0]}: ${first[1]}`) : "";
  return new AppError(400, "VALIDATION_ERROR", `Gönderilen bilgiler geçersiz. ${detail}`.trim(), fields);
}

/** PostgreSQL errors that mean bad input or a conflict, not a bug. */
function fromDatabase(error: unknown): AppError | undefined {
  // A deadlock victim or a serialisation failure outside retryTransaction: the caller may simply try again.
  if (isTransactionConflict(error)) return transactionConflict();
  const state = sqlStateOf(error);
  switch (state) {
    case "23P01":
      return conflict("Seçilen tarihler dolu: bu tarihlerde tekne müsait değil.", "DATES_UNAVAILABLE");
    case "23505":
      return conflict("Bu kayıt zaten var.", "DUPLICATE");
    case "23503": // foreign_key_violation
    case "23001": // restrict_violation: a delete stopped by ON DELETE RESTRICT
      return new AppError(409, "IN_USE", "Bu kayıt başka kayıtlarla ilişkili olduğu için işlem yapılamadı.");
    case "23514":
      return badRequest("Gönderilen bilgiler geçersiz.");
    default:
      // Class 22, data exception (bad encoding 22021, unsupported Unicode 22P05, too long 22001, …): bad input.
      return state?.startsWith("22") ? badRequest("Gönderilen bilgiler geçersiz.") : undefined;
  }
}

export function toAppError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  if (error instanceof z.ZodError) return validationError(error);
  if (isDatabaseUnavailable(error)) return databaseUnavailable();
  return (
    fromDatabase(error) ??
    new AppError(500, "INTERNAL", "Beklenmeyen bir hata oluştu. Lütfen daha sonra tekrar deneyin.")
  );
}

export function errorResponse(c: Context, error: unknown): Response {
  const appError = toAppError(error);
  if (appError.code === "DATABASE_UNAVAILABLE") {
    // One line per request while the database is away, not a stack trace each.
    log.warn(`[api] database unavailable on ${c.req.method} ${c.req.routePath}: ${firstLineOf(error)}`);
  } else if (appError.status >= 500 && !(error instanceof AppError)) {
    // A deliberate 5xx (a dependency unavailable: 503) is logged where it is raised, not as a bug here.
    log.error(`[api] unexpected error on ${c.req.method} ${c.req.routePath}`, error);
  }
  for (const [name, value] of Object.entries(appError.headers ?? {})) c.header(name, value);
  // The message in the asker's language (Accept-Language; Turkish by default).
  const locale = requestLocale(c.req.header("accept-language"));
  c.header("Content-Language", locale);
  c.header("Vary", "Accept-Language", { append: true });
  const fields = appError.fields ? { fields: translateFieldErrors(appError.fields, locale) } : {};
  return c.json(
    { content: translateApiMessage(appError.message, locale), code: appError.code, ...fields },
    appError.status,
  );
}

/** The innermost driver message of a wrapped error (drizzle's own message holds the SQL and its parameters). */
function firstLineOf(error: unknown): string {
  let e = error as { cause?: unknown; message?: unknown; code?: unknown } | undefined;
  while (e?.cause && typeof e.cause === "object") e = e.cause as typeof e;
  const code = typeof e?.code === "string" ? `${e.code} ` : "";
  return `${code}${typeof e?.message === "string" ? e.message.split("\n")[0] : "?"}`;
}

/** The shape of every error answer, published in the OpenAPI document. */
export const errorSchema = z.object({
  content: z.string(),
  code: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
});
