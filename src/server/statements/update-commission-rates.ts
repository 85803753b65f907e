import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../db/client";
import { boats, users } from "../db/schema";
import { notFound, unprocessable } from "../domain-errors";
import type { commissionRatesBody } from "./schemas";
import type { z } from "zod";

/**
 * Sets an owner's commission percent and overrides on some of their boats, in one transaction. Only
 * reservations confirmed afterwards use the new rates; earlier ones keep the rate frozen on them.
 */
export async function updateCommissionRates(
  db: Db,
  ownerId: number,
  body: z.output<typeof commissionRatesBody>,
): Promise<{ id: number }> {
  return db.transaction(async (tx) => {
    const [owner] = await tx
      .update(users)
      .set({ commissionPercent: body.commission_percent })
      .where(eq(users.id, ownerId))
      .returning({ id: users.id });
    if (!owner) throw notFound("statements.owner_not_found");
    const ids = [...new Set(body.boats.map((b) => b.id))];
    if (ids.length !== body.boats.length) throw unprocessable("statements.boat_repeated");
    if (ids.length > 0) {
      const own = await tx
        .select({ id: boats.id })
        .from(boats)
        .where(and(inArray(boats.id, ids), eq(boats.ownerId, ownerId)))
        .for("update");
      if (own.length !== ids.length) throw unprocessable("statements.boat_not_owned");
      for (const boat of body.boats) {
        await tx.update(boats).set({ commissionPercent: boat.commission_percent }).where(eq(boats.id, boat.id));
      }
    }
    return owner;
  });
}
