import "server-only";
import { and, eq } from "drizzle-orm";
import type { z } from "zod";
import { msg } from "@/shared/messages/message-ref";
import { clock } from "../../lib/clock";
import type { AuthUser } from "../auth/current-user";
import type { Config } from "../config";
import type { Db, Tx } from "../db/client";
import { constraintOf, sqlStateOf } from "../db/pg-error";
import { securityDeposits, transactions } from "../db/schema";
import { AppError, conflict, unprocessable } from "../domain-errors";
import { log } from "../log";
import type { CardHoldAnswer } from "../payments/card/card-provider";
import { isProviderFailure } from "../payments/card/card-provider-error";
import { getDeposit } from "./deposit-row";
import { requireHoldProvider } from "./deposit-offer";
import { lockDeposit, STALE_CLAIM_MS } from "./lock-deposit";
import type { captureDepositBody } from "./schemas";

type Body = z.output<typeof captureDepositBody>;

/**
 * Keeps part or all of a held deposit for damage, with a reason (ADMIN; OWNER for their own boats). Never more than
 * held (refused before iyzico is asked), and once per deposit: the hold is claimed (`capturing`, committed) before
 * iyzico's post-auth is sent, so a second capture finds it claimed or captured and is refused. The ledger row (kind
 * `damage_deposit`, which counts toward no paid amount) is written only when iyzico says yes and names its hold, which
 * the database keeps to one row (a second: 409 DEPOSIT_CAPTURED). A refusal puts the hold back (`held`) and comes back with iyzico's words (422); no answer
 * leaves it claimed and answers 502: after a minute the same capture may be asked again (iyzico refuses a second
 * post-auth of one payment). A deposit taken by hand is captured at once, in one transaction.
 */
export async function captureDeposit(
  db: Db,
  config: Config,
  user: AuthUser,
  id: number,
  body: Body,
  now = clock.now(),
) {
  const claimed = await db.transaction(async (tx) => {
    const { reservation, deposit } = await lockDeposit(tx, user, id);
    if (deposit.state === "captured") throw conflict("deposits.already_captured", "DEPOSIT_CAPTURED");
    const stale = deposit.claimedAt !== null && now.getTime() - deposit.claimedAt.getTime() > STALE_CLAIM_MS;
    const retry = deposit.state === "capturing" && stale && deposit.capturedAmount === body.amount;
    if (deposit.state === "capturing" || deposit.state === "releasing") {
      if (!retry) throw conflict("deposits.in_progress", "DEPOSIT_IN_PROGRESS");
    } else if (deposit.state !== "held") {
      throw conflict("deposits.not_held", "DEPOSIT_NOT_HELD");
    }
    if (body.amount > deposit.amount) {
      const held = { amount: deposit.amount / 100, currency: deposit.currency };
      throw unprocessable(msg("deposits.capture_too_large", held), "CAPTURE_TOO_LARGE");
    }
    if (deposit.method !== "card") {
      const transactionId = await writeCapture(tx, deposit, reservation.id, body, user, now);
      await tx
        .update(securityDeposits)
        .set({
          state: "captured",
          capturedAmount: body.amount,
          captureReason: body.reason,
          captureTransactionId: transactionId,
          settledAt: now,
          settledBy: user.id,
        })
        .where(eq(securityDeposits.id, id));
      return undefined;
    }
    await tx
      .update(securityDeposits)
      .set({ state: "capturing", capturedAmount: body.amount, captureReason: body.reason, claimedAt: now })
      .where(eq(securityDeposits.id, id));
    return deposit;
  });
  if (!claimed) return getDeposit(db, id);

  const provider = requireHoldProvider(config);
  let answer: CardHoldAnswer;
  try {
    answer = await provider.capture({
      orderId: claimed.orderId as string,
      providerPaymentId: claimed.providerPaymentId as string,
      currency: claimed.currency,
      amountMinor: body.amount,
    });
  } catch (error) {
    if (!isProviderFailure(error)) throw error;
    log.warn(`[deposits] iyzico: the capture of deposit ${id} got no answer`);
    throw new AppError(502, "DEPOSIT_UNCERTAIN", "deposits.provider_uncertain");
  }
  if (!answer.ok) {
    await db
      .update(securityDeposits)
      .set({ state: "held", capturedAmount: null, captureReason: null, message: answer.message.slice(0, 1000) })
      .where(and(eq(securityDeposits.id, id), eq(securityDeposits.state, "capturing")));
    throw unprocessable(
      msg("deposits.provider_refused", { message: answer.message.slice(0, 300) }),
      "PROVIDER_REFUSED",
    );
  }
  await db.transaction(async (tx) => {
    const { reservation, deposit } = await lockDeposit(tx, user, id);
    if (deposit.state !== "capturing") return;
    const transactionId = await writeCapture(tx, deposit, reservation.id, body, user, now);
    await tx
      .update(securityDeposits)
      .set({
        state: "captured",
        captureTransactionId: transactionId,
        message: null,
        settledAt: now,
        settledBy: user.id,
      })
      .where(eq(securityDeposits.id, id));
  });
  return getDeposit(db, id);
}

/** A second ledger row for one hold: refused on the hold (or, a card hold's, on provider + order id). */
const isSecondCapture = (error: unknown) =>
  sqlStateOf(error) === "23505" &&
  ["transactions_security_deposit_unique", "transactions_provider_order_unique"].includes(constraintOf(error) ?? "");

/**
 * The capture's ledger row: kind damage_deposit, the deposit's method, naming its hold (`security_deposit_id`,
 * unique: one row per hold, by card or by hand); a card hold's also names iyzico and the hold's order id.
 */
async function writeCapture(
  tx: Tx,
  deposit: typeof securityDeposits.$inferSelect,
  reservationId: number,
  body: Body,
  user: AuthUser,
  now: Date,
): Promise<number> {
  const card = deposit.method === "card";
  const [row] = await tx
    .insert(transactions)
    .values({
      securityDepositId: deposit.id,
      reservationId,
      kind: "damage_deposit",
      method: deposit.method,
      amount: body.amount,
      currency: deposit.currency,
      reference: deposit.orderId,
      note: body.reason,
      provider: card ? "iyzico" : null,
      providerOrderId: card ? deposit.orderId : null,
      providerPaymentId: card ? deposit.providerPaymentId : null,
      recordedBy: user.id,
      paidAt: now,
    })
    .returning({ id: transactions.id })
    .catch((error: unknown) => {
      if (isSecondCapture(error)) throw conflict("deposits.already_captured", "DEPOSIT_CAPTURED");
      throw error;
    });
  return row!.id;
}
