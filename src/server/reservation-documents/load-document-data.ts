import "server-only";
import type { Locale } from "@/i18n/locales";
import { eq } from "drizzle-orm";
import type { Currency } from "../../lib/money";
import type { ReservationStatus } from "@/shared/reservation-status";
import { listActiveBanks } from "../banks/list-active-banks";
import { notFound } from "../domain-errors";
import type { DbOrTx } from "../db/client";
import { boats, districts, marinas, reservations } from "../db/schema";
import { paidAmount } from "../payments/paid-amount";
import { depositCurrency } from "../security-deposits/deposit-currency";
import { getSettings } from "../settings/get-settings";
import type { PublicBank } from "../website/schemas";
import { guestFacts } from "../reservations/guest-facts";
import { getCancellationTerms } from "../reservation-requests/get-cancellation-terms";
import { type DocumentLine, documentLines } from "./document-lines";

/** Everything the confirmation and the contract print, read in one place. */
export type DocumentData = {
  company: { name: string; address: string; phone: string; email: string };
  reservation: {
    code: string;
    status: ReservationStatus;
    customerName: string;
    customerEmail: string;
    customerPhone: string;
    guests: number;
    startDate: string;
    endDate: string;
    total: number;
    deposit: number;
    currency: Currency;
    optionExpiresAt: Date | null;
    createdAt: Date;
    /** The guest's language: the documents are written in it. */
    locale: Locale;
  };
  boat: {
    name: string;
    checkInTime: string;
    checkOutTime: string;
    marina: string;
    place: string;
    /** The damage deposit held for the charter, in the boat's price currency (deposit-currency.ts); null: none. */
    securityDeposit: { amount: number; currency: Currency } | null;
  };
  lines: DocumentLine[];
  dueAtBase: number;
  paid: number;
  /** The `balance_due_days` setting: the payment plan dates the balance by it. */
  balanceDueDays: number;
  banks: Omit<PublicBank, "id">[];
  cancellationTerms: string[];
};

/** Loads a reservation's document data by id (the caller has checked who may see it). Unknown → 404. */
export async function loadDocumentData(db: DbOrTx, reservationId: number): Promise<DocumentData> {
  const [row] = await db
    .select({
      id: reservations.id,
      reservation: guestFacts,
      boatId: boats.id,
      boatName: boats.name,
      checkInTime: boats.checkInTime,
      checkOutTime: boats.checkOutTime,
      securityDeposit: boats.securityDeposit,
      marina: marinas.name,
      town: districts.town,
      district: districts.name,
    })
    .from(reservations)
    .innerJoin(boats, eq(boats.id, reservations.boatId))
    .innerJoin(marinas, eq(marinas.id, boats.marinaId))
    .innerJoin(districts, eq(districts.id, marinas.districtId))
    .where(eq(reservations.id, reservationId))
    .limit(1);
  if (!row) throw notFound("lookup.reservation_not_found");

  // Sequential on purpose: a transaction runs one query at a time.
  const { lines, dueAtBase } = await documentLines(db, { id: row.id, ...row.reservation });
  const paid = await paidAmount(db, row.id);
  const banks = (await listActiveBanks(db)).map(({ id: _id, ...bank }) => bank);
  const terms = await getCancellationTerms(db, row.reservation.locale);
  const s = await getSettings(db);
  return {
    company: { name: s.site_name, address: s.site_address, phone: s.site_phone, email: s.site_email },
    reservation: row.reservation,
    boat: {
      name: row.boatName,
      checkInTime: row.checkInTime,
      checkOutTime: row.checkOutTime,
      marina: row.marina,
      place: `${row.district} / ${row.town}`,
      securityDeposit:
        row.securityDeposit && row.securityDeposit > 0
          ? {
              amount: row.securityDeposit,
              currency: await depositCurrency(db, { boatId: row.boatId, ...row.reservation }),
            }
          : null,
    },
    lines,
    dueAtBase,
    paid,
    balanceDueDays: Number(s.balance_due_days),
    banks,
    cancellationTerms: terms,
  };
}
