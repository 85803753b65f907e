/** The API shapes of extras, discounts and priced lines (issue 15); the vocabulary is in ./pricing-lines. */
import { z } from "zod";
import { currencySchema } from "./currency";
import { daySchema } from "./day-schema";
import { MAX_INT, queryInt } from "./input";

import { DISCOUNT_KINDS, EXTRA_PAYABLES, EXTRA_UNITS, LINE_KINDS } from "./pricing-lines";

const extraUnitSchema = z.enum(EXTRA_UNITS, {
  error: "Birim booking, day, person, person_day veya charter_percent olmalı.",
});
const extraPayableSchema = z.enum(EXTRA_PAYABLES, { error: "Ödeme yeri booking veya base olmalı." });
const discountKindSchema = z.enum(DISCOUNT_KINDS, {
  error: "İndirim türü early_booking, last_minute veya long_stay olmalı.",
});

/** An id of an extra in a body (a chosen optional extra, the extra a staff member adds). */
export const extraIdSchema = z
  .number({ error: "Ekstra kimliği bir sayı olmalı." })
  .int({ error: "Ekstra kimliği tam sayı olmalı." })
  .positive({ error: "Ekstra kimliği geçersiz." })
  .max(MAX_INT, { error: "Ekstra kimliği geçersiz." });

/** The optional extras a guest chose, by id (obligatory ones are always in; repeating one changes nothing). */
export const chosenExtrasSchema = z
  .array(extraIdSchema, { error: "Ekstralar bir kimlik listesi olmalı." })
  .max(50, { error: "En fazla 50 ekstra seçilebilir." });

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
  .string({ error: "Ekstra adı zorunludur." })
  .trim()
  .min(1, { error: "Ekstra adı zorunludur." })
  .max(120, { error: "Ekstra adı en fazla 120 karakter olabilir." });

/** One extra of the boat form; `id` keeps an existing extra (its frozen reservation lines keep pointing at it). */
export const extraInputSchema = z
  .object({
    id: extraIdSchema.optional(),
    name: extraName,
    unit: extraUnitSchema,
    amount: z
      .number({ error: "Tutar bir sayı olmalı." })
      .int({ error: "Tutar kuruş/sent cinsinden tam sayı olmalı." })
      .min(0, { error: "Tutar negatif olamaz." })
      .max(1e12, { error: "Tutar çok büyük." }),
    currency: currencySchema.nullable().optional(),
    obligatory: z.boolean({ error: "Zorunlu alanı true veya false olmalı." }),
    payable: extraPayableSchema,
  })
  .superRefine((e, ctx) => {
    if (e.unit === "charter_percent") {
      if (e.amount < 1 || e.amount > 100) {
        ctx.addIssue({ code: "custom", path: ["amount"], message: "Yüzde 1 ile 100 arasında olmalı." });
      }
      if (e.currency) {
        ctx.addIssue({ code: "custom", path: ["currency"], message: "Yüzde birimli ekstranın para birimi olmaz." });
      }
    } else if (!e.currency) {
      ctx.addIssue({ code: "custom", path: ["currency"], message: "Ekstranın para birimi zorunludur." });
    }
  });

/** The whole list of a boat's extras (replaces the stored one; the order is the list's). */
export const replaceExtrasBody = z
  .array(extraInputSchema, { error: "Ekstralar bir liste olmalı." })
  .max(50, { error: "Bir teknenin en fazla 50 ekstrası olabilir." });

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
    .number({ error: "Tekne kimliği bir sayı olmalı." })
    .int({ error: "Tekne kimliği geçersiz." })
    .positive({ error: "Tekne kimliği geçersiz." })
    .max(MAX_INT, { error: "Tekne kimliği geçersiz." })
    .nullable(),
  kind: discountKindSchema,
  percent: z
    .number({ error: "İndirim yüzdesi bir sayı olmalı." })
    .int({ error: "İndirim yüzdesi tam sayı olmalı." })
    .min(1, { error: "İndirim yüzdesi 1 ile 90 arasında olmalı." })
    .max(90, { error: "İndirim yüzdesi 1 ile 90 arasında olmalı." }),
  threshold_days: z
    .number({ error: "Gün eşiği bir sayı olmalı." })
    .int({ error: "Gün eşiği tam sayı olmalı." })
    .min(0, { error: "Gün eşiği negatif olamaz." })
    .max(3650, { error: "Gün eşiği en fazla 3650 olabilir." }),
  valid_from: daySchema,
  valid_to: daySchema,
  active: z.boolean({ error: "Etkin alanı true veya false olmalı." }),
};

const validityRule = (d: { valid_from?: string; valid_to?: string }) =>
  d.valid_from === undefined || d.valid_to === undefined || d.valid_to >= d.valid_from;
const validityIssue = { error: "Geçerlilik bitişi başlangıcından önce olamaz.", path: ["valid_to"] };

export const createDiscountBody = z
  .object({ ...discountFields, active: discountFields.active.default(true) })
  .refine(validityRule, validityIssue);

/** A discount is replaced whole (the form sends every field). */
export const updateDiscountBody = createDiscountBody;

/** The discounts list: all the caller may see, or one boat's. */
export const listDiscountsQuery = z.object({
  boat_id: queryInt({ min: 1, message: "Tekne kimliği geçersiz." }).optional(),
});
