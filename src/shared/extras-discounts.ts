/** The API shapes of extras, discounts and priced lines (issue 15); the vocabulary is in ./pricing-lines. */
import { z } from "zod";
import { msg } from "@/shared/messages/message-ref";
import { currencySchema } from "./currency";
import { daySchema } from "./day-schema";
import { moneyField } from "./boats/money-field";
import { MAX_INT, queryInt } from "./input";

import { DISCOUNT_KINDS, EXTRA_PAYABLES, EXTRA_UNITS, LINE_KINDS } from "./pricing-lines";

const extraUnitSchema = z.enum(EXTRA_UNITS, {
  error: msg("extras.unit"),
});
const extraPayableSchema = z.enum(EXTRA_PAYABLES, { error: msg("extras.payable") });
const discountKindSchema = z.enum(DISCOUNT_KINDS, {
  error: msg("discounts.kind"),
});

/** An id of an extra in a body (a chosen optional extra, the extra a staff member adds). */
export const extraIdSchema = z
  .number({ error: msg("extras.id_number") })
  .int({ error: msg("extras.id_integer") })
  .positive({ error: msg("extras.id_invalid") })
  .max(MAX_INT, { error: msg("extras.id_invalid") });

/** The optional extras a guest chose, by id (obligatory ones are always in; repeating one changes nothing). */
export const chosenExtrasSchema = z
  .array(extraIdSchema, { error: msg("booking.extras_list") })
  .max(50, { error: msg("booking.too_many_extras") });

/** A priced line of a quote. Amounts in minor units of the quote's currency; a discount line is negative. */
export const quoteLineSchema = z.object({
  kind: z.enum(LINE_KINDS),
  label: z.string(),
  unit: z.enum(EXTRA_UNITS).nullable(),
  quantity: z.number().int(),
  unit_amount: z.number().int(),
  amount: z.number().int(),
  payable: z.enum(EXTRA_PAYABLES),
  extra_id: z.number().int().nullable(),
});

/** A frozen line of a reservation (its id is what staff remove an extra line by). */
export const reservationLineSchema = quoteLineSchema.extend({ id: z.number().int(), currency: currencySchema });

export const appliedDiscountSchema = z.object({
  kind: z.enum(DISCOUNT_KINDS),
  percent: z.number().int(),
  amount: z.number().int(),
});

/** A boat's extra as the public site shows it (`amount` is the percent for 'charter_percent'). */
export const publicExtraSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  unit: z.enum(EXTRA_UNITS),
  amount: z.number().int(),
  currency: currencySchema.nullable(),
  obligatory: z.boolean(),
  payable: z.enum(EXTRA_PAYABLES),
});

export const boatExtraSchema = publicExtraSchema.extend({ position: z.number().int() });

const extraName = z
  .string({ error: msg("extras.name_required") })
  .trim()
  .min(1, { error: msg("extras.name_required") })
  .max(120, { error: msg("extras.name_too_long") });

/** One extra of the boat form; `id` keeps an existing extra (its frozen reservation lines keep pointing at it). */
export const extraInputSchema = z
  .object({
    id: extraIdSchema.optional(),
    name: extraName,
    unit: extraUnitSchema,
    amount: moneyField("amount", 1e12),
    currency: currencySchema.nullable().optional(),
    obligatory: z.boolean({ error: msg("extras.obligatory_boolean") }),
    payable: extraPayableSchema,
  })
  .superRefine((e, ctx) => {
    if (e.unit === "charter_percent") {
      if (e.amount < 1 || e.amount > 100) {
        ctx.addIssue({ code: "custom", path: ["amount"], message: msg("extras.percent_range") });
      }
      if (e.currency) {
        ctx.addIssue({ code: "custom", path: ["currency"], message: msg("extras.percent_no_currency") });
      }
    } else if (!e.currency) {
      ctx.addIssue({ code: "custom", path: ["currency"], message: msg("extras.currency_required") });
    }
  });

/** The whole list of a boat's extras (replaces the stored one; the order is the list's). */
export const replaceExtrasBody = z
  .array(extraInputSchema, { error: msg("extras.list") })
  .max(50, { error: msg("extras.too_many") });

export const discountSchema = z.object({
  id: z.number().int(),
  boat: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  kind: z.enum(DISCOUNT_KINDS),
  percent: z.number().int(),
  threshold_days: z.number().int(),
  valid_from: z.string(),
  valid_to: z.string(),
  active: z.boolean(),
  created_at: z.string(),
});

const discountFields = {
  /** null: every boat (ADMIN only). */
  boat_id: z
    .number({ error: msg("discounts.boat_number") })
    .int({ error: msg("discounts.boat_invalid") })
    .positive({ error: msg("discounts.boat_invalid") })
    .max(MAX_INT, { error: msg("discounts.boat_invalid") })
    .nullable(),
  kind: discountKindSchema,
  percent: z
    .number({ error: msg("discounts.percent_number") })
    .int({ error: msg("discounts.percent_integer") })
    .min(1, { error: msg("discounts.percent_range") })
    .max(90, { error: msg("discounts.percent_range") }),
  threshold_days: z
    .number({ error: msg("discounts.threshold_number") })
    .int({ error: msg("discounts.threshold_integer") })
    .min(0, { error: msg("discounts.threshold_negative") })
    .max(3650, { error: msg("discounts.threshold_too_big") }),
  valid_from: daySchema,
  valid_to: daySchema,
  active: z.boolean({ error: msg("discounts.active_boolean") }),
};

const validityRule = (d: { valid_from?: string; valid_to?: string }) =>
  d.valid_from === undefined || d.valid_to === undefined || d.valid_to >= d.valid_from;
const validityIssue = { error: msg("discounts.validity"), path: ["valid_to"] };

export const createDiscountBody = z
  .object({ ...discountFields, active: discountFields.active.default(true) })
  .refine(validityRule, validityIssue);

/** A discount is replaced whole (the form sends every field). */
export const updateDiscountBody = createDiscountBody;

/** The discounts list: all the caller may see, or one boat's. */
export const listDiscountsQuery = z.object({
  boat_id: queryInt({ min: 1, message: msg("discounts.boat_invalid") }).optional(),
});
