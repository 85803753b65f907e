import "server-only";
import { asc, eq } from "drizzle-orm";
import type { AuthUser } from "../../auth/current-user";
import { findScopedBoat } from "../../boats/find-scoped-boat";
import type { DbOrTx } from "../../db/client";
import { boatExtras } from "../../db/schema";
import { extraColumns, toExtraDto } from "./extra-columns";

/** The extras of a boat `user` may see (ADMIN: any; OWNER: their own, else 404), in their order. */
export async function listBoatExtras(db: DbOrTx, user: AuthUser, boatId: number) {
  await findScopedBoat(db, user, boatId);
  return readExtras(db, boatId);
}

export async function readExtras(db: DbOrTx, boatId: number) {
  const rows = await db
    .select(extraColumns)
    .from(boatExtras)
    .where(eq(boatExtras.boatId, boatId))
    .orderBy(asc(boatExtras.position), asc(boatExtras.id));
  return rows.map(toExtraDto);
}
