import "server-only";
import { and, desc, eq } from "drizzle-orm";
import type { z } from "zod";
import type { AuthUser } from "../../auth/current-user";
import type { DbOrTx } from "../../db/client";
import { boats, discounts } from "../../db/schema";
import type { listDiscountsQuery } from "../schemas";
import { discountBoatJoin, discountColumns, discountScope, toDiscountDto } from "./discount-columns";
import { notFound } from "../../domain-errors";

/** The discounts `user` may see (ADMIN: all; OWNER: their boats'), newest first; `boat_id` narrows to one boat. */
export async function listDiscounts(db: DbOrTx, user: AuthUser, query: z.output<typeof listDiscountsQuery>) {
  const rows = await db
    .select(discountColumns)
    .from(discounts)
    .leftJoin(boats, discountBoatJoin)
    .where(and(discountScope(user), query.boat_id === undefined ? undefined : eq(discounts.boatId, query.boat_id)))
    .orderBy(desc(discounts.id));
  return { items: rows.map(toDiscountDto), total: rows.length };
}

/** One discount `user` may see, locked for update when asked; anything else → 404. */
export async function findScopedDiscount(db: DbOrTx, user: AuthUser, id: number, options: { lock?: boolean } = {}) {
  const query = db
    .select(discountColumns)
    .from(discounts)
    .leftJoin(boats, discountBoatJoin)
    .where(and(eq(discounts.id, id), discountScope(user)))
    .limit(1);
  const [row] = options.lock ? await query.for("update", { of: discounts }) : await query;
  if (!row) throw notFound("pricing.discount_not_found");
  return row;
}
