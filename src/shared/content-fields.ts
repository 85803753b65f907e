import { z } from "zod";
import { type ErrorKey, msg } from "./messages/message-ref";

/** Largest rich HTML body we store (about 100 kB): a long article fits, a pasted 200 kB blob does not. */
export const RICH_HTML_MAX = 100_000;

/**
 * A field's messages are error keys that share its name (decision 0040): `blog.title` names `blog.title_required`
 * and `blog.title_too_long`, its English twin `blog.title_en_text` and `blog.title_en_too_long`. The words of a
 * limit name `{maximum}`, which the issue carries.
 */
type FieldOf<Suffix extends string, Key = ErrorKey> = Key extends `${infer Field}_${Suffix}` ? Field : never;

/** The fields that have a key for every one of `Suffixes` (the intersection of each suffix's fields). */
type FieldWithAll<Suffixes extends string> = (
  Suffixes extends string
    ? (field: FieldOf<Suffixes>) => void
    : never
) extends (field: infer Field) => void
  ? Field
  : never;

/** The field name a builder takes: one whose keys for every `Suffix` exist in the catalogues. */
export type FieldName<F extends string, Suffix extends string> = F & FieldWithAll<Suffix>;

type Suffix =
  | "required"
  | "text"
  | "too_long"
  | "en_text"
  | "en_too_long"
  | "id_required"
  | "id_integer"
  | "id_positive"
  | "id_invalid"
  | "boolean";

/** The message of `field` for `suffix`: the key that shares the field's name. */
const fieldMessage = (field: string, suffix: Suffix) => msg(`${field}_${suffix}` as ErrorKey);

/** The messages of a text field of at most `max` characters: missing (or not text), and too long. */
export function textMessages(field: string, { english = false, required = true } = {}) {
  if (english) return { missing: fieldMessage(field, "en_text"), tooLong: fieldMessage(field, "en_too_long") };
  return {
    missing: fieldMessage(field, required ? "required" : "text"),
    tooLong: fieldMessage(field, "too_long"),
  };
}

/**
 * What a single-line text may not hold: line breaks (they would start a new header in a mail subject, or break a
 * line of a list) and the bidirectional embedding, override and isolate controls (U+202A–U+202E, U+2066–U+2069),
 * which reorder how a name is shown ("‮gepj.exe") and so spoof it in the dashboard. Right-to-left letters and the
 * LRM/RLM marks stay allowed. Checked after trimming, so a pasted trailing newline does no harm.
 */
const NOT_SINGLE_LINE = /[\r\n\v\f\u0085\u2028\u2029\u202A-\u202E\u2066-\u2069]/;
export const isSingleLine = (text: string) => !NOT_SINGLE_LINE.test(text);
/** The check of a single-line text field, for the schemas that build their own (names, phones). */
export const singleLine = { error: msg("content.single_line") };

/** A required, trimmed, single-line text field (`field`: `_required`, `_too_long`). */
export const requiredText = <F extends string>(field: FieldName<F, "required" | "too_long">, max: number) => {
  const m = textMessages(field);
  return z
    .string({ error: m.missing })
    .trim()
    .min(1, { error: m.missing })
    .max(max, { error: m.tooLong })
    .refine(isSingleLine, singleLine);
};

/**
 * An optional trimmed text field; an empty string is kept as "" (`field`: `_text`, `_too_long`). Single-line
 * unless `multiline` (a biography, an excerpt).
 */
export const optionalText = <F extends string>(
  field: FieldName<F, "text" | "too_long">,
  max: number,
  { multiline = false } = {},
) => {
  const m = textMessages(field, { required: false });
  const text = z.string({ error: m.missing }).trim().max(max, { error: m.tooLong });
  return multiline ? text : text.refine(isSingleLine, singleLine);
};

/** Whether rich HTML shows anything: some text, or a picture. */
export const hasRichContent = (html: string) => html.replace(/<[^>]*>|&nbsp;|\s/g, "") !== "" || /<img\s/i.test(html);

/**
 * Rich HTML from the dashboard editor as the browser checks it (length, not empty; `field`: `_required`,
 * `_too_long`). The server's schemas use `richHtml` (server/content/fields.ts), which also sanitises it.
 */
export const richHtmlText = <F extends string>(
  field: FieldName<F, "required" | "too_long">,
  { required = true } = {},
) => {
  const m = textMessages(field);
  return z
    .string({ error: m.missing })
    .max(RICH_HTML_MAX, { error: m.tooLong })
    .refine((html) => !required || hasRichContent(html), { error: m.missing });
};

/** A display order: a whole number ≥ 0. */
export const sortOrderField = z
  .number({ error: msg("content.sort_number") })
  .int({ error: msg("content.sort_integer") })
  .min(0, { error: msg("content.sort_negative") })
  .max(1_000_000, { error: msg("content.sort_too_big") });

/** A positive database id in a JSON body (`field`: `_id_required`, `_id_integer`, `_id_positive`, `_id_invalid`). */
export const idField = <F extends string = "content.record">(
  field: FieldName<F, "id_required" | "id_integer" | "id_positive" | "id_invalid"> = "content.record" as never,
) =>
  z
    .number({ error: fieldMessage(field, "id_required") })
    .int({ error: fieldMessage(field, "id_integer") })
    .positive({ error: fieldMessage(field, "id_positive") })
    .max(2_147_483_647, { error: fieldMessage(field, "id_invalid") });

/**
 * A boolean: `true`/`false` in JSON (`field`: `_boolean`). In a multipart form its spellings ("true"/"false",
 * "1"/"0", "on"/"off") are turned into the boolean before validation (content/form-values.ts); a JSON body must
 * send the boolean.
 */
export const formBoolean = <F extends string>(field: FieldName<F, "boolean">) =>
  z.boolean({ error: fieldMessage(field, "boolean") });

/** `{ id, active }`: the body of every activity switch. */
export const activityBody = z.object({
  id: idField(),
  active: z.boolean({ error: msg("content.active_boolean") }),
});

/**
 * The optional English text beside a Turkish one (issue 16): trimmed, the same limit; "" or null clears it
 * (stored as null, and the English site shows the Turkish text). Left out, an edit keeps the stored one.
 * `field` names the Turkish field: its keys `_en_text`, `_en_too_long`. Single-line unless `multiline`, like
 * its Turkish twin.
 */
export const englishText = <F extends string>(
  field: FieldName<F, "en_text" | "en_too_long">,
  max: number,
  { multiline = false } = {},
) => {
  const m = textMessages(field, { english: true });
  const text = z.string({ error: m.missing }).trim().max(max, { error: m.tooLong });
  return (multiline ? text : text.refine(isSingleLine, singleLine))
    .nullable()
    .transform((text) => (text ? text : null))
    .optional();
};

/** Optional English rich HTML as the browser checks it; the server's `englishRichHtml` also sanitises it. */
export const englishRichHtmlText = <F extends string>(field: FieldName<F, "en_text" | "en_too_long">) => {
  const m = textMessages(field, { english: true });
  return z
    .string({ error: m.missing })
    .max(RICH_HTML_MAX, { error: m.tooLong })
    .nullable()
    .transform((html) => (html && hasRichContent(html) ? html : null))
    .optional();
};
