import type { z } from "zod";
import { isErrorKey } from "./error-text";
import { type MessageParams, parseMessageRef } from "./message-ref";

type Issue = z.core.$ZodIssue;

const scalar = (value: unknown): string | number | undefined => {
  if (typeof value === "number" || typeof value === "string") return value;
  if (typeof value === "bigint") return Number(value);
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (Array.isArray(value)) return value.map(String).join(", ");
  return undefined;
};

/** The parts of an issue a message may name: the bound, the expected type or format, the unknown keys. */
function paramsOf(issue: Issue): MessageParams {
  const params: MessageParams = {};
  for (const name of ["minimum", "maximum", "origin", "format", "expected", "divisor", "keys"] as const) {
    const value = scalar((issue as unknown as Record<string, unknown>)[name]);
    if (value !== undefined) params[name] = value;
  }
  return params;
}

/** The catalogue key for an issue whose schema names no message of its own (zod's default words are not used). */
function defaultKey(issue: Issue): string {
  switch (issue.code) {
    case "invalid_type":
      return "validation.invalid_type";
    case "too_small":
      return issue.origin === "string" && Number(issue.minimum) === 1 ? "validation.required" : "validation.too_small";
    case "too_big":
      return "validation.too_big";
    case "invalid_format":
      return "validation.invalid_format";
    case "not_multiple_of":
      return "validation.not_multiple_of";
    case "unrecognized_keys":
      return "validation.unrecognized_keys";
    case "invalid_value":
      return "validation.invalid_value";
    default:
      return "validation.invalid";
  }
}

/**
 * The message of a zod issue as a catalogue key with parameters: the schema's own key (`{ error: msg(…) }`), or the
 * key for the issue's kind; the issue's bounds fill in what the key's words name.
 */
export function issueMessage(issue: Issue): { key: string; params: MessageParams } {
  const own = parseMessageRef(issue.message);
  if (isErrorKey(own.key)) return { key: own.key, params: { ...paramsOf(issue), ...own.params } };
  return { key: defaultKey(issue), params: paramsOf(issue) };
}
