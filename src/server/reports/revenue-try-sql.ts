import "server-only";
import { type SQL, sql } from "drizzle-orm";

/**
 * A reservation's total (alias `r`) in TL kuruş: foreign totals times the TL rate frozen on the reservation when
 * it was made (`r.rates`, TL per unit), rounded half away from zero, like `convert()` in lib/money.ts.
 */
export function revenueTrySql(): SQL {
  return sql`(CASE WHEN r.currency = 'TRY' THEN r.total::numeric ELSE round(r.total * (r.rates ->> r.currency::text)::numeric) END)`;
}

/** The statuses whose reservations count as sold (revenue, nights, lead time, top boats). */
export const SOLD = sql`r.status IN ('confirmed', 'completed')`;
