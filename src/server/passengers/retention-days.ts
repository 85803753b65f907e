import "server-only";
import type { DbOrTx } from "../db/client";
import { getSettings } from "../settings/get-settings";

/** How many days after a stay's return date its passenger list is deleted (setting passenger_list_retention_days). */
export async function passengerRetentionDays(db: DbOrTx): Promise<number> {
  return Number((await getSettings(db)).passenger_list_retention_days);
}
