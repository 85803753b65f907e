import { describe, expect, it } from "vitest";
import { AppError } from "@/server/domain-errors";
import { computeQuote, type PricePeriod, type QuoteInput } from "@/server/pricing/compute-quote";
import { errorText } from "@/shared/messages/error-text";

const rates = { USD: "34.50", EUR: "37.25", GBP: "43.10" };
const june: PricePeriod = {
  startDate: "2027-06-01",
  endDate: "2027-07-01",
  dayPrice: 100_000, // €1.000,00
  currency: "EUR",
  minDays: 1,
  startWeekday: null,
};
const july: PricePeriod = {
  startDate: "2027-07-01",
  endDate: "2027-08-01",
  dayPrice: 150_000, // €1.500,00
  currency: "EUR",
  minDays: 7,
  startWeekday: 6, // Saturday to Saturday
};

function input(overrides: Partial<QuoteInput> = {}): QuoteInput {
  return {
    startDate: "2027-06-10",
    endDate: "2027-06-13",
    guests: 4,
    capacity: 8,
    periods: [july, june],
    today: "2027-05-01",
    depositPercent: 20,
    rates,
    ...overrides,
  };
}

function refusal(overrides: Partial<QuoteInput>): { status: number; code: string; message: string } {
  try {
    computeQuote(input(overrides));
  } catch (error) {
    // The message in Turkish, written from its key by the error catalogue (decision 0040).
    if (error instanceof AppError) {
      return { status: error.status, code: error.code, message: errorText("tr", error.message) ?? error.message };
    }
    throw error;
  }
  throw new Error("expected the quote to be refused");
}

