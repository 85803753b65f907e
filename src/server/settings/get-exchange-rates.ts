import type { DbOrTx } from "../db/client";
import { getSettings } from "./get-settings";

export const EXCHANGE_KEYS = ["dollar_exchange_rate", "euro_exchange_rate", "sterling_exchange_rate"] as const;

/** The spec's exchange settings shape: `{ currency: [{ key, value }] }`, TL per unit. */
export async function getExchangeRates(db: DbOrTx) {
  const all = await getSettings(db);
  return { currency: EXCHANGE_KEYS.map((key) => ({ key, value: all[key] })) };
}
