import { describe, expect, it } from "vitest";
import { formatDateTime, formatDay, formatDayLong, formatMomentLong, formatNumber } from "@/lib/locale-format";
import { formatMoney } from "@/lib/money";
import { requestLocale } from "@/server/http/request-locale";

describe("formatting per language (issue 16)", () => {
  it("keeps the Turkish forms and writes British English ones", () => {
    expect([formatDay("2027-07-10", "tr"), formatDay("2027-07-10", "en")]).toEqual(["10.07.2027", "10/07/2027"]);
    expect(formatDayLong("2027-07-10", "tr", { weekday: true })).toBe("10 Temmuz 2027 Cumartesi");
    expect(formatDayLong("2027-07-10", "en", { weekday: true })).toBe("Saturday, 10 July 2027");
    const moment = new Date(Date.UTC(2027, 6, 12, 11, 30));
    expect(formatMomentLong(moment, "en", { time: true })).toBe("12 July 2027 at 14:30");
    expect(formatDateTime(moment, "tr")).toBe("12.07.2027 14:30");
    expect(formatDateTime(moment, "en")).toBe("12/07/2027, 14:30");
    expect([formatNumber(12.5, "tr"), formatNumber(1250.5, "en")]).toEqual(["12,5", "1,250.5"]);
  });

  it("writes money in the page's number format", () => {
    expect(formatMoney(1_250_050, "EUR")).toBe("€12.500,50");
    expect(formatMoney(1_250_050, "EUR", { locale: "en" })).toBe("€12,500.50");
    expect(formatMoney(7_850_000, "TRY", { locale: "en" })).toBe("₺78,500");
  });

  it("answers the API in English only when the request prefers it", () => {
    expect(requestLocale("en-GB,en;q=0.9,tr;q=0.5")).toBe("en");
    expect(requestLocale("tr-TR,en;q=0.5")).toBe("tr");
    expect(requestLocale("de-DE")).toBe("tr");
    expect(requestLocale(undefined)).toBe("tr");
  });
});
