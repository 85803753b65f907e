import { z } from "zod";
import { msg } from "@/shared/messages/message-ref";
import { idParam } from "@/shared/input";

export const occupancyQuery = z.object({
  /** Without it: the current month in Türkiye. */
  month: z
    .string()
    .trim()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: msg("occupancy.month") })
    .optional(),
  boat_id: idParam(msg("boats.boat_choose")).optional(),
});

export const occupancyKind = z.enum(["reservation", "external", "boat_date", "ical"]);

export const occupiedDaySchema = z.object({
  date: z.string(),
  kind: occupancyKind,
  /** The reservation, external closing or boat date id, to click through. */
  ref_id: z.number().int(),
  /** Reservation or closing status; absent for boat dates. */
  status: z.string().optional(),
  label: z.string(),
});

export const occupancySchema = z.object({
  month: z.string(),
  days: z.array(z.string()),
  boats: z.array(z.object({ id: z.number().int(), name: z.string(), days: z.array(occupiedDaySchema) })),
});
export type OccupiedDay = z.infer<typeof occupiedDaySchema>;
