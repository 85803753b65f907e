import "server-only";
import { and, eq, inArray, notInArray } from "drizzle-orm";
import type { z } from "zod";
import type { AuthUser } from "../../auth/current-user";
import { findScopedBoat } from "../../boats/find-scoped-boat";
import type { Db } from "../../db/client";
import { boatExtras } from "../../db/schema";
import { badRequest, unprocessable } from "../../domain-errors";
import type { replaceExtrasBody } from "../schemas";
import { readExtras } from "./list-boat-extras";

/**
 * Replaces a boat's extras with the list the boat form sends, in one transaction under the boat's row lock:
 * an item with `id` updates that extra (it must be this boat's), one without is added, a stored extra missing
 * from the list is deleted (reservation lines that froze it keep their label and amounts). The list order is
 * the extras' order. ADMIN: any boat; OWNER: their own (else 404).
 */
export async function replaceBoatExtras(
  db: Db,
  user: AuthUser,
  boatId: number,
  list: z.output<typeof replaceExtrasBody>,
) {
  const ids = list.flatMap((e) => (e.id === undefined ? [] : [e.id]));
  if (new Set(ids).size !== ids.length) throw badRequest("booking.extra_repeated");
  return db.transaction(async (tx) => {
    await findScopedBoat(tx, user, boatId, { lock: true });
    if (ids.length > 0) {
      const own = await tx
        .select({ id: boatExtras.id })
        .from(boatExtras)
        .where(and(eq(boatExtras.boatId, boatId), inArray(boatExtras.id, ids)));
      if (own.length !== ids.length) throw unprocessable("pricing.extra_not_on_boat_list", "UNKNOWN_EXTRA");
    }
    await tx
      .delete(boatExtras)
      .where(and(eq(boatExtras.boatId, boatId), ids.length > 0 ? notInArray(boatExtras.id, ids) : undefined));
    for (const [position, item] of list.entries()) {
      const values = {
        name: item.name,
        unit: item.unit,
        amount: item.amount,
        currency: item.unit === "charter_percent" ? null : (item.currency ?? null),
        obligatory: item.obligatory,
        payable: item.payable,
        position,
      };
      if (item.id === undefined) await tx.insert(boatExtras).values({ boatId, ...values });
      else await tx.update(boatExtras).set(values).where(eq(boatExtras.id, item.id));
    }
    return readExtras(tx, boatId);
  });
}
