import "server-only";
import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgEnum, pgTable, smallint, text } from "drizzle-orm/pg-core";
import { DISCOUNT_KINDS, EXTRA_PAYABLES, EXTRA_UNITS, LINE_KINDS } from "../../../shared/pricing-lines";
import { boats } from "./boats";
import { createdAt, day, money } from "./columns";
import { currency } from "./enums";
import { reservations } from "./reservations";

export const extraUnit = pgEnum("extra_unit", EXTRA_UNITS);
export const extraPayable = pgEnum("extra_payable", EXTRA_PAYABLES);
export const discountKind = pgEnum("discount_kind", DISCOUNT_KINDS);
export const reservationLineKind = pgEnum("reservation_line_kind", LINE_KINDS);

/**
 * A priced extra of a boat (skipper, fuel, APA…). `amount` is minor units of `currency`, except for the unit
 * 'charter_percent' where it is a percent (1–100) of the charter price after the discount and `currency` is null.
 */
export const boatExtras = pgTable(
  "boat_extras",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    boatId: integer("boat_id")
      .notNull()
      .references(() => boats.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    unit: extraUnit("unit").notNull(),
    amount: money("amount").notNull(),
    currency: currency("currency"),
    obligatory: boolean("obligatory").notNull().default(false),
    payable: extraPayable("payable").notNull().default("booking"),
    position: smallint("position").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index("boat_extras_boat_idx").on(t.boatId, t.position),
    check("boat_extras_name_check", sql`char_length(btrim(${t.name})) BETWEEN 1 AND 120`),
    check(
      "boat_extras_amount_check",
      sql`(${t.unit} = 'charter_percent' AND ${t.currency} IS NULL AND ${t.amount} BETWEEN 1 AND 100) OR (${t.unit} <> 'charter_percent' AND ${t.currency} IS NOT NULL AND ${t.amount} >= 0)`,
    ),
  ],
);

/**
 * A discount of one boat (or of every boat when `boat_id` is null). Applies when the stay's start date lies in
 * [valid_from, valid_to] and its kind's threshold holds; the single best one wins (src/server/pricing/README.md).
 */
export const discounts = pgTable(
  "discounts",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    boatId: integer("boat_id").references(() => boats.id, { onDelete: "cascade" }),
    kind: discountKind("kind").notNull(),
    percent: smallint("percent").notNull(),
    thresholdDays: smallint("threshold_days").notNull(),
    validFrom: day("valid_from").notNull(),
    validTo: day("valid_to").notNull(),
    active: boolean("active").notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    index("discounts_boat_idx").on(t.boatId, t.validTo),
    check("discounts_percent_check", sql`${t.percent} BETWEEN 1 AND 90`),
    check("discounts_threshold_check", sql`${t.thresholdDays} >= 0`),
    check("discounts_validity_check", sql`${t.validTo} >= ${t.validFrom}`),
  ],
);

/**
 * The priced lines a reservation froze when it was made (charter, each extra, the discount). The sum of the
 * lines payable 'booking' is the reservation's total; those payable 'base' are due at the base.
 */
export const reservationLines = pgTable(
  "reservation_lines",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    reservationId: integer("reservation_id")
      .notNull()
      .references(() => reservations.id, { onDelete: "cascade" }),
    position: smallint("position").notNull(),
    kind: reservationLineKind("kind").notNull(),
    label: text("label").notNull(),
    unit: extraUnit("unit"),
    quantity: integer("quantity").notNull(),
    unitAmount: money("unit_amount").notNull(),
    amount: money("amount").notNull(),
    currency: currency("currency").notNull(),
    payable: extraPayable("payable").notNull(),
    extraId: integer("extra_id").references(() => boatExtras.id, { onDelete: "set null" }),
    discountId: integer("discount_id").references(() => discounts.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    index("reservation_lines_reservation_idx").on(t.reservationId, t.position),
    check("reservation_lines_quantity_check", sql`${t.quantity} >= 1`),
    check(
      "reservation_lines_sign_check",
      sql`(${t.kind} = 'discount' AND ${t.amount} <= 0 AND ${t.payable} = 'booking') OR (${t.kind} <> 'discount' AND ${t.amount} >= 0)`,
    ),
    check("reservation_lines_unit_check", sql`(${t.kind} = 'extra') = (${t.unit} IS NOT NULL)`),
  ],
);
