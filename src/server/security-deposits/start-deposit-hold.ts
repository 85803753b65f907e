import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import type { z } from "zod";
import type { Locale } from "@/i18n/locales";
import { clock } from "../../lib/clock";
import type { Config } from "../config";
import type { Db } from "../db/client";
import { boats, reservations, securityDeposits } from "../db/schema";
import { AppError, conflict } from "../domain-errors";
import { log } from "../log";
import { isProviderFailure } from "../payments/card/card-provider-error";
import { newCardOrderId } from "../payments/card/card-order-id";
import { reservationPageUrl } from "../payments/card/guest-urls";
import { findGuestReservation } from "../reservations/find-guest-reservation";
import { depositCurrency } from "./deposit-currency";
import { requireHoldProvider, TAKEN_STATES } from "./deposit-offer";
import type { depositHoldPageSchema, startDepositHoldBody } from "./schemas";

export type StartHoldContext = { ip: string; locale: Locale };

const description = (locale: Locale, boatName: string, code: string) =>
  `${locale === "en" ? "Damage deposit" : "Hasar depozitosu"} – ${boatName} (${code})`;

/**
 * Opens iyzico's pre-authorisation page for the boat's damage deposit (the boat's amount, in its price currency
 * (deposit-currency.ts); never an amount from the browser). As for a payment, the hold row is written and committed before
 * iyzico is asked, and its token kept: iyzico's callback can only ever find a hold Liman started. 409 without
 * iyzico (saying so when only PayTR is configured), without a deposit on the boat, for a closed reservation, or
 * when a deposit was already taken.
 */
export async function startDepositHold(
  db: Db,
  config: Config,
  body: z.output<typeof startDepositHoldBody>,
  context: StartHoldContext,
  now = clock.now(),
): Promise<z.output<typeof depositHoldPageSchema>> {
  const provider = requireHoldProvider(config);
  const started = await db.transaction(async (tx) => {
    const reservation = await findGuestReservation(tx, body, { lock: true });
    if (reservation.status === "cancelled" || reservation.status === "expired") {
      throw conflict("deposits.reservation_closed", "RESERVATION_CLOSED");
    }
    const [boat] = await tx
      .select({ deposit: boats.securityDeposit })
      .from(boats)
      .where(eq(boats.id, reservation.boatId));
    const amount = boat?.deposit ?? 0;
    if (amount <= 0) throw conflict("deposits.none_for_boat", "NO_DEPOSIT");
    const currency = await depositCurrency(tx, reservation);
    const [taken] = await tx
      .select({ id: securityDeposits.id })
      .from(securityDeposits)
      .where(
        and(eq(securityDeposits.reservationId, reservation.id), inArray(securityDeposits.state, [...TAKEN_STATES])),
      )
      .limit(1);
    if (taken) throw conflict("deposits.already_held", "DEPOSIT_TAKEN");
    const [guest] = await tx
      .select({ name: reservations.customerName, email: reservations.customerEmail, phone: reservations.customerPhone })
      .from(reservations)
      .where(eq(reservations.id, reservation.id));
    const [hold] = await tx
      .insert(securityDeposits)
      .values({
        reservationId: reservation.id,
        method: "card",
        provider: "iyzico",
        orderId: newCardOrderId(reservation.code),
        amount,
        currency,
        state: "started",
        locale: context.locale,
        createdAt: now,
      })
      .returning({ id: securityDeposits.id, orderId: securityDeposits.orderId });
    return { reservation, guest: guest!, hold: hold!, amount, currency };
  });

  const { reservation, guest, hold, amount, currency } = started;
  const orderId = hold.orderId as string;
  try {
    const page = await provider.startHold({
      orderId,
      amountMinor: amount,
      currency,
      description: description(context.locale, reservation.boatName, reservation.code),
      buyer: { name: guest.name, email: guest.email, phone: guest.phone, ip: context.ip },
      locale: context.locale,
      callbackUrl: `${config.publicUrl.replace(/\/+$/, "")}/v1/payments/iyzico/callback`,
      returnUrl: reservationPageUrl(config.publicUrl, reservation.code, context.locale),
    });
    await db.update(securityDeposits).set({ providerToken: page.token }).where(eq(securityDeposits.id, hold.id));
    return { kind: "redirect", url: page.url, order_id: orderId, amount, currency };
  } catch (error) {
    await db
      .update(securityDeposits)
      .set({ state: "failed", message: "the pre-authorisation page could not be opened", settledAt: clock.now() })
      .where(eq(securityDeposits.id, hold.id));
    if (!isProviderFailure(error)) throw error;
    log.warn(`[deposits] iyzico: the pre-authorisation page of hold ${hold.id} could not be opened`);
    throw new AppError(502, "PAYMENT_PROVIDER_UNAVAILABLE", "payments.provider_unavailable");
  }
}
