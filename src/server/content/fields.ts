import "server-only";
import { z } from "zod";
import { hasRichContent, RICH_HTML_MAX } from "@/shared/content-fields";
import { sanitizeRichHtml } from "./sanitize-rich-html";

// The field builders live in src/shared (the browser validates with them too); rich HTML is sanitised here.
export * from "@/shared/content-fields";

/** Rich HTML from the dashboard editor, sanitised on the way in; empty after sanitising counts as missing. */
export const richHtml = (label: string, { required = true } = {}) =>
  z
    .string({ error: `${label} zorunludur.` })
    .max(RICH_HTML_MAX, { error: `${label} en fazla ${RICH_HTML_MAX} karakter olabilir.` })
    .transform(sanitizeRichHtml)
    .refine((html) => !required || hasRichContent(html), { error: `${label} zorunludur.` });

/** Optional English rich HTML, sanitised like the Turkish one; empty after sanitising is stored as null. */
export const englishRichHtml = (label: string) =>
  z
    .string({ error: `${label} (İngilizce) metin olmalı.` })
    .max(RICH_HTML_MAX, { error: `${label} (İngilizce) en fazla ${RICH_HTML_MAX} karakter olabilir.` })
    .nullable()
    .transform((html) => {
      const clean = html === null ? "" : sanitizeRichHtml(html);
      return hasRichContent(clean) ? clean : null;
    })
    .optional();
