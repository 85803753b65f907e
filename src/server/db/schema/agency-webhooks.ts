import "server-only";
import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgEnum, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { type WEBHOOK_EVENT_TYPES, WEBHOOK_STATUSES } from "../../../shared/agency-webhooks";
import { agencies } from "./agencies";
import { reservations } from "./reservations";

/**
 * 'pending': waiting for its (next) attempt; 'sending': claimed by a worker until `locked_until`; 'delivered': the
 * agency answered 2xx; 'failed': given up after about a day of attempts (shown to staff in the delivery log).
 */
export const webhookStatus = pgEnum("webhook_status", WEBHOOK_STATUSES);

/**
 * The webhook outbox: one row per event of an agency's reservation, written by a trigger on `reservations` in the
 * transaction of the change (migration: agency_webhooks), so an event exists exactly when its change committed.
 * The row is also its delivery log. `event_id` is the event's public id, the same in every attempt: the agency
 * recognises a repeat by it.
 */
export const agencyWebhookEvents = pgTable(
  "agency_webhook_events",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    eventId: text("event_id").notNull().default(sql`'evt_' || replace(gen_random_uuid()::text, '-', '')`),
    agencyId: integer("agency_id")
      .notNull()
      .references(() => agencies.id, { onDelete: "cascade" }),
    reservationId: integer("reservation_id").references(() => reservations.id, { onDelete: "set null" }),
    type: text("type").$type<(typeof WEBHOOK_EVENT_TYPES)[number]>().notNull(),
    /** The reservation as it was right after the change (the webhook body's `data`). */
    data: jsonb("data").$type<Record<string, unknown>>().notNull(),
    status: webhookStatus("status").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    /** The HTTP status of the last answer (null: none came — refused address, timeout, connection error). */
    lastStatusCode: integer("last_status_code"),
    /** Why the last attempt failed, in words of the error catalogues' outbound group (never the answer's body). */
    lastError: text("last_error"),
    lastAttemptAt: timestamp("last_attempt_at", { withTimezone: true }),
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("agency_webhook_events_event_id_key").on(t.eventId),
    index("agency_webhook_events_due_idx").on(t.status, t.nextAttemptAt),
    index("agency_webhook_events_agency_idx").on(t.agencyId, t.createdAt),
    check(
      "agency_webhook_events_type_check",
      sql`${t.type} IN ('option.created', 'option.confirmed', 'option.expired', 'option.cancelled', 'option.dates_changed')`,
    ),
  ],
);
