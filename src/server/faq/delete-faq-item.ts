import "server-only";
import { eq } from "drizzle-orm";
import { notFound } from "../domain-errors";
import type { Db } from "../db/client";
import { faqItems } from "../db/schema";

export async function deleteFaqItem(db: Db, id: number): Promise<{ id: number }> {
  const [row] = await db.delete(faqItems).where(eq(faqItems.id, id)).returning({ id: faqItems.id });
  if (!row) throw notFound("faq.not_found");
  return row;
}
