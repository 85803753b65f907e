import "server-only";
import { eq } from "drizzle-orm";
import type { z } from "zod";
import { badRequest, conflict } from "../../domain-errors";
import type { AuthUser } from "../../auth/current-user";
import type { Db } from "../../db/client";
import { availabilityBlocks, boatDates } from "../../db/schema";
import { mapDatesTaken } from "./date-errors";
import { lockBoat } from "../../reservations/lock-boat";
import { findScopedDate } from "./find-scoped-date";
import { dateColumns, toDateDto } from "./date-dto";
import type { updateDateBody } from "./schemas";
import { msg } from "@/shared/messages/message-ref";

/**
 * Moves or annotates a manual closing; its availability block moves with it in the same transaction. Closings
 * imported from iCal are changed at their source (the next sync would undo an edit here), so they are refused.
 */
export async function updateBoatDate(db: Db, user: AuthUser, id: number, input: z.output<typeof updateDateBody>) {
  const row = await db
    .transaction(async (tx) => {
      // The boat first, as every booking locks it (decision 0043), then the closing.
      const [owner] = await tx
        .select({ boatId: boatDates.boatId })
        .from(boatDates)
        .where(eq(boatDates.id, id))
        .limit(1);
      if (owner) await lockBoat(tx, owner.boatId);
      const current = await findScopedDate(tx, user, id);
      if (current.source === "ical") {
        throw conflict("boats.closing_from_ical", "ICAL_DATE_READ_ONLY");
      }
      const startDate = input.start_date ?? current.startDate;
      const endDate = input.end_date ?? current.endDate;
      if (endDate <= startDate) {
        throw badRequest("booking.end_after_start", { end_date: msg("booking.end_after_start") });
      }
      const [date] = await tx
        .update(boatDates)
        .set({ startDate, endDate, note: input.note === undefined ? undefined : input.note || null })
        .where(eq(boatDates.id, id))
        .returning(dateColumns);
      await tx.update(availabilityBlocks).set({ startDate, endDate }).where(eq(availabilityBlocks.boatDateId, id));
      return date!;
    })
    .catch(mapDatesTaken);
  return toDateDto(row);
}
