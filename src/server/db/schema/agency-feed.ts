import "server-only";
import { sql } from "drizzle-orm";
import { customType, index, integer, pgTable } from "drizzle-orm/pg-core";
import { agencies } from "./agencies";
import { reservations } from "./reservations";

/** PostgreSQL's 64-bit transaction id (xid8), read as a decimal string. */
const xid8 = customType<{ data: string; driverData: string }>({ dataType: () => "xid8" });

/**
 * The partner change feed's position of each agency reservation: the transaction that last wrote it, kept by a
 * trigger on reservations (migration 0040) so every write path (API, staff, expiry job, psql) moves it. The feed
 * reads only rows whose transactions are older than every running one (pg_snapshot_xmin), so a change committed
 * late can never fall behind a cursor already handed out (decision 0049).
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
  },
  (t) => [index("agency_reservation_changes_feed_idx").on(t.agencyId, t.changeXid, t.reservationId)],
);
