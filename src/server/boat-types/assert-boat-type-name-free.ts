import "server-only";
import { and, eq, ne, sql } from "drizzle-orm";
import { conflict } from "../domain-errors";
import type { DbOrTx } from "../db/client";
import { boatTypes } from "../db/schema";

/** Two types whose names differ only in case ("Gulet" / "gulet") would confuse the site: refuse the second. */
export async function assertBoatTypeNameFree(db: DbOrTx, name: string, excludeId?: number): Promise<void> {
  const [taken] = await db
    .select({ id: boatTypes.id })
    .from(boatTypes)
    .where(
      and(
        eq(sql`lower(${boatTypes.name})`, sql`lower(${name})`),
        excludeId === undefined ? undefined : ne(boatTypes.id, excludeId),
      ),
    )
    .limit(1);
  if (taken) throw conflict("boat_types.name_taken", "DUPLICATE");
}