describe("computeQuote", () => {
  it("prices each day of a half-open stay and computes deposit and balance", () => {
    const q = computeQuote(input());
    expect(q.days).toEqual([
      { date: "2027-06-10", price: 100_000 },
      { date: "2027-06-11", price: 100_000 },
      { date: "2027-06-12", price: 100_000 },
    ]);
    expect(q.day_count).toBe(3);
    expect(q).toMatchObject({
      total: 300_000,
      deposit: 60_000,
      balance: 240_000,
      currency: "EUR",
      deposit_percent: 20,
    });
    expect(q).toMatchObject({ min_days: 1, start_weekday: null });
  });

  it("sums a stay across two price periods, with the rules of the first day's period", () => {
    // 3 June days at €1.000 + 2 July days at €1.500; July's 7-day minimum and Saturday start do not apply.
    const q = computeQuote(input({ startDate: "2027-06-28", endDate: "2027-07-03" }));
    expect(q.days.map((d) => d.price)).toEqual([100_000, 100_000, 100_000, 150_000, 150_000]);
    expect(q.total).toBe(600_000);
    expect(q.deposit).toBe(120_000);
    expect(q.balance).toBe(480_000);
    expect(q.min_days).toBe(1);
  });

  it("refuses a stay shorter than the period's minimum, naming the minimum", () => {
    const r = refusal({ startDate: "2027-07-10", endDate: "2027-07-13" });
    expect(r).toEqual({ status: 422, code: "MIN_DAYS", message: "Bu dönemde en az 7 günlük kiralama yapılabilir." });
  });

  it("requires the period's start weekday, naming the day in Turkish", () => {
    // 2027-07-12 is a Monday; 2027-07-10 a Saturday.
    const r = refusal({ startDate: "2027-07-12", endDate: "2027-07-19" });
    expect(r).toEqual({
      status: 422,
      code: "START_WEEKDAY",
      message: "Bu dönemde kiralamalar yalnızca Cumartesi günü başlar.",
    });
    const q = computeQuote(input({ startDate: "2027-07-10", endDate: "2027-07-17" }));
    expect(q.total).toBe(7 * 150_000);
    expect(q.start_weekday).toBe(6);
    expect(q.min_days).toBe(7);
  });

  it("refuses days without a price", () => {
    const r = refusal({
      startDate: "2027-07-31",
      endDate: "2027-08-08",
      periods: [june, { ...july, minDays: 1, startWeekday: null }],
    });
    expect(r).toEqual({
      status: 422,
      code: "PRICE_MISSING",
      message: "Seçtiğiniz tarihlerin bir kısmı için fiyat tanımlı değil.",
    });
    expect(refusal({ periods: [] }).code).toBe("PRICE_MISSING");
  });

  it("converts the amounts into every currency at the current rates, rounding half up", () => {
    const q = computeQuote(input({ startDate: "2027-06-28", endDate: "2027-07-03" }));
    expect(q.converted.EUR).toEqual({ total: 600_000, deposit: 120_000, balance: 480_000 });
    // €6.000 × 37,25 = ₺223.500; deposit ₺44.700.
    expect(q.converted.TRY).toEqual({ total: 22_350_000, deposit: 4_470_000, balance: 17_880_000 });
    // €6.000 × 37,25 / 34,50 = $6.478,26087 → $6.478,26; deposit $1.295,652 → $1.295,65.
    expect(q.converted.USD).toEqual({ total: 647_826, deposit: 129_565, balance: 518_261 });
    expect(q.converted.GBP.total).toBe(Math.round((600_000 * 37.25) / 43.1));
    expect(q.rates).toEqual(rates);
  });

  it("converts the days of a period in another currency into the first day's currency", () => {
    const tryJuly: PricePeriod = { ...july, currency: "TRY", dayPrice: 4_000_000, minDays: 1, startWeekday: null };
    const q = computeQuote(input({ startDate: "2027-06-30", endDate: "2027-07-02", periods: [june, tryJuly] }));
    expect(q.currency).toBe("EUR");
    // ₺40.000 / 37,25 = €1.073,8255 → €1.073,83 (107 383 cents).
    expect(q.days).toEqual([
      { date: "2027-06-30", price: 100_000 },
      { date: "2027-07-01", price: 107_383 },
    ]);
    expect(q.total).toBe(207_383);
  });

  it("rounds the deposit half up to a whole minor unit", () => {
    const cheap = (dayPrice: number): PricePeriod => ({ ...june, dayPrice });
    // 20 % of 12 348 = 2 469,6 → 2 470; of 12 347 = 2 469,4 → 2 469.
    expect(computeQuote(input({ endDate: "2027-06-11", periods: [cheap(12_348)] })).deposit).toBe(2_470);
    expect(computeQuote(input({ endDate: "2027-06-11", periods: [cheap(12_347)] })).deposit).toBe(2_469);
    // 25 % of 10 = 2,5 → 3 (an exact half goes up); the balance takes the rest.
    const q = computeQuote(input({ endDate: "2027-06-11", periods: [cheap(10)], depositPercent: 25 }));
    expect(q).toMatchObject({ total: 10, deposit: 3, balance: 7 });
  });

  it("refuses a stay that ends before or on its start day with 400", () => {
    expect(refusal({ startDate: "2027-06-13", endDate: "2027-06-10" })).toMatchObject({
      status: 400,
      code: "INVALID_RANGE",
    });
    expect(refusal({ startDate: "2027-06-13", endDate: "2027-06-13" }).message).toBe(
      "Bitiş tarihi başlangıç tarihinden sonra olmalı.",
    );
  });

  it("refuses a stay starting before today, but accepts one starting today", () => {
    expect(refusal({ today: "2027-06-11" })).toMatchObject({ status: 422, code: "DATE_IN_PAST" });
    expect(computeQuote(input({ today: "2027-06-10" })).total).toBe(300_000);
  });

  it("refuses more guests than the boat takes, naming its capacity", () => {
    expect(refusal({ guests: 9 })).toEqual({
      status: 422,
      code: "TOO_MANY_GUESTS",
      message: "Bu tekne en fazla 8 misafir alabilir.",
    });
    expect(computeQuote(input({ guests: 8 })).guests).toBe(8);
  });

  it("refuses absurdly long stays", () => {
    expect(refusal({ startDate: "2027-06-01", endDate: "2028-06-02" }).status).toBe(400);
  });
});
