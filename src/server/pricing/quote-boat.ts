import "server-only";
import type { z } from "zod";
import { clock } from "../../lib/clock";
import type { DbOrTx } from "../db/client";
import { conflict, notFound } from "../domain-errors";
import { toQuoteDto } from "./quote-dto";
import { readQuote } from "./quote-read";
import { priceStay } from "./quote-stay";
import type { quoteBody } from "./schemas";

/**
 * The public quote: prices the stay with its extras and discount, then refuses it with 409 when the dates are
 * taken. One statement reads everything (readQuote); the refusals come in the same order as before: unknown
 * boat (404), the pricing's own (4xx), then taken dates (409).
 */
export async function quoteBoat(db: DbOrTx, slug: string, body: z.output<typeof quoteBody>) {
  const now = clock.now();
  const read = await readQuote(db, { slug, startDate: body.start_date, endDate: body.end_date, now });
  if (!read) throw notFound("booking.boat_not_found");
  const quote = priceStay(
    read.boat,
    { startDate: body.start_date, endDate: body.end_date, guests: body.guests, extras: body.extras },
    { periods: read.periods, rules: read.rules, settings: read.settings },
    now,
  );
  if (read.blocked) throw conflict("booking.dates_unavailable", "DATES_UNAVAILABLE");
  return toQuoteDto(quote);
}
