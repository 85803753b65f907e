import "server-only";
import { eq } from "drizzle-orm";
import type { z } from "zod";
import type { Locale } from "@/i18n/locales";
import { clock } from "../../../lib/clock";
import { todayIn } from "../../../lib/dates";
import type { Db } from "../../db/client";
import { cardPayments, reservations } from "../../db/schema";
import { AppError, unprocessable } from "../../domain-errors";
import { log } from "../../log";
import { findGuestReservation } from "../../reservations/find-guest-reservation";
import { getSettings } from "../../settings/get-settings";
import { nextInstalment } from "../plan/next-instalment";
import { basketLine } from "./basket-line";
import type { CardPaymentProvider } from "./card-provider";
import { CardProviderError } from "./card-provider-error";
import { newCardOrderId } from "./card-order-id";
import { callbackUrl, reservationPageUrl } from "./guest-urls";
import type { cardPaymentPageSchema, startCardPaymentBody } from "./schemas";

export type StartContext = {
  provider: CardPaymentProvider | undefined;
  /** The guest's address (behind TRUST_PROXY), which PayTR wants with the payment. */
  ip: string;
  locale: Locale;
  publicUrl: string;
};

/**
 * Starts the card payment of what the guest's reservation has due next (`nextInstalment`): the amount is computed
 * here, never taken from the browser. The attempt is written first (a fresh order id, its amount, what was paid
 * before) and committed, then the provider is asked for its page: a notification can only ever find an attempt
 * that exists. A provider that cannot be reached fails the attempt and answers 502.
 */
export async function startCardPayment(
  db: Db,
  body: z.output<typeof startCardPaymentBody>,
  context: StartContext,
  now = clock.now(),
): Promise<z.output<typeof cardPaymentPageSchema>> {
  const { provider } = context;
  if (!provider) throw unprocessable("payments.disabled", "PAYMENTS_DISABLED");

  const started = await db.transaction(async (tx) => {
    const reservation = await findGuestReservation(tx, body, { lock: true });
    if (reservation.status === "cancelled" || reservation.status === "expired") {
      throw unprocessable("payments.card_reservation_closed", "RESERVATION_CLOSED");
    }
    const settings = await getSettings(tx);
    const instalment = nextInstalment({
      total: reservation.total,
      deposit: reservation.deposit,
      paid: reservation.paid,
      startDate: reservation.startDate,
      today: todayIn("Europe/Istanbul", now),
      balanceDueDays: Number(settings.balance_due_days),
    });
    if (!instalment) throw unprocessable("payments.nothing_due", "NOTHING_DUE");
    const [guest] = await tx
      .select({
        name: reservations.customerName,
        email: reservations.customerEmail,
        phone: reservations.customerPhone,
      })
      .from(reservations)
      .where(eq(reservations.id, reservation.id));
    const [attempt] = await tx
      .insert(cardPayments)
      .values({
        reservationId: reservation.id,
        provider: provider.name,
        orderId: newCardOrderId(reservation.code),
        amount: instalment.amount,
        currency: reservation.currency,
        purpose: instalment.purpose,
        paidBefore: reservation.paid,
        locale: context.locale,
        createdAt: now,
      })
      .returning({ id: cardPayments.id, orderId: cardPayments.orderId });
    return { reservation, instalment, guest: guest!, attempt: attempt! };
  });

  const { reservation, instalment, guest, attempt } = started;
  try {
    const page = await provider.start({
      orderId: attempt.orderId,
      amountMinor: instalment.amount,
      currency: reservation.currency,
      description: basketLine(context.locale, instalment, {
        code: reservation.code,
        boatName: reservation.boatName,
        total: reservation.total,
        deposit: reservation.deposit,
        paid: reservation.paid,
      }),
      buyer: { name: guest.name, email: guest.email, phone: guest.phone, ip: context.ip },
      locale: context.locale,
      callbackUrl: callbackUrl(context.publicUrl, provider.name),
      returnUrl: reservationPageUrl(context.publicUrl, reservation.code, context.locale),
    });
    if (page.token) {
      await db.update(cardPayments).set({ providerToken: page.token }).where(eq(cardPayments.id, attempt.id));
    }
    return {
      kind: page.kind,
      url: page.url,
      order_id: attempt.orderId,
      purpose: instalment.purpose,
      amount: instalment.amount,
      currency: reservation.currency,
    };
  } catch (error) {
    const reason = error instanceof CardProviderError ? error.message : "start failed";
    await db
      .update(cardPayments)
      .set({ state: "failed", failureReason: reason.slice(0, 500), settledAt: clock.now() })
      .where(eq(cardPayments.id, attempt.id));
    if (!(error instanceof CardProviderError)) throw error;
    log.warn(`[payments] ${provider.name}: the payment page of attempt ${attempt.id} could not be opened`, error);
    throw new AppError(502, "PAYMENT_PROVIDER_UNAVAILABLE", "payments.provider_unavailable");
  }
}
