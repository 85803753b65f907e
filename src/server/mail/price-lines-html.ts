import "server-only";
import { type Currency, formatMoney } from "../../lib/money";
import { EXTRA_PAYABLE_LABELS, type ExtraPayable, type LineKind, lineLabelIn } from "../../shared/pricing-lines";
import { escapeHtml } from "./render-template";
import type { Locale } from "@/i18n/locales";

type Line = {
  kind: LineKind;
  label: string;
  quantity: number;
  unit_amount: number;
  amount: number;
  payable: ExtraPayable;
};

/**
 * A reservation's frozen lines as a small inline-styled HTML table (labels escaped): each line with its quantity,
 * amount and where it is paid; the mail variable `price_lines`.
 */
const LABELS: Record<Locale, { heads: readonly string[]; payable: Record<ExtraPayable, string> }> = {
  tr: { heads: ["Kalem", "Adet", "Tutar", "Ödeme"], payable: EXTRA_PAYABLE_LABELS },
  en: {
    heads: ["Item", "Quantity", "Amount", "Payment"],
    payable: { booking: "Paid with the booking", base: "Paid at the base" },
  },
};

export function priceLinesHtml(lines: Line[], currency: Currency, locale: Locale = "tr"): string {
  const labels = LABELS[locale];
  const money = (amount: number) => formatMoney(amount, currency, { decimals: true, locale });
  const cell = 'style="padding:6px 10px;border:1px solid #e5e7eb"';
  const num = 'style="padding:6px 10px;border:1px solid #e5e7eb;text-align:right"';
  const head = 'style="padding:6px 10px;border:1px solid #e5e7eb;background:#f3f4f6;text-align:left"';
  const body = lines
    .map(
      (l) =>
        `<tr><td ${cell}>${escapeHtml(lineLabelIn(l, locale))}</td>` +
        `<td ${num}>${l.quantity > 1 ? `${l.quantity} × ${escapeHtml(money(l.unit_amount))}` : ""}</td>` +
        `<td ${num}>${escapeHtml(money(l.amount))}</td><td ${cell}>${escapeHtml(labels.payable[l.payable])}</td></tr>`,
    )
    .join("");
  return (
    `<table style="border-collapse:collapse;margin:12px 0;font-size:13px">` +
    `<tr>${labels.heads.map((h) => `<th ${head}>${h}</th>`).join("")}</tr>` +
    `${body}</table>`
  );
}
