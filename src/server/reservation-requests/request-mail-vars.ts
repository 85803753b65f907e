import "server-only";
import { REQUEST_KIND_LABELS, type RequestKind } from "@/shared/reservation-requests";
import { type Currency, formatMoney } from "../../lib/money";
import { formatDayLongTr } from "../../lib/turkish-calendar";
import type { DbOrTx } from "../db/client";
import { type ReservationMail, reservationMailVars } from "../mail/reservation-mail-vars";

export type RequestForMail = {
  kind: RequestKind;
  message: string | null;
  requestedStartDate: string | null;
  requestedEndDate: string | null;
  requestedGuests: number | null;
  quotedCost: number | null;
  quotedRefund: number | null;
  quotedCurrency: Currency | null;
  staffNote: string | null;
};

/** The reservation's mail variables plus the request's (see TEMPLATE_VARIABLES: request_kind … staff_note). */
export async function requestMailVars(
  tx: DbOrTx,
  reservationId: number,
  request: RequestForMail,
): Promise<ReservationMail> {
  const mail = await reservationMailVars(tx, reservationId);
  const money = (amount: number | null) =>
    amount === null || request.quotedCurrency === null
      ? "—"
      : formatMoney(amount, request.quotedCurrency, { decimals: true });
  const change: string[] = [];
  if (request.requestedStartDate && request.requestedEndDate) {
    change.push(`${formatDayLongTr(request.requestedStartDate)} – ${formatDayLongTr(request.requestedEndDate)}`);
  }
  if (request.requestedGuests !== null) change.push(`${request.requestedGuests} kişi`);
  return {
    ...mail,
    vars: {
      ...mail.vars,
      request_kind: REQUEST_KIND_LABELS[request.kind],
      request_message: request.message ?? "—",
      requested_change: change.length > 0 ? change.join(", ") : "—",
      cancellation_cost: money(request.quotedCost),
      refund: money(request.quotedRefund),
      staff_note: request.staffNote ?? "—",
    },
  };
}
