import "server-only";
import { and, eq } from "drizzle-orm";
import type { Locale } from "@/i18n/locales";
import { clock } from "../../lib/clock";
import type { Config } from "../config";
import type { Db } from "../db/client";
import { reservations, securityDeposits } from "../db/schema";
import { log } from "../log";
import type { CardPaymentStatus } from "../payments/card/card-provider";
import { isProviderFailure } from "../payments/card/card-provider-error";
import { cardHoldProvider } from "../payments/card/card-provider-factory";
import { reservationPageUrl } from "../payments/card/guest-urls";
import { recordDepositHold } from "./record-deposit-hold";

/** What the guest is told on their page after iyzico's pre-authorisation page. */
export type DepositHoldResult = "held" | "failed" | "pending";

export type DepositCallbackAnswer = { result: DepositHoldResult; location: string };

/** The guest's reservation page with the outcome of the deposit page they come back from (`&deposit=held`). */
export function depositResultUrl(publicUrl: string, code: string, locale: Locale, result: DepositHoldResult): string {
  return `${reservationPageUrl(publicUrl, code, locale)}&deposit=${result}`;
}

/**
 * iyzico's callback for a damage-deposit hold (its token is a hold's, not a payment's): iyzico is asked about the
 * token (retrieve, verified as for payments: the signature, the fraud check, the order id, and the PRE_AUTH phase),
 * and a hold is recorded once however many copies of the callback come, and whether or not the reconciliation
 * (`reconcile-deposit-holds.ts`) got there first: both record through `recordDepositHold`. Undefined when the token
 * is no hold's.
 */
export async function settleDepositHoldCallback(
  db: Db,
  config: Config,
  token: string,
  now = clock.now(),
): Promise<DepositCallbackAnswer | undefined> {
  const [hold] = await db
    .select({
      id: securityDeposits.id,
      orderId: securityDeposits.orderId,
      state: securityDeposits.state,
      locale: securityDeposits.locale,
      code: reservations.code,
    })
    .from(securityDeposits)
    .innerJoin(reservations, eq(reservations.id, securityDeposits.reservationId))
    .where(and(eq(securityDeposits.provider, "iyzico"), eq(securityDeposits.providerToken, token)))
    .limit(1);
  if (!hold) return undefined;
  const answer = (result: DepositHoldResult) => ({
    result,
    location: depositResultUrl(config.publicUrl, hold.code, hold.locale, result),
  });
  if (hold.state === "failed") return answer("failed");
  if (hold.state !== "started") return answer("held");

  const provider = cardHoldProvider(config);
  if (!provider) return answer("pending");
  let status: CardPaymentStatus;
  try {
    status = await provider.inquireHold({ orderId: hold.orderId as string, token });
  } catch (error) {
    if (!isProviderFailure(error)) throw error;
    log.warn(`[deposits] iyzico: the callback of hold ${hold.id} could not be settled`);
    return answer("pending");
  }
  if (status.state === "pending") return answer("pending");
  const recorded = await recordDepositHold(
    db,
    hold.id,
    status.state === "paid"
      ? { state: "held", providerPaymentId: status.providerPaymentId }
      : { state: "failed", reason: status.reason },
    now,
  );
  return answer(recorded.state === "failed" ? "failed" : "held");
}
