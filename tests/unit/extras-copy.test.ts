import { describe, expect, it } from "vitest";
import {
  discountBadge,
  discountedAmount,
  discountPercentOf,
  discountRuleText,
  extraPriceText,
  lineQuantityText,
} from "@/lib/extras-copy";

describe("extras and discounts copy", () => {
  it("rounds the discount half up before subtracting it, like the pricing engine", () => {
    expect(discountedAmount(100_000, 10)).toBe(90_000);
    // 10 % of 1005 is 100.5 → 101 off.
    expect(discountedAmount(1005, 10)).toBe(904);
    expect(discountedAmount(0, 50)).toBe(0);
  });

  it("writes the badge and the rule of each discount kind in Turkish", () => {
    expect(discountBadge(15)).toBe("%15 indirim");
    expect(discountRuleText("early_booking", 60)).toBe("Girişten en az 60 gün önce yapılan rezervasyonlar");
    expect(discountRuleText("last_minute", 7)).toBe("Girişe en fazla 7 gün kala yapılan rezervasyonlar");
    expect(discountRuleText("long_stay", 14)).toBe("En az 14 gece kalışlar");
  });

  it("shows a money extra with its currency and the APA as a percent", () => {
    expect(extraPriceText({ unit: "day", amount: 15_000, currency: "EUR" })).toBe("€150 · Gün başına");
    expect(extraPriceText({ unit: "booking", amount: 250_050, currency: "TRY" })).toBe(
      "₺2.500,50 · Rezervasyon başına",
    );
    expect(extraPriceText({ unit: "charter_percent", amount: 25, currency: null })).toBe(
      "%25 · Kiralama bedelinin %'si",
    );
  });

  it("explains how each line was counted", () => {
    expect(lineQuantityText({ unit: "day", quantity: 7, unit_amount: 100 })).toBe("7 gün");
    expect(lineQuantityText({ unit: "person", quantity: 4, unit_amount: 100 })).toBe("4 kişi");
    expect(lineQuantityText({ unit: "person_day", quantity: 28, unit_amount: 100 }, { guests: 4, days: 7 })).toBe(
      "4 kişi × 7 gün",
    );
    expect(lineQuantityText({ unit: "person_day", quantity: 28, unit_amount: 100 })).toBe("28 kişi-gün");
    expect(lineQuantityText({ unit: "charter_percent", quantity: 1, unit_amount: 10 })).toBe("");
    expect(lineQuantityText({ unit: "booking", quantity: 1, unit_amount: 100 })).toBe("");
    expect(lineQuantityText({ unit: null, quantity: 1, unit_amount: 100 })).toBe("");
  });
});

describe("discount_percent of a card", () => {
  it("reads a valid percent and ignores a missing, null or out-of-range one", () => {
    expect(discountPercentOf({ discount_percent: 15 })).toBe(15);
    expect(discountPercentOf({ discount_percent: null })).toBeNull();
    expect(discountPercentOf({})).toBeNull();
    expect(discountPercentOf({ discount_percent: 0 })).toBeNull();
    expect(discountPercentOf({ discount_percent: 95 })).toBeNull();
    expect(discountPercentOf({ discount_percent: "10" })).toBeNull();
  });
});
