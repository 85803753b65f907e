import "server-only";
import { diffDays } from "../../lib/dates";
import { CURRENCIES, type Currency, convert, depositOf, type Rates } from "../../lib/money";
import {
  CHARTER_LINE_LABEL,
  DISCOUNT_KIND_LABELS,
  type DiscountKind,
  type ExtraPayable,
  type ExtraUnit,
  type LineKind,
} from "../../shared/pricing-lines";
import { unprocessable } from "../domain-errors";
import type { Amounts, Quote } from "./compute-quote";

/** An extra of a boat as priced (the columns of boat_extras the engine reads). */
export type BoatExtra = {
  id: number;
  name: string;
  unit: ExtraUnit;
  /** Minor units of `currency`; for 'charter_percent' the percent (1–100). */
  amount: number;
  currency: Currency | null;
  obligatory: boolean;
  payable: ExtraPayable;
};

/** A discount rule (the columns of discounts the engine reads). */
export type DiscountRule = {
  id: number;
  /** null: every boat. */
  boatId: number | null;
  kind: DiscountKind;
  percent: number;
  thresholdDays: number;
  validFrom: string;
  validTo: string;
  active: boolean;
};

/** A priced line of a quote, in the quote's currency; a reservation freezes them (reservation_lines). */
export type PricedLine = {
  kind: LineKind;
  label: string;
  unit: ExtraUnit | null;
  quantity: number;
  unit_amount: number;
  amount: number;
  payable: ExtraPayable;
  extra_id: number | null;
  discount_id: number | null;
};

export type AppliedDiscount = { id: number; kind: DiscountKind; percent: number; amount: number };

export type PricedAmounts = Amounts & { due_at_base: number };

export type PricedQuote = Omit<Quote, "converted"> & {
  /** The charter price before the discount (the sum of the days). */
  charter_total: number;
  discount: AppliedDiscount | null;
  lines: PricedLine[];
  /** The extras paid at the base: not in `total`. */
  due_at_base: number;
  converted: Record<Currency, PricedAmounts>;
};

/** `percent` % of a non-negative amount, rounded half up to a whole minor unit. */
function percentOf(amount: number, percent: number): number {
  return depositOf(amount, percent);
}

/**
 * Whether a discount applies to a stay of `boatId` starting on `startDate`, `dayCount` days (nights) long,
 * booked `today`: active, the boat's own or global, the start date within [valid_from, valid_to], and its kind's
 * threshold met — early booking: start ≥ threshold days after today; last minute: start ≤ threshold days after
 * today; long stay: at least threshold days.
 */
export function discountApplies(
  rule: DiscountRule,
  stay: { boatId: number; startDate: string; dayCount: number; today: string },
): boolean {
  if (!rule.active) return false;
  if (rule.boatId !== null && rule.boatId !== stay.boatId) return false;
  if (stay.startDate < rule.validFrom || stay.startDate > rule.validTo) return false;
  const daysBefore = diffDays(stay.today, stay.startDate);
  switch (rule.kind) {
    case "early_booking":
      return daysBefore >= rule.thresholdDays;
    case "last_minute":
      return daysBefore <= rule.thresholdDays;
    case "long_stay":
      return stay.dayCount >= rule.thresholdDays;
  }
}

/**
 * The single best applicable discount: the highest percent; on a tie the boat's own over a global one, then the
 * oldest (lowest id) so the choice never depends on the order rows arrive in.
 */
export function bestDiscount(
  rules: DiscountRule[],
  stay: { boatId: number; startDate: string; dayCount: number; today: string },
): DiscountRule | null {
  let best: DiscountRule | null = null;
  for (const rule of rules) {
    if (!discountApplies(rule, stay)) continue;
    if (best === null || better(rule, best)) best = rule;
  }
  return best;
}

function better(a: DiscountRule, b: DiscountRule): boolean {
  if (a.percent !== b.percent) return a.percent > b.percent;
  const aOwn = a.boatId !== null;
  const bOwn = b.boatId !== null;
  if (aOwn !== bOwn) return aOwn;
  return a.id < b.id;
}

/** How many units an extra counts for a stay. */
export function extraQuantity(unit: ExtraUnit, stay: { dayCount: number; guests: number }): number {
  switch (unit) {
    case "booking":
    case "charter_percent":
      return 1;
    case "day":
      return stay.dayCount;
    case "person":
      return stay.guests;
    case "person_day":
      return stay.guests * stay.dayCount;
  }
}

/**
 * The line of one extra in the quote's currency. A money extra in another currency has its unit price converted
 * at the given rates (half up to a whole minor unit) and then multiplied, so unit_amount × quantity = amount.
 * A 'charter_percent' extra (APA) is its percent of `charterNet` (the charter after the discount), quantity 1.
 */
