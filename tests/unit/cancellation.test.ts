import { describe, expect, it } from "vitest";
import {
  type CancellationTier,
  cancellationCost,
  cancellationTiersSchema,
  DEFAULT_CANCELLATION_TIERS,
  describeCancellationTiers,
  parseCancellationTiers,
} from "@/shared/cancellation";
import { errorText } from "@/shared/messages/error-text";
import { issueMessage } from "@/shared/messages/zod-issue-ref";
import { settingSections } from "@/shared/settings-keys";
import { daysFromToday, today } from "../support/test-dates";

/** €7.000,01 total, €1.400 deposit, €2.000 paid: an odd total so the rounding of a percent shows. */
const stay = (startInDays: number, paid = 200_000) => ({
  startDate: daysFromToday(startInDays),
  total: 700_001,
  deposit: 140_000,
  paid,
  currency: "EUR" as const,
});

const costOn = (startInDays: number, tiers: readonly CancellationTier[] = DEFAULT_CANCELLATION_TIERS, paid?: number) =>
  cancellationCost(tiers, stay(startInDays, paid), today());

describe("cancellationCost with the default tiers (>60 days: deposit; 30–60: 50 %; <30: 100 %)", () => {
  it("keeps the deposit from 61 days before the start on", () => {
    for (const days of [400, 62, 61]) {
      const cost = costOn(days);
      expect(cost).toMatchObject({
        days_before: days,
        amount: 140_000,
        currency: "EUR",
        paid: 200_000,
        refund: 60_000,
      });
      expect(cost.tier).toMatchObject({ index: 0, charge: "deposit", min_days: 61 });
      expect(cost.outstanding).toBe(0);
    }
  });

  it("charges half the total, rounded down, from 60 to 30 days before", () => {
    for (const days of [60, 45, 30]) {
      const cost = costOn(days);
      expect(cost).toMatchObject({ days_before: days, amount: 350_000, refund: 0, outstanding: 150_000 });
      expect(cost.tier).toMatchObject({ index: 1, charge: "percent", percent: 50 });
      expect(cost.tier.label).toBe("Girişe 30–60 gün kala iptal: toplam tutarın %50 kadarı kesilir.");
    }
  });

  it("charges the whole total under 30 days, on the start day and after it", () => {
    for (const days of [29, 1, 0, -3]) {
      const cost = costOn(days);
      expect(cost).toMatchObject({ days_before: days, amount: 700_001, refund: 0, outstanding: 500_001 });
      expect(cost.tier.index).toBe(2);
    }
  });

  it("refunds what was paid above the cost, never below zero", () => {
    expect(costOn(61, DEFAULT_CANCELLATION_TIERS, 700_001)).toMatchObject({ amount: 140_000, refund: 560_001 });
    expect(costOn(30, DEFAULT_CANCELLATION_TIERS, 0)).toMatchObject({
      amount: 350_000,
      refund: 0,
      outstanding: 350_000,
    });
    expect(costOn(10, DEFAULT_CANCELLATION_TIERS, 800_000)).toMatchObject({ amount: 700_001, refund: 99_999 });
  });
});

describe("cancellationCost with other tiers", () => {
  const tiers = cancellationTiersSchema.parse([
    { min_days: 90, charge: "percent", percent: 0 },
    { min_days: 14, charge: "percent", percent: 33 },
    { min_days: 0, charge: "deposit" },
  ]);

  it("applies each tier from its first day, a free tier refunding everything", () => {
    expect(costOn(90, tiers)).toMatchObject({ amount: 0, refund: 200_000 });
    expect(costOn(89, tiers)).toMatchObject({ amount: 231_000, refund: 0 }); // 33 % of 700.001 = 231.000,33 → down
    expect(costOn(14, tiers).tier.index).toBe(1);
    expect(costOn(13, tiers)).toMatchObject({ amount: 140_000, refund: 60_000 });
  });

  it("never charges more than the total (a deposit tier on a reservation whose deposit equals its total)", () => {
    const cost = cancellationCost(tiers, { ...stay(5), total: 50_000, deposit: 50_000 }, today());
    expect(cost.amount).toBe(50_000);
  });

  it("describes a single tier and one-day ranges", () => {
    expect(describeCancellationTiers([{ min_days: 0, charge: "percent", percent: 100 }])).toEqual([
      "Her zaman iptal: toplam tutarın tamamı kesilir.",
    ]);
    expect(
      describeCancellationTiers([
        { min_days: 2, charge: "deposit" },
        { min_days: 1, charge: "percent", percent: 0 },
        { min_days: 0, charge: "percent", percent: 100 },
      ]),
    ).toEqual([
      "Girişe 2 gün veya daha fazla kala iptal: kapora (ön ödeme) iade edilmez.",
      "Girişe 1 gün kala iptal: ücretsiz iptal, kesinti yapılmaz.",
      "Giriş günü iptal: toplam tutarın tamamı kesilir.",
    ]);
  });
});

