import "server-only";
import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, smallint, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, day, money } from "./columns";
import { currency } from "./enums";
import { reservations } from "./reservations";
import { users } from "./users";

/**
 * A guest's cancellation or change request from /enquire (issue 15 item 5), decided by staff. At most one open
 * request per reservation (partial unique index). A cancellation request keeps the cost quoted to the guest when
 * it was sent (the tier, the amount and the refund), so a later change of the tiers does not rewrite it.
 */
export const reservationRequests = pgTable(
  "reservation_requests",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    reservationId: integer("reservation_id")
      .notNull()
      .references(() => reservations.id, { onDelete: "cascade" }),
    kind: text("kind").$type<"cancel" | "change">().notNull(),
    status: text("status").$type<"open" | "approved" | "refused">().notNull().default("open"),
    message: text("message"),
    requestedStartDate: day("requested_start_date"),
    requestedEndDate: day("requested_end_date"),
    requestedGuests: smallint("requested_guests"),
    quotedCost: money("quoted_cost"),
    quotedRefund: money("quoted_refund"),
    quotedCurrency: currency("quoted_currency"),
    quotedTier: text("quoted_tier"),
    decidedBy: integer("decided_by").references(() => users.id, { onDelete: "set null" }),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    staffNote: text("staff_note"),
    createdAt: createdAt(),
  },
  (t) => [
    index("reservation_requests_reservation_idx").on(t.reservationId),
    uniqueIndex("reservation_requests_one_open").on(t.reservationId).where(sql`${t.status} = 'open'`),
    index("reservation_requests_open_idx").on(t.createdAt).where(sql`${t.status} = 'open'`),
    check("reservation_requests_kind_check", sql`${t.kind} IN ('cancel', 'change')`),
    check("reservation_requests_status_check", sql`${t.status} IN ('open', 'approved', 'refused')`),
    check("reservation_requests_decided_check", sql`(${t.status} = 'open') = (${t.decidedAt} IS NULL)`),
    check(
      "reservation_requests_dates_check",
      sql`${t.requestedStartDate} IS NULL OR ${t.requestedEndDate} IS NULL OR ${t.requestedEndDate} > ${t.requestedStartDate}`,
    ),
    check("reservation_requests_guests_check", sql`${t.requestedGuests} IS NULL OR ${t.requestedGuests} >= 1`),
    check(
      "reservation_requests_quote_check",
      sql`${t.quotedCost} IS NULL OR (${t.quotedCost} >= 0 AND ${t.quotedRefund} >= 0 AND ${t.quotedCurrency} IS NOT NULL)`,
    ),
  ],
);
