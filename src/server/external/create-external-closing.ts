import "server-only";
import { and, eq } from "drizzle-orm";
import type { z } from "zod";
import { notFound } from "../domain-errors";
import type { AuthUser } from "../auth/current-user";
import { boatScope } from "../auth/scope";
import type { Db } from "../db/client";
import { availabilityBlocks, boats, externalClosings } from "../db/schema";
import { expireOptions } from "../reservations/expire-options";
import { lockBoat } from "../reservations/lock-boat";
import { getExternalClosing } from "./get-external-closing";
import { withOverlapMessage } from "./overlap-error";
import type { createExternalBody } from "./schemas";

/**
 * Closes a boat's days manually (a booking taken elsewhere, maintenance…): the closing and its
 * availability block in one transaction, so the exclusion constraint refuses overlapping dates (409).
 */
export async function createExternalClosing(db: Db, user: AuthUser, input: z.output<typeof createExternalBody>) {
  const id = await withOverlapMessage(() =>
    db.transaction(async (tx) => {
      const [boat] = await tx
        .select({ id: boats.id })
        .from(boats)
        .where(and(eq(boats.id, input.boat_id), boatScope(user)))
        .limit(1);
      if (!boat) throw notFound("booking.boat_not_found");
      // Queue behind bookings of the boat (they lock it too) instead of meeting them in the exclusion check.
      await lockBoat(tx, boat.id);
      // Options whose time ran out free their days first, so they never block a closing.
      await expireOptions(tx, { boatId: boat.id });
      const [row] = await tx
        .insert(externalClosings)
        .values({
          boatId: boat.id,
          startDate: input.start_date,
          endDate: input.end_date,
          title: input.title,
          note: input.note ?? null,
          createdBy: user.id,
        })
        .returning({ id: externalClosings.id });
      await tx.insert(availabilityBlocks).values({
        boatId: boat.id,
        startDate: input.start_date,
        endDate: input.end_date,
        kind: "external",
        externalClosingId: row!.id,
      });
      return row!.id;
    }),
  );
  return getExternalClosing(db, user, id);
}
