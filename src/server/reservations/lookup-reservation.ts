import "server-only";
import type { z } from "zod";
import { listActiveBanks } from "../banks/list-active-banks";
import type { DbOrTx } from "../db/client";
import { findGuestReservation } from "./find-guest-reservation";
import { readReservationLines } from "./lines/read-reservation-lines";
import type { lookupQuery, lookupSchema } from "./schemas";
import { STATUS_LABELS } from "./status";

export { LOOKUP_NOT_FOUND } from "./find-guest-reservation";

/**
 * The visitor's own reservation by its code and e-mail (both needed; a wrong one of either gives the
 * same 404), with what is paid and due and the bank accounts to pay the deposit to.
 */
export async function lookupReservation(
  db: DbOrTx,
  query: z.output<typeof lookupQuery>,
): Promise<z.output<typeof lookupSchema>> {
  const row = await findGuestReservation(db, query);
  const bankRows = (await listActiveBanks(db)).map(({ id: _id, ...bank }) => bank);
  const paid = row.paid;
  const priced = await readReservationLines(db, row);
  return {
    code: row.code,
    status: row.status,
    status_label: STATUS_LABELS[row.status],
    boat: { name: row.boatName, slug: row.boatSlug },
    start_date: row.startDate,
    end_date: row.endDate,
    guests: row.guests,
    total: row.total,
    deposit: row.deposit,
    paid,
    due: row.total - paid,
    currency: row.currency,
    option_expires_at: row.optionExpiresAt?.toISOString() ?? null,
    bank_accounts: bankRows,
    lines: priced.lines,
    due_at_base: priced.due_at_base,
  };
}
