import { z } from "zod";
import { idParam, pagingFields } from "@/shared/input";
import { transactionSchema } from "./reservations";

export const recordTransactionBody = z.object({
  reservation_id: z.number({ error: "Rezervasyon seçilmelidir." }).int().positive().max(2_147_483_647),
  kind: z.enum(["deposit", "balance", "refund"], { error: "Tür deposit, balance veya refund olmalı." }),
  method: z.enum(["bank_transfer", "card", "cash"], { error: "Ödeme yöntemi bank_transfer, card veya cash olmalı." }),
  /** Minor units (kuruş, cents) in the reservation's currency. */
  amount: z
    .number({ error: "Tutar bir sayı olmalı." })
    .int({ error: "Tutar kuruş cinsinden tam sayı olmalı." })
    .positive({ error: "Tutar sıfırdan büyük olmalı." })
    .max(1_000_000_000_000, { error: "Tutar çok büyük." }),
  reference: z.string().trim().max(200, { error: "Referans en fazla 200 karakter olabilir." }).optional(),
  note: z.string().trim().max(2000, { error: "Not en fazla 2000 karakter olabilir." }).optional(),
  /** When the money arrived: a moment, or a day (taken as noon in Turkey). Default: now. */
  paid_at: z
    .union([z.iso.datetime({ offset: true }), z.iso.date()], { error: "Geçerli bir ödeme tarihi girin." })
    .transform((v) => new Date(v.length === 10 ? `${v}T12:00:00+03:00` : v))
    .optional(),
});

export const KIND_LABELS = { deposit: "Ön ödeme", balance: "Kalan ödeme", refund: "İade" } as const;
export const METHOD_LABELS = { bank_transfer: "Havale/EFT", card: "Kredi kartı", cash: "Nakit" } as const;

const dayFilter = (message: string) => z.iso.date({ error: message });

/** The filters of the transactions list and its CSV: days of paid_at (Turkey's calendar), boat, reservation, method, kind. */
export const transactionFiltersQuery = z.object({
  reservation_id: idParam().optional(),
  /** A reservation code (LMN-4K7Q), case-insensitive. */
  reservation_code: z.string().trim().max(40, { error: "Rezervasyon kodu en fazla 40 karakter olabilir." }).optional(),
  boat_id: idParam("Geçersiz tekne numarası.").optional(),
  method: z
    .enum(["bank_transfer", "card", "cash"], { error: "Ödeme yöntemi bank_transfer, card veya cash olmalı." })
    .optional(),
  kind: z.enum(["deposit", "balance", "refund"], { error: "Tür deposit, balance veya refund olmalı." }).optional(),
  from: dayFilter("Başlangıç tarihi YYYY-AA-GG biçiminde olmalı.").optional(),
  to: dayFilter("Bitiş tarihi YYYY-AA-GG biçiminde olmalı.").optional(),
});

export const listTransactionsQuery = transactionFiltersQuery.extend(pagingFields(100, 100));

/** Totals of the filtered, not voided rows in one currency (minor units): payments − refunds = net. */
export const transactionTotalSchema = z.object({
  currency: z.enum(["TRY", "EUR", "USD", "GBP"]),
  payments: z.number().int(),
  refunds: z.number().int(),
  net: z.number().int(),
  count: z.number().int(),
});

export const transactionListSchema = z.object({
  items: z.array(transactionSchema),
  total: z.number().int(),
  totals: z.array(transactionTotalSchema),
  voided_count: z.number().int(),
});

/** Why a payment is corrected or voided: required, kept by the audit log (and on the row for a void). */
const reasonField = z
  .string({ error: "Lütfen bir neden yazın." })
  .trim()
  .min(3, { error: "Lütfen bir neden yazın (en az 3 karakter)." })
  .max(500, { error: "Neden en fazla 500 karakter olabilir." });

/** A correction of a payment; a payment stays a payment and a refund a refund (kind: deposit ⇄ balance only). */
export const editTransactionBody = z.object({
  kind: recordTransactionBody.shape.kind.optional(),
  method: recordTransactionBody.shape.method.optional(),
  amount: recordTransactionBody.shape.amount.optional(),
  /** Empty text clears the reference or note. */
  reference: recordTransactionBody.shape.reference,
  note: recordTransactionBody.shape.note,
  paid_at: recordTransactionBody.shape.paid_at,
  reason: reasonField,
});

export const voidTransactionBody = z.object({ reason: reasonField });

export const recordedTransactionSchema = transactionSchema.extend({
  reservation: z.object({
    status: z.enum(["option", "confirmed", "completed", "cancelled", "expired"]),
    total: z.number().int(),
    deposit: z.number().int(),
    paid: z.number().int(),
    due: z.number().int(),
  }),
});
