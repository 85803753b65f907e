import type { Rates } from "../../lib/money";
import type { DbOrTx } from "../db/client";
import { prepared } from "../db/prepared";
import { settings } from "../db/schema";
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
  return { USD: s.dollar_exchange_rate, EUR: s.euro_exchange_rate, GBP: s.sterling_exchange_rate };
}
