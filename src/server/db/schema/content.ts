import "server-only";
import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { boats } from "./boats";
import { createdAt, updatedAt } from "./columns";
import { currency } from "./enums";

export const contactMessages = pgTable(
  "contact_messages",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone"),
    subject: text("subject"),
    message: text("message").notNull(),
    /** Set when the message is a sale enquiry about a boat. */
    boatId: integer("boat_id").references(() => boats.id, { onDelete: "set null" }),
    /** Archived by staff: shared by everyone (read/unread is per user, see inbox.ts). */
    archivedAt: timestamp("archived_at", { withTimezone: true }),
    /** Set when the personal fields were anonymised (KVKK erasure or the retention job). */
    anonymizedAt: timestamp("anonymized_at", { withTimezone: true }),
    /** The site's language the message was sent from (migration 0034): the reply mail is in it. */
    locale: text("locale").$type<"tr" | "en">().notNull().default("tr"),
    createdAt: createdAt(),
  },
  (t) => [
    index("contact_messages_created_idx").on(t.createdAt),
    check("contact_messages_locale_check", sql`${t.locale} IN ('tr', 'en')`),
  ],
);

/**
 * The mailing list. A row is born unconfirmed (double opt-in): only rows with `confirmed_at` are subscribers.
 * Unsubscribing deletes the row; the consent history stays in `newsletter_consents`.
 */
export const subscribers = pgTable("subscribers", {
  id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
  email: text("email").notNull().unique(),
  consentAt: timestamp("consent_at", { withTimezone: true }).notNull(),
  source: text("source").notNull().default("website"),
  confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
  /** sha256 of the single-use confirmation token; cleared once used. */
  confirmTokenHash: text("confirm_token_hash").unique(),
  confirmSentAt: timestamp("confirm_sent_at", { withTimezone: true }),
  /** Put in every newsletter mail's unsubscribe link: it only allows leaving the list. */
  unsubscribeToken: text("unsubscribe_token")
    .notNull()
    .unique()
    .default(sql`replace(gen_random_uuid()::text, '-', '')`),
  createdAt: createdAt(),
});

/** Proof of each newsletter consent: when, which address, which consent text; no IP address is kept. */
export const newsletterConsents = pgTable(
  "newsletter_consents",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    email: text("email").notNull(),
    textVersion: text("text_version").notNull(),
    /** sha256 of the exact consent text shown. */
    textHash: text("text_hash").notNull(),
    source: text("source").notNull(),
    givenAt: timestamp("given_at", { withTimezone: true }).notNull(),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    withdrawnAt: timestamp("withdrawn_at", { withTimezone: true }),
  },
  (t) => [index("newsletter_consents_email_idx").on(t.email)],
);

export const blogPosts = pgTable(
  "blog_posts",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    title: text("title").notNull(),
    slug: text("slug").notNull().unique(),
    excerpt: text("excerpt").notNull().default(""),
    /** Sanitised HTML. */
    body: text("body").notNull(),
    /** English texts for /en; null shows the Turkish one (marked lang="tr"). */
    titleEn: text("title_en"),
    excerptEn: text("excerpt_en"),
    /** Sanitised HTML. */
    bodyEn: text("body_en"),
    coverImage: text("cover_image"),
    published: boolean("published").notNull().default(true),
    publishedAt: timestamp("published_at", { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("blog_posts_published_idx").on(t.published, t.publishedAt)],
);

export const banks = pgTable("banks", {
  id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
  bankName: text("bank_name").notNull(),
  accountHolder: text("account_holder").notNull(),
  iban: text("iban").notNull().unique(),
  currency: currency("currency").notNull().default("TRY"),
  branch: text("branch"),
  active: boolean("active").notNull().default(true),
  sortOrder: integer("sort_order").notNull().default(0),
  createdAt: createdAt(),
});

export const teamMembers = pgTable("team_members", {
  id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
  name: text("name").notNull(),
  title: text("title").notNull(),
  bio: text("bio"),
  /** English texts for /en; null shows the Turkish one. */
  titleEn: text("title_en"),
  bioEn: text("bio_en"),
  photo: text("photo"),
  sortOrder: integer("sort_order").notNull().default(0),
  createdAt: createdAt(),
});

export const faqItems = pgTable("faq_items", {
  id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
  question: text("question").notNull(),
  answer: text("answer").notNull(),
  /** English texts for /en; null shows the Turkish one. */
  questionEn: text("question_en"),
  answerEn: text("answer_en"),
  sortOrder: integer("sort_order").notNull().default(0),
  active: boolean("active").notNull().default(true),
  createdAt: createdAt(),
});

export const documents = pgTable("documents", {
  id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
  title: text("title").notNull(),
  /** The English title for /en; null shows the Turkish one. */
  titleEn: text("title_en"),
  /** Content-addressed: two documents with the same file share it. */
  storageKey: text("storage_key").notNull(),
  mimeType: text("mime_type").notNull(),
  sizeBytes: integer("size_bytes").notNull(),
  createdAt: createdAt(),
});

/** Editable website pages keyed by route: about, howrent, rental, cancel, privacy, kvkk… */
export const websitePages = pgTable("website_pages", {
  key: text("key").primaryKey(),
  title: text("title").notNull(),
  /** Sanitised HTML. */
  body: text("body").notNull(),
  /** English texts for /en (body sanitised HTML); null shows the Turkish one. */
  titleEn: text("title_en"),
  bodyEn: text("body_en"),
  updatedAt: updatedAt(),
});

/** Key/value settings: the spec's site and exchange keys plus deposit_percent, option_hours, site_name… */
export const settings = pgTable("settings", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
  updatedAt: updatedAt(),
});
