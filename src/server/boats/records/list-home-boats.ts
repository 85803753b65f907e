import { and, asc, desc, eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { boats, boatTypes, marinas } from "../../db/schema";

/** Active boats for rent, popular first, in staff order. */
export async function listHomeBoats(db: Db, { limit }: { limit: number }) {
  return db
    .select({
      slug: boats.slug,
      name: boats.name,
      guests: boats.guests,
      typeName: boatTypes.name,
      marinaName: marinas.name,
    })
    .from(boats)
    .innerJoin(boatTypes, eq(boatTypes.id, boats.typeId))
    .innerJoin(marinas, eq(marinas.id, boats.marinaId))
    .where(and(eq(boats.active, true), eq(boats.forRent, true)))
    .orderBy(desc(boats.popular), asc(boats.sortOrder), desc(boats.id))
    .limit(limit);
}
