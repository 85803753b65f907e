import "server-only";
import { sql } from "drizzle-orm";
import { char, check, integer, pgTable, smallint, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, day, updatedAt } from "./columns";
import { reservations } from "./reservations";

/**
 * A reservation's passenger (crew) list, the captain's list a Turkish charter needs (issue 15 item 4). One row per
 * reservation, made when the guest first saves it with the KVKK consent; deleted with the reservation, and by the
 * passenger-list retention job a set number of days after check-out. No audit trigger on purpose: the audit log
 * keeps raw rows, and passport numbers must not outlive the list.
 */
export const passengerLists = pgTable("passenger_lists", {
  reservationId: integer("reservation_id")
    .primaryKey()
    .references(() => reservations.id, { onDelete: "cascade" }),
  /** When the guest ticked the KVKK consent for this list (renewed on every save). */
  consentAt: timestamp("consent_at", { withTimezone: true }).notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** One passenger of a list, in the order the guest entered them. Personal data: never logged, never audited. */
export const passengers = pgTable(
  "passengers",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    reservationId: integer("reservation_id")
      .notNull()
      .references(() => passengerLists.reservationId, { onDelete: "cascade" }),
    position: smallint("position").notNull(),
    fullName: text("full_name").notNull(),
    birthDate: day("birth_date").notNull(),
    /** ISO 3166-1 alpha-2, upper case. */
    nationality: char("nationality", { length: 2 }).notNull(),
    documentNumber: text("document_number").notNull(),
  },
  (t) => [
    uniqueIndex("passengers_position_idx").on(t.reservationId, t.position),
    check("passengers_position_check", sql`${t.position} >= 1`),
    check("passengers_nationality_check", sql`${t.nationality} ~ '^[A-Z]{2}$'`),
    check("passengers_full_name_check", sql`length(${t.fullName}) BETWEEN 1 AND 120`),
    check("passengers_document_number_check", sql`length(${t.documentNumber}) BETWEEN 1 AND 30`),
  ],
);
