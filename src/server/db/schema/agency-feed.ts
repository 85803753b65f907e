import "server-only";
import { sql } from "drizzle-orm";
import { customType, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { agencies } from "./agencies";
import { reservations } from "./reservations";

/** PostgreSQL's 64-bit transaction id (xid8), read as a decimal string. */
const xid8 = customType<{ data: string; driverData: string }>({ dataType: () => "xid8" });

/**
 * The partner change feed's position of each agency reservation and its item as of that change: the transaction
 * that last changed it, kept by triggers on reservations and transactions (migrations 0043, 0055) so every write
 * path (API, staff, payments, expiry job, psql) moves it. The feed reads only rows whose transactions are older than
 * every running one (pg_snapshot_xmin), so a change committed late can never fall behind a cursor already handed out
 * (decision 0049); it answers the stored items as they are (decision 0070).
 */
export const agencyReservationChanges = pgTable(
  "agency_reservation_changes",
  {
    reservationId: integer("reservation_id")
      .primaryKey()
      .references(() => reservations.id, { onDelete: "cascade" }),
    agencyId: integer("agency_id")
      .notNull()
      .references(() => agencies.id, { onDelete: "cascade" }),
    changeXid: xid8("change_xid").notNull().default(sql`pg_current_xact_id()`),
    /** When anything the item shows last changed: the reservation's own `updated_at`, or a later payment's time. */
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
    /** The partner API's reservation as JSON text, written by `partner_reservation_item` (migration 0055). */
    item: text("item").notNull(),
  },
  (t) => [index("agency_reservation_changes_feed_idx").on(t.agencyId, t.changeXid, t.reservationId)],
);
