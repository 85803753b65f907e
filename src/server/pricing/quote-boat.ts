import "server-only";
import type { z } from "zod";
import { assertDatesFree } from "../availability/find-blocked-ranges";
import { findActiveBoat } from "../availability/find-boat-by-slug";
import type { DbOrTx } from "../db/client";
import type { Quote } from "./compute-quote";
import { quoteStay } from "./quote-stay";
import type { quoteBody } from "./schemas";

/** The public quote: prices the stay, then refuses it with 409 when the dates are taken. */
export async function quoteBoat(db: DbOrTx, slug: string, body: z.output<typeof quoteBody>): Promise<Quote> {
  const boat = await findActiveBoat(db, { slug });
  const quote = await quoteStay(db, boat, { startDate: body.start_date, endDate: body.end_date, guests: body.guests });
  await assertDatesFree(
    db,
    boat.id,
    { startDate: body.start_date, endDate: body.end_date },
    "Seçtiğiniz tarihlerde tekne müsait değil. Lütfen başka tarihler seçin.",
  );
  return quote;
}
