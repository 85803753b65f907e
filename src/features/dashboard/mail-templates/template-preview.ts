/**
 * The live preview of a mail template in the dashboard: the template filled with sample values, client-side,
 * exactly as the server fills it (renderTemplate: values HTML-escaped, `bank_accounts` kept as HTML).
 */
import { escapeHtml, type MailVars, renderTemplate } from "@/shared/render-template";

const SAMPLE_BANK_TABLE = (() => {
  const cell = 'style="padding:6px 10px;border:1px solid #e5e7eb"';
  const head = 'style="padding:6px 10px;border:1px solid #e5e7eb;background:#f3f4f6;text-align:left"';
  const row = (cells: string[]) => `<tr>${cells.map((c) => `<td ${cell}>${escapeHtml(c)}</td>`).join("")}</tr>`;
  return (
    `<table style="border-collapse:collapse;margin:12px 0;font-size:13px">` +
    `<tr><th ${head}>Banka</th><th ${head}>Hesap sahibi</th><th ${head}>IBAN</th><th ${head}>Para birimi</th></tr>` +
    row(["Örnek Bankası (Bodrum Şubesi)", "Liman Denizcilik A.Ş.", "TR33 0006 1005 1978 6457 8413 26", "TRY"]) +
    row(["Örnek Bankası", "Liman Denizcilik A.Ş.", "TR58 0006 2000 0001 2345 6789 01", "EUR"]) +
    `</table>`
  );
})();

const SAMPLE_PRICE_LINES = (() => {
  const cell = 'style="padding:6px 10px;border:1px solid #e5e7eb"';
  const head = 'style="padding:6px 10px;border:1px solid #e5e7eb;background:#f3f4f6;text-align:left"';
  const row = (cells: string[]) => `<tr>${cells.map((c) => `<td ${cell}>${escapeHtml(c)}</td>`).join("")}</tr>`;
  return (
    `<table style="border-collapse:collapse;margin:12px 0;font-size:13px">` +
    `<tr><th ${head}>Kalem</th><th ${head}>Adet</th><th ${head}>Tutar</th><th ${head}>Ödeme</th></tr>` +
    row(["Tekne kiralama", "", "€8.250,00", "Rezervasyonla ödenir"]) +
    row(["Son temizlik", "", "€150,00", "Rezervasyonla ödenir"]) +
    `</table>`
  );
})();

const SAMPLE_PAYMENT_PLAN = (() => {
  const cell = 'style="padding:6px 10px;border:1px solid #e5e7eb"';
  const head = 'style="padding:6px 10px;border:1px solid #e5e7eb;background:#f3f4f6;text-align:left"';
  const row = (cells: string[]) => `<tr>${cells.map((c) => `<td ${cell}>${escapeHtml(c)}</td>`).join("")}</tr>`;
  return (
    `<p style="margin:16px 0 0"><strong>Ödeme planı</strong></p>` +
    `<table style="border-collapse:collapse;margin:8px 0 12px;font-size:13px">` +
    `<tr><th ${head}>Ödeme</th><th ${head}>Tutar</th><th ${head}>Son ödeme</th><th ${head}>Durum</th></tr>` +
    row(["Ön ödeme (kapora)", "€1.680,00", "12 Temmuz 2027 14:30", "Ödeme zamanı"]) +
    row(["Kalan ödeme", "€6.720,00", "10 Haziran 2027", "Vadesi gelmedi"]) +
    `</table>`
  );
})();

const SAMPLE_CARD_PAYMENT_URL = "https://liman.example/enquire?code=LMN-7K3Q9";
const SAMPLE_CARD_PAYMENT_LINK =
  `<p>Ödemenizi kredi veya banka kartınızla, Rezervasyonlarım sayfasından güvenle yapabilirsiniz:</p>` +
  `<p style="margin:12px 0"><a href="${SAMPLE_CARD_PAYMENT_URL}" style="display:inline-block;background:#0e4a6e;` +
  `color:#ffffff;padding:10px 18px;border-radius:6px;font-weight:bold;text-decoration:none">Kartla öde</a></p>`;

/** Sample values for every documented variable (src/server/mail/template-variables.ts). */
export const SAMPLE_VARS: MailVars = {
  customer_name: "Ayşe Yılmaz",
  code: "LMN-7K3Q9",
  boat_name: "Mavi Rüya",
  marina_name: "Bodrum Marina",
  start_date: "10 Temmuz 2027",
  end_date: "17 Temmuz 2027",
  guests: "6",
  total: "€8.400,00",
  deposit: "€1.680,00",
  // The sample deposit's share of the sample total (not the setting: the preview shows sample amounts).
  deposit_percent: "20",
  paid: "€0,00",
  due: "€8.400,00",
  deposit_due: "€1.680,00",
  bank_accounts: SAMPLE_BANK_TABLE,
  option_expires_at: "12 Temmuz 2027 14:30",
  site_name: "Liman",
  request_kind: "İptal talebi",
  request_message: "Ailevi bir nedenle gelemiyoruz.",
  requested_change: "17 Temmuz 2027 – 24 Temmuz 2027, 4 kişi",
  cancellation_cost: "€1.680,00",
  refund: "€0,00",
  staff_note: "Kaporanız kesilmiştir.",
  documents_url: "https://liman.example/enquire?code=LMN-7K2Q9X",
  review_link: "https://liman.example/review/ornek-baglanti",
  review_expires_at: "24 Temmuz 2027",
  price_lines: SAMPLE_PRICE_LINES,
  due_at_base: "€0,00",
  payment_plan: SAMPLE_PAYMENT_PLAN,
  balance_due_date: "10 Haziran 2027",
  card_payment_url: SAMPLE_CARD_PAYMENT_URL,
  card_payment_link: SAMPLE_CARD_PAYMENT_LINK,
  inspection_kind: "giriş kontrolü",
  inspection_time: "17 Temmuz 2027 15:10",
  protocol_url: "https://liman.example/v1/inspections/ornek-baglanti.pdf",
};

export const RAW_VARS = ["bank_accounts", "price_lines", "payment_plan", "card_payment_link"] as const;

/** Subject and HTML body filled with the sample values. The subject is plain text (shown as text, never HTML). */
export function renderPreview(subject: string, body: string, vars: MailVars = SAMPLE_VARS) {
  return {
    subject: subject.replace(/\{\{\s*([a-z_]+)\s*\}\}/g, (_m, name: string) => vars[name] ?? ""),
    html: renderTemplate(body, vars, RAW_VARS),
  };
}

/** `{{names}}` used in the texts that are not in `known` (the server refuses to save those). */
export function unknownVariables(known: readonly string[], ...texts: string[]): string[] {
  const allowed = new Set(known);
  const used = texts.flatMap((t) => [...t.matchAll(/\{\{\s*([^{}\s]*)\s*\}\}/g)].map((m) => m[1] ?? ""));
  return [...new Set(used.filter((name) => !allowed.has(name)))];
}

/** Inserts `insert` over the selection [start, end) of `text`; returns the new text and the caret after it. */
export function insertAt(text: string, start: number, end: number, insert: string) {
  const from = Math.max(0, Math.min(start, text.length));
  const to = Math.max(from, Math.min(end, text.length));
  return { text: text.slice(0, from) + insert + text.slice(to), caret: from + insert.length };
}
