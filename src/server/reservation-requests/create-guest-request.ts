import "server-only";
import type { Locale } from "@/i18n/locales";
import type { z } from "zod";
import { cancellationCost } from "@/shared/cancellation";
import { clock } from "../../lib/clock";
import { todayIn } from "../../lib/dates";
import type { Db } from "../db/client";
import { constraintOf, sqlStateOf } from "../db/pg-error";
import { reservationRequests } from "../db/schema";
import { conflict, unprocessable } from "../domain-errors";
import { queueReservationMails } from "../mail/queue-reservation-mails";
import { paidAmount } from "../payments/paid-amount";
import { checkStay } from "../pricing/compute-quote";
import { findGuestReservation } from "../reservations/find-guest-reservation";
import { getCancellationTiers } from "./get-cancellation-tiers";
import { buildGuestRequestsView } from "./get-guest-requests-view";
import { ALREADY_OPEN, requestBlock } from "./request-eligibility";
import { requestMailVars } from "./request-mail-vars";
import type { createGuestRequestBody, GuestRequestsView } from "./schemas";

const isOpenRequestClash = (error: unknown) =>
  sqlStateOf(error) === "23505" && constraintOf(error) === "reservation_requests_one_open";

/**
 * POST /v1/reservations/requests: the guest (code + e-mail) asks to cancel, or to change dates and/or guests.
 * Only for an option or confirmed reservation before its start day; one open request at a time (409, held by
 * a partial unique index). A cancellation request stores the cost quoted today; staff are mailed (staff_email).
 */
export async function createGuestRequest(
  db: Db,
  body: z.output<typeof createGuestRequestBody>,
  now = clock.now(),
  locale: Locale = "tr",
): Promise<GuestRequestsView> {
  const today = todayIn("Europe/Istanbul", now);
  try {
    const reservation = await db.transaction(async (tx) => {
      const r = await findGuestReservation(tx, body, { lock: true });
      const block = requestBlock(r, today);
      if (block) throw unprocessable(block, "REQUEST_NOT_ALLOWED");
      if (body.kind === "change") {
        checkStay({
          startDate: body.start_date ?? r.startDate,
          endDate: body.end_date ?? r.endDate,
          guests: body.guests ?? 1,
          capacity: r.capacity,
          today,
        });
      }
      let quote: { cost: number; refund: number; tier: string } | null = null;
      if (body.kind === "cancel") {
        const paid = await paidAmount(tx, r.id);
        const c = cancellationCost(await getCancellationTiers(tx), { ...r, paid }, today);
        quote = { cost: c.amount, refund: c.refund, tier: c.tier.label };
      }
      const request = {
        kind: body.kind,
        message: body.message || null,
        requestedStartDate: body.start_date ?? null,
        requestedEndDate: body.end_date ?? null,
        requestedGuests: body.guests ?? null,
        quotedCost: quote?.cost ?? null,
        quotedRefund: quote?.refund ?? null,
        quotedCurrency: quote ? r.currency : null,
        staffNote: null,
      };
      await tx.insert(reservationRequests).values({
        reservationId: r.id,
        ...request,
        quotedTier: quote?.tier ?? null,
        createdAt: now,
      });
      await queueReservationMails(tx, r.id, {
        staff: "reservation_request_staff",
        vars: (t, id, language) => requestMailVars(t, id, request, language),
      });
      return r;
    });
    return buildGuestRequestsView(db, reservation, now, locale);
  } catch (error) {
    if (isOpenRequestClash(error)) throw conflict(ALREADY_OPEN, "REQUEST_ALREADY_OPEN");
    throw error;
  }
}
