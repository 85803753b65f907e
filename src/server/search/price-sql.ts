import { type SQL, sql } from "drizzle-orm";
import { CURRENCIES, type Currency, type Rates } from "../../lib/money";

/** An amount column in `currency` converted to TL (minor units, rounded) with the admin's rates. */
export function inTry(amount: SQL | unknown, currency: SQL | unknown, rates: Rates): SQL<number> {
  const rate = (c: Currency) => (c === "TRY" ? sql`1::numeric` : sql`${rates[c]}::numeric`);
  // The codes are our own constants (lib/money), written as SQL literals like the enum values they match.
  const cases = sql.join(
    CURRENCIES.map((c) => sql`WHEN ${sql.raw(`'${c}'`)} THEN ${rate(c)}`),
    sql` `,
  );
  return sql<number>`round(${amount} * (CASE ${currency}::text ${cases} END))::bigint`;
}
