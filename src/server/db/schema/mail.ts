import "server-only";
import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "./columns";
import { mailStatus } from "./enums";
import { reservations } from "./reservations";

export const mailTemplates = pgTable("mail_templates", {
  id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
  /** Stable key the code sends by, e.g. `reservation_received`. */
  key: text("key").notNull().unique(),
  name: text("name").notNull(),
  subject: text("subject").notNull(),
  /** HTML with `{{variable}}` placeholders. */
  body: text("body").notNull(),
  /** The English version, sent to a guest whose reservation is in English (empty: the Turkish one is sent). */
  subjectEn: text("subject_en").notNull().default(""),
  bodyEn: text("body_en").notNull().default(""),
  active: boolean("active").notNull().default(true),
  updatedAt: updatedAt(),
});

/** Transactional outbox: written in the same transaction as the change that causes the mail. */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    toAddress: text("to_address").notNull(),
    subject: text("subject").notNull(),
    html: text("html").notNull(),
    text: text("text").notNull(),
    templateKey: text("template_key"),
    reservationId: integer("reservation_id").references(() => reservations.id, { onDelete: "set null" }),
    status: mailStatus("status").notNull().default("queued"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    lastError: text("last_error"),
    /**
     * The Message-ID header, fixed when the mail is queued and sent with every attempt, so that a receiver (or
     * staff) can tell a repeat from a new mail. Random, so that it reveals nothing about the outbox.
     */
    messageId: text("message_id").notNull().default(sql`'<' || gen_random_uuid() || '@liman.outbox>'`),
    meta: jsonb("meta").$type<Record<string, unknown>>(),
    /** Extra mail headers (List-Unsubscribe of a newsletter mail…), sent as they are. */
    headers: jsonb("headers").$type<Record<string, string>>(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index("mail_outbox_due_idx").on(t.status, t.nextAttemptAt),
    index("mail_outbox_reservation_idx").on(t.reservationId),
    uniqueIndex("mail_outbox_message_id_key").on(t.messageId),
  ],
);
