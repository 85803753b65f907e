import { z } from "zod";
import { msg } from "@/shared/messages/message-ref";
import { isIsoDate } from "@/lib/dates";

/** A calendar day in the API: `YYYY-MM-DD`, a real date, kept as a string. */
export const daySchema = z
  .string({ error: msg("input.day_required") })
  .trim()
  .refine(isIsoDate, { error: msg("booking.day_format") });
