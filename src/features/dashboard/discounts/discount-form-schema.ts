/**
 * The discount form's check in the browser (the same rules as the API of issue 15): kind, 1–90 %, a threshold of
 * days ≥ 0, a validity range, a boat or every boat (null, ADMIN only). The API validates again.
 */
import { z } from "zod";
import { DISCOUNT_KINDS } from "@/lib/extras-copy";
import { daySchema } from "@/shared/day-schema";

const intField = (message: string, min: number, max: number) =>
  z.number({ error: message }).int({ error: message }).min(min, { error: message }).max(max, { error: message });

export const discountFormSchema = z
  .object({
    boat_id: z.number().int().positive().nullable(),
    kind: z.enum(DISCOUNT_KINDS, { error: "İndirim türünü seçin." }),
    percent: intField("İndirim 1 ile 90 arasında bir yüzde olmalı.", 1, 90),
    threshold_days: intField("Gün sayısı 0 veya daha büyük bir tam sayı olmalı.", 0, 3650),
    valid_from: daySchema,
    valid_to: daySchema,
    active: z.boolean(),
  })
  .refine((v) => v.valid_to >= v.valid_from, {
    error: "Bitiş tarihi başlangıç tarihinden önce olamaz.",
    path: ["valid_to"],
  });
