import { z } from "zod";
import { msg } from "@/shared/messages/message-ref";
import { currencySchema } from "../currency";
import { moneyField } from "./money-field";
import { boatIdField, countField, daySchema, rangeIssue, rangeRule } from "./records";

const dayPrice = moneyField("day_price", 1e12);
const minDays = countField("min_days", 1, 365);
const startWeekday = z
  .number({ error: msg("boats.start_weekday") })
  .int({ error: msg("boats.start_weekday") })
  .min(1, { error: msg("boats.start_weekday") })
  .max(7, { error: msg("boats.start_weekday") })
  .nullable();

/**
 * A price period `[start_date, end_date)`: `end_date` is the first day NOT priced by it. Periods of one boat
 * never overlap (back-to-back is fine). `day_price` in minor units of `currency`; `min_days` the shortest stay
 * starting in the period; `start_weekday` (1 = Monday … 7 = Sunday) the day a stay must start on, or null.
 */
export const createPriceBody = z
  .object({
    boat_id: boatIdField,
    start_date: daySchema("start"),
    end_date: daySchema("end"),
    day_price: dayPrice,
    currency: currencySchema,
    min_days: minDays.optional(),
    start_weekday: startWeekday.optional(),
  })
  .refine(rangeRule, rangeIssue);

/** Any subset of a price period's fields (the boat cannot change). */
export const updatePriceBody = z
  .object({
    start_date: daySchema("start").optional(),
    end_date: daySchema("end").optional(),
    day_price: dayPrice.optional(),
    currency: currencySchema.optional(),
    min_days: minDays.optional(),
    start_weekday: startWeekday.optional(),
  })
  .refine(rangeRule, rangeIssue);

export const priceSchema = z.object({
  id: z.number().int(),
  boat_id: z.number().int(),
  start_date: z.string(),
  end_date: z.string(),
  day_price: z.number().int(),
  currency: currencySchema,
  min_days: z.number().int(),
  start_weekday: z.number().int().nullable(),
});
