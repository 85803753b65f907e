import "server-only";
import type { DbOrTx } from "../db/client";
import { EXCHANGE_KEYS } from "./exchange-keys";
import { getSettings } from "./get-settings";

/** The spec's exchange settings shape: `{ currency: [{ key, value }] }`, TL per unit. */
export async function getExchangeRates(db: DbOrTx) {
  const all = await getSettings(db);
  return { currency: EXCHANGE_KEYS.map((key) => ({ key, value: all[key] })) };
}
