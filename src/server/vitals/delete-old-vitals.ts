import "server-only";
import { lt } from "drizzle-orm";
import { clock } from "../../lib/clock";
import type { DbOrTx } from "../db/client";
import { webVitals } from "../db/schema";
import { VITALS_WINDOW_DAYS } from "./vitals-summary";

/** Deletes the measurements older than the dashboard's longest window. Answers how many went. */
export async function deleteOldVitals(db: DbOrTx, now = clock.now()): Promise<{ deleted: number }> {
  const before = new Date(now.getTime() - VITALS_WINDOW_DAYS * 86_400_000);
  const gone = await db.delete(webVitals).where(lt(webVitals.recordedAt, before)).returning({ id: webVitals.id });
  return { deleted: gone.length };
}
