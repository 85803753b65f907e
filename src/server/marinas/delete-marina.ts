import "server-only";
import { count, eq } from "drizzle-orm";
import { conflict, notFound } from "../domain-errors";
import type { Db } from "../db/client";
import { boats, marinas } from "../db/schema";
import { msg } from "@/shared/messages/message-ref";

/** Deletes a marina no boat is based at; one in use answers 409. */
export async function deleteMarina(db: Db, id: number): Promise<{ id: number }> {
  const [used] = await db.select({ n: count() }).from(boats).where(eq(boats.marinaId, id));
  if ((used?.n ?? 0) > 0) {
    throw conflict(msg("marinas.in_use", { count: used!.n }), "IN_USE");
  }
  const [row] = await db.delete(marinas).where(eq(marinas.id, id)).returning({ id: marinas.id });
  if (!row) throw notFound("marinas.not_found");
  return row;
}
