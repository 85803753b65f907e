import "server-only";
import type { Locale } from "@/i18n/locales";
import { cancellationCost, describeCancellationTiersIn } from "@/shared/cancellation";
import { errorText } from "@/shared/messages/error-text";
import { clock } from "../../lib/clock";
import { todayIn } from "../../lib/dates";
import type { DbOrTx } from "../db/client";
import { paidAmount } from "../payments/paid-amount";
import { findGuestReservation, type GuestReservation } from "../reservations/find-guest-reservation";
import { getCancellationTiers } from "./get-cancellation-tiers";
import { listRequestsOf } from "./list-requests-of";
import { toGuestRequest } from "./request-columns";
import { ALREADY_OPEN, requestBlock } from "./request-eligibility";
import type { GuestRequestsView } from "./schemas";

/** GET /v1/reservations/requests: what cancelling costs today, the terms, and the guest's own requests. */
export async function getGuestRequestsView(
  db: DbOrTx,
  query: { code: string; email: string },
  now = clock.now(),
  locale: Locale = "tr",
): Promise<GuestRequestsView> {
  return buildGuestRequestsView(db, await findGuestReservation(db, query), now, locale);
}

export async function buildGuestRequestsView(
  db: DbOrTx,
  reservation: GuestReservation,
  now = clock.now(),
  locale: Locale = "tr",
): Promise<GuestRequestsView> {
  const today = todayIn("Europe/Istanbul", now);
  const tiers = await getCancellationTiers(db);
  const requests = await listRequestsOf(db, reservation.id);
  const open = requests.find((r) => r.status === "open");
  const decided = requests.find((r) => r.status !== "open");
  const block = requestBlock(reservation, today);
  // The terms in the asker's language; an English tier label is the English sentence of that tier.
  const terms = describeCancellationTiersIn(tiers, locale);
  let cost: GuestRequestsView["cost"] = null;
  if (block === null) {
    const paid = await paidAmount(db, reservation.id);
    const c = cancellationCost(tiers, { ...reservation, paid }, today);
    cost = {
      tier_label: terms[c.tier.index] ?? c.tier.label,
      days_before: c.days_before,
      amount: c.amount,
      paid: c.paid,
      refund: c.refund,
      outstanding: c.outstanding,
      currency: c.currency,
    };
  }
  const unavailable = block ?? (open ? ALREADY_OPEN : null);
  return {
    today,
    can_request: unavailable === null,
    unavailable_reason: unavailable === null ? null : (errorText(locale, unavailable) ?? null),
    cost,
    terms,
    open_request: open ? toGuestRequest(open) : null,
    last_decided: decided ? toGuestRequest(decided) : null,
  };
}
