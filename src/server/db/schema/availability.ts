import "server-only";
import { sql } from "drizzle-orm";
import { check, index, integer, pgTable } from "drizzle-orm/pg-core";
import { boatDates, boats } from "./boats";
import { createdAt, day } from "./columns";
import { blockKind } from "./enums";
import { externalClosings, reservations } from "./reservations";

/**
 * The one source of truth for what blocks a boat's day. Every holding reservation, active external
 * closing and boat date owns exactly one row here. The migration `0001_availability_exclusion` adds
 * `EXCLUDE USING gist (boat_id WITH =, daterange(start_date, end_date, '[)') WITH &&)`, so PostgreSQL
 * itself refuses overlapping rows of one boat (SQLSTATE 23P01).
 */
export const availabilityBlocks = pgTable(
  "availability_blocks",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    boatId: integer("boat_id")
      .notNull()
      .references(() => boats.id, { onDelete: "cascade" }),
    startDate: day("start_date").notNull(),
    endDate: day("end_date").notNull(),
    kind: blockKind("kind").notNull(),
    reservationId: integer("reservation_id")
      .unique()
      .references(() => reservations.id, { onDelete: "cascade" }),
    externalClosingId: integer("external_closing_id")
      .unique()
      .references(() => externalClosings.id, { onDelete: "cascade" }),
    boatDateId: integer("boat_date_id")
      .unique()
      .references(() => boatDates.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [
    index("availability_blocks_boat_idx").on(t.boatId, t.startDate),
    // The blocks overlapping a date window, whatever the boat (the dated listing's count): the exclusion
    // constraint's GiST index leads with boat_id and reads most of itself for that (docs/performance-journal.md).
    index("availability_blocks_range_idx").using("gist", sql`daterange(${t.startDate}, ${t.endDate}, '[)')`),
    check("availability_blocks_range_check", sql`${t.endDate} > ${t.startDate}`),
    check(
      "availability_blocks_owner_check",
      sql`(${t.kind} = 'reservation' AND ${t.reservationId} IS NOT NULL AND ${t.externalClosingId} IS NULL AND ${t.boatDateId} IS NULL)
       OR (${t.kind} = 'external' AND ${t.externalClosingId} IS NOT NULL AND ${t.reservationId} IS NULL AND ${t.boatDateId} IS NULL)
       OR (${t.kind} = 'boat_date' AND ${t.boatDateId} IS NOT NULL AND ${t.reservationId} IS NULL AND ${t.externalClosingId} IS NULL)`,
    ),
  ],
);
