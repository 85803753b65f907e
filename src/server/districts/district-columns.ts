import "server-only";
import { sql } from "drizzle-orm";
import { apiFields } from "../db/api-fields";
import { columnsOf } from "../db/columns-of";
import { districts } from "../db/schema";
import type { DistrictDto } from "./schemas";

export const districtColumns = {
  ...columnsOf(districts, ["id", "town", "name", "nameEn"]),
  marinaCount: sql<number>`(select count(*) from marinas m where m.district_id = "districts"."id")::int`.mapWith(
    Number,
  ),
  createdAt: districts.createdAt,
};

type Row = Pick<typeof districts.$inferSelect, "id" | "town" | "name" | "nameEn" | "createdAt"> & {
  marinaCount: number;
};

export function toDistrictDto(row: Row): DistrictDto {
  return apiFields(row);
}
