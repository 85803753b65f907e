import "server-only";
import { asc, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { users } from "../db/schema";

/** id + full name of active users, for dropdowns (owner pickers). */
export async function selectUsers(db: Db) {
  const rows = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, role: users.role })
    .from(users)
    .where(eq(users.active, true))
    .orderBy(asc(users.firstName), asc(users.lastName));
  return rows.map((r) => ({ id: r.id, name: `${r.firstName} ${r.lastName}`, role: r.role }));
}