describe("describeCancellationTiers", () => {
  it("prints the default terms as Turkish sentences, one per tier", () => {
    expect(describeCancellationTiers(DEFAULT_CANCELLATION_TIERS)).toEqual([
      "Girişe 61 gün veya daha fazla kala iptal: kapora (ön ödeme) iade edilmez.",
      "Girişe 30–60 gün kala iptal: toplam tutarın %50 kadarı kesilir.",
      "Girişe 30 günden az kala iptal: toplam tutarın tamamı kesilir.",
    ]);
  });
});

describe("the tiers' validation", () => {
  const messages = (value: unknown) => {
    const result = cancellationTiersSchema.safeParse(value);
    // The Turkish words of each issue, from the error catalogue (decision 0040).
    if (result.success) return [];
    return result.error.issues.map((issue) => {
      const { key, params } = issueMessage(issue);
      return errorText("tr", key, params);
    });
  };

  it("accepts the defaults and drops a percent sent with a deposit tier", () => {
    expect(cancellationTiersSchema.parse(DEFAULT_CANCELLATION_TIERS)).toEqual(DEFAULT_CANCELLATION_TIERS);
    expect(cancellationTiersSchema.parse([{ min_days: 0, charge: "deposit", percent: 20 }])).toEqual([
      { min_days: 0, charge: "deposit" },
    ]);
  });

  it("refuses tiers out of order, repeated days, or a last tier that does not start at 0", () => {
    expect(
      messages([
        { min_days: 30, charge: "deposit" },
        { min_days: 60, charge: "percent", percent: 50 },
        { min_days: 0, charge: "percent", percent: 100 },
      ]),
    ).toEqual(["Kademeler girişe kalan güne göre büyükten küçüğe sıralanmalı ve gün sayıları farklı olmalı."]);
    expect(
      messages([
        { min_days: 30, charge: "deposit" },
        { min_days: 30, charge: "percent", percent: 50 },
        { min_days: 0, charge: "percent", percent: 100 },
      ]),
    ).toHaveLength(1);
    expect(messages([{ min_days: 10, charge: "deposit" }])).toEqual([
      "Son kademe 0 günden başlamalı (girişe kadar her gün bir kademeye girmeli).",
    ]);
  });

  it("refuses a missing or out-of-range percent, bad days, unknown charges and fields, an empty or long list", () => {
    expect(messages([{ min_days: 0, charge: "percent" }])).toEqual([
      "Yüzde kesintili bir kademe için yüzde zorunludur.",
    ]);
    expect(messages([{ min_days: 0, charge: "percent", percent: 101 }])).toEqual(["Yüzde 0 ile 100 arasında olmalı."]);
    expect(messages([{ min_days: 0, charge: "percent", percent: 12.5 }])).toEqual(["Yüzde bir tam sayı olmalı."]);
    expect(messages([{ min_days: -1, charge: "deposit" }])).toContain("Gün sayısı 0 ya da daha büyük olmalı.");
    expect(messages([{ min_days: 0, charge: "all" }])).toHaveLength(1);
    expect(messages([{ min_days: 0, charge: "deposit", note: "x" }])).toHaveLength(1);
    expect(messages([])).toEqual(["En az bir iptal kademesi girin."]);
    expect(messages(Array.from({ length: 11 }, (_, i) => ({ min_days: 10 - i, charge: "deposit" })))).toEqual([
      "En fazla 10 iptal kademesi girilebilir.",
    ]);
    expect(messages("60:deposit")).toEqual(["İptal kademeleri bir liste olmalı."]);
  });

  it("is stored as JSON text in settings and read back, the defaults standing in for anything unreadable", () => {
    const tiers = [
      { min_days: 45, charge: "percent", percent: 25 },
      { min_days: 0, charge: "percent", percent: 75 },
    ];
    const saved = settingSections.cancellation.parse({ cancellation_tiers: tiers });
    expect(JSON.parse(saved.cancellation_tiers)).toEqual(tiers);
    expect(parseCancellationTiers(saved.cancellation_tiers)).toEqual(tiers);
    expect(parseCancellationTiers("not json")).toEqual(DEFAULT_CANCELLATION_TIERS);
    expect(parseCancellationTiers(JSON.stringify([{ min_days: 5, charge: "deposit" }]))).toEqual(
      DEFAULT_CANCELLATION_TIERS,
    );
    expect(parseCancellationTiers("")).toEqual(DEFAULT_CANCELLATION_TIERS);
  });
});
