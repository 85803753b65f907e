import { z } from "zod";
import { msg } from "@/shared/messages/message-ref";
import { boatIdField, daySchema, queryId, rangeIssue, rangeRule } from "./records";

const note = z
  .string({ error: msg("boats.note_text") })
  .trim()
  .max(500, { error: msg("boats.note_too_long") })
  .nullable();

/** A closing `[start_date, end_date)`: the boat is not available from start_date up to (not including) end_date. */
export const createDateBody = z
  .object({
    boat_id: boatIdField,
    start_date: daySchema("start"),
    end_date: daySchema("end"),
    note: note.optional(),
  })
  .refine(rangeRule, rangeIssue);

export const updateDateBody = z
  .object({
    start_date: daySchema("start").optional(),
    end_date: daySchema("end").optional(),
    note: note.optional(),
  })
  .refine(rangeRule, rangeIssue);

export const boatDateSchema = z.object({
  id: z.number().int(),
  boat_id: z.number().int(),
  start_date: z.string(),
  end_date: z.string(),
  note: z.string().nullable(),
  source: z.enum(["manual", "ical"]),
  ical_uid: z.string().nullable(),
  created_at: z.string(),
});

export const boatsWithDatesQuery = z.object({
  /** Blocks ending after this day (default: today in Istanbul). */
  from: daySchema("start").optional(),
  /** Blocks starting before this day (default: no limit). */
  to: daySchema("end").optional(),
  boat_id: queryId.optional(),
});

export const blockSchema = z.object({
  id: z.number().int(),
  start_date: z.string(),
  end_date: z.string(),
  /** reservation | external (manual closing) | boat_date (a closing of the boat, manual or from iCal). */
  kind: z.enum(["reservation", "external", "boat_date"]),
  reservation_id: z.number().int().nullable(),
  external_closing_id: z.number().int().nullable(),
  boat_date_id: z.number().int().nullable(),
  /** For boat dates: manual or ical. */
  source: z.enum(["manual", "ical"]).nullable(),
  note: z.string().nullable(),
});

export const boatWithDatesSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  active: z.boolean(),
  for_rent: z.boolean(),
  blocks: z.array(blockSchema),
});
