import { z } from "zod";
import { currencySchema } from "../currency";
import { boatIdField, countField, daySchema, rangeIssue, rangeRule } from "./records";

const dayPrice = z
  .number({ error: "Günlük fiyat bir sayı olmalı." })
  .int({ error: "Günlük fiyat kuruş/sent cinsinden tam sayı olmalı." })
  .min(0, { error: "Günlük fiyat negatif olamaz." })
  .max(1e12, { error: "Günlük fiyat çok büyük." });
const minDays = countField("En az gün sayısı", 1, 365);
const startWeekday = z
  .number({ error: "Başlangıç günü 1 (Pazartesi) ile 7 (Pazar) arasında olmalı." })
  .int({ error: "Başlangıç günü 1 (Pazartesi) ile 7 (Pazar) arasında olmalı." })
  .min(1, { error: "Başlangıç günü 1 (Pazartesi) ile 7 (Pazar) arasında olmalı." })
  .max(7, { error: "Başlangıç günü 1 (Pazartesi) ile 7 (Pazar) arasında olmalı." })
  .nullable();

/**
 * A price period `[start_date, end_date)`: `end_date` is the first day NOT priced by it. Periods of one boat
 * never overlap (back-to-back is fine). `day_price` in minor units of `currency`; `min_days` the shortest stay
 * starting in the period; `start_weekday` (1 = Monday … 7 = Sunday) the day a stay must start on, or null.
 */
export const createPriceBody = z
  .object({
    boat_id: boatIdField,
    start_date: daySchema("Başlangıç tarihi"),
    end_date: daySchema("Bitiş tarihi"),
    day_price: dayPrice,
    currency: currencySchema,
    min_days: minDays.optional(),
    start_weekday: startWeekday.optional(),
  })
  .refine(rangeRule, rangeIssue);

/** Any subset of a price period's fields (the boat cannot change). */
export const updatePriceBody = z
  .object({
    start_date: daySchema("Başlangıç tarihi").optional(),
    end_date: daySchema("Bitiş tarihi").optional(),
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
