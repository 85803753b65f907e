import "server-only";
import { eq } from "drizzle-orm";
import { clock } from "../../lib/clock";
import { todayIn } from "../../lib/dates";
import { depositPercentOf } from "../../lib/deposit-copy";
import { type Currency, formatMoney } from "../../lib/money";
import { formatDayLong, formatMomentLong } from "../../lib/locale-format";
import type { Locale } from "@/i18n/locales";
import { notFound } from "../domain-errors";
import type { DbOrTx } from "../db/client";
import { boats, marinas, reservations } from "../db/schema";
import { cardPaymentsOffered } from "../payments/card/card-payments-offered";
import { paidAmount } from "../payments/paid-amount";
import { nextInstalment } from "../payments/plan/next-instalment";
import { paymentPlan } from "../payments/plan/payment-plan";
import { listActiveBanks } from "../banks/list-active-banks";
import { getSettings } from "../settings/get-settings";
import { documentsUrl } from "../reservation-documents/documents-url";
import type { PublicBank } from "../website/schemas";
import { readReservationLines } from "../reservations/lines/read-reservation-lines";
import { guestFacts } from "../reservations/guest-facts";
import { cardPaymentLinkHtml, paymentPlanHtml } from "./payment-plan-html";
import { priceLinesHtml } from "./price-lines-html";
import { escapeHtml, type MailVars } from "./render-template";

export type ReservationMail = {
  /** The customer's address. */
  to: string;
  /** The staff address from the `staff_email` setting ("" when not set). */
  staffTo: string;
  reservationId: number;
  /** The language the variables are written in: the reservation's unless the caller asked for another. */
  locale: Locale;
  vars: MailVars;
  /** Variables holding trusted HTML built here (pass to enqueueMail's `rawVars`). */
  rawVars: readonly string[];
};

/**
 * The deposit rate of a reservation: its deposit over its total, which is the `deposit_percent` setting at booking
 * time (frozen like the price, so a later change of the setting does not contradict the amounts of an older
 * booking). A reservation without a total states the setting.
 */
export function reservationDepositPercent(total: number, deposit: number, setting: string): number {
  return total > 0 ? Math.round((deposit * 100) / total) : depositPercentOf(setting);
}

type BankRow = Omit<PublicBank, "id">;

/** The active bank accounts as a small inline-styled HTML table (values escaped). */
const BANK_LABELS: Record<Locale, { none: string; heads: readonly string[] }> = {
  tr: {
    none: "Banka hesap bilgileri için lütfen bizimle iletişime geçin.",
    heads: ["Banka", "Hesap sahibi", "IBAN", "Para birimi"],
  },
  en: {
    none: "Please contact us for our bank account details.",
    heads: ["Bank", "Account holder", "IBAN", "Currency"],
  },
};

export function bankAccountsHtml(rows: BankRow[], locale: Locale = "tr"): string {
  const labels = BANK_LABELS[locale];
  if (rows.length === 0) return `<p>${labels.none}</p>`;
  const cell = 'style="padding:6px 10px;border:1px solid #e5e7eb"';
  const head = 'style="padding:6px 10px;border:1px solid #e5e7eb;background:#f3f4f6;text-align:left"';
  const body = rows
    .map(
      (b) =>
        `<tr><td ${cell}>${escapeHtml(b.bank_name)}${b.branch ? ` (${escapeHtml(b.branch)})` : ""}</td>` +
        `<td ${cell}>${escapeHtml(b.account_holder)}</td><td ${cell}>${escapeHtml(b.iban)}</td>` +
        `<td ${cell}>${escapeHtml(b.currency)}</td></tr>`,
    )
    .join("");
  return (
    `<table style="border-collapse:collapse;margin:12px 0;font-size:13px">` +
    `<tr>${labels.heads.map((h) => `<th ${head}>${h}</th>`).join("")}</tr>` +
    `${body}</table>`
  );
}

/**
 * Everything a reservation mail needs: the recipients and the template variables (customer, code, boat,
 * marina, dates, guests, total, deposit, deposit_percent, paid, due, deposit_due, bank_accounts, option expiry, site name,
 * price_lines (the frozen lines as a table), due_at_base (the extras paid at the base, not in the total),
 * payment_plan (deposit and balance with due dates and states today), balance_due_date, and, when card payments
 * are on and something is open, card_payment_url / card_payment_link (the guest's /enquire page, code filled in)).
 * Amounts are formatted in the reservation's currency; `due` = total − paid (deposits + balances − refunds).
 * Call it inside the transaction that enqueues the mail. Unknown reservation → 404.
 */
export async function reservationMailVars(
  tx: DbOrTx,
  reservationId: number,
  language?: Locale,
): Promise<ReservationMail> {
  const [row] = await tx
    .select({ id: reservations.id, ...guestFacts, boatName: boats.name, marinaName: marinas.name })
    .from(reservations)
    .innerJoin(boats, eq(boats.id, reservations.boatId))
    .innerJoin(marinas, eq(marinas.id, boats.marinaId))
    .where(eq(reservations.id, reservationId))
    .limit(1);
  if (!row) throw notFound("lookup.reservation_not_found");

  // Sequential on purpose: one transaction runs one query at a time.
  const paid = await paidAmount(tx, reservationId);
  const bankRows = await listActiveBanks(tx);
  const settings = await getSettings(tx);
  const currency = row.currency as Currency;
  const priced = await readReservationLines(tx, { id: row.id, total: row.total, currency });
  const locale: Locale = language ?? row.locale;
  const money = (amount: number) => formatMoney(amount, currency, { decimals: true, locale });
  const planInput = {
    ...row,
    paid,
    today: todayIn("Europe/Istanbul", clock.now()),
    balanceDueDays: Number(settings.balance_due_days),
  };
  const plan = paymentPlan(planInput);
  const balance = plan.find((instalment) => instalment.purpose === "balance");
  const payable = plan.length > 0 && nextInstalment(planInput) !== undefined;
  const cardPaymentUrl = payable && cardPaymentsOffered() ? documentsUrl(row.code, locale) : "";

  return {
    to: row.customerEmail,
    staffTo: settings.staff_email,
    reservationId: row.id,
    locale,
    vars: {
      customer_name: row.customerName,
      code: row.code,
      boat_name: row.boatName,
      marina_name: row.marinaName,
      start_date: formatDayLong(row.startDate, locale),
      end_date: formatDayLong(row.endDate, locale),
      guests: String(row.guests),
      total: money(row.total),
      deposit: money(row.deposit),
      deposit_percent: String(reservationDepositPercent(row.total, row.deposit, settings.deposit_percent)),
      paid: money(paid),
      due: money(Math.max(row.total - paid, 0)),
      deposit_due: money(Math.max(row.deposit - paid, 0)),
      bank_accounts: bankAccountsHtml(bankRows, locale),
      option_expires_at: row.optionExpiresAt ? formatMomentLong(row.optionExpiresAt, locale, { time: true }) : "",
      site_name: settings.site_name,
      documents_url: documentsUrl(row.code, locale),
      price_lines: priceLinesHtml(priced.lines, currency, locale),
      due_at_base: money(priced.due_at_base),
      payment_plan: paymentPlanHtml(plan, money, locale),
      balance_due_date: balance ? formatDayLong(balance.dueDate, locale) : "",
      card_payment_url: cardPaymentUrl,
      card_payment_link: cardPaymentLinkHtml(cardPaymentUrl, locale),
    },
    rawVars: ["bank_accounts", "price_lines", "payment_plan", "card_payment_link"],
  };
}
