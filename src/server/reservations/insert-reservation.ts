import "server-only";
import type { Currency } from "../../lib/money";
import type { Tx } from "../db/client";
import type { Locale } from "@/i18n/locales";
import { availabilityBlocks, type FrozenRates, reservations } from "../db/schema";
import type { PricedLine } from "../pricing/price-lines";
import { generateReservationCode } from "./generate-code";
import { insertReservationLines } from "./lines/insert-reservation-lines";

export type NewReservation = {
  boatId: number;
  startDate: string;
  endDate: string;
  guests: number;
  customerName: string;
  customerEmail: string;
  customerPhone: string;
  note: string | null;
  status: "option" | "confirmed";
  optionExpiresAt: Date | null;
  total: number;
  deposit: number;
  currency: Currency;
  rates: FrozenRates;
  source: "website" | "staff" | "agency";
  kvkkConsentAt: Date | null;
  createdBy: number | null;
  idempotencyKey: string | null;
  requestHash: string | null;
  /** The guest's language (default Turkish). */
  locale?: Locale;
  /** An agency's booking: the agency, its reference and its frozen commission (bps and amount). */
  agencyId?: number;
  partnerReference?: string | null;
  agencyCommissionBps?: number;
  agencyCommission?: number;
};

export const createdColumns = {
  id: reservations.id,
  code: reservations.code,
  status: reservations.status,
  startDate: reservations.startDate,
  endDate: reservations.endDate,
  total: reservations.total,
  deposit: reservations.deposit,
  currency: reservations.currency,
  optionExpiresAt: reservations.optionExpiresAt,
  requestHash: reservations.requestHash,
};

/**
 * Inserts a reservation with a fresh public code (drawn again on the rare collision) and its
 * availability block and its frozen priced lines (the quote's: charter, discount, extras), inside the caller's
 * transaction. Taken dates make the block insert fail with
 * 23P01 (the exclusion constraint): the caller maps it to 409 and the whole transaction rolls back.
 */
export async function insertReservation(tx: Tx, input: NewReservation, lines: PricedLine[]) {
  for (let attempt = 0; attempt < 8; attempt++) {
    const [row] = await tx
      .insert(reservations)
      .values({ ...input, code: generateReservationCode() })
      .onConflictDoNothing({ target: reservations.code })
      .returning(createdColumns);
    if (!row) continue;
    await tx.insert(availabilityBlocks).values({
      boatId: input.boatId,
      startDate: input.startDate,
      endDate: input.endDate,
      kind: "reservation",
      reservationId: row.id,
    });
    await insertReservationLines(tx, row.id, input.currency, lines);
    return row;
  }
  throw new Error("Could not draw an unused reservation code");
}

export type CreatedRow = Awaited<ReturnType<typeof insertReservation>>;

/** The public answer about a just-made reservation. */
export function toCreatedDto(row: Omit<CreatedRow, "id" | "requestHash">) {
  return {
    code: row.code,
    status: row.status,
    start_date: row.startDate,
    end_date: row.endDate,
    total: row.total,
    deposit: row.deposit,
    currency: row.currency,
    option_expires_at: row.optionExpiresAt?.toISOString() ?? null,
  };
}
