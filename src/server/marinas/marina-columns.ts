import "server-only";
import { sql } from "drizzle-orm";
import { apiFields } from "../db/api-fields";
import { columnsOf } from "../db/columns-of";
import { districts, marinas } from "../db/schema";
import type { MarinaDto } from "./schemas";

/** Columns of a marina read; join `districts` on `marinas.district_id`. */
export const marinaColumns = {
  ...columnsOf(marinas, ["id", "name", "nameEn", "popular", "districtId"]),
  town: districts.town,
  districtName: districts.name,
  boatCount: sql<number>`(select count(*) from boats b where b.marina_id = "marinas"."id")::int`.mapWith(Number),
  createdAt: marinas.createdAt,
};

type Row = Pick<typeof marinas.$inferSelect, "id" | "name" | "nameEn" | "popular" | "districtId" | "createdAt"> & {
  town: string;
  districtName: string;
  boatCount: number;
};

export function toMarinaDto({ town, districtName, ...row }: Row): MarinaDto {
  return { ...apiFields(row), district: { id: row.districtId, town, name: districtName } };
}
