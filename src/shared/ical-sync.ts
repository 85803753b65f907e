import { z } from "zod";
import { msg } from "@/shared/messages/message-ref";

export const boatIdBody = z.object({
  boat_id: z
    .number({ error: msg("booking.boat_required") })
    .int({ error: msg("booking.boat_required") })
    .positive({ error: msg("booking.boat_required") })
    .max(2_147_483_647, { error: msg("booking.boat_required") }),
});

const feedEvent = z.object({ uid: z.string(), start_date: z.string(), end_date: z.string(), summary: z.string() });

export const syncAnswerSchema = z.object({
  add: z.array(feedEvent),
  remove: z.array(feedEvent.extend({ id: z.number().int() })),
  conflicts: z.array(
    feedEvent.extend({
      blocked_by: z.array(
        z.object({
          kind: z.enum(["reservation", "external", "boat_date", "ical"]),
          ref_id: z.number().int(),
          start_date: z.string(),
          end_date: z.string(),
          status: z.string().optional(),
        }),
      ),
    }),
  ),
  /** Imported dates the feed still lists as they are. */
  unchanged: z.number().int(),
  /** Events that could not be read (no start, end before start). */
  skipped: z.array(z.object({ uid: z.string(), reason: z.string() })),
  /** Only after a sync. */
  synced_at: z.string().optional(),
});

export const slugParams = z.object({ slug: z.string().trim().min(1).max(200) });
