import "server-only";
import { z } from "zod";
import { bankSchema as staffBankSchema } from "@/shared/banks";
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
    .max(200, { error: "Adres çok uzun." })
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, { error: "Geçersiz adres." }),
});

const email = z
  .string({ error: "E-posta adresi zorunludur." })
  .trim()
  .min(1, { error: "E-posta adresi zorunludur." })
  .max(320, { error: "E-posta adresi çok uzun." })
  .pipe(z.email({ error: "Geçerli bir e-posta adresi girin." }))
  .transform((e) => e.toLowerCase());

export const subscribeBody = z.object({
  email,
  consent: z.literal(true, { error: "Abone olmak için e-posta almayı onaylamanız gerekir." }),
  /** Where the form was (footer, blog…), kept with the consent record. */
  source: z
    .string()
    .regex(/^[a-z][a-z0-9_-]{0,39}$/, { error: "Geçersiz kaynak." })
    .optional(),
});
export type SubscribeInput = z.infer<typeof subscribeBody>;

const optionalText = (label: string, max: number) =>
  z
    .string({ error: `${label} metin olmalı.` })
    .trim()
    .max(max, { error: `${label} en fazla ${max} karakter olabilir.` })
    .optional()
    .transform((v) => (v ? v : undefined));

export const contactBody = z.object({
  name: z
    .string({ error: "Ad soyad zorunludur." })
    .trim()
    .min(2, { error: "Ad soyad zorunludur." })
    .max(120, { error: "Ad soyad en fazla 120 karakter olabilir." }),
  email,
  phone: optionalText("Telefon", 40).refine((v) => v === undefined || /^[+0-9 ()-]{7,40}$/.test(v), {
    error: "Geçerli bir telefon numarası girin.",
  }),
  subject: optionalText("Konu", 200).transform((v) => v?.replace(/\s+/g, " ")),
  message: z
    .string({ error: "Mesaj zorunludur." })
    .trim()
    .min(10, { error: "Mesaj en az 10 karakter olmalı." })
    .max(5000, { error: "Mesaj en fazla 5000 karakter olabilir." }),
  boat_id: z
    .number({ error: "Tekne numarası geçersiz." })
    .int({ error: "Tekne numarası geçersiz." })
    .positive({ error: "Tekne numarası geçersiz." })
    .max(2_147_483_647, { error: "Tekne numarası geçersiz." })
    .optional(),
});
export type ContactInput = z.infer<typeof contactBody>;
