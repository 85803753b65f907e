import "server-only";
import { type SQL, sql } from "drizzle-orm";
import type { AuthUser } from "../auth/current-user";

/**
 * The body of the `scoped` CTE every report starts from: the boats the user may see (an OWNER: only their own,
 * decided here on the server), narrowed to `boatId` when given. Columns: id, name, sort_order, active.
 */
export function scopedBoatsSql(user: AuthUser, boatId?: number): SQL {
  const owner = user.role === "ADMIN" ? sql`` : sql` AND b.owner_id = ${user.id}`;
  const boat = boatId === undefined ? sql`` : sql` AND b.id = ${boatId}`;
  return sql`SELECT b.id, b.name, b.sort_order, b.active FROM boats b WHERE true${owner}${boat}`;
}
