import "server-only";
import type { Locale } from "@/i18n/locales";
import type { InstalmentState } from "@/shared/payment-plan";
import { formatDayLong, formatMomentLong } from "../../lib/locale-format";
import type { PlannedInstalment } from "../payments/plan/payment-plan";
import { escapeHtml } from "./render-template";

const LABELS: Record<
  Locale,
  {
    title: string;
    heads: readonly string[];
    purpose: Record<PlannedInstalment["purpose"], string>;
    state: Record<InstalmentState, string>;
    pay: string;
    payLead: string;
  }
> = {
  tr: {
    title: "Ödeme planı",
    heads: ["Ödeme", "Tutar", "Son ödeme", "Durum"],
    purpose: { deposit: "Ön ödeme (kapora)", balance: "Kalan ödeme" },
    state: { paid: "Ödendi", due: "Ödeme zamanı", overdue: "Gecikti", upcoming: "Vadesi gelmedi" },
    pay: "Kartla öde",
    payLead: "Ödemenizi kredi veya banka kartınızla, Rezervasyonlarım sayfasından güvenle yapabilirsiniz:",
  },
  en: {
    title: "Payment plan",
    heads: ["Payment", "Amount", "Due by", "Status"],
    purpose: { deposit: "Deposit", balance: "Balance" },
    state: { paid: "Paid", due: "Due now", overdue: "Overdue", upcoming: "Not yet due" },
    pay: "Pay by card",
    payLead: "You can pay securely by credit or debit card on your booking's page:",
  },
};

/**
 * A reservation's payment plan as a titled, inline-styled HTML table: each instalment with its amount, due date and
 * state when the mail is written; the mail variable `payment_plan` ("" when there is none).
 */
export function paymentPlanHtml(
  plan: PlannedInstalment[],
  money: (amount: number) => string,
  locale: Locale = "tr",
): string {
  if (plan.length === 0) return "";
  const labels = LABELS[locale];
  const cell = 'style="padding:6px 10px;border:1px solid #e5e7eb"';
  const num = 'style="padding:6px 10px;border:1px solid #e5e7eb;text-align:right"';
  const head = 'style="padding:6px 10px;border:1px solid #e5e7eb;background:#f3f4f6;text-align:left"';
  const due = (i: PlannedInstalment) =>
    i.dueAt ? formatMomentLong(i.dueAt, locale, { time: true }) : formatDayLong(i.dueDate, locale);
  const body = plan
    .map(
      (i) =>
        `<tr><td ${cell}>${labels.purpose[i.purpose]}</td><td ${num}>${escapeHtml(money(i.amount))}</td>` +
        `<td ${cell}>${escapeHtml(due(i))}</td><td ${cell}>${labels.state[i.state]}</td></tr>`,
    )
    .join("");
  return (
    `<p style="margin:16px 0 0"><strong>${labels.title}</strong></p>` +
    `<table style="border-collapse:collapse;margin:8px 0 12px;font-size:13px">` +
    `<tr>${labels.heads.map((h) => `<th ${head}>${h}</th>`).join("")}</tr>` +
    `${body}</table>`
  );
}

/**
 * The "Kartla öde" button of a mail (`card_payment_link`): a link to the guest's /enquire page with the code filled
 * in (never the e-mail address), when card payments are on and something is open; "" otherwise.
 */
export function cardPaymentLinkHtml(url: string, locale: Locale = "tr"): string {
  if (!url) return "";
  const labels = LABELS[locale];
  const href = escapeHtml(url);
  return (
    `<p>${labels.payLead}</p>` +
    `<p style="margin:12px 0"><a href="${href}" style="display:inline-block;background:#0e4a6e;color:#ffffff;` +
    `padding:10px 18px;border-radius:6px;font-weight:bold;text-decoration:none">${labels.pay}</a></p>`
  );
}
