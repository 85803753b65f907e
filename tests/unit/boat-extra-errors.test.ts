import { describe, expect, it } from "vitest";
import { extraRowErrors, rowErrorsFromServer } from "@/features/dashboard/boats/extra-errors";

describe("boat extras form errors", () => {
  it("accepts a money extra and an APA percent", () => {
    expect(
      extraRowErrors([
        { name: "Kaptan", unit: "day", amount: 15_000, currency: "EUR" },
        { name: "APA", unit: "charter_percent", amount: 30, currency: null },
      ]),
    ).toEqual({});
  });

  it("flags an empty name, a bad amount, a missing currency and a percent out of range, by row", () => {
    expect(
      extraRowErrors([
        { name: "", unit: "booking", amount: Number.NaN, currency: null },
        { name: "APA", unit: "charter_percent", amount: 150, currency: null },
        { name: "x".repeat(121), unit: "person", amount: 0, currency: "TRY" },
      ]),
    ).toEqual({
      0: {
        name: "Ekstranın adını yazın.",
        amount: "Geçerli bir tutar yazın (ör. 150 veya 2.500,50).",
        currency: "Para birimi seçin.",
      },
      1: { amount: "Yüzde 1 ile 100 arasında bir tam sayı olmalı." },
      2: { name: "Ad en fazla 120 karakter olabilir.", amount: "Geçerli bir tutar yazın (ör. 150 veya 2.500,50)." },
    });
  });

  it("reads the server's field paths back onto the rows", () => {
    expect(
      rowErrorsFromServer({
        "0.name": "Ad zorunlu.",
        "extras.2.amount": "Tutar hatalı.",
        "[1].currency": "Kur?",
        x: "y",
      }),
    ).toEqual({ 0: { name: "Ad zorunlu." }, 1: { currency: "Kur?" }, 2: { amount: "Tutar hatalı." } });
  });
});
