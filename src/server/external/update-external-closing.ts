import "server-only";
import { eq } from "drizzle-orm";
import type { z } from "zod";
import { conflict } from "../domain-errors";
import type { AuthUser } from "../auth/current-user";
import type { Db } from "../db/client";
import { availabilityBlocks, externalClosings } from "../db/schema";
import { expireOptions } from "../reservations/expire-options";
import { lockBoat } from "../reservations/lock-boat";
import { findExternalClosing, getExternalClosing } from "./get-external-closing";
import { withOverlapMessage } from "./overlap-error";
import type { updateExternalBody } from "./schemas";
import { clock } from "../../lib/clock";

/** Changes an active closing's dates, title and note; its block moves with it (409 if the new dates clash). */
export async function updateExternalClosing(
  db: Db,
  user: AuthUser,
  id: number,
  input: z.output<typeof updateExternalBody>,
) {
  await withOverlapMessage(() =>
    db.transaction(async (tx) => {
      // The boat first, as every booking locks it (decision 0043), then the closing.
      const [owner] = await tx
        .select({ boatId: externalClosings.boatId })
        .from(externalClosings)
        .where(eq(externalClosings.id, id))
        .limit(1);
      if (owner) await lockBoat(tx, owner.boatId);
      const closing = await findExternalClosing(tx, user, id, true);
      if (closing.status !== "active") {
        throw conflict("external.cancelled_edit", "EXTERNAL_CANCELLED");
      }
      await expireOptions(tx, { boatId: closing.boatId });
      await tx
        .update(externalClosings)
        .set({
          startDate: input.start_date,
          endDate: input.end_date,
          title: input.title,
          note: input.note ?? null,
          updatedAt: clock.now(),
        })
        .where(eq(externalClosings.id, id));
      await tx
        .update(availabilityBlocks)
        .set({ startDate: input.start_date, endDate: input.end_date })
        .where(eq(availabilityBlocks.externalClosingId, id));
    }),
  );
  return getExternalClosing(db, user, id);
}
