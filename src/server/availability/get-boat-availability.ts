import "server-only";
import { z } from "zod";
import { addDays, diffDays, todayIn } from "../../lib/dates";
import { badRequest } from "../domain-errors";
import type { DbOrTx } from "../db/client";
import { daySchema } from "./day-schema";
import { findActiveBoat } from "./find-boat-by-slug";
import { findBlockedRanges } from "./find-blocked-ranges";

/** The widest window one availability call may ask for. */
export const MAX_AVAILABILITY_DAYS = 731;

export const availabilityQuery = z.object({ from: daySchema.optional(), to: daySchema.optional() });

const range = z.object({ start_date: z.string(), end_date: z.string() });
export const availabilitySchema = z.object({
  from: z.string(),
  to: z.string(),
  /** Merged half-open ranges [start_date, end_date) in which the boat cannot be booked. */
  blocked: z.array(range),
});

/** The blocked ranges of an active boat within [from, to) (default: today and the next 365 days). */
export async function getBoatAvailability(
  db: DbOrTx,
  slug: string,
  query: z.output<typeof availabilityQuery>,
): Promise<z.output<typeof availabilitySchema>> {
  const boat = await findActiveBoat(db, { slug });
  const from = query.from ?? todayIn();
  const to = query.to ?? addDays(from, 365);
  if (to <= from) throw badRequest("booking.end_after_start");
  if (diffDays(from, to) > MAX_AVAILABILITY_DAYS) throw badRequest("booking.range_too_long");
  return { from, to, blocked: await findBlockedRanges(db, boat.id, from, to) };
}
