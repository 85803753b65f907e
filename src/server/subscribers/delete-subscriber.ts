import "server-only";
import { and, eq, isNull } from "drizzle-orm";
import { notFound } from "../domain-errors";
import type { Db } from "../db/client";
import { newsletterConsents, subscribers } from "../db/schema";
import { clock } from "../../lib/clock";

/** Removes an address from the list (staff acting on a request); its consent records note the withdrawal. */
export async function deleteSubscriber(db: Db, id: number, now = clock.now()): Promise<{ id: number }> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .delete(subscribers)
      .where(eq(subscribers.id, id))
      .returning({ id: subscribers.id, email: subscribers.email });
    if (!row) throw notFound("newsletter.subscriber_not_found");
    await tx
      .update(newsletterConsents)
      .set({ withdrawnAt: now })
      .where(and(eq(newsletterConsents.email, row.email), isNull(newsletterConsents.withdrawnAt)));
    return { id: row.id };
  });
}
