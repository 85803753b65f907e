/** Money is integer minor units (kuruş, cents, pence) with a currency; never a float. */
export const CURRENCIES = ["TRY", "EUR", "USD", "GBP"] as const;
export type Currency = (typeof CURRENCIES)[number];

/** How the dashboard names each currency (forms, filters). */
export const CURRENCY_LABELS: Record<Currency, string> = {
  TRY: "TL (₺)",
  EUR: "Euro (€)",
  USD: "Dolar ($)",
  GBP: "Sterlin (£)",
};

/** The display currencies of the header (spec §9) and the currency each stands for. */
export const DISPLAY_CURRENCIES = { TL: "TRY", DOLLAR: "USD", EURO: "EUR", POUND: "GBP" } as const;
export type DisplayCurrency = keyof typeof DISPLAY_CURRENCIES;

/** The labels of the header's currency dropdown (spec §2), in its order. */
export const DISPLAY_CURRENCY_LABELS: Record<DisplayCurrency, string> = {
  TL: "TL",
  DOLLAR: "Dollar",
  EURO: "Euro",
  POUND: "Pound",
};

/** TL per unit of each foreign currency, as decimal strings (the admin's exchange settings). */
export type Rates = { USD: string; EUR: string; GBP: string };

const SCALE = 10_000n; // rates are kept to 4 decimals

function scaledRate(currency: Currency, rates: Rates): bigint {
  if (currency === "TRY") return SCALE;
  const text = rates[currency];
  const match = /^(\d+)(?:\.(\d{1,4})\d*)?$/.exec(text.trim());
  if (!match) throw new Error(`Invalid exchange rate for ${currency}: ${text}`);
  const rate = BigInt(match[1]!) * SCALE + BigInt((match[2] ?? "").padEnd(4, "0"));
  if (rate <= 0n) throw new Error(`Exchange rate for ${currency} must be positive`);
  return rate;
}

/** Divides and rounds half away from zero, in integers. */
function divRound(numerator: bigint, denominator: bigint): bigint {
  const negative = numerator < 0n !== denominator < 0n;
  const n = numerator < 0n ? -numerator : numerator;
  const d = denominator < 0n ? -denominator : denominator;
  const q = (n * 2n + d) / (d * 2n);
  return negative ? -q : q;
}

/**
 * Converts minor units between currencies through TL with the given rates, rounded half up to a whole
 * minor unit. All four currencies have two decimals, so minor units convert like major ones.
 */
export function convert(amount: number, from: Currency, to: Currency, rates: Rates): number {
  if (from === to) return amount;
  return Number(divRound(BigInt(amount) * scaledRate(from, rates), scaledRate(to, rates)));
}

/** The deposit share of a total: `percent` of it, rounded half up to a whole minor unit (kuruş/cent). */
export function depositOf(total: number, percent: number): number {
  if (!Number.isInteger(total) || total < 0) throw new Error("total must be a non-negative integer");
  if (!Number.isInteger(percent) || percent < 0 || percent > 100) throw new Error("percent must be 0..100");
  return Number(divRound(BigInt(total) * BigInt(percent), 100n));
}

/** Number formats per language (the site's are `tr` and `en`, src/i18n/locales.ts). */
const MONEY_LOCALE = { tr: "tr-TR", en: "en-GB" } as const;

/** `₺12.500,00`, `€1.250,00`… in Turkish number format; with `locale: "en"`, `₺12,500.00`, `€1,250.00`. */
export function formatMoney(
  amount: number,
  currency: Currency,
  options: { decimals?: boolean; locale?: keyof typeof MONEY_LOCALE } = {},
): string {
  const decimals = options.decimals ?? amount % 100 !== 0;
  const locale = options.locale ?? "tr";
  return new Intl.NumberFormat(MONEY_LOCALE[locale], {
    style: "currency",
    currency,
    // British English writes "TRY 78,500" by default; the symbol is what a guest sees on every Turkish price.
    ...(locale === "en" ? { currencyDisplay: "narrowSymbol" as const } : {}),
    minimumFractionDigits: decimals ? 2 : 0,
    maximumFractionDigits: decimals ? 2 : 0,
  }).format(amount / 100);
}

/** Parses a decimal amount typed by a person ("1.250,50", "1250.5") into minor units, or null. */
export function parseAmount(text: string): number | null {
  const cleaned = text.trim().replace(/\s/g, "");
  if (!/^\d{1,3}(\.\d{3})*(,\d{1,2})?$|^\d+([.,]\d{1,2})?$/.test(cleaned)) return null;
  const normalised =
    /,\d{1,2}$/.test(cleaned) || /^\d{1,3}(\.\d{3})+/.test(cleaned)
      ? cleaned.replace(/\./g, "").replace(",", ".")
      : cleaned.replace(",", ".");
  const [whole, fraction = ""] = normalised.split(".");
  return Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
}
