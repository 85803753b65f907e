import { z } from "zod";
import { idParam } from "@/shared/input";
import { isIsoDate } from "@/lib/dates";
import { pageQuery } from "@/shared/input";

const day = (label: string) =>
  z
    .string({ error: `${label} zorunludur.` })
    .trim()
    .refine(isIsoDate, { error: `${label} YYYY-AA-GG biçiminde geçerli bir gün olmalı.` });

export const externalStatusSchema = z.enum(["active", "cancelled"], {
  error: "Durum 'active' veya 'cancelled' olmalı.",
});

/**
 * The list's filters: `started_at`/`finished_at` keep closings that occupy any day of that range (either end
 * may be left open), `created_at` those entered on that day (Turkey's time).
 */
export const externalListQuery = pageQuery(20)
  .extend({
    status: externalStatusSchema.optional(),
    boat_id: idParam("Geçerli bir tekne seçin.").optional(),
    started_at: day("Başlangıç tarihi").optional(),
    finished_at: day("Bitiş tarihi").optional(),
    created_at: day("Oluşturma tarihi").optional(),
  })
  .refine((q) => !q.started_at || !q.finished_at || q.finished_at >= q.started_at, {
    error: "Bitiş tarihi başlangıç tarihinden önce olamaz.",
    path: ["finished_at"],
  });

/** A boat id in the JSON body: a number, never a string or `true`. */
const bodyId = (message: string) =>
  z
    .number({ error: message })
    .int({ error: message })
    .positive({ error: message })
    .max(2_147_483_647, { error: message });

const MAX_DAYS_MESSAGE = "Bir kapatma en fazla 2 yıl sürebilir.";

const datesValid = (v: { start_date: string; end_date: string }) => v.end_date > v.start_date;
const datesMessage = { error: "Bitiş tarihi başlangıç tarihinden sonra olmalı.", path: ["end_date"] };
const notTooLong = (v: { start_date: string; end_date: string }) =>
  Date.parse(v.end_date) - Date.parse(v.start_date) <= 731 * 86_400_000;

const fields = {
  start_date: day("Başlangıç tarihi"),
  end_date: day("Bitiş tarihi"),
  title: z
    .string({ error: "Başlık zorunludur." })
    .trim()
    .min(1, { error: "Başlık zorunludur." })
    .max(200, { error: "Başlık en fazla 200 karakter olabilir." }),
  note: z.string().trim().max(2000, { error: "Not en fazla 2000 karakter olabilir." }).nullish(),
};

export const createExternalBody = z
  .object({ boat_id: bodyId("Tekne seçilmelidir."), ...fields })
  .refine(datesValid, datesMessage)
  .refine(notTooLong, { error: MAX_DAYS_MESSAGE, path: ["end_date"] });

export const updateExternalBody = z
  .object(fields)
  .refine(datesValid, datesMessage)
  .refine(notTooLong, { error: MAX_DAYS_MESSAGE, path: ["end_date"] });

export const externalSchema = z.object({
  id: z.number().int(),
  boat_id: z.number().int(),
  boat_name: z.string(),
  start_date: z.string(),
  end_date: z.string(),
  status: externalStatusSchema,
  title: z.string(),
  note: z.string().nullable(),
  created_by: z.number().int().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ExternalDto = z.infer<typeof externalSchema>;
