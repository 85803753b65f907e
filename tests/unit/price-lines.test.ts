import { describe, expect, it } from "vitest";
import { AppError } from "@/server/domain-errors";
import { computeQuote, type PricePeriod } from "@/server/pricing/compute-quote";
import {
  type BoatExtra,
  bestDiscount,
  type DiscountRule,
  discountApplies,
  priceQuote,
  totalsOfLines,
} from "@/server/pricing/price-lines";
import { errorText } from "@/shared/messages/error-text";
import { daysFromToday, today } from "../support/test-dates";

const rates = { USD: "34.50", EUR: "37.25", GBP: "43.10" };
const BOAT = 7;

function period(dayPrice = 100_000, currency: PricePeriod["currency"] = "EUR"): PricePeriod {
  return { startDate: today(), endDate: daysFromToday(400), dayPrice, currency, minDays: 1, startWeekday: null };
}

/** A charter quote: `days` days from `startIn` days ahead, `guests` guests, €1.000,00 a day by default. */
function quote({ startIn = 30, days = 3, guests = 4, dayPrice = 100_000, depositPercent = 20 } = {}) {
  return computeQuote({
    startDate: daysFromToday(startIn),
    endDate: daysFromToday(startIn + days),
    guests,
    capacity: 12,
    periods: [period(dayPrice)],
    today: today(),
    depositPercent,
    rates,
  });
}

let nextId = 1;
function extra(overrides: Partial<BoatExtra>): BoatExtra {
  return {
    id: nextId++,
    name: "Kaptan",
    unit: "booking",
    amount: 10_000,
    currency: "EUR",
    obligatory: true,
    payable: "booking",
    ...overrides,
  };
}

function rule(overrides: Partial<DiscountRule>): DiscountRule {
  return {
    id: nextId++,
    boatId: BOAT,
    kind: "long_stay",
    percent: 10,
    thresholdDays: 7,
    validFrom: today(),
    validTo: daysFromToday(365),
    active: true,
    ...overrides,
  };
}

function price(q = quote(), input: { extras?: BoatExtra[]; chosen?: number[]; discounts?: DiscountRule[] } = {}) {
  return priceQuote(q, {
    boatId: BOAT,
    extras: input.extras ?? [],
    chosen: input.chosen ?? [],
    discounts: input.discounts ?? [],
    today: today(),
  });
}

const stay = (startIn: number, dayCount: number) => ({
  boatId: BOAT,
  startDate: daysFromToday(startIn),
  dayCount,
  today: today(),
});

