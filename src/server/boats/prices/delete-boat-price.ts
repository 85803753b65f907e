import "server-only";
import { eq } from "drizzle-orm";
import type { AuthUser } from "../../auth/current-user";
import type { Db } from "../../db/client";
import { boatPrices } from "../../db/schema";
import { findScopedPrice } from "./find-scoped-price";

/** Removes a price period of a boat `user` may see. */
export async function deleteBoatPrice(db: Db, user: AuthUser, id: number) {
  await findScopedPrice(db, user, id);
  await db.delete(boatPrices).where(eq(boatPrices.id, id));
  return { id };
}
