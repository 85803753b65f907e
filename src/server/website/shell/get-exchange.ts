import "server-only";
import type { DbOrTx } from "../../db/client";
import { getSettings } from "../../settings/get-settings";
import { EXCHANGE_KEYS } from "../../settings/exchange-keys";
import type { KeyValue } from "./site-content-keys";

/** The admin's exchange rates in spec §3's shape: `{ currency: [{ key, value }] }`, TL per unit. */
export async function getExchange(db: DbOrTx): Promise<{ currency: KeyValue[] }> {
  const settings = await getSettings(db);
  return { currency: EXCHANGE_KEYS.map((key) => ({ key, value: settings[key] })) };
}
