import "server-only";
import { sql } from "drizzle-orm";
import { districts } from "../db/schema";
import type { DistrictDto } from "./schemas";

export const districtColumns = {
  id: districts.id,
  town: districts.town,
  name: districts.name,
  nameEn: districts.nameEn,
  createdAt: districts.createdAt,
  marinaCount: sql<number>`(select count(*) from marinas m where m.district_id = "districts"."id")::int`.mapWith(
    Number,
  ),
};

type Row = { id: number; town: string; name: string; nameEn: string | null; createdAt: Date; marinaCount: number };

export function toDistrictDto(row: Row): DistrictDto {
  return {
    id: row.id,
    town: row.town,
    name: row.name,
    name_en: row.nameEn,
    marina_count: row.marinaCount,
    created_at: row.createdAt.toISOString(),
  };
}
