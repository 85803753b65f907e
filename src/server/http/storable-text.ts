import "server-only";
import { AppError } from "../domain-errors";
import { msg } from "@/shared/messages/message-ref";

/** NUL or a UTF-16 surrogate without its partner: text PostgreSQL refuses to store (SQLSTATE 22P05/22021). */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const isStorableText = (text: string) => !text.includes("\u0000") && !LONE_SURROGATE.test(text);

/**
 * Where in a decoded input (path parameters, query, JSON body, form fields) a string, or an object key, holds
 * text PostgreSQL cannot store: the dotted path of the first one (`_` for the value itself), or undefined.
 * Walks with its own stack, so a deeply nested body cannot overflow the call stack.
 */
export function findUnstorableText(value: unknown): string | undefined {
  const stack: [string, unknown][] = [["", value]];
  while (stack.length > 0) {
    const [at, current] = stack.pop() as [string, unknown];
    if (typeof current === "string") {
      if (!isStorableText(current)) return at || "_";
      continue;
    }
    if (current === null || typeof current !== "object") continue;
    const entries = Array.isArray(current)
      ? current.map((v, i) => [String(i), v] as [string, unknown])
      : Object.entries(current as Record<string, unknown>);
    for (let i = entries.length - 1; i >= 0; i--) {
      const [key, child] = entries[i] as [string, unknown];
      const path = at ? `${at}.${key}` : key;
      if (!isStorableText(key)) return path;
      stack.push([path, child]);
    }
  }
  return undefined;
}

/** Which input was read: the catalogue names it when the value as a whole is at fault. */
export type InputPart = "body" | "form" | "params" | "query";

/** Refuses (400, with the field named) any input that holds text PostgreSQL cannot store. */
export function assertStorableText(value: unknown, where: InputPart): void {
  const field = findUnstorableText(value);
  if (field === undefined) return;
  const whole = field === "_";
  throw new AppError(400, "INVALID_TEXT", msg("api.unstorable_text", whole ? { where } : { where: "field", field }), {
    [whole ? where : field]: "api.unstorable_text_field",
  });
}
