import "server-only";
import { eq } from "drizzle-orm";
import { notFound } from "../domain-errors";
import type { Db } from "../db/client";
import { banks } from "../db/schema";

export async function deleteBank(db: Db, id: number): Promise<{ id: number }> {
  const [row] = await db.delete(banks).where(eq(banks.id, id)).returning({ id: banks.id });
  if (!row) throw notFound("banks.not_found");
  return row;
}
