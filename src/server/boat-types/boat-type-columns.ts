import "server-only";
import { sql } from "drizzle-orm";
import { boatTypes } from "../db/schema";
import type { BoatTypeDto } from "./schemas";

/** The explicit columns every boat type read selects, with the number of boats using it. */
export const boatTypeColumns = {
  id: boatTypes.id,
  name: boatTypes.name,
  nameEn: boatTypes.nameEn,
  slug: boatTypes.slug,
  sortOrder: boatTypes.sortOrder,
  createdAt: boatTypes.createdAt,
  boatCount: sql<number>`(select count(*) from boats b where b.type_id = "boat_types"."id")::int`.mapWith(Number),
};

type Row = {
  id: number;
  name: string;
  nameEn: string | null;
  slug: string;
  sortOrder: number;
  createdAt: Date;
  boatCount: number;
};

export function toBoatTypeDto(row: Row): BoatTypeDto {
  return {
    id: row.id,
    name: row.name,
    name_en: row.nameEn,
    slug: row.slug,
    sort_order: row.sortOrder,
    boat_count: row.boatCount,
    created_at: row.createdAt.toISOString(),
  };
}
