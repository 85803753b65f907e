import "server-only";
import { sqlStateOf } from "./pg-error";

/** Socket errors of a database that cannot be reached or went away. */
const NETWORK_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ECONNABORTED",
  "ETIMEDOUT",
  "EPIPE",
  "EHOSTUNREACH",
  "EHOSTDOWN",
  "ENETUNREACH",
  "ENETDOWN",
  "ENOTFOUND",
  "EAI_AGAIN",
]);

/**
 * SQLSTATEs of a server that cannot serve now: class 08 (connection exception), 57P01–57P03 (admin or crash
 * shutdown, cannot connect now: starting or recovering), 53300 (too many connections), 57014 (statement
 * timeout: the server is too slow right now).
 */
const unavailableState = (state: string) =>
  state.startsWith("08") || ["57P01", "57P02", "57P03", "53300", "57014"].includes(state);

/** node-postgres's own messages for a lost or impossible connection (they carry no code). */
const DRIVER_MESSAGES = [
  /timeout exceeded when trying to connect/i,
  /connection terminated/i,
  /query read timeout/i,
  /connection error and is not queryable/i,
  /client was closed and is not queryable/i,
  /cannot use a pool after calling end/i,
];

function own(error: object): boolean {
  const e = error as { code?: unknown; message?: unknown };
  if (typeof e.code === "string" && NETWORK_CODES.has(e.code)) return true;
  const state = sqlStateOf(error);
  if (state && unavailableState(state)) return true;
  return typeof e.message === "string" && DRIVER_MESSAGES.some((m) => m.test(e.message as string));
}

/**
 * Whether an error means the database is unreachable or unavailable right now (not a bug, not bad input): the
 * error itself, its `cause` chain (drizzle wraps driver errors) or an AggregateError's parts (one per address).
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (typeof error !== "object" || error === null || depth > 5) return false;
  if (own(error)) return true;
  const e = error as { cause?: unknown; errors?: unknown };
  if (isDatabaseUnavailable(e.cause, depth + 1)) return true;
  return Array.isArray(e.errors) && e.errors.some((part) => isDatabaseUnavailable(part, depth + 1));
}
