import { z } from "zod";
import { LOCALES } from "@/i18n/locales";
import { bankSchema as staffBankSchema } from "@/shared/banks";
import { type ErrorKey, msg } from "@/shared/messages/message-ref";
import { teamMemberSchema as staffTeamMemberSchema } from "@/shared/team";

/** Public answers of the website reads: what a visitor may see, never staff or customer contact data. */

/**
 * The fields of an answer shown in Turkish on the English site because no English text was written (empty in
 * Turkish): the site renders them with lang="tr" (shared/localized-text.ts).
 */
export const turkishFields = z.array(z.string());

export const siteContactSchema = z.object({
  site_name: z.string(),
  site_phone: z.string(),
  site_email: z.string(),
  site_address: z.string(),
  facebook_link: z.string(),
  instagram_link: z.string(),
  twitter_link: z.string(),
  youtube_link: z.string(),
});
export type SiteContact = z.infer<typeof siteContactSchema>;

/** A bank account as a customer sees it: the staff answer without its order, state and dates. */
export const bankSchema = staffBankSchema.pick({
  id: true,
  bank_name: true,
  account_holder: true,
  iban: true,
  currency: true,
  branch: true,
});
export type PublicBank = z.infer<typeof bankSchema>;

/** A team member as the site shows them: the largest stored photo, and a 640 px wide one for cards. */
export const teamMemberSchema = staffTeamMemberSchema
  .pick({ id: true, name: true, title: true, bio: true, photo_url: true })
  .extend({ photo_thumb_url: z.string().nullable(), turkish_fields: turkishFields });
export type PublicTeamMember = z.infer<typeof teamMemberSchema>;

export const faqItemSchema = z.object({
  id: z.number().int(),
  question: z.string(),
  /** Sanitised HTML or plain text. */
  answer: z.string(),
  turkish_fields: turkishFields,
});
export type PublicFaqItem = z.infer<typeof faqItemSchema>;

export const documentSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  turkish_fields: turkishFields,
  url: z.string(),
  mime_type: z.string(),
  size_bytes: z.number().int(),
  created_at: z.string(),
});
export type PublicDocument = z.infer<typeof documentSchema>;

/** No id: a comment's row id would tell how many comments (approved or not) were ever written. */
export const publicCommentSchema = z.object({
  /** The reviewer's first name and the initials of the rest ("Ayşe K."). */
  name: z.string(),
  rating: z.number().int(),
  body: z.string(),
  /** The language the body is written in (the site marks it with `lang`): its stay's for a review, else Turkish. */
  language: z.enum(LOCALES),
  created_at: z.string(),
  boat: z.object({ name: z.string(), slug: z.string() }),
});
export type PublicComment = z.infer<typeof publicCommentSchema>;

export const blogSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  slug: z.string(),
  excerpt: z.string(),
  cover_image_url: z.string().nullable(),
  cover_thumb_url: z.string().nullable(),
  published_at: z.string(),
  turkish_fields: turkishFields,
});
export type BlogSummary = z.infer<typeof blogSummarySchema>;

export const blogPostSchema = blogSummarySchema.extend({
  /** Sanitised HTML. */
  body: z.string(),
  updated_at: z.string(),
});
export type BlogPost = z.infer<typeof blogPostSchema>;

export const homeContentSchema = z.object({
  comments: z.array(publicCommentSchema),
  posts: z.array(blogSummarySchema),
  faq: z.array(faqItemSchema),
});
export type HomeContent = z.infer<typeof homeContentSchema>;

export const slugParams = z.object({
  slug: z
    .string()
    .max(200, { error: msg("website.slug_too_long") })
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, { error: msg("website.slug_invalid") }),
});

const email = z
  .string({ error: msg("lookup.email_required") })
  .trim()
  .min(1, { error: msg("lookup.email_required") })
  .max(320, { error: msg("booking.email_too_long") })
  .pipe(z.email({ error: msg("booking.email_invalid") }))
  .transform((e) => e.toLowerCase());

export const subscribeBody = z.object({
  email,
  consent: z.literal(true, { error: msg("website.subscribe_consent") }),
  /** Where the form was (footer, blog…), kept with the consent record. */
  source: z
    .string()
    .regex(/^[a-z][a-z0-9_-]{0,39}$/, { error: msg("website.source_invalid") })
    .optional(),
});
export type SubscribeInput = z.infer<typeof subscribeBody>;

/** An optional text of the contact form, its messages `${field}_text` and `${field}_too_long`. */
const optionalText = (field: "website.phone" | "website.subject", max: number) =>
  z
    .string({ error: msg(`${field}_text` satisfies ErrorKey) })
    .trim()
    .max(max, { error: msg(`${field}_too_long` satisfies ErrorKey) })
    .optional()
    .transform((v) => (v ? v : undefined));

export const contactBody = z.object({
  name: z
    .string({ error: msg("booking.name_required") })
    .trim()
    .min(2, { error: msg("booking.name_required") })
    .max(120, { error: msg("website.name_too_long") }),
  email,
  phone: optionalText("website.phone", 40).refine((v) => v === undefined || /^[+0-9 ()-]{7,40}$/.test(v), {
    error: msg("booking.phone_invalid"),
  }),
  subject: optionalText("website.subject", 200).transform((v) => v?.replace(/\s+/g, " ")),
  message: z
    .string({ error: msg("website.message_required") })
    .trim()
    .min(10, { error: msg("website.message_too_short") })
    .max(5000, { error: msg("website.message_too_long") }),
  boat_id: z
    .number({ error: msg("website.boat_id_invalid") })
    .int({ error: msg("website.boat_id_invalid") })
    .positive({ error: msg("website.boat_id_invalid") })
    .max(2_147_483_647, { error: msg("website.boat_id_invalid") })
    .optional(),
});
export type ContactInput = z.infer<typeof contactBody>;
