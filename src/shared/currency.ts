import { z } from "zod";
import { msg } from "@/shared/messages/message-ref";
import { CURRENCIES, type Currency, type Rates } from "@/lib/money";

/** A currency code of a price, a bank account or a reservation (the list is lib/money's CURRENCIES). */
export const currencySchema = z.enum(CURRENCIES, { error: msg("input.currency") });

/** TL per unit of each foreign currency, as decimal strings (frozen on a reservation, shown with a quote). */
export const ratesSchema = z.object({ USD: z.string(), EUR: z.string(), GBP: z.string() }) satisfies z.ZodType<Rates>;

/** One value of `schema` for each currency. */
export function perCurrency<T extends z.ZodType>(schema: T) {
  const shape = { TRY: schema, EUR: schema, USD: schema, GBP: schema } satisfies Record<Currency, T>;
  return z.object(shape);
}
