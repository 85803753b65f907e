import "server-only";
import type { z } from "zod";
import { assertDatesFree } from "../availability/find-blocked-ranges";
import { findActiveBoat } from "../availability/find-boat-by-slug";
import type { DbOrTx } from "../db/client";
import { toQuoteDto } from "./quote-dto";
import { quoteStay } from "./quote-stay";
import type { quoteBody } from "./schemas";

/** The public quote: prices the stay with its extras and discount, then refuses it with 409 when the dates are taken. */
export async function quoteBoat(db: DbOrTx, slug: string, body: z.output<typeof quoteBody>) {
  const boat = await findActiveBoat(db, { slug });
  const quote = await quoteStay(db, boat, {
    startDate: body.start_date,
    endDate: body.end_date,
    guests: body.guests,
    extras: body.extras,
  });
  await assertDatesFree(
    db,
    boat.id,
    { startDate: body.start_date, endDate: body.end_date },
    "Seçtiğiniz tarihlerde tekne müsait değil. Lütfen başka tarihler seçin.",
  );
  return toQuoteDto(quote);
}
