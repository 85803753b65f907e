import "server-only";
import { and, asc, count, desc, eq, ilike, inArray, isNotNull, isNull, type SQL } from "drizzle-orm";
import type { z } from "zod";
import { pick } from "../../../lib/pick";
import { searchName } from "../../../lib/slug";
import type { AuthUser } from "../../auth/current-user";
import { boatScope } from "../../auth/scope";
import type { Db } from "../../db/client";
import { boatImages, boats, boatTypes, marinas, users } from "../../db/schema";
import { thumbnailUrl } from "../images/image-dto";
import { boatColumns, boatFields } from "./boat-columns";
import type { BoatOrder, listBoatsQuery } from "./schemas";

const ORDER_BY: Record<BoatOrder, SQL[]> = {
  boat_desc: [desc(boats.id)],
  boat_asc: [asc(boats.id)],
  name_asc: [asc(boats.searchName), asc(boats.id)],
  name_desc: [desc(boats.searchName), desc(boats.id)],
  sort_order: [asc(boats.sortOrder), desc(boats.id)],
  popular: [desc(boats.popular), asc(boats.sortOrder), desc(boats.id)],
};

/** The boat columns of the staff list (a page of many boats: no texts, specifications or sync state). */
const listColumns = pick(boatColumns, [
  "id",
  "name",
  "slug",
  "ownerId",
  "ownerFirstName",
  "ownerLastName",
  "typeName",
  "marinaName",
  "forRent",
  "forSale",
  "guests",
  "cabins",
  "popular",
  "boatOfMonth",
  "sortOrder",
  "active",
  "archivedAt",
  "createdAt",
]);

/**
 * A page of the boats `user` may see (an OWNER: their own), with filters and the chosen order. Archived boats
 * show only under `archived=true`.
 */
export async function listBoats(db: Db, user: AuthUser, query: z.output<typeof listBoatsQuery>) {
  const folded = query.search ? searchName(query.search) : "";
  const where = and(
    boatScope(user),
    query.id !== undefined ? eq(boats.id, query.id) : undefined,
    query.popular !== undefined ? eq(boats.popular, query.popular) : undefined,
    query.archived ? isNotNull(boats.archivedAt) : isNull(boats.archivedAt),
    query.owner_id !== undefined ? eq(boats.ownerId, query.owner_id) : undefined,
    // searchName leaves only [a-z0-9 ], so nothing in it is a LIKE wildcard.
    folded ? ilike(boats.searchName, `%${folded}%`) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select(listColumns)
      .from(boats)
      .innerJoin(users, eq(users.id, boats.ownerId))
      .innerJoin(boatTypes, eq(boatTypes.id, boats.typeId))
      .innerJoin(marinas, eq(marinas.id, boats.marinaId))
      .where(where)
      .orderBy(...ORDER_BY[query.order])
      .offset(query.skip)
      .limit(query.take),
    db.select({ n: count() }).from(boats).where(where),
  ]);
  const thumbnails = await firstImages(
    db,
    rows.map((r) => r.id),
  );
  return {
    items: rows.map((row) => ({ ...boatFields(row), thumbnail_url: thumbnails.get(row.id) ?? null })),
    total: total?.n ?? 0,
  };
}

/** The thumbnail URL of each boat's first image (lowest sort_order). */
async function firstImages(db: Db, boatIds: number[]): Promise<Map<number, string | null>> {
  if (boatIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([boatImages.boatId], {
      boatId: boatImages.boatId,
      storageKey: boatImages.storageKey,
      variants: boatImages.variants,
    })
    .from(boatImages)
    .where(inArray(boatImages.boatId, boatIds))
    .orderBy(boatImages.boatId, asc(boatImages.sortOrder), asc(boatImages.id));
  return new Map(rows.map((r) => [r.boatId, thumbnailUrl(r.storageKey, r.variants)]));
}