describe("priceQuote: units", () => {
  it("without extras or discounts keeps the charter quote and adds one charter line", () => {
    const p = price();
    expect(p).toMatchObject({ charter_total: 300_000, total: 300_000, deposit: 60_000, balance: 240_000 });
    expect(p.discount).toBeNull();
    expect(p.due_at_base).toBe(0);
    expect(p.lines).toEqual([
      expect.objectContaining({ kind: "charter", quantity: 1, unit_amount: 300_000, amount: 300_000, unit: null }),
    ]);
  });

  it("'booking' counts once, 'day' per day, 'person' per guest, 'person_day' per guest per day", () => {
    const extras = [
      extra({ unit: "booking", amount: 5_000 }),
      extra({ unit: "day", amount: 2_000 }),
      extra({ unit: "person", amount: 1_000 }),
      extra({ unit: "person_day", amount: 300 }),
    ];
    const p = price(quote({ days: 3, guests: 4 }), { extras });
    const lines = p.lines.filter((l) => l.kind === "extra");
    expect(lines.map((l) => [l.unit, l.quantity, l.unit_amount, l.amount])).toEqual([
      ["booking", 1, 5_000, 5_000],
      ["day", 3, 2_000, 6_000],
      ["person", 4, 1_000, 4_000],
      ["person_day", 12, 300, 3_600],
    ]);
    expect(p.total).toBe(300_000 + 5_000 + 6_000 + 4_000 + 3_600);
    expect(p.deposit).toBe(Math.round(p.total * 0.2));
    expect(p.balance).toBe(p.total - p.deposit);
  });

  it("a day boat (day_count 1) counts 'day' and 'person_day' once per day", () => {
    const p = price(quote({ days: 1, guests: 6 }), {
      extras: [extra({ unit: "day", amount: 2_000 }), extra({ unit: "person_day", amount: 500 })],
    });
    expect(p.day_count).toBe(1);
    expect(p.lines.filter((l) => l.kind === "extra").map((l) => [l.quantity, l.amount])).toEqual([
      [1, 2_000],
      [6, 3_000],
    ]);
    expect(p.total).toBe(100_000 + 2_000 + 3_000);
  });

  it("extras paid at the base are not in the total but in due_at_base", () => {
    const p = price(quote(), {
      extras: [extra({ unit: "day", amount: 20_000, payable: "base" }), extra({ amount: 5_000 })],
    });
    expect(p.total).toBe(305_000);
    expect(p.due_at_base).toBe(60_000);
    expect(p.deposit).toBe(61_000);
    expect(p.converted.EUR).toEqual({ total: 305_000, deposit: 61_000, balance: 244_000, due_at_base: 60_000 });
    // €600,00 at 37.25 TL/€ = 22.350,00 TL
    expect(p.converted.TRY.due_at_base).toBe(2_235_000);
  });

  it("optional extras only when chosen; obligatory always", () => {
    const optional = extra({ obligatory: false, amount: 7_000 });
    const obligatory = extra({ obligatory: true, amount: 3_000 });
    expect(price(quote(), { extras: [optional, obligatory] }).total).toBe(303_000);
    const chosen = price(quote(), { extras: [optional, obligatory], chosen: [optional.id, obligatory.id] });
    expect(chosen.total).toBe(310_000);
    expect(chosen.lines.filter((l) => l.kind === "extra").map((l) => l.extra_id)).toEqual([optional.id, obligatory.id]);
  });

  it("an unknown or foreign extra id is refused with 422 in Turkish", () => {
    try {
      price(quote(), { extras: [extra({})], chosen: [999_999] });
      throw new Error("expected a refusal");
    } catch (error) {
      expect(error).toBeInstanceOf(AppError);
      expect((error as AppError).status).toBe(422);
      expect(errorText("tr", (error as AppError).message)).toMatch(/ekstra/);
    }
  });

  it("converts an extra in another currency at the current rates, per unit, half up", () => {
    // 1.000,00 TL per day for a EUR charter: 100000 / 37.25 = 2684.56… → 2685 cents a day.
    const p = price(quote({ days: 3 }), { extras: [extra({ unit: "day", amount: 100_000, currency: "TRY" })] });
    const line = p.lines.find((l) => l.kind === "extra")!;
    expect(line).toMatchObject({ unit_amount: 2_685, quantity: 3, amount: 8_055 });
    // $50,00 per person: 5000 × 34.50 / 37.25 = 4630.87… → 4631
    const usd = price(quote({ guests: 2 }), { extras: [extra({ unit: "person", amount: 5_000, currency: "USD" })] });
    expect(usd.lines.find((l) => l.kind === "extra")).toMatchObject({ unit_amount: 4_631, amount: 9_262 });
  });
});

