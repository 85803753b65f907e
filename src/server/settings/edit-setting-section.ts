import "server-only";
import type { z } from "zod";
import type { Db } from "../db/client";
import { syncPriceFloorRates } from "../search/sync-price-floor-rates";
import { getSettingSection } from "./get-setting-section";
import type { SettingKey, SettingSection, settingSections } from "./keys";
import { updateSettings } from "./update-settings";

/** Saves a validated section form in one statement and answers the section's values. */
export async function editSettingSection<S extends SettingSection>(
  db: Db,
  section: S,
  values: z.output<(typeof settingSections)[S]>,
): Promise<Record<string, string>> {
  await updateSettings(db, values as Partial<Record<SettingKey, string>>);
  // New rates: the listing's stored TL floors follow (exact without this too, only slower until the hourly job).
  if (section === "exchange") await syncPriceFloorRates(db);
  return getSettingSection(db, section);
}
