import "server-only";
import { asc, eq } from "drizzle-orm";
import { findActiveBoat } from "../../availability/find-boat-by-slug";
import type { DbOrTx } from "../../db/client";
import { boatExtras } from "../../db/schema";
import { extraColumns, toPublicExtraDto } from "./extra-columns";

/** The extras of an active boat, in their order, as the booking panel and /enquire show them. */
export async function listPublicExtras(db: DbOrTx, slug: string) {
  const boat = await findActiveBoat(db, { slug });
  const rows = await db
    .select(extraColumns)
    .from(boatExtras)
    .where(eq(boatExtras.boatId, boat.id))
    .orderBy(asc(boatExtras.position), asc(boatExtras.id));
  return rows.map(toPublicExtraDto);
}
