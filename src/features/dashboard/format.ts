/**
 * Display and input helpers shared by the dashboard screens: days and moments in Turkish format, money in
 * minor units, and parsing a typed amount ("12.500,50" or "12500.5") into minor units.
 */
import { CURRENCIES, CURRENCY_LABELS, type Currency, formatMoney } from "@/lib/money";
import { formatDateTimeTr, formatDayTr } from "@/lib/turkish-calendar";

export const CURRENCY_OPTIONS = CURRENCIES.map((value) => ({ value, label: CURRENCY_LABELS[value] }));

export const day = (value: string | null | undefined) => (value ? formatDayTr(value) : "—");
export const moment = (value: string | null | undefined) => (value ? formatDateTimeTr(new Date(value)) : "—");
export const money = (amount: number | null | undefined, currency: string | null | undefined) =>
  amount == null || !currency ? "—" : formatMoney(amount, currency as Currency, { decimals: true });

/**
 * A typed amount → minor units. Accepts "12500", "12.500", "12.500,50", "12500,5", "12500.50".
 * Returns undefined for an empty input and NaN for text that is not an amount.
 */
export function parseMoneyInput(text: string): number | undefined {
  const raw = text.trim().replace(/\s|₺|€|\$|£/g, "");
  if (raw === "") return undefined;
  let normalized = raw;
  if (raw.includes(",")) {
    // Turkish: dots group thousands, the comma is the decimal mark.
    normalized = raw.replace(/\./g, "").replace(",", ".");
  } else if (/^\d{1,3}(\.\d{3})+$/.test(raw)) {
    normalized = raw.replace(/\./g, "");
  }
  if (!/^\d+(\.\d{1,2})?$/.test(normalized)) return Number.NaN;
  const [whole, fraction = ""] = normalized.split(".");
  return Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
}

/** Minor units → the text an amount input starts with ("12500,50"). */
export function moneyInputValue(amount: number | null | undefined): string {
  if (amount == null) return "";
  const whole = Math.trunc(amount / 100);
  const cents = Math.abs(amount % 100);
  return cents === 0 ? String(whole) : `${whole},${String(cents).padStart(2, "0")}`;
}
