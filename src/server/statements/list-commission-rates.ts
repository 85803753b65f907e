import "server-only";
import { asc, eq, exists, or, sql } from "drizzle-orm";
import type { DbOrTx } from "../db/client";
import { boats, users } from "../db/schema";
import type { OwnerCommission } from "./schemas";

/**
 * Every owner (an OWNER user, or anyone with a boat) with their commission percent and their boats' own
 * percents (null: not set), by name: the ADMIN's "Komisyon oranları" list and owner picker.
 */
export async function listCommissionRates(db: DbOrTx): Promise<OwnerCommission[]> {
  const owners = await db
    .select({
      id: users.id,
      name: sql<string>`${users.firstName} || ' ' || ${users.lastName}`,
      email: users.email,
      commissionPercent: users.commissionPercent,
    })
    .from(users)
    .where(
      or(eq(users.role, "OWNER"), exists(db.select({ one: sql`1` }).from(boats).where(eq(boats.ownerId, users.id)))),
    )
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id));
  const ownedBoats = await db
    .select({ id: boats.id, ownerId: boats.ownerId, name: boats.name, commissionPercent: boats.commissionPercent })
    .from(boats)
    .orderBy(asc(boats.name), asc(boats.id));
  return owners.map((o) => ({
    id: o.id,
    name: o.name,
    email: o.email,
    commission_percent: o.commissionPercent,
    boats: ownedBoats
      .filter((b) => b.ownerId === o.id)
      .map((b) => ({ id: b.id, name: b.name, commission_percent: b.commissionPercent })),
  }));
}
