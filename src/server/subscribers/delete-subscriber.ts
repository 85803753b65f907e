import { eq } from "drizzle-orm";
import { notFound } from "../api/errors";
import type { Db } from "../db/client";
import { subscribers } from "../db/schema";

/** Removes an address from the list (an unsubscribe request, KVKK erasure). */
export async function deleteSubscriber(db: Db, id: number): Promise<{ id: number }> {
  const [row] = await db.delete(subscribers).where(eq(subscribers.id, id)).returning({ id: subscribers.id });
  if (!row) throw notFound("Abone bulunamadı.");
  return row;
}
