import "server-only";
import { and, eq } from "drizzle-orm";
import type { z } from "zod";
import { msg } from "@/shared/messages/message-ref";
import { clock } from "../../lib/clock";
import type { AuthUser } from "../auth/current-user";
import type { Config } from "../config";
import type { Db } from "../db/client";
import { securityDeposits } from "../db/schema";
import { AppError, conflict, unprocessable } from "../domain-errors";
import { log } from "../log";
import type { CardHoldAnswer } from "../payments/card/card-provider";
import { isProviderFailure } from "../payments/card/card-provider-error";
import { getDeposit } from "./deposit-row";
import { requireHoldProvider } from "./deposit-offer";
import { lockDeposit, STALE_CLAIM_MS } from "./lock-deposit";
import type { releaseDepositBody } from "./schemas";

/**
 * Lets a held deposit go (ADMIN; OWNER for their own boats): a card hold through iyzico's cancel, claimed
 * (`releasing`) before the call as a capture is; a deposit taken by hand is marked returned at once. A refusal puts
 * the hold back with iyzico's words (422); no answer leaves it claimed (502), to be asked again after a minute.
 */
export async function releaseDeposit(
  db: Db,
  config: Config,
  user: AuthUser,
  id: number,
  body: z.output<typeof releaseDepositBody>,
  now = clock.now(),
) {
  const claimed = await db.transaction(async (tx) => {
    const { deposit } = await lockDeposit(tx, user, id);
    const stale = deposit.claimedAt !== null && now.getTime() - deposit.claimedAt.getTime() > STALE_CLAIM_MS;
    if (deposit.state === "capturing" || (deposit.state === "releasing" && !stale)) {
      throw conflict("deposits.in_progress", "DEPOSIT_IN_PROGRESS");
    }
    if (deposit.state === "captured") throw conflict("deposits.already_captured", "DEPOSIT_CAPTURED");
    if (deposit.state !== "held" && deposit.state !== "releasing") {
      throw conflict("deposits.not_held", "DEPOSIT_NOT_HELD");
    }
    if (deposit.method !== "card") {
      await tx
        .update(securityDeposits)
        .set({ state: "released", message: body.note || null, settledAt: now, settledBy: user.id })
        .where(eq(securityDeposits.id, id));
      return undefined;
    }
    await tx.update(securityDeposits).set({ state: "releasing", claimedAt: now }).where(eq(securityDeposits.id, id));
    return deposit;
  });
  if (!claimed) return getDeposit(db, id);

  const provider = requireHoldProvider(config);
  let answer: CardHoldAnswer;
  try {
    answer = await provider.release({
      orderId: claimed.orderId as string,
      providerPaymentId: claimed.providerPaymentId as string,
      currency: claimed.currency,
      reason: body.note || "damage deposit released",
    });
  } catch (error) {
    if (!isProviderFailure(error)) throw error;
    log.warn(`[deposits] iyzico: the release of deposit ${id} got no answer`);
    throw new AppError(502, "DEPOSIT_UNCERTAIN", "deposits.provider_uncertain");
  }
  const still = and(eq(securityDeposits.id, id), eq(securityDeposits.state, "releasing"));
  if (!answer.ok) {
    await db
      .update(securityDeposits)
      .set({ state: "held", message: answer.message.slice(0, 1000) })
      .where(still);
    throw unprocessable(
      msg("deposits.provider_refused", { message: answer.message.slice(0, 300) }),
      "PROVIDER_REFUSED",
    );
  }
  await db
    .update(securityDeposits)
    .set({ state: "released", message: null, settledAt: now, settledBy: user.id })
    .where(still);
  return getDeposit(db, id);
}
