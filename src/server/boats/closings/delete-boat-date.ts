import "server-only";
import { eq } from "drizzle-orm";
import type { AuthUser } from "../../auth/current-user";
import type { Db } from "../../db/client";
import { availabilityBlocks, boatDates } from "../../db/schema";
import { findScopedDate } from "./find-scoped-date";

/** Removes a closing and the availability block it owns, in one transaction (iCal ones may return on next sync). */
export async function deleteBoatDate(db: Db, user: AuthUser, id: number) {
  await db.transaction(async (tx) => {
    await findScopedDate(tx, user, id);
    await tx.delete(availabilityBlocks).where(eq(availabilityBlocks.boatDateId, id));
    await tx.delete(boatDates).where(eq(boatDates.id, id));
  });
  return { id };
}
