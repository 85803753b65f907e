import "server-only";
import { eq } from "drizzle-orm";
import { conflict } from "../domain-errors";
import type { AuthUser } from "../auth/current-user";
import type { Db } from "../db/client";
import { availabilityBlocks, externalClosings } from "../db/schema";
import { findExternalClosing, getExternalClosing } from "./get-external-closing";
import { clock } from "../../lib/clock";

/** Cancels a closing: its status becomes `cancelled` and its days are free again (the block is deleted). */
export async function cancelExternalClosing(db: Db, user: AuthUser, id: number) {
  await db.transaction(async (tx) => {
    const closing = await findExternalClosing(tx, user, id, true);
    if (closing.status === "cancelled") throw conflict("external.already_cancelled", "EXTERNAL_CANCELLED");
    await tx
      .update(externalClosings)
      .set({ status: "cancelled", updatedAt: clock.now() })
      .where(eq(externalClosings.id, id));
    await tx.delete(availabilityBlocks).where(eq(availabilityBlocks.externalClosingId, id));
  });
  return getExternalClosing(db, user, id);
}
