import "server-only";
import type { DbOrTx } from "../db/client";
import { getSettings } from "./get-settings";
import { type SettingKey, type SettingSection, settingSections } from "./keys";

/** The keys of one settings section (`settingSections`). */
export function sectionKeys(section: SettingSection): SettingKey[] {
  return Object.keys(settingSections[section].shape) as SettingKey[];
}

/** The current values of one section's keys (defaults for keys never saved), for a dashboard form. */
export async function getSettingSection(db: DbOrTx, section: SettingSection): Promise<Record<string, string>> {
  const all = await getSettings(db);
  return Object.fromEntries(sectionKeys(section).map((key) => [key, all[key]]));
}
