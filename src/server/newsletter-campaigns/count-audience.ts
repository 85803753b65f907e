import "server-only";
import { count, isNotNull } from "drizzle-orm";
import type { Db } from "../db/client";
import { subscribers } from "../db/schema";

/** How many confirmed subscribers a campaign sent now would go to (for the confirmation question). */
export async function countAudience(db: Db): Promise<{ confirmed: number }> {
  const [row] = await db.select({ n: count() }).from(subscribers).where(isNotNull(subscribers.confirmedAt));
  return { confirmed: row?.n ?? 0 };
}
