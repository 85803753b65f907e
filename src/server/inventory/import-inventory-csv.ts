import "server-only";
import type { AuthUser } from "../auth/current-user";
import { findScopedBoat } from "../boats/find-scoped-boat";
import type { Db } from "../db/client";
import { parseInventoryCsv } from "./parse-inventory-csv";
import { replaceInventory } from "./replace-inventory";

/**
 * Replaces a boat's inventory with the one a CSV lists (parse-inventory-csv.ts). The boat is checked first (an
 * OWNER's other boat: 404 before the file is judged); a bad line changes nothing.
 */
export async function importInventoryCsv(db: Db, user: AuthUser, boatId: number, csv: string) {
  await findScopedBoat(db, user, boatId);
  return replaceInventory(db, user, boatId, parseInventoryCsv(csv));
}
