import "server-only";
import { eq } from "drizzle-orm";
import type { z } from "zod";
import { listActiveBanks } from "../banks/list-active-banks";
import { notFound } from "../domain-errors";
import type { DbOrTx } from "../db/client";
import { boats, reservations } from "../db/schema";
import { readReservationLines } from "./lines/read-reservation-lines";
import { paidOf } from "./reservation-columns";
import type { lookupQuery, lookupSchema } from "./schemas";
import { STATUS_LABELS } from "./status";
import { guestMatch } from "./guest-match";

export const LOOKUP_NOT_FOUND = "Bu kod ve e-posta adresiyle eşleşen bir rezervasyon bulunamadı.";

/**
 * The visitor's own reservation by its code and e-mail (both needed; a wrong one of either gives the
 * same 404), with what is paid and due and the bank accounts to pay the deposit to.
 */
export async function lookupReservation(
  db: DbOrTx,
  query: z.output<typeof lookupQuery>,
): Promise<z.output<typeof lookupSchema>> {
  const [row] = await db
    .select({
      id: reservations.id,
      code: reservations.code,
      status: reservations.status,
      boatName: boats.name,
      boatSlug: boats.slug,
      startDate: reservations.startDate,
      endDate: reservations.endDate,
      guests: reservations.guests,
      total: reservations.total,
      deposit: reservations.deposit,
      paid: paidOf,
      currency: reservations.currency,
      optionExpiresAt: reservations.optionExpiresAt,
    })
    .from(reservations)
    .innerJoin(boats, eq(boats.id, reservations.boatId))
    .where(guestMatch(query))
    .limit(1);
  if (!row) throw notFound(LOOKUP_NOT_FOUND);
  const bankRows = (await listActiveBanks(db)).map(({ id: _id, ...bank }) => bank);
  const paid = Number(row.paid);
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
