import "server-only";
import { sql } from "drizzle-orm";
import type { Rates } from "../../../lib/money";
import {
  type AnyPgColumn,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { agencies } from "./agencies";
import { documentTemplateVersions } from "./document-templates";
import { boats } from "./boats";
import { createdAt, day, money, updatedAt } from "./columns";
import {
  currency,
  externalStatus,
  paymentMethod,
  reservationSource,
  reservationStatus,
  transactionKind,
} from "./enums";
import { users } from "./users";

/** Why staff should look at a payment: it came for a closed reservation, after the instalment was covered, or for another amount. */
export type PaymentAttention = "reservation_closed" | "extra_payment" | "amount_mismatch";

/** Exchange rates frozen on a reservation when it is made: TL per unit of each currency, as decimal strings. */
export type FrozenRates = Rates;

export const reservations = pgTable(
  "reservations",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    /** Short public code the visitor uses on /enquire (the spec's platoReservationId). */
    code: text("code").notNull().unique(),
    boatId: integer("boat_id")
      .notNull()
      .references(() => boats.id, { onDelete: "restrict" }),
    customerName: text("customer_name").notNull(),
    customerEmail: text("customer_email").notNull(),
    customerPhone: text("customer_phone").notNull(),
    guests: smallint("guests").notNull(),
    startDate: day("start_date").notNull(),
    endDate: day("end_date").notNull(),
    status: reservationStatus("status").notNull().default("option"),
    total: money("total").notNull(),
    deposit: money("deposit").notNull(),
    currency: currency("currency").notNull(),
    rates: jsonb("rates").$type<FrozenRates>().notNull(),
    optionExpiresAt: timestamp("option_expires_at", { withTimezone: true }),
    source: reservationSource("source").notNull(),
    note: text("note"),
    kvkkConsentAt: timestamp("kvkk_consent_at", { withTimezone: true }),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    idempotencyKey: text("idempotency_key"),
    requestHash: text("request_hash"),
    /** Set when the customer's personal fields were anonymised (KVKK erasure or the retention job). */
    anonymizedAt: timestamp("anonymized_at", { withTimezone: true }),
    /**
     * The commission percent of the owner statement, frozen by a trigger when the reservation is first
     * confirmed or completed (boat's rate, else owner's, else 0): a later rate change never rewrites it.
     */
    commissionPercent: numeric("commission_percent", { precision: 5, scale: 2 }),
    /**
     * The boat's owner the stay is settled with, frozen by a trigger with the commission (and again if a firm
     * reservation moves to another boat): a boat that changes hands later leaves past stays on the old owner's
     * statements. Null while it is an option (and for stays never confirmed).
     */
    ownerId: integer("owner_id").references(() => users.id, { onDelete: "restrict" }),
    /** The guest's language (the site's language at booking): their mails and documents are written in it. */
    locale: text("locale").$type<"tr" | "en">().notNull().default("tr"),
    /** The agency that booked it through the partner API (null: website or staff). */
    agencyId: integer("agency_id").references(() => agencies.id, { onDelete: "restrict" }),
    /** The agency's own reference for the booking, echoed back to it. */
    partnerReference: text("partner_reference"),
    /** The agency's commission frozen at booking: basis points of the gross, and the amount (minor units). */
    agencyCommissionBps: integer("agency_commission_bps"),
    agencyCommission: money("agency_commission"),
    /**
     * The contract terms in force when it was booked (decision 0061): its contract PDF prints these, whatever the
     * ADMIN edits later. The column's default, the SQL function `current_contract_template_version()` (migration
     * 0049), is the newest version, read in the booking's own transaction: every channel (web, staff, partner, and
     * the seed) gets it from the one insert of the booking core without naming it.
     */
    contractTemplateVersionId: integer("contract_template_version_id")
      .notNull()
      .default(sql`current_contract_template_version()`)
      .references(() => documentTemplateVersions.id, { onDelete: "restrict" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("reservations_boat_idx").on(t.boatId, t.startDate),
    index("reservations_status_idx").on(t.status, t.optionExpiresAt),
    index("reservations_email_idx").on(sql`lower(${t.customerEmail})`),
    uniqueIndex("reservations_idempotency_key").on(t.idempotencyKey),
    // The departures list (a day or a week of check-ins OR check-outs of the stays that go ahead): one index per
    // end of the stay, so PostgreSQL ORs two index scans instead of reading every reservation.
    index("reservations_departures_start_idx")
      .on(t.startDate)
      .where(sql`${t.status} IN ('option', 'confirmed', 'completed')`),
    index("reservations_departures_end_idx")
      .on(t.endDate)
      .where(sql`${t.status} IN ('option', 'confirmed', 'completed')`),
    check("reservations_range_check", sql`${t.endDate} > ${t.startDate}`),
    check("reservations_amounts_check", sql`${t.total} >= 0 AND ${t.deposit} >= 0 AND ${t.deposit} <= ${t.total}`),
    check("reservations_guests_check", sql`${t.guests} >= 1`),
    check("reservations_commission_percent_check", sql`${t.commissionPercent} BETWEEN 0 AND 100`),
    check("reservations_locale_check", sql`${t.locale} IN ('tr', 'en')`),
    // The partner feed by `modified_since`, and an agency's reservations in the staff lists and statements.
    index("reservations_agency_updated_idx").on(t.agencyId, t.updatedAt, t.id).where(sql`${t.agencyId} IS NOT NULL`),
    check(
      "reservations_agency_check",
      sql`(${t.source}::text = 'agency') = (${t.agencyId} IS NOT NULL) AND ((${t.agencyId} IS NULL AND ${t.partnerReference} IS NULL AND ${t.agencyCommissionBps} IS NULL AND ${t.agencyCommission} IS NULL) OR (${t.agencyId} IS NOT NULL AND ${t.agencyCommissionBps} BETWEEN 0 AND 10000 AND ${t.agencyCommission} >= 0))`,
    ),
  ],
);

export const transactions = pgTable(
  "transactions",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    reservationId: integer("reservation_id")
      .notNull()
      .references(() => reservations.id, { onDelete: "restrict" }),
    kind: transactionKind("kind").notNull(),
    method: paymentMethod("method").notNull(),
    /**
     * Always positive; a refund is subtracted by its kind. In the reservation's currency, except a damage_deposit
     * row: its hold's (the boat's price currency).
     */
    amount: money("amount").notNull(),
    currency: currency("currency").notNull(),
    reference: text("reference"),
    note: text("note"),
    recordedBy: integer("recorded_by").references(() => users.id, { onDelete: "set null" }),
    paidAt: timestamp("paid_at", { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
    /** The last correction (null: never edited); the reason is kept by the audit log. */
    updatedAt: timestamp("updated_at", { withTimezone: true }),
    updatedBy: integer("updated_by").references(() => users.id, { onDelete: "set null" }),
    /** A voided row stays (never deleted) and counts in no sum; the reason is required. */
    voidedAt: timestamp("voided_at", { withTimezone: true }),
    voidedBy: integer("voided_by").references(() => users.id, { onDelete: "set null" }),
    voidReason: text("void_reason"),
    /** An online card payment's provider (null: recorded by staff). */
    provider: text("provider").$type<"paytr" | "iyzico">(),
    /** Our order id of the online payment (card_payments.order_id): unique per provider, so it is recorded once. */
    providerOrderId: text("provider_order_id"),
    /** The provider's id of the payment, or of the refund on a refund row. */
    providerPaymentId: text("provider_payment_id"),
    /** A refund of one online card payment: that payment's row. */
    refundOf: integer("refund_of").references((): AnyPgColumn => transactions.id, { onDelete: "restrict" }),
    /** Why staff should look at this payment (refund it): empty for an ordinary one. */
    attention: text("attention").array().$type<PaymentAttention[]>().notNull().default(sql`'{}'::text[]`),
    /** Staff looked at a flagged payment and closed its flags (kept it, or settled it outside the provider). */
    attentionResolvedAt: timestamp("attention_resolved_at", { withTimezone: true }),
    attentionResolvedBy: integer("attention_resolved_by").references(() => users.id, { onDelete: "set null" }),
    /**
     * A damage_deposit row's hold (security_deposits.id; every capture names it, only such rows may): unique, so one
     * capture per hold, by card or by hand. The hold's capture_transaction_id names this row back through (id, security_deposit_id), which
     * keeps the pair true; that foreign key lives on the hold's table, as a reference from here would be a cycle.
     */
    securityDepositId: integer("security_deposit_id"),
  },
  (t) => [
    index("transactions_reservation_idx").on(t.reservationId),
    // Whole, not partial on kind (an enum's text cast is not immutable): the check below keeps it to damage_deposit rows.
    uniqueIndex("transactions_security_deposit_unique").on(t.securityDepositId),
    unique("transactions_id_security_deposit_unique").on(t.id, t.securityDepositId),
    // As text: 'damage_deposit' is not yet committed when all migrations run in one transaction.
    check(
      "transactions_security_deposit_check",
      sql`${t.securityDepositId} IS NULL OR ${t.kind}::text = 'damage_deposit'`,
    ),
    index("transactions_paid_at_idx").on(t.paidAt),
    // What comes in twice counts once (DESIGN.md §9): the database, not app code, refuses a second row.
    unique("transactions_provider_order_unique").on(t.provider, t.providerOrderId),
    index("transactions_refund_of_idx").on(t.refundOf).where(sql`${t.refundOf} IS NOT NULL`),
    // The few flagged card payments, found at once for the payments list's tab and the menu's count.
    index("transactions_attention_idx").on(t.paidAt).where(sql`cardinality(${t.attention}) > 0`),
    check("transactions_provider_check", sql`${t.provider} IS NULL OR ${t.provider} IN ('paytr', 'iyzico')`),
    check(
      "transactions_provider_card_check",
      sql`${t.provider} IS NULL OR (${t.method} = 'card' AND (${t.providerOrderId} IS NOT NULL OR ${t.refundOf} IS NOT NULL))`,
    ),
    check("transactions_refund_of_check", sql`${t.refundOf} IS NULL OR ${t.kind} = 'refund'`),
    check(
      "transactions_attention_check",
      sql`${t.attention} <@ ARRAY['reservation_closed', 'extra_payment', 'amount_mismatch']::text[]`,
    ),
    check(
      "transactions_attention_resolved_check",
      sql`${t.attentionResolvedAt} IS NULL OR cardinality(${t.attention}) > 0`,
    ),
    check("transactions_amount_check", sql`${t.amount} > 0`),
    check(
      "transactions_void_check",
      sql`(${t.voidedAt} IS NULL AND ${t.voidReason} IS NULL) OR (${t.voidedAt} IS NOT NULL AND length(btrim(${t.voidReason})) > 0)`,
    ),
  ],
);

/** A manual closing entered by staff (a booking taken elsewhere, maintenance…), with a status. */
export const externalClosings = pgTable(
  "external_closings",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    boatId: integer("boat_id")
      .notNull()
      .references(() => boats.id, { onDelete: "cascade" }),
    startDate: day("start_date").notNull(),
    endDate: day("end_date").notNull(),
    status: externalStatus("status").notNull().default("active"),
    title: text("title").notNull(),
    note: text("note"),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("external_closings_boat_idx").on(t.boatId, t.startDate),
    check("external_closings_range_check", sql`${t.endDate} > ${t.startDate}`),
  ],
);