export function extraLine(
  extra: BoatExtra,
  stay: { dayCount: number; guests: number; currency: Currency; rates: Rates; charterNet: number },
): PricedLine {
  const quantity = extraQuantity(extra.unit, stay);
  const unitAmount =
    extra.unit === "charter_percent"
      ? percentOf(stay.charterNet, extra.amount)
      : convert(extra.amount, extra.currency ?? stay.currency, stay.currency, stay.rates);
  return {
    kind: "extra",
    label: extra.name,
    unit: extra.unit,
    quantity,
    unit_amount: unitAmount,
    amount: unitAmount * quantity,
    payable: extra.payable,
    extra_id: extra.id,
    discount_id: null,
  };
}

/** The totals of a set of lines: total = the lines paid with the booking, due_at_base = those paid at the base. */
export function totalsOfLines(lines: Pick<PricedLine, "amount" | "payable">[], depositPercent: number): PricedAmounts {
  let total = 0;
  let dueAtBase = 0;
  for (const line of lines) {
    if (line.payable === "base") dueAtBase += line.amount;
    else total += line.amount;
  }
  const deposit = depositOf(total, depositPercent);
  return { total, deposit, balance: total - deposit, due_at_base: dueAtBase };
}

/** Amounts in another currency: total and deposit converted, balance their difference, due_at_base converted. */
function convertPriced(amounts: PricedAmounts, from: Currency, to: Currency, rates: Rates): PricedAmounts {
  if (from === to) return amounts;
  const total = convert(amounts.total, from, to, rates);
  const deposit = Math.min(convert(amounts.deposit, from, to, rates), total);
  return { total, deposit, balance: total - deposit, due_at_base: convert(amounts.due_at_base, from, to, rates) };
}

export type PriceInput = {
  boatId: number;
  /** Every extra of the boat. */
  extras: BoatExtra[];
  /** The optional extras the guest chose (ids of this boat's extras). */
  chosen: number[];
  /** The candidate discounts (the boat's own and the global ones; inapplicable ones are skipped). */
  discounts: DiscountRule[];
  today: string;
};

/**
 * Prices a quote's lines (src/server/pricing/README.md): the charter (the day-by-day price of computeQuote),
 * the single best discount on the charter only, the obligatory extras and the chosen optional ones, in the
 * boat's extras order. total = charter − discount + extras payable 'booking'; due_at_base = extras payable
 * 'base'; deposit = depositOf(total, deposit percent). An unknown or foreign extra id → 422.
 */
export function priceQuote(quote: Quote, input: PriceInput): PricedQuote {
  const known = new Set(input.extras.map((e) => e.id));
  const unknown = input.chosen.filter((id) => !known.has(id));
  if (unknown.length > 0) {
    throw unprocessable("booking.extra_not_on_boat", "UNKNOWN_EXTRA");
  }
  const chosen = new Set(input.chosen);
  const charter = quote.total;
  const lines: PricedLine[] = [
    {
      kind: "charter",
      label: CHARTER_LINE_LABEL,
      unit: null,
      quantity: 1,
      unit_amount: charter,
      amount: charter,
      payable: "booking",
      extra_id: null,
      discount_id: null,
    },
  ];
  const rule = bestDiscount(input.discounts, {
    boatId: input.boatId,
    startDate: quote.start_date,
    dayCount: quote.day_count,
    today: input.today,
  });
  let discount: AppliedDiscount | null = null;
  if (rule) {
    const amount = percentOf(charter, rule.percent);
    discount = { id: rule.id, kind: rule.kind, percent: rule.percent, amount };
    lines.push({
      kind: "discount",
      label: `${DISCOUNT_KIND_LABELS[rule.kind]} (%${rule.percent})`,
      unit: null,
      quantity: 1,
      unit_amount: -amount,
      amount: -amount,
      payable: "booking",
      extra_id: null,
      discount_id: rule.id,
    });
  }
  const stay = {
    dayCount: quote.day_count,
    guests: quote.guests,
    currency: quote.currency,
    rates: quote.rates,
    charterNet: charter - (discount?.amount ?? 0),
  };
  for (const extra of input.extras) {
    if (extra.obligatory || chosen.has(extra.id)) lines.push(extraLine(extra, stay));
  }
  const amounts = totalsOfLines(lines, quote.deposit_percent);
  const converted = Object.fromEntries(
    CURRENCIES.map((c) => [c, convertPriced(amounts, quote.currency, c, quote.rates)]),
  ) as Record<Currency, PricedAmounts>;
  return { ...quote, ...amounts, charter_total: charter, discount, lines, converted };
}
