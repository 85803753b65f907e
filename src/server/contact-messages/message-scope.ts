import "server-only";
import { eq, type SQL } from "drizzle-orm";
import type { AuthUser } from "../auth/current-user";
import { boats } from "../db/schema";

/**
 * Which messages a staff member may see: every one for an ADMIN; for an OWNER only sale enquiries about their
 * own boats (general contact messages are ADMIN only). Left join `boats` on `contact_messages.boat_id`.
 */
export function messageScope(user: AuthUser): SQL | undefined {
  return user.role === "ADMIN" ? undefined : eq(boats.ownerId, user.id);
}
