import "server-only";
import type { z } from "zod";
import type { DbOrTx } from "../db/client";
import { reservations } from "../db/schema";
import { notFound } from "../domain-errors";
import type { lookupQuery } from "../reservations/schemas";
import { guestMatch } from "../reservations/guest-match";

/**
 * The guest's reservation by code and e-mail, as /v1/reservations/lookup finds it (a wrong one of either gives
 * the same 404). `lock` takes its row lock (inside a transaction) so two saves of one list run one after the other.
 */
export async function findGuestReservation(
  db: DbOrTx,
  query: z.output<typeof lookupQuery>,
  options: { lock?: boolean } = {},
) {
  const select = db
    .select({
      id: reservations.id,
      code: reservations.code,
      guests: reservations.guests,
      status: reservations.status,
      startDate: reservations.startDate,
    })
    .from(reservations)
    .where(guestMatch(query))
    .limit(1);
  const [row] = options.lock ? await select.for("update") : await select;
  if (!row) throw notFound("lookup.lookup_not_found");
  return row;
}
