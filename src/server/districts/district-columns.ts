import "server-only";
import { sql } from "drizzle-orm";
import { districts } from "../db/schema";
import type { DistrictDto } from "./schemas";

export const districtColumns = {
  id: districts.id,
  town: districts.town,
  name: districts.name,
  createdAt: districts.createdAt,
  marinaCount: sql<number>`(select count(*) from marinas m where m.district_id = "districts"."id")::int`.mapWith(
    Number,
  ),
};

type Row = { id: number; town: string; name: string; createdAt: Date; marinaCount: number };

export function toDistrictDto(row: Row): DistrictDto {
  return {
    id: row.id,
    town: row.town,
    name: row.name,
    marina_count: row.marinaCount,
    created_at: row.createdAt.toISOString(),
  };
}
