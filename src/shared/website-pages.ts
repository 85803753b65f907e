import { z } from "zod";
import { bankSchema } from "./banks";
import { englishRichHtmlText, englishText, requiredText, richHtmlText } from "./content-fields";
import { documentSchema } from "./documents";
import { msg } from "./messages/message-ref";
import { faqItemSchema } from "./faq";
import { teamMemberSchema } from "./team";
import { TEXT_PAGES, WEBSITE_PAGES } from "./website-page-names";

/** GET /v1/website/{page}: a text page as the site shows it. */
export const websitePageSchema = z.object({
  key: z.enum(TEXT_PAGES),
  title: z.string(),
  /** Sanitised HTML (cleaned when staff saved it). Empty until staff write the page. */
  body: z.string(),
  updated_at: z.string().nullable(),
  /** The fields shown in Turkish on the English site because no English text was written. */
  turkish_fields: z.array(z.string()),
});
export type WebsitePage = z.infer<typeof websitePageSchema>;

/** The dashboard's page parameter: any website page, text or list. */
export const websitePageParams = z.object({
  page: z.enum(WEBSITE_PAGES, {
    error: msg("pages.page_invalid", { pages: WEBSITE_PAGES.join(", ") }),
  }),
});

export const textPageSchema = z.object({
  page: z.string(),
  kind: z.literal("text"),
  title: z.string(),
  /** Sanitised HTML ("" until written). */
  body: z.string(),
  /** The English title and body for /en, or null. */
  title_en: z.string().nullable(),
  body_en: z.string().nullable(),
  /** null until the page is first saved. */
  updated_at: z.string().nullable(),
});

export const listPageSchema = z.object({
  page: z.string(),
  kind: z.literal("list"),
  /** The call that edits the entries (POST/PUT/DELETE there). */
  edit_path: z.string(),
  items: z.array(z.union([teamMemberSchema, documentSchema, faqItemSchema, bankSchema])),
  total: z.number().int(),
});

export const editablePageSchema = z.discriminatedUnion("kind", [textPageSchema, listPageSchema]);

export const websitePageBody = z.object({
  title: requiredText("pages.title", 200),
  body: richHtmlText("pages.body"),
  title_en: englishText("pages.title", 200),
  body_en: englishRichHtmlText("pages.body"),
});
export type WebsitePageInput = z.output<typeof websitePageBody>;
