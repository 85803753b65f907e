import "server-only";
import type { DbOrTx } from "../../db/client";
import { getSettings } from "../../settings/get-settings";

/** Whether the "TOTP required for every ADMIN" setting applies to a user of this role. */
export async function isTotpRequired(db: DbOrTx, role: "ADMIN" | "OWNER"): Promise<boolean> {
  if (role !== "ADMIN") return false;
  return (await getSettings(db)).require_admin_totp === "1";
}
