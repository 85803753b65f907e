import "server-only";
import { sqlStateOf } from "./db/pg-error";

/**
 * The server's one logger. Everything printed goes through `redact`, and errors are described by `describeError`,
 * which never prints an SQL statement or its parameters (a drizzle error's message holds both, so customers'
 * e-mails, names and phones would reach the log): only the error's class, its SQLSTATE, the constraint and the
 * database's own one-line message, redacted.
 */

const RULES: [RegExp, string][] = [
  // Anything after "params:" (drizzle's failed-query message) is query data.
  [/params:[\s\S]*/gi, "params: [gizlendi]"],
  [/[\p{L}\p{N}._%+-]+@[\p{L}\p{N}.-]+\.[\p{L}]{2,}/gu, "[e-posta]"],
  // IBAN: two letters, two check digits, 11-30 letters/digits, spaces allowed between groups.
  [/\b[A-Z]{2}\d{2}(?:[ ]?[A-Z0-9]{4}){2,7}(?:[ ]?[A-Z0-9]{1,4})?\b/gi, "[IBAN]"],
  // Phone and T.C. identity numbers: 10 or more digits, possibly with +, spaces, dashes or parentheses between.
  [/(?<![\w.])\+?\(?\d(?:[\s()-]*\d){9,}/g, "[telefon]"],
  // Passport numbers: a letter or two, then 6-9 digits.
  [/\b[A-Z]{1,2}\d{6,9}\b/gi, "[belge-no]"],
];

/** The text with e-mail addresses, phone numbers, IBANs, passport numbers and query parameters masked. */
export function redact(text: string): string {
  let out = text;
  for (const [pattern, replacement] of RULES) out = out.replace(pattern, replacement);
  return out;
}

type ErrorLike = { name?: unknown; message?: unknown; stack?: unknown; cause?: unknown; constraint?: unknown };

/** A one-line (plus stack frames) description of an error that is safe to print. */
export function describeError(error: unknown): string {
  if (!(error instanceof Error) && (typeof error !== "object" || error === null)) return redact(String(error));
  const e = error as ErrorLike;
  const name = typeof e.name === "string" ? e.name : "Error";
  const code = sqlStateOf(error);
  if (code !== undefined) {
    // A database error: the cause (node-postgres/PGlite) carries the server's message; the wrapper carries the SQL.
    const cause = (e.cause ?? e) as ErrorLike;
    const constraint = typeof cause.constraint === "string" ? ` constraint ${cause.constraint}` : "";
    const message = typeof cause.message === "string" && cause !== e ? cause.message : dbMessage(e);
    return redact(`${name} SQLSTATE ${code}${constraint}: ${firstLine(message)}`);
  }
  const message = typeof e.message === "string" ? e.message : "";
  const frames = typeof e.stack === "string" ? e.stack.split("\n").filter((l) => /^\s+at /.test(l)) : [];
  const cause = e.cause !== undefined ? `\n  caused by: ${describeError(e.cause)}` : "";
  return redact([`${name}: ${firstLine(message)}`, ...frames.slice(0, 8)].join("\n")) + cause;
}

/** A database error's own message, unless it is a wrapper's "Failed query: <sql>" (then nothing of it). */
const dbMessage = (e: ErrorLike) =>
  typeof e.message === "string" && !/failed query/i.test(e.message) ? e.message : "(sorgu gizlendi)";

const firstLine = (text: string) => text.split("\n")[0]?.slice(0, 500) ?? "";

function write(print: (line: string) => void, message: string, error?: unknown) {
  print(error === undefined ? redact(message) : `${redact(message)}: ${describeError(error)}`);
}

export const log = {
  info: (message: string) => write(console.log, message),
  /** Start-up lines for the operator that must be printed as they are (the demo admin's generated credentials). */
  unredacted: (message: string) => console.log(message),
  warn: (message: string, error?: unknown) => write(console.warn, message, error),
  error: (message: string, error?: unknown) => write(console.error, message, error),
};
