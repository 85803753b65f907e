import "server-only";
import type { Context } from "hono";
import { z } from "zod";
import { isDatabaseUnavailable } from "../db/connection-error";
import { constraintOf, sqlStateOf } from "../db/pg-error";
import { isTransactionConflict, transactionConflict } from "../db/retry-transaction";
import { AppError, badRequest, conflict, type FieldErrors } from "../domain-errors";
import { log } from "../log";
import { localeOf } from "./answer-locale";
import type { Locale } from "@/i18n/locales";
import { errorText } from "@/shared/messages/error-text";
import { type ErrorKey, type MessageParams, msg, parseMessageRef } from "@/shared/messages/message-ref";
import { issueMessage } from "@/shared/messages/zod-issue-ref";

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
  new AppError(503, "DATABASE_UNAVAILABLE", "common.database_unavailable", undefined, {
    "Retry-After": String(DATABASE_RETRY_AFTER_SECONDS),
  });

/** The field whose message a validation answer's `content` repeats (`_`: the body as a whole). */
const DETAIL_FIELD = "field";

export function validationError(error: z.ZodError): AppError {
  const fields: FieldErrors = {};
  for (const issue of error.issues) {
    // A field the schema does not know (a strict object) is named itself, never silently dropped.
    if (issue.code === "unrecognized_keys") {
      for (const key of issue.keys) fields[[...issue.path, key].join(".")] ??= msg("validation.unknown_field");
      continue;
    }
    const path = issue.path.join(".") || "_";
    if (fields[path] !== undefined) continue;
    const { key, params } = issueMessage(issue);
    fields[path] = msg(key as ErrorKey, params);
  }
  const first = Object.keys(fields)[0];
  const message =
    first === undefined ? "common.invalid_input" : msg("common.invalid_input_detail", { [DETAIL_FIELD]: first });
  return new AppError(400, "VALIDATION_ERROR", message, fields);
}

/** PostgreSQL errors that mean bad input or a conflict, not a bug. */
function fromDatabase(error: unknown): AppError | undefined {
  // A deadlock victim or a serialisation failure outside retryTransaction: the caller may simply try again.
  if (isTransactionConflict(error)) return transactionConflict();
  const state = sqlStateOf(error);
  switch (state) {
    case "23P01":
      return conflict("common.dates_occupied", "DATES_UNAVAILABLE");
    case "23505":
      return conflict("common.duplicate", "DUPLICATE");
    case "23503": // foreign_key_violation
    case "23001": // restrict_violation: a delete stopped by ON DELETE RESTRICT
      return new AppError(409, "IN_USE", "common.in_use");
    case "23514":
      // The trigger that keeps a reservation's total at or above what is paid (migration 0044): the app's own
      // refusal (reservations/lines/refuse-total-below-paid.ts) answers the same code first.
      if (constraintOf(error) === "reservations_total_covers_paid") {
        return conflict("common.total_below_paid", "TOTAL_BELOW_PAID");
      }
      return badRequest("common.invalid_input");
    default:
      // Class 22, data exception (bad encoding 22021, unsupported Unicode 22P05, too long 22001, …): bad input.
      return state?.startsWith("22") ? badRequest("common.invalid_input") : undefined;
  }
}

export function toAppError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  if (error instanceof z.ZodError) return validationError(error);
  if (isDatabaseUnavailable(error)) return databaseUnavailable();
  return fromDatabase(error) ?? new AppError(500, "INTERNAL", "common.internal");
}

/**
 * A message reference in `locale`. Every reference names a key (the types see to it); one that does not is a bug,
 * logged, and answered with the generic words rather than a key.
 */
function textOf(ref: string, locale: Locale, extra?: MessageParams): string {
  const text = errorText(locale, ref, extra);
  if (text !== undefined) return text;
  log.error(`[api] an error names no key of the catalogues: ${ref.slice(0, 200)}`);
  return errorText(locale, "common.invalid_input") as string;
}

/** The answer's words: the message, and for a validation error the first field's message after its name. */
function writeError(error: AppError, locale: Locale): { content: string; fields?: Record<string, string> } {
  const fields = error.fields
    ? Object.fromEntries(Object.entries(error.fields).map(([name, ref]) => [name, textOf(ref, locale)]))
    : undefined;
  const { key, params } = parseMessageRef(error.message);
  const detailField = params[DETAIL_FIELD];
  if (key === "common.invalid_input_detail" && typeof detailField === "string" && fields?.[detailField]) {
    const text = fields[detailField];
    const detail = detailField === "_" ? text : `${detailField}: ${text}`;
    return { content: textOf(key, locale, { detail }), fields };
  }
  return { content: textOf(error.message, locale), ...(fields ? { fields } : {}) };
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
  const locale = localeOf(c);
  c.header("Content-Language", locale);
  c.header("Vary", "Accept-Language", { append: true });
  const { content, fields } = writeError(appError, locale);
  return c.json({ content, code: appError.code, ...(fields ? { fields } : {}) }, appError.status);
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
