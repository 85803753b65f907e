import { z } from "zod";
import { CURRENCIES, type Currency, type Rates } from "@/lib/money";

const listed = `${CURRENCIES.slice(0, -1).join(", ")} veya ${CURRENCIES.at(-1)}`;

/** A currency code of a price, a bank account or a reservation (the list is lib/money's CURRENCIES). */
export const currencySchema = z.enum(CURRENCIES, { error: `Para birimi ${listed} olmalı.` });

/** TL per unit of each foreign currency, as decimal strings (frozen on a reservation, shown with a quote). */
export const ratesSchema = z.object({ USD: z.string(), EUR: z.string(), GBP: z.string() }) satisfies z.ZodType<Rates>;

/** One value of `schema` for each currency. */
export function perCurrency<T extends z.ZodType>(schema: T) {
  const shape = { TRY: schema, EUR: schema, USD: schema, GBP: schema } satisfies Record<Currency, T>;
  return z.object(shape);
}
