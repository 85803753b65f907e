import "server-only";
import { REQUEST_KIND_LABELS, REQUEST_KIND_LABELS_EN, type RequestKind } from "@/shared/reservation-requests";
import { type Currency, formatMoney } from "../../lib/money";
import { formatDayLong } from "../../lib/locale-format";
import type { Locale } from "@/i18n/locales";
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
  language?: Locale,
): Promise<ReservationMail> {
  const mail = await reservationMailVars(tx, reservationId, language);
  const locale = mail.locale;
  const money = (amount: number | null) =>
    amount === null || request.quotedCurrency === null
      ? "—"
      : formatMoney(amount, request.quotedCurrency, { decimals: true, locale });
  const change: string[] = [];
  if (request.requestedStartDate && request.requestedEndDate) {
    change.push(
      `${formatDayLong(request.requestedStartDate, locale)} – ${formatDayLong(request.requestedEndDate, locale)}`,
    );
  }
  if (request.requestedGuests !== null)
    change.push(locale === "en" ? `${request.requestedGuests} guests` : `${request.requestedGuests} kişi`);
  return {
    ...mail,
    vars: {
      ...mail.vars,
      request_kind: locale === "en" ? REQUEST_KIND_LABELS_EN[request.kind] : REQUEST_KIND_LABELS[request.kind],
      request_message: request.message ?? "—",
      requested_change: change.length > 0 ? change.join(", ") : "—",
      cancellation_cost: money(request.quotedCost),
      refund: money(request.quotedRefund),
      staff_note: request.staffNote ?? "—",
    },
  };
}
