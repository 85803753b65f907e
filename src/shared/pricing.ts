import { z } from "zod";
import { daySchema } from "./day-schema";
import { msg } from "./messages/message-ref";
import { currencySchema, perCurrency, ratesSchema } from "./currency";
import { appliedDiscountSchema, chosenExtrasSchema, quoteLineSchema } from "./extras-discounts";

export const guestsSchema = z
  .number({ error: msg("booking.guests_number") })
  .int({ error: msg("booking.guests_integer") })
  .min(1, { error: msg("booking.guests_min") })
  .max(500, { error: msg("booking.guests_too_many") });

/** `extras`: the optional extras the guest chose (ids); the obligatory ones are always priced. */
export const quoteBody = z.object({
  start_date: daySchema,
  end_date: daySchema,
  guests: guestsSchema,
  extras: chosenExtrasSchema.optional(),
});

const amounts = z.object({
  total: z.number().int(),
  deposit: z.number().int(),
  balance: z.number().int(),
  due_at_base: z.number().int(),
});

/**
 * A priced stay. Amounts are integer minor units (kuruş, cents) of `currency`. `total` is what Liman collects
 * (charter − discount + extras paid with the booking; deposit + balance); `due_at_base` the extras paid at the
 * base; `lines` itemise both (src/server/pricing/README.md).
 */
export const quoteSchema = z.object({
  start_date: z.string(),
  end_date: z.string(),
  day_count: z.number().int(),
  guests: z.number().int(),
  days: z.array(z.object({ date: z.string(), price: z.number().int() })),
  total: z.number().int(),
  deposit: z.number().int(),
  balance: z.number().int(),
  currency: currencySchema,
  deposit_percent: z.number().int(),
  min_days: z.number().int(),
  start_weekday: z.number().int().nullable(),
  converted: perCurrency(amounts),
  rates: ratesSchema,
  /** The charter price before the discount. */
  charter_total: z.number().int(),
  discount: appliedDiscountSchema.nullable(),
  lines: z.array(quoteLineSchema),
  due_at_base: z.number().int(),
});
