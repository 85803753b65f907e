import { z } from "zod";
import { msg } from "@/shared/messages/message-ref";
import { idParam } from "@/shared/input";
import { isIsoDate } from "@/lib/dates";
import { pageQuery } from "@/shared/input";

/** A day of a closing or of the list's filters, named in its messages as the start, the end or the creation day. */
const day = (day: "start" | "end" | "created") =>
  z
    .string({ error: msg("boats.day_required", { day }) })
    .trim()
    .refine(isIsoDate, { error: msg("external.day_invalid", { day }) });

export const externalStatusSchema = z.enum(["active", "cancelled"], {
  error: msg("external.status"),
});

/**
 * The list's filters: `started_at`/`finished_at` keep closings that occupy any day of that range (either end
 * may be left open), `created_at` those entered on that day (Turkey's time).
 */
export const externalListQuery = pageQuery(20)
  .extend({
    status: externalStatusSchema.optional(),
    boat_id: idParam(msg("boats.boat_choose")).optional(),
    started_at: day("start").optional(),
    finished_at: day("end").optional(),
    created_at: day("created").optional(),
  })
  .refine((q) => !q.started_at || !q.finished_at || q.finished_at >= q.started_at, {
    error: msg("external.end_before_start"),
    path: ["finished_at"],
  });

/** A boat id in the JSON body: a number, never a string or `true`. */
const bodyId = (message: string) =>
  z
    .number({ error: message })
    .int({ error: message })
    .positive({ error: message })
    .max(2_147_483_647, { error: message });

const MAX_DAYS_MESSAGE = msg("external.too_long");

const datesValid = (v: { start_date: string; end_date: string }) => v.end_date > v.start_date;
const datesMessage = { error: msg("booking.end_after_start"), path: ["end_date"] };
const notTooLong = (v: { start_date: string; end_date: string }) =>
  Date.parse(v.end_date) - Date.parse(v.start_date) <= 731 * 86_400_000;

const fields = {
  start_date: day("start"),
  end_date: day("end"),
  title: z
    .string({ error: msg("external.title_required") })
    .trim()
    .min(1, { error: msg("external.title_required") })
    .max(200, { error: msg("external.title_too_long") }),
  note: z
    .string()
    .trim()
    .max(2000, { error: msg("booking.note_too_long") })
    .nullish(),
};

export const createExternalBody = z
  .object({ boat_id: bodyId(msg("booking.boat_required")), ...fields })
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
