import "server-only";
import { eq, type SQL } from "drizzle-orm";
import { boats } from "../db/schema";
import type { AuthUser } from "./current-user";

/**
 * The where-clause that limits a query to what the user may see: everything for an ADMIN, only their own
 * boats (and through them those boats' prices, dates, images, comments and reservations) for an OWNER.
 * Join `boats` and add this to every query an OWNER can reach, so no query forgets its scope.
 */
export function boatScope(user: AuthUser): SQL | undefined {
  return user.role === "ADMIN" ? undefined : eq(boats.ownerId, user.id);
}

export const isAdmin = (user: AuthUser) => user.role === "ADMIN";
