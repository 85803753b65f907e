import "server-only";
import { z } from "zod";
import { type FieldName, hasRichContent, RICH_HTML_MAX, textMessages } from "@/shared/content-fields";
import { sanitizeRichHtml } from "./sanitize-rich-html";

// The field builders live in src/shared (the browser validates with them too); rich HTML is sanitised here.
export * from "@/shared/content-fields";

/** Rich HTML from the dashboard editor, sanitised on the way in; empty after sanitising counts as missing. */
export const richHtml = <F extends string>(field: FieldName<F, "required" | "too_long">, { required = true } = {}) => {
  const m = textMessages(field);
  return z
    .string({ error: m.missing })
    .max(RICH_HTML_MAX, { error: m.tooLong })
    .transform(sanitizeRichHtml)
    .refine((html) => !required || hasRichContent(html), { error: m.missing });
};

/** Optional English rich HTML, sanitised like the Turkish one; empty after sanitising is stored as null. */
export const englishRichHtml = <F extends string>(field: FieldName<F, "en_text" | "en_too_long">) => {
  const m = textMessages(field, { english: true });
  return z
    .string({ error: m.missing })
    .max(RICH_HTML_MAX, { error: m.tooLong })
    .nullable()
    .transform((html) => {
      const clean = html === null ? "" : sanitizeRichHtml(html);
      return hasRichContent(clean) ? clean : null;
    })
    .optional();
};
