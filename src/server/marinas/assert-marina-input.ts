import "server-only";
import { and, eq, ne, sql } from "drizzle-orm";
import { badRequest, conflict } from "../domain-errors";
import type { DbOrTx } from "../db/client";
import { districts, marinas } from "../db/schema";
import type { MarinaInput } from "./schemas";
import { msg } from "@/shared/messages/message-ref";

/** The district must exist and no other marina of that district may have the same name. */
export async function assertMarinaInput(db: DbOrTx, input: MarinaInput, excludeId?: number): Promise<void> {
  const [district] = await db.select({ id: districts.id }).from(districts).where(eq(districts.id, input.district_id));
  if (!district) {
    throw badRequest("marinas.district_not_found", { district_id: msg("marinas.district_not_found") });
  }
  const [taken] = await db
    .select({ id: marinas.id })
    .from(marinas)
    .where(
      and(
        eq(marinas.districtId, input.district_id),
        eq(sql`lower(${marinas.name})`, sql`lower(${input.name})`),
        excludeId === undefined ? undefined : ne(marinas.id, excludeId),
      ),
    )
    .limit(1);
  if (taken) throw conflict("marinas.name_taken", "DUPLICATE");
}
