import "server-only";
import { and, asc, eq, gt, isNotNull, isNull, lte, or, type SQL, sql } from "drizzle-orm";
import { clock } from "../../lib/clock";
import type { Config } from "../config";
import type { Db } from "../db/client";
import { securityDeposits } from "../db/schema";
import { log } from "../log";
import type { CardPaymentStatus } from "../payments/card/card-provider";
import { isProviderFailure } from "../payments/card/card-provider-error";
import { cardHoldProvider } from "../payments/card/card-provider-factory";
import { recordDepositHold } from "./record-deposit-hold";

/** A hold is asked about once its callback surely had its chance (iyzico's calls time out after 30 s) and then some. */
export const HOLD_INQUIRY_AFTER_MS = 120_000;
/**
 * iyzico's checkout form token lives 30 minutes (`tokenExpireTime: 1800` in its initialize answer): after that the
 * guest can no longer pay on the page. A hold still unpaid this long after it was opened (the token's life and a
 * margin for a payment made in its last second) is expired.
 */
export const HOLD_PAGE_EXPIRED_AFTER_MS = 35 * 60_000;
/** After the n-th inquiry the next waits 2^n × 2 minutes (4, 8, 16… minutes), at most this. */
const MAX_BACKOFF_MS = 6 * 3_600_000;
/** Holds older than this are no longer asked about (a bank lets an uncaptured pre-authorisation lapse by then). */
const GIVE_UP_AFTER_MS = 7 * 24 * 3_600_000;
/** Holds asked about in one pass of the job. */
const BATCH = 20;

export type HoldReconcileResult = { asked: number; held: number; failed: number; expired: number };

/** Why an expired hold failed, kept as its message (staff and the guest see the hold failed, and may start again). */
export const EXPIRED_MESSAGE = "iyzico: the pre-authorisation page expired without a payment";

/**
 * A lost callback is not a lost hold (issue 30): a damage-deposit hold still `started` HOLD_INQUIRY_AFTER_MS after
 * its page was opened is asked about with iyzico's checkout form retrieve, verified as the callback's is (signature,
 * SUCCESS with fraudStatus 1, the order id, the PRE_AUTH phase):
 * - held → recorded `held` by `recordDepositHold`, the callback's code, so a callback racing the job adds nothing;
 * - refused on the page (FAILURE, or the fraud check rejects it) → `failed` with iyzico's words;
 * - nothing paid once the page's token expired (HOLD_PAGE_EXPIRED_AFTER_MS) → `failed` as expired; the guest may start
 *   again (a `started` hold never blocked that; the row stops looking open to staff). A payment the fraud check holds
 *   for review is never expired: money may be held; it is asked about again;
 * - no answer (or one not believed) → left `started`, asked again later, backing off (4, 8, 16… minutes, at most 6 h).
 * The claim is one UPDATE of `next_inquiry_at` guarded by it: two instances never ask about one hold at once.
 */
export async function reconcileDepositHolds(db: Db, config: Config, now = clock.now()): Promise<HoldReconcileResult> {
  const result: HoldReconcileResult = { asked: 0, held: 0, failed: 0, expired: 0 };
  const provider = cardHoldProvider(config);
  if (!provider) return result;
  const due = or(isNull(securityDeposits.nextInquiryAt), lte(securityDeposits.nextInquiryAt, now)) as SQL;
  const candidates = await db
    .select({ id: securityDeposits.id })
    .from(securityDeposits)
    .where(
      and(
        eq(securityDeposits.state, "started"),
        eq(securityDeposits.provider, "iyzico"),
        isNotNull(securityDeposits.providerToken),
        lte(securityDeposits.createdAt, new Date(now.getTime() - HOLD_INQUIRY_AFTER_MS)),
        gt(securityDeposits.createdAt, new Date(now.getTime() - GIVE_UP_AFTER_MS)),
        due,
      ),
    )
    .orderBy(asc(securityDeposits.createdAt))
    .limit(BATCH);

  for (const { id } of candidates) {
    // One statement claims and backs off: a second instance's UPDATE waits for it, then no longer finds it due.
    const [claimed] = await db
      .update(securityDeposits)
      .set({
        inquiries: sql`${securityDeposits.inquiries} + 1`,
        nextInquiryAt: sql`${now.toISOString()}::timestamptz + least(${HOLD_INQUIRY_AFTER_MS} * power(2, ${securityDeposits.inquiries} + 1), ${MAX_BACKOFF_MS}) * interval '1 millisecond'`,
      })
      .where(and(eq(securityDeposits.id, id), eq(securityDeposits.state, "started"), due))
      .returning({
        orderId: securityDeposits.orderId,
        token: securityDeposits.providerToken,
        createdAt: securityDeposits.createdAt,
      });
    if (!claimed?.orderId || !claimed.token) continue;
    result.asked++;
    let status: CardPaymentStatus;
    try {
      status = await provider.inquireHold({ orderId: claimed.orderId, token: claimed.token });
    } catch (error) {
      if (!isProviderFailure(error)) throw error;
      log.warn(`[deposits] iyzico: the retrieve of hold ${id} failed; asked again later`, error);
      continue;
    }
    const expired =
      status.state === "pending" &&
      !status.review &&
      now.getTime() - claimed.createdAt.getTime() >= HOLD_PAGE_EXPIRED_AFTER_MS;
    if (status.state === "pending" && !expired) continue;
    const recorded = await recordDepositHold(
      db,
      id,
      status.state === "paid"
        ? { state: "held", providerPaymentId: status.providerPaymentId }
        : { state: "failed", reason: status.state === "failed" ? status.reason : EXPIRED_MESSAGE },
      now,
    );
    if (!recorded.changed) continue;
    if (recorded.state === "held") result.held++;
    else if (expired) result.expired++;
    else result.failed++;
  }
  return result;
}
