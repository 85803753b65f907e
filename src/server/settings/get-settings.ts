import "server-only";
import type { Rates } from "../../lib/money";
import type { DbOrTx } from "../db/client";
import { prepared } from "../db/prepared";
import { settings } from "../db/schema";
import { EXCHANGE_RATE_KEYS } from "./exchange-keys";
import { defaultSettings, type Settings } from "./keys";

/** All settings, defaults filled in for keys never saved. */
export async function getSettings(db: DbOrTx): Promise<Settings> {
  const rows = await prepared(db, "all_settings", (d) =>
    d.select({ key: settings.key, value: settings.value }).from(settings).prepare("all_settings"),
  ).execute();
  const result: Settings = { ...defaultSettings };
  for (const row of rows) if (row.key in result) result[row.key as keyof Settings] = row.value;
  return result;
}

/** The exchange rates in the shape money.convert takes (TL per unit). */
export function ratesOf(s: Settings): Rates {
  return { USD: s[EXCHANGE_RATE_KEYS.USD], EUR: s[EXCHANGE_RATE_KEYS.EUR], GBP: s[EXCHANGE_RATE_KEYS.GBP] };
}
