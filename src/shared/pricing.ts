import { z } from "zod";
import { daySchema } from "./day-schema";
import { currencySchema, perCurrency, ratesSchema } from "./currency";

export const guestsSchema = z
  .number({ error: "Misafir sayısı bir sayı olmalı." })
  .int({ error: "Misafir sayısı tam sayı olmalı." })
  .min(1, { error: "En az 1 misafir olmalı." })
  .max(500, { error: "Misafir sayısı çok büyük." });

export const quoteBody = z.object({ start_date: daySchema, end_date: daySchema, guests: guestsSchema });

const amounts = z.object({ total: z.number().int(), deposit: z.number().int(), balance: z.number().int() });

/** A priced stay. Amounts are integer minor units (kuruş, cents) of `currency`. */
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
});
