import "server-only";
import { count, eq } from "drizzle-orm";
import { conflict, notFound } from "../domain-errors";
import type { Db } from "../db/client";
import { districts, marinas } from "../db/schema";
import { msg } from "@/shared/messages/message-ref";

/** Deletes a district without marinas; one with marinas answers 409. */
export async function deleteDistrict(db: Db, id: number): Promise<{ id: number }> {
  const [used] = await db.select({ n: count() }).from(marinas).where(eq(marinas.districtId, id));
  if ((used?.n ?? 0) > 0) {
    throw conflict(msg("districts.in_use", { count: used!.n }), "IN_USE");
  }
  const [row] = await db.delete(districts).where(eq(districts.id, id)).returning({ id: districts.id });
  if (!row) throw notFound("districts.not_found");
  return row;
}
