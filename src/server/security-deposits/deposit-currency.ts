import "server-only";
import { desc, eq, sql } from "drizzle-orm";
import type { Currency } from "../../lib/money";
import type { DbOrTx } from "../db/client";
import { boatPrices } from "../db/schema";

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
    .orderBy(
      desc(
        sql`${boatPrices.startDate} <= ${reservation.startDate} AND ${boatPrices.endDate} > ${reservation.startDate}`,
      ),
      desc(boatPrices.startDate),
    )
    .limit(1);
  return price?.currency ?? reservation.currency;
}
