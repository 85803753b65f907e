import "server-only";
import { eq } from "drizzle-orm";
import type { z } from "zod";
import type { AuthUser } from "../../auth/current-user";
import { isAdmin } from "../../auth/scope";
import { findScopedBoat } from "../../boats/find-scoped-boat";
import type { Db, DbOrTx } from "../../db/client";
import { discounts } from "../../db/schema";
import { forbidden } from "../../domain-errors";
import type { createDiscountBody } from "../schemas";
import { toDiscountDto } from "./discount-columns";
import { findScopedDiscount } from "./list-discounts";

type DiscountInput = z.output<typeof createDiscountBody>;

function values(input: DiscountInput) {
  return {
    boatId: input.boat_id,
    kind: input.kind,
    percent: input.percent,
    thresholdDays: input.threshold_days,
    validFrom: input.valid_from,
    validTo: input.valid_to,
    active: input.active,
  };
}

/** The boat a discount is for must be one `user` may see; a global one (null) only an ADMIN may set. */
async function checkTarget(db: DbOrTx, user: AuthUser, boatId: number | null) {
  if (boatId === null) {
    if (!isAdmin(user)) throw forbidden("pricing.global_discount_admin_only");
    return;
  }
  await findScopedBoat(db, user, boatId);
}

/** Adds a discount (ADMIN: any boat or all boats; OWNER: one of their own boats). */
export async function createDiscount(db: Db, user: AuthUser, input: DiscountInput) {
  return db.transaction(async (tx) => {
    await checkTarget(tx, user, input.boat_id);
    const [row] = await tx.insert(discounts).values(values(input)).returning({ id: discounts.id });
    return toDiscountDto(await findScopedDiscount(tx, user, row!.id));
  });
}

/** Replaces a discount `user` may see with the form's fields (reservations that froze it keep their lines). */
export async function updateDiscount(db: Db, user: AuthUser, id: number, input: DiscountInput) {
  return db.transaction(async (tx) => {
    await findScopedDiscount(tx, user, id, { lock: true });
    await checkTarget(tx, user, input.boat_id);
    await tx.update(discounts).set(values(input)).where(eq(discounts.id, id));
    return toDiscountDto(await findScopedDiscount(tx, user, id));
  });
}

/** Deletes a discount `user` may see (frozen reservation lines keep their label and amount). */
export async function deleteDiscount(db: Db, user: AuthUser, id: number) {
  return db.transaction(async (tx) => {
    await findScopedDiscount(tx, user, id, { lock: true });
    await tx.delete(discounts).where(eq(discounts.id, id));
    return { id };
  });
}
