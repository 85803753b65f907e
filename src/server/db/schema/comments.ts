import "server-only";
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { boats } from "./boats";
import { createdAt } from "./columns";
import { reservations } from "./reservations";

export const boatComments = pgTable(
  "boat_comments",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    boatId: integer("boat_id")
      .notNull()
      .references(() => boats.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    rating: smallint("rating").notNull(),
    body: text("body").notNull(),
    approved: boolean("approved").notNull().default(false),
    /**
     * The stay a review was written for through its invitation link (a verified stay); null for comments
     * entered otherwise (the seeded ones). Unique: one stay, at most one review.
     */
    reservationId: integer("reservation_id").references(() => reservations.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    index("boat_comments_boat_idx").on(t.boatId),
    index("boat_comments_approved_idx").on(t.approved, t.createdAt),
    uniqueIndex("boat_comments_reservation_key").on(t.reservationId),
    check("boat_comments_rating_check", sql`${t.rating} BETWEEN 1 AND 5`),
  ],
);

/**
 * The review link mailed to a guest the day after check-out: at most one per reservation (the unique
 * reservation_id makes the mail exactly once). Only the sha256 of the link's token is kept.
 */
export const reviewInvitations = pgTable(
  "review_invitations",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    reservationId: integer("reservation_id")
      .notNull()
      .references(() => reservations.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    unique("review_invitations_reservation_key").on(t.reservationId),
    unique("review_invitations_token_hash_key").on(t.tokenHash),
  ],
);
