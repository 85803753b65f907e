import { boolean, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
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
    read: boolean("read").notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index("contact_messages_read_idx").on(t.read, t.createdAt)],
);

export const subscribers = pgTable("subscribers", {
  id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
  email: text("email").notNull().unique(),
  consentAt: timestamp("consent_at", { withTimezone: true }).notNull(),
  source: text("source").notNull().default("website"),
  createdAt: createdAt(),
});

export const blogPosts = pgTable(
  "blog_posts",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    title: text("title").notNull(),
    slug: text("slug").notNull().unique(),
    excerpt: text("excerpt").notNull().default(""),
    /** Sanitised HTML. */
    body: text("body").notNull(),
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
  photo: text("photo"),
  sortOrder: integer("sort_order").notNull().default(0),
  createdAt: createdAt(),
});

export const faqItems = pgTable("faq_items", {
  id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
  question: text("question").notNull(),
  answer: text("answer").notNull(),
  sortOrder: integer("sort_order").notNull().default(0),
  active: boolean("active").notNull().default(true),
  createdAt: createdAt(),
});

export const documents = pgTable("documents", {
  id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
  title: text("title").notNull(),
  storageKey: text("storage_key").notNull().unique(),
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
  updatedAt: updatedAt(),
});

/** Key/value settings: the spec's site and exchange keys plus deposit_percent, option_hours, site_name… */
export const settings = pgTable("settings", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
  updatedAt: updatedAt(),
});
