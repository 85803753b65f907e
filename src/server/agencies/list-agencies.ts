import "server-only";
import { asc, eq } from "drizzle-orm";
import type { DbOrTx } from "../db/client";
import { agencies } from "../db/schema";
import { notFound } from "../domain-errors";
import { agencyColumns, toAgencyDto } from "./agency-columns";

/** Every agency, inactive ones included, by name. */
export async function listAgencies(db: DbOrTx) {
  const rows = await db.select(agencyColumns).from(agencies).orderBy(asc(agencies.name), asc(agencies.id));
  return { items: rows.map(toAgencyDto), total: rows.length };
}

/** One agency; unknown → 404. */
export async function getAgency(db: DbOrTx, id: number) {
  const [row] = await db.select(agencyColumns).from(agencies).where(eq(agencies.id, id)).limit(1);
  if (!row) throw notFound("agencies.not_found");
  return toAgencyDto(row);
}
