import "server-only";
import type { z } from "zod";
import type { AuthUser } from "../../auth/current-user";
import type { Db, Tx } from "../../db/client";
import { availabilityBlocks, boatDates } from "../../db/schema";
import { mapDatesTaken } from "./date-errors";
import { findScopedBoat } from "../find-scoped-boat";
import { dateColumns, toDateDto } from "./date-dto";
import type { createDateBody } from "./schemas";

/**
 * Closes a boat `user` may see for [start_date, end_date): the boat date and the availability block it owns are
 * written in one transaction, so an overlap with any other blocking interval (409) leaves nothing behind.
 */
export async function createBoatDate(db: Db, user: AuthUser, input: z.output<typeof createDateBody>) {
  const row = await db
    .transaction(async (tx) => {
      await findScopedBoat(tx, user, input.boat_id);
      return insertBoatDate(tx, input);
    })
    .catch(mapDatesTaken);
  return toDateDto(row);
}

/**
 * Writes a manual closing and the availability block it owns in the caller's transaction (an overlap fails on
 * the exclusion constraint, 23P01): for callers that close a boat as part of a larger change (an inspection).
 */
export async function insertBoatDate(
  tx: Tx,
  input: { boat_id: number; start_date: string; end_date: string; note?: string | null },
) {
  const [date] = await tx
    .insert(boatDates)
    .values({
      boatId: input.boat_id,
      startDate: input.start_date,
      endDate: input.end_date,
      note: input.note || null,
      source: "manual",
    })
    .returning(dateColumns);
  await tx.insert(availabilityBlocks).values({
    boatId: input.boat_id,
    startDate: input.start_date,
    endDate: input.end_date,
    kind: "boat_date",
    boatDateId: date!.id,
  });
  return date!;
}
