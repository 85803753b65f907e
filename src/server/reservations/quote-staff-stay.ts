import "server-only";
import type { z } from "zod";
import { clock } from "../../lib/clock";
import type { AuthUser } from "../auth/current-user";
import type { DbOrTx } from "../db/client";
import { toQuoteDto } from "../pricing/quote-dto";
import type { quoteBody } from "../pricing/schemas";
import { quoteStay } from "../pricing/quote-stay";
import { findStaffBoat } from "./find-staff-boat";

/**
 * The price a staff booking of this stay would freeze (the staff "new reservation" screen shows it while staff
 * choose the extras): the same boats as the staff booking (an OWNER: own boats; not archived; boats not for rent
 * too) and the same pricing. Availability is left to the booking itself (409 there).
 */
export async function quoteStaffStay(
  db: DbOrTx,
  user: AuthUser,
  boatId: number,
  body: z.output<typeof quoteBody>,
  now = clock.now(),
) {
  const boat = await findStaffBoat(db, user, boatId);
  const quote = await quoteStay(
    db,
    { ...boat, forRent: true },
    { startDate: body.start_date, endDate: body.end_date, guests: body.guests, extras: body.extras },
    now,
  );
  return toQuoteDto(quote);
}
