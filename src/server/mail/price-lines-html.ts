import "server-only";
import { type Currency, formatMoney } from "../../lib/money";
import { EXTRA_PAYABLE_LABELS, type ExtraPayable } from "../../shared/pricing-lines";
import { escapeHtml } from "./render-template";

type Line = { label: string; quantity: number; unit_amount: number; amount: number; payable: ExtraPayable };

/**
 * A reservation's frozen lines as a small inline-styled HTML table (labels escaped): each line with its quantity,
 * amount and where it is paid; the mail variable `price_lines`.
 */
export function priceLinesHtml(lines: Line[], currency: Currency): string {
  const money = (amount: number) => formatMoney(amount, currency, { decimals: true });
  const cell = 'style="padding:6px 10px;border:1px solid #e5e7eb"';
  const num = 'style="padding:6px 10px;border:1px solid #e5e7eb;text-align:right"';
  const head = 'style="padding:6px 10px;border:1px solid #e5e7eb;background:#f3f4f6;text-align:left"';
  const body = lines
    .map(
      (l) =>
        `<tr><td ${cell}>${escapeHtml(l.label)}</td>` +
        `<td ${num}>${l.quantity > 1 ? `${l.quantity} × ${escapeHtml(money(l.unit_amount))}` : ""}</td>` +
        `<td ${num}>${escapeHtml(money(l.amount))}</td><td ${cell}>${escapeHtml(EXTRA_PAYABLE_LABELS[l.payable])}</td></tr>`,
    )
    .join("");
  return (
    `<table style="border-collapse:collapse;margin:12px 0;font-size:13px">` +
    `<tr><th ${head}>Kalem</th><th ${head}>Adet</th><th ${head}>Tutar</th><th ${head}>Ödeme</th></tr>` +
    `${body}</table>`
  );
}
