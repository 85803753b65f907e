import "server-only";
import { type SQL, sql } from "drizzle-orm";
import type { Rates } from "../../lib/money";
import { settings } from "../db/schema";
import { EXCHANGE_RATE_KEYS } from "../settings/exchange-keys";
import { defaultSettings } from "../settings/keys";

/** A rate as the listing's SQL takes it: the admin's value (a string, sent as a parameter) or an expression. */
export type RateValues = Record<keyof Rates, string | SQL>;

/** Our own constants as SQL string literals (the keys and the default rates: digits and a dot). */
const literal = (value: string) => sql.raw(`'${value.replaceAll("'", "''")}'`);

/**
 * The admin's exchange rates read by the statement itself: each one the saved setting, or its default when never
 * saved — what getSettings + ratesOf answer, without a statement of its own. PostgreSQL evaluates each as an
 * InitPlan once per statement (a primary-key read of `settings`), whatever the rows that use it.
 */
export const RATES_IN_SQL: Record<keyof Rates, SQL> = Object.fromEntries(
  (Object.keys(EXCHANGE_RATE_KEYS) as Array<keyof Rates>).map((currency) => {
    const key = EXCHANGE_RATE_KEYS[currency];
    return [
      currency,
      sql`coalesce((select ${settings.value} from ${settings} where ${settings.key} = ${literal(key)}), ${literal(defaultSettings[key])})`,
    ];
  }),
) as Record<keyof Rates, SQL>;
