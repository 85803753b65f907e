import "server-only";
import { sql } from "drizzle-orm";
import { districts, marinas } from "../db/schema";
import type { MarinaDto } from "./schemas";

/** Columns of a marina read; join `districts` on `marinas.district_id`. */
export const marinaColumns = {
  id: marinas.id,
  name: marinas.name,
  nameEn: marinas.nameEn,
  popular: marinas.popular,
  districtId: marinas.districtId,
  town: districts.town,
  districtName: districts.name,
  createdAt: marinas.createdAt,
  boatCount: sql<number>`(select count(*) from boats b where b.marina_id = "marinas"."id")::int`.mapWith(Number),
};

type Row = {
  id: number;
  name: string;
  nameEn: string | null;
  popular: boolean;
  districtId: number;
  town: string;
  districtName: string;
  createdAt: Date;
  boatCount: number;
};

export function toMarinaDto(row: Row): MarinaDto {
  return {
    id: row.id,
    name: row.name,
    name_en: row.nameEn,
    popular: row.popular,
    district_id: row.districtId,
    district: { id: row.districtId, town: row.town, name: row.districtName },
    boat_count: row.boatCount,
    created_at: row.createdAt.toISOString(),
  };
}
