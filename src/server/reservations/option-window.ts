import "server-only";
import type { Settings } from "../settings/keys";

/** When an option made (or made an option again) at `now` expires: `option_hours` later (settings). */
export function optionExpiry(settings: Pick<Settings, "option_hours">, now: Date): Date {
  return new Date(now.getTime() + Number(settings.option_hours) * 3_600_000);
}
