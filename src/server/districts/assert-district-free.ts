import "server-only";
import { and, eq, ne, sql } from "drizzle-orm";
import { conflict } from "../domain-errors";
import type { DbOrTx } from "../db/client";
import { districts } from "../db/schema";
import type { DistrictInput } from "./schemas";

/** One row per town + district name, ignoring case. */
export async function assertDistrictFree(db: DbOrTx, input: DistrictInput, excludeId?: number): Promise<void> {
  const [taken] = await db
    .select({ id: districts.id })
    .from(districts)
    .where(
      and(
        eq(sql`lower(${districts.town})`, sql`lower(${input.town})`),
        eq(sql`lower(${districts.name})`, sql`lower(${input.name})`),
        excludeId === undefined ? undefined : ne(districts.id, excludeId),
      ),
    )
    .limit(1);
  if (taken) throw conflict("districts.name_taken", "DUPLICATE");
}
