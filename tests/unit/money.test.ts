import { describe, expect, it } from "vitest";
import { convert, depositOf, formatMoney, parseAmount } from "@/lib/money";

const rates = { USD: "34.5000", EUR: "37.25", GBP: "43.1" };

describe("convert", () => {
  it("keeps an amount in its own currency", () => {
    expect(convert(12345, "EUR", "EUR", rates)).toBe(12345);
  });
  it("converts through TL with the admin's rates", () => {
    expect(convert(100_00, "EUR", "TRY", rates)).toBe(3725_00);
    expect(convert(3725_00, "TRY", "EUR", rates)).toBe(100_00);
    expect(convert(100_00, "EUR", "USD", rates)).toBe(10797); // 3725 / 34.5 = 107.971… → 107.97
  });
  it("rounds half up to a whole minor unit", () => {
    expect(convert(1, "TRY", "USD", { USD: "2", EUR: "1", GBP: "1" })).toBe(1); // 0.5 → 1
    expect(convert(1, "TRY", "USD", { USD: "3", EUR: "1", GBP: "1" })).toBe(0); // 0.33 → 0
  });
  it("refuses a broken rate", () => {
    expect(() => convert(100, "USD", "TRY", { ...rates, USD: "abc" })).toThrow();
    expect(() => convert(100, "USD", "TRY", { ...rates, USD: "0" })).toThrow();
  });
});

describe("depositOf", () => {
  it("takes the percent rounded half up", () => {
    expect(depositOf(100_000, 20)).toBe(20_000);
    expect(depositOf(12_345, 20)).toBe(2_469);
    expect(depositOf(12_347, 20)).toBe(2_469); // 2469.4
    expect(depositOf(12_348, 20)).toBe(2_470); // 2469.6
    expect(depositOf(5, 10)).toBe(1); // 0.5 → 1
  });
});

describe("formatMoney and parseAmount", () => {
  it("formats in Turkish style", () => {
    expect(formatMoney(1_250_050, "TRY")).toMatch(/12\.500,50/);
    expect(formatMoney(1_250_000, "EUR")).toMatch(/12\.500/);
  });
  it("parses what people type", () => {
    expect(parseAmount("1.250,50")).toBe(125_050);
    expect(parseAmount("1250.5")).toBe(125_050);
    expect(parseAmount("1250")).toBe(125_000);
    expect(parseAmount("abc")).toBeNull();
  });
});
