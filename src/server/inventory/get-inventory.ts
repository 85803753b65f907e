import "server-only";
import type { AuthUser } from "../auth/current-user";
import { findScopedBoat } from "../boats/find-scoped-boat";
import type { Db } from "../db/client";
import { readInventory } from "./read-inventory";

/** The inventory of a boat `user` may see (an OWNER: their own; anything else 404). */
export async function getInventory(db: Db, user: AuthUser, boatId: number) {
  await findScopedBoat(db, user, boatId);
  return readInventory(db, boatId);
}
