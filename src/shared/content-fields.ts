import { z } from "zod";

/** Largest rich HTML body we store (about 100 kB): a long article fits, a pasted 200 kB blob does not. */
export const RICH_HTML_MAX = 100_000;

/** A required, trimmed text field with Turkish messages naming the field. */
export const requiredText = (label: string, max: number) =>
  z
    .string({ error: `${label} zorunludur.` })
    .trim()
    .min(1, { error: `${label} zorunludur.` })
    .max(max, { error: `${label} en fazla ${max} karakter olabilir.` });

/** An optional trimmed text field; an empty string is kept as "". */
export const optionalText = (label: string, max: number) =>
  z
    .string({ error: `${label} metin olmalı.` })
    .trim()
    .max(max, { error: `${label} en fazla ${max} karakter olabilir.` });

/** Whether rich HTML shows anything: some text, or a picture. */
export const hasRichContent = (html: string) => html.replace(/<[^>]*>|&nbsp;|\s/g, "") !== "" || /<img\s/i.test(html);

/**
 * Rich HTML from the dashboard editor as the browser checks it (length, not empty). The server's schemas use
 * `richHtml` (server/content/fields.ts), which also sanitises it.
 */
export const richHtmlText = (label: string, { required = true } = {}) =>
  z
    .string({ error: `${label} zorunludur.` })
    .max(RICH_HTML_MAX, { error: `${label} en fazla ${RICH_HTML_MAX} karakter olabilir.` })
    .refine((html) => !required || hasRichContent(html), { error: `${label} zorunludur.` });

/** A display order: a whole number ≥ 0. */
export const sortOrderField = z
  .number({ error: "Sıra bir sayı olmalı." })
  .int({ error: "Sıra tam sayı olmalı." })
  .min(0, { error: "Sıra negatif olamaz." })
  .max(1_000_000, { error: "Sıra çok büyük." });

/** A positive database id in a JSON body. */
export const idField = (label = "Kayıt") =>
  z
    .number({ error: `${label} numarası zorunludur.` })
    .int({ error: `${label} numarası tam sayı olmalı.` })
    .positive({ error: `${label} numarası pozitif olmalı.` })
    .max(2_147_483_647, { error: `${label} numarası geçersiz.` });

/**
 * A boolean: `true`/`false` in JSON. In a multipart form its spellings ("true"/"false", "1"/"0", "on"/"off")
 * are turned into the boolean before validation (content/form-values.ts); a JSON body must send the boolean.
 */
export const formBoolean = (label: string) => z.boolean({ error: `${label} doğru/yanlış (true/false) olmalı.` });

/** `{ id, active }`: the body of every activity switch. */
export const activityBody = z.object({
  id: idField(),
  active: z.boolean({ error: "Aktiflik durumu true veya false olmalı." }),
});

/**
 * The optional English text beside a Turkish one (issue 16): trimmed, the same limit; "" or null clears it
 * (stored as null, and the English site shows the Turkish text). Left out, an edit keeps the stored one.
 */
export const englishText = (label: string, max: number) =>
  z
    .string({ error: `${label} (İngilizce) metin olmalı.` })
    .trim()
    .max(max, { error: `${label} (İngilizce) en fazla ${max} karakter olabilir.` })
    .nullable()
    .transform((text) => (text ? text : null))
    .optional();

/** Optional English rich HTML as the browser checks it; the server's `englishRichHtml` also sanitises it. */
export const englishRichHtmlText = (label: string) =>
  z
    .string({ error: `${label} (İngilizce) metin olmalı.` })
    .max(RICH_HTML_MAX, { error: `${label} (İngilizce) en fazla ${RICH_HTML_MAX} karakter olabilir.` })
    .nullable()
    .transform((html) => (html && hasRichContent(html) ? html : null))
    .optional();
