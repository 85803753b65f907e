import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "../db/client";
import { newsletterConsents, subscribers } from "../db/schema";
import { clock } from "../../lib/clock";

/**
 * Takes the address of an unsubscribe token off the list (confirmed or not) and notes the withdrawal on its
 * consent records. Returns false for an unknown token (already unsubscribed, or never valid).
 */
export async function unsubscribe(db: Db, token: string, now = clock.now()): Promise<boolean> {
  if (!/^[A-Za-z0-9_-]{16,100}$/.test(token)) return false;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .delete(subscribers)
      .where(eq(subscribers.unsubscribeToken, token))
      .returning({ email: subscribers.email });
    if (!row) return false;
    await tx
      .update(newsletterConsents)
      .set({ withdrawnAt: now })
      .where(and(eq(newsletterConsents.email, row.email), isNull(newsletterConsents.withdrawnAt)));
    return true;
  });
}
