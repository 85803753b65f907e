import "server-only";
import { asc, count, eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { districts, marinas } from "../db/schema";
import { marinaColumns, toMarinaDto } from "./marina-columns";

export async function listMarinas(db: Db, { skip, take }: { skip: number; take: number }) {
  const [rows, [total]] = await Promise.all([
    db
      .select(marinaColumns)
      .from(marinas)
      .innerJoin(districts, eq(districts.id, marinas.districtId))
      .orderBy(asc(marinas.name), asc(marinas.id))
      .offset(skip)
      .limit(take),
    db.select({ n: count() }).from(marinas),
  ]);
  return { items: rows.map(toMarinaDto), total: total?.n ?? 0 };
}
