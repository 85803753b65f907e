import "server-only";
import { sql } from "drizzle-orm";
import { apiFields } from "../db/api-fields";
import { columnsOf } from "../db/columns-of";
import { boatTypes } from "../db/schema";
import type { BoatTypeDto } from "./schemas";

/** The explicit columns every boat type read selects, with the number of boats using it. */
export const boatTypeColumns = {
  ...columnsOf(boatTypes, ["id", "name", "nameEn", "slug", "sortOrder"]),
  boatCount: sql<number>`(select count(*) from boats b where b.type_id = "boat_types"."id")::int`.mapWith(Number),
  createdAt: boatTypes.createdAt,
};

type Row = Pick<typeof boatTypes.$inferSelect, Exclude<keyof typeof boatTypeColumns, "boatCount">> & {
  boatCount: number;
};

export function toBoatTypeDto(row: Row): BoatTypeDto {
  return apiFields(row);
}
