import "server-only";
import { asc, count } from "drizzle-orm";
import type { Db } from "../db/client";
import { districts } from "../db/schema";
import { districtColumns, toDistrictDto } from "./district-columns";

export async function listDistricts(db: Db, { skip, take }: { skip: number; take: number }) {
  const [rows, [total]] = await Promise.all([
    db
      .select(districtColumns)
      .from(districts)
      .orderBy(asc(districts.town), asc(districts.name), asc(districts.id))
      .offset(skip)
      .limit(take),
    db.select({ n: count() }).from(districts),
  ]);
  return { items: rows.map(toDistrictDto), total: total?.n ?? 0 };
}
