import { type SQL, sql } from "drizzle-orm";
import type { Rates } from "../../lib/money";

/** An amount column in `currency` converted to TL (minor units, rounded) with the admin's rates. */
export function inTry(amount: SQL | unknown, currency: SQL | unknown, rates: Rates): SQL<number> {
  return sql<number>`round(${amount} * (CASE ${currency}::text WHEN 'TRY' THEN 1::numeric WHEN 'USD' THEN ${rates.USD}::numeric WHEN 'EUR' THEN ${rates.EUR}::numeric WHEN 'GBP' THEN ${rates.GBP}::numeric END))::bigint`;
}
