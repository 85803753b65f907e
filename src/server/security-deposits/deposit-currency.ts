import "server-only";
import { desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { Currency } from "../../lib/money";
import type { DbOrTx } from "../db/client";
import { boatPrices } from "../db/schema";

/** First the boat's price period that covers `day`, then the latest one. */
const periodsFor = (day: string): SQL[] => [
  desc(sql`${boatPrices.startDate} <= ${day} AND ${boatPrices.endDate} > ${day}`),
  desc(boatPrices.startDate),
];

/**
 * The currency of a charter's damage deposit. `boats.security_deposit` is an amount in the boat's price currency
 * (decision 0047), and a reservation's currency may be another: a staff or agency booking at an agreed total in TRY
 * of a boat priced in EUR. So the deposit is held, taken and printed in the currency of the boat's price period of
 * the charter's first day (else of its latest period); a boat without prices: the reservation's.
 */
export async function depositCurrency(
  db: DbOrTx,
  reservation: { boatId: number; startDate: string; currency: Currency },
): Promise<Currency> {
  const [price] = await db
    .select({ currency: boatPrices.currency })
    .from(boatPrices)
    .where(eq(boatPrices.boatId, reservation.boatId))
    .orderBy(...periodsFor(reservation.startDate))
    .limit(1);
  return price?.currency ?? reservation.currency;
}

/** The same rule for many boats on one day (the partner catalogue): boat id → currency; a boat without prices is left out. */
export async function depositCurrencies(db: DbOrTx, boatIds: number[], day: string): Promise<Map<number, Currency>> {
  if (boatIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([boatPrices.boatId], { boatId: boatPrices.boatId, currency: boatPrices.currency })
    .from(boatPrices)
    .where(inArray(boatPrices.boatId, boatIds))
    .orderBy(boatPrices.boatId, ...periodsFor(day));
  return new Map(rows.map((row) => [row.boatId, row.currency]));
}
