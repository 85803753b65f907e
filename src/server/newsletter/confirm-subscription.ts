import { and, eq, gt, isNull } from "drizzle-orm";
import type { Db } from "../db/client";
import { newsletterConsents, subscribers } from "../db/schema";
import { CONFIRM_TTL_HOURS } from "./confirmation-mail";
import { hashToken } from "./tokens";
import { clock } from "../../lib/clock";

export type ConfirmResult = "confirmed" | "expired" | "invalid";

/**
 * Double opt-in, step two: the link's token confirms its address once. The token is cleared in the same
 * statement, so a second use (or a parallel one) finds nothing. The consent record notes the time.
 */
export async function confirmSubscription(db: Db, token: string, now = clock.now()): Promise<ConfirmResult> {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return "invalid";
  const hash = hashToken(token);
  const validFrom = new Date(now.getTime() - CONFIRM_TTL_HOURS * 3_600_000);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(subscribers)
      .set({ confirmedAt: now, confirmTokenHash: null })
      .where(
        and(
          eq(subscribers.confirmTokenHash, hash),
          isNull(subscribers.confirmedAt),
          gt(subscribers.confirmSentAt, validFrom),
        ),
      )
      .returning({ email: subscribers.email });
    if (!row) {
      const [stale] = await tx
        .select({ id: subscribers.id })
        .from(subscribers)
        .where(eq(subscribers.confirmTokenHash, hash))
        .limit(1);
      return stale ? "expired" : "invalid";
    }
    await tx
      .update(newsletterConsents)
      .set({ confirmedAt: now })
      .where(
        and(
          eq(newsletterConsents.email, row.email),
          isNull(newsletterConsents.confirmedAt),
          isNull(newsletterConsents.withdrawnAt),
        ),
      );
    return "confirmed";
  });
}