describe("priceQuote: discounts", () => {
  it("applies a long stay discount to the charter only, as a negative line", () => {
    const p = price(quote({ days: 7 }), {
      extras: [extra({ unit: "booking", amount: 10_000 })],
      discounts: [rule({ kind: "long_stay", thresholdDays: 7, percent: 10 })],
    });
    expect(p.charter_total).toBe(700_000);
    expect(p.discount).toMatchObject({ kind: "long_stay", percent: 10, amount: 70_000 });
    expect(p.lines.find((l) => l.kind === "discount")).toMatchObject({
      amount: -70_000,
      unit_amount: -70_000,
      quantity: 1,
      payable: "booking",
      label: "Uzun kiralama indirimi (%10)",
    });
    expect(p.total).toBe(700_000 - 70_000 + 10_000);
  });

  it("long stay: a threshold of N days applies from exactly N days", () => {
    const r = rule({ kind: "long_stay", thresholdDays: 7 });
    expect(discountApplies(r, stay(30, 7))).toBe(true);
    expect(discountApplies(r, stay(30, 6))).toBe(false);
  });

  it("early booking: applies when the start is at least N days away", () => {
    const r = rule({ kind: "early_booking", thresholdDays: 60 });
    expect(discountApplies(r, stay(60, 3))).toBe(true);
    expect(discountApplies(r, stay(59, 3))).toBe(false);
  });

  it("last minute: applies when the start is at most N days away (0: today)", () => {
    const r = rule({ kind: "last_minute", thresholdDays: 7 });
    expect(discountApplies(r, stay(7, 3))).toBe(true);
    expect(discountApplies(r, stay(8, 3))).toBe(false);
    expect(discountApplies(rule({ kind: "last_minute", thresholdDays: 0 }), stay(0, 1))).toBe(true);
  });

  it("the start date must lie in [valid_from, valid_to], both ends included; inactive never applies", () => {
    const r = rule({ kind: "long_stay", thresholdDays: 1, validFrom: daysFromToday(10), validTo: daysFromToday(20) });
    expect(discountApplies(r, stay(10, 3))).toBe(true);
    expect(discountApplies(r, stay(20, 3))).toBe(true);
    expect(discountApplies(r, stay(9, 3))).toBe(false);
    expect(discountApplies(r, stay(21, 3))).toBe(false);
    expect(discountApplies({ ...r, active: false }, stay(15, 3))).toBe(false);
  });

  it("another boat's discount never applies; a global one does", () => {
    expect(discountApplies(rule({ boatId: BOAT + 1, thresholdDays: 1 }), stay(10, 3))).toBe(false);
    expect(discountApplies(rule({ boatId: null, thresholdDays: 1 }), stay(10, 3))).toBe(true);
  });

  it("the single best applies: highest percent, then the boat's own over the global", () => {
    const global15 = rule({ boatId: null, percent: 15, thresholdDays: 1 });
    const own10 = rule({ percent: 10, thresholdDays: 1 });
    const own15 = rule({ percent: 15, kind: "early_booking", thresholdDays: 1 });
    expect(bestDiscount([own10, global15], stay(30, 3))?.id).toBe(global15.id);
    expect(bestDiscount([global15, own15, own10], stay(30, 3))?.id).toBe(own15.id);
    expect(bestDiscount([own15, global15], stay(30, 3))?.id).toBe(own15.id);
    const p = price(quote(), { discounts: [own10, global15, own15] });
    expect(p.discount).toMatchObject({ id: own15.id, percent: 15, amount: 45_000 });
    expect(p.lines.filter((l) => l.kind === "discount")).toHaveLength(1);
  });

  it("APA (charter_percent) is a percent of the charter after the discount", () => {
    const p = price(quote({ days: 7 }), {
      extras: [extra({ name: "APA", unit: "charter_percent", amount: 30, currency: null, payable: "base" })],
      discounts: [rule({ kind: "long_stay", thresholdDays: 7, percent: 10 })],
    });
    // (700.000 − 70.000) × 30 % = 189.000
    expect(p.lines.find((l) => l.kind === "extra")).toMatchObject({
      unit: "charter_percent",
      quantity: 1,
      unit_amount: 189_000,
      amount: 189_000,
    });
    expect(p.due_at_base).toBe(189_000);
    expect(p.total).toBe(630_000);
  });

  it("rounds the discount and APA half up to a whole minor unit", () => {
    // 3 days of 333 cents = 999; 15 % = 149.85 → 150; APA 5 % of 849 = 42.45 → 42; deposit 20 % of 891 = 178.2 → 178
    const p = price(quote({ days: 3, dayPrice: 333 }), {
      extras: [extra({ unit: "charter_percent", amount: 5, currency: null })],
      discounts: [rule({ kind: "long_stay", thresholdDays: 1, percent: 15 })],
    });
    expect(p.discount?.amount).toBe(150);
    expect(p.lines.find((l) => l.kind === "extra")?.amount).toBe(42);
    expect(p.total).toBe(999 - 150 + 42);
    expect(p.deposit).toBe(178);
    // 5 % of 10 cents = 0.5 → 1 (half up)
    const half = price(quote({ days: 1, dayPrice: 10 }), {
      discounts: [rule({ kind: "long_stay", thresholdDays: 1, percent: 5 })],
    });
    expect(half.discount?.amount).toBe(1);
  });
});

describe("totalsOfLines", () => {
  it("sums the booking lines into the total and the base lines into due_at_base", () => {
    expect(
      totalsOfLines(
        [
          { amount: 100_000, payable: "booking" },
          { amount: -10_000, payable: "booking" },
          { amount: 5_000, payable: "base" },
        ],
        30,
      ),
    ).toEqual({ total: 90_000, deposit: 27_000, balance: 63_000, due_at_base: 5_000 });
  });
});
