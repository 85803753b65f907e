import { z } from "zod";
import { msg } from "@/shared/messages/message-ref";

/**
 * Strict readers for values that arrive as text (path parameters, query strings, multipart form fields).
 * Nothing is coerced: `0x9`, `1e3`, ` 9`, `9.0`, `+9`, `09`, `""` and arrays (a repeated query key) are
 * refused, because `Number()` would turn them into numbers the client never wrote. JSON bodies use plain
 * `z.number()` / `z.boolean()`, which refuse strings, booleans and arrays on their own.
 */

export const MAX_INT = 2_147_483_647;

/** A whole number in canonical decimal: `0`, or digits without a leading zero (at most 10), maybe negative. */
const DECIMAL_INT = /^(0|-?[1-9][0-9]{0,9})$/;
/** A decimal with an optional fraction: `12`, `12.5`, `-3` (no exponent, plus sign, blanks or leading zeros). */
const DECIMAL = /^-?(0|[1-9][0-9]{0,14})(\.[0-9]{1,6})?$/;

/** `message` (a message reference, `msg(…)`) for text that is not a number; `tooSmall`/`tooBig` (default: `message`) for one out of range. */
type Bounds = { min?: number; max?: number; message?: string; tooSmall?: string; tooBig?: string };

/** A whole number in a query string or path: canonical decimal digits, within `min`..`max`. */
export function queryInt({ min = 0, max = MAX_INT, message = msg("input.integer"), tooSmall, tooBig }: Bounds = {}) {
  return z
    .string({ error: message })
    .regex(DECIMAL_INT, { error: message })
    .transform(Number)
    .pipe(
      z
        .number()
        .int()
        .min(min, { error: tooSmall ?? message })
        .max(max, { error: tooBig ?? message }),
    );
}

/** A number (a fraction allowed) in a query string: `12` or `12.5`, within `min`..`max`. */
export function queryDecimal({
  min = 0,
  max = Number.MAX_SAFE_INTEGER,
  message = msg("input.number"),
  tooSmall,
  tooBig,
}: Bounds = {}) {
  return z
    .string({ error: message })
    .regex(DECIMAL, { error: message })
    .transform(Number)
    .pipe(
      z
        .number()
        .min(min, { error: tooSmall ?? message })
        .max(max, { error: tooBig ?? message }),
    );
}

/** A database id in a path, query string or form field: a positive decimal integer. */
export const idParam = (message: string = msg("input.id")) => queryInt({ min: 1, max: MAX_INT, message });

/** `true`/`false`/`1`/`0` in a query string. */
export const queryBool = (message: string = msg("input.boolean")) =>
  z.enum(["true", "false", "1", "0"], { error: message }).transform((v) => v === "true" || v === "1");

/** `skip`/`take` of a list in a query string. */
export function pagingFields(defaultTake: number, maxTake: number) {
  return {
    skip: queryInt({
      min: 0,
      max: 1_000_000,
      message: msg("input.skip"),
    }).default(0),
    take: queryInt({
      min: 1,
      max: maxTake,
      message: msg("input.take", { max: maxTake }),
    }).default(defaultTake),
  };
}

/** skip/take paging with a page size fixed per list (spec §9), `take` capped. */
export function pageQuery(defaultTake: number, maxTake = Math.max(defaultTake, 100)) {
  return z.object(pagingFields(defaultTake, maxTake));
}
