import "server-only";
import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./users";

/**
 * Every change to reservations, transactions, prices, closings, boats, users and settings: one row per changed
 * row, written by database triggers in the writing transaction (migration 0019, docs/decisions/0017-audit-log.md).
 * An update keeps only the changed columns in `before`/`after`; secrets never enter it.
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    /** The app's clock when the writing transaction set it (`liman.at`), the database's otherwise. */
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    /** The signed-in staff member the transaction ran for (`liman.actor_id`); null: the system, a job, a visitor. */
    actorId: integer("actor_id").references(() => users.id, { onDelete: "set null" }),
    /** The table's name: reservations, transactions, boat_prices, boat_dates, external_closings, boats, users, settings. */
    entity: text("entity").notNull(),
    /** The row's id (a setting's key). */
    entityId: text("entity_id").notNull(),
    action: text("action").$type<"insert" | "update" | "delete">().notNull(),
    before: jsonb("before").$type<Record<string, unknown>>(),
    after: jsonb("after").$type<Record<string, unknown>>(),
    /** Why (`liman.audit_reason`, see audit/audit-reason.ts). */
    reason: text("reason"),
    /** The reservation a reservation's or a payment's row belongs to: its history. */
    reservationId: integer("reservation_id"),
  },
  (t) => [
    index("audit_log_at_idx").on(t.at, t.id),
    index("audit_log_actor_idx").on(t.actorId, t.at),
    index("audit_log_entity_idx").on(t.entity, t.entityId, t.at),
    index("audit_log_reservation_idx").on(t.reservationId, t.at),
    // The retention job's second pass (audit/delete-expired-audit-rows.ts) walks only the rows kept for the short
    // period, never the bookkeeping rows it must step over (decision 0065).
    index("audit_log_short_lived_at_idx")
      .on(t.at, t.id)
      .where(sql`${t.entity} NOT IN ('reservations', 'transactions')`),
    check("audit_log_action_check", sql`${t.action} IN ('insert', 'update', 'delete')`),
  ],
);
