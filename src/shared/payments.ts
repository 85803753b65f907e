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

export const listTransactionsQuery = z.object({
  ...pagingFields(100, 100),
  reservation_id: idParam().optional(),
});

export const recordedTransactionSchema = transactionSchema.extend({
  reservation: z.object({
    status: z.enum(["option", "confirmed", "completed", "cancelled", "expired"]),
    total: z.number().int(),
    deposit: z.number().int(),
    paid: z.number().int(),
    due: z.number().int(),
  }),
});
