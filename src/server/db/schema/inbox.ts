import "server-only";
import { index, integer, pgTable, primaryKey, text, timestamp, boolean } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";
import { contactMessages } from "./content";
import { mailOutbox } from "./mail";
import { reservations } from "./reservations";
import { users } from "./users";

/**
 * Each staff member's "new" marks are their own (docs/decisions/0020-per-user-marks.md). Items created at or
 * before a user's baseline are never new to them: the baseline is this row's `since`, else the user's
 * `created_at`, so a new staff member does not see the whole history as new.
 */
export const staffMarkBaselines = pgTable("staff_mark_baselines", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  since: timestamp("since", { withTimezone: true }).notNull(),
});

/** A staff member opened a reservation: it is no longer "new" to them (and only to them). */
export const reservationViews = pgTable(
  "reservation_views",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    reservationId: integer("reservation_id")
      .notNull()
      .references(() => reservations.id, { onDelete: "cascade" }),
    seenAt: timestamp("seen_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.reservationId] }),
    index("reservation_views_reservation_idx").on(t.reservationId),
  ],
);

/** A staff member's own read/unread state of a message; without a row the baseline decides. */
export const contactMessageReads = pgTable(
  "contact_message_reads",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    messageId: integer("message_id")
      .notNull()
      .references(() => contactMessages.id, { onDelete: "cascade" }),
    read: boolean("read").notNull(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.messageId] }), index("contact_message_reads_message_idx").on(t.messageId)],
);

/** Replies sent from the dashboard: kept on the message's thread, each with the mail that carried it. */
export const contactMessageReplies = pgTable(
  "contact_message_replies",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    messageId: integer("message_id")
      .notNull()
      .references(() => contactMessages.id, { onDelete: "cascade" }),
    authorId: integer("author_id").references(() => users.id, { onDelete: "set null" }),
    /** The author's name when the reply was written (kept if the user is later deleted). */
    authorName: text("author_name").notNull(),
    body: text("body").notNull(),
    mailId: integer("mail_id").references(() => mailOutbox.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [index("contact_message_replies_message_idx").on(t.messageId, t.createdAt)],
);
