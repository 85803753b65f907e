import { describe, expect, it } from "vitest";
import { addDays, diffDays, eachDay, isIsoDate, isoWeekday, todayIn } from "@/lib/dates";
import { formatDateTimeTr, formatDayTr, weekdayNameTr } from "@/lib/turkish-calendar";

describe("plain ISO dates", () => {
  it("recognises real days only", () => {
    expect(isIsoDate("2027-07-10")).toBe(true);
    expect(isIsoDate("2028-02-29")).toBe(true);
    expect(isIsoDate("2027-02-29")).toBe(false);
    expect(isIsoDate("2027-13-01")).toBe(false);
    expect(isIsoDate("2027-7-1")).toBe(false);
    expect(isIsoDate("2027-07-10T00:00:00Z")).toBe(false);
    expect(isIsoDate("")).toBe(false);
  });

  it("adds days across months, years and leap days", () => {
    expect(addDays("2027-07-10", 7)).toBe("2027-07-17");
    expect(addDays("2027-12-31", 1)).toBe("2028-01-01");
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29");
    expect(addDays("2028-03-01", -1)).toBe("2028-02-29");
    expect(addDays("2027-07-10", 0)).toBe("2027-07-10");
  });

  it("does not shift around the DST changes of other zones", () => {
    // Europe's clocks change on the last Sundays of March and October; days stay 1 apart.
    expect(addDays("2027-03-27", 1)).toBe("2027-03-28");
    expect(addDays("2027-03-28", 1)).toBe("2027-03-29");
    expect(diffDays("2027-10-30", "2027-11-01")).toBe(2);
  });

  it("counts days between two days, signed", () => {
    expect(diffDays("2027-07-10", "2027-07-17")).toBe(7);
    expect(diffDays("2027-07-17", "2027-07-10")).toBe(-7);
    expect(diffDays("2027-01-01", "2028-01-01")).toBe(365);
  });

  it("gives ISO weekdays (Monday 1 … Sunday 7) and Turkish names", () => {
    expect(isoWeekday("2027-07-10")).toBe(6); // a Saturday
    expect(isoWeekday("2027-07-11")).toBe(7);
    expect(isoWeekday("2027-07-12")).toBe(1);
    expect(weekdayNameTr(6)).toBe("Cumartesi");
    expect(weekdayNameTr(7)).toBe("Pazar");
    expect(weekdayNameTr(1)).toBe("Pazartesi");
  });

  it("lists every day of a half-open range", () => {
    expect(eachDay("2027-07-30", "2027-08-02")).toEqual(["2027-07-30", "2027-07-31", "2027-08-01"]);
    expect(eachDay("2027-07-10", "2027-07-10")).toEqual([]);
  });

  it("knows today's date in Istanbul, not the machine's", () => {
    // 22:30 UTC on 9 July is already 10 July at 01:30 in Istanbul (UTC+3).
    expect(todayIn("Europe/Istanbul", new Date("2027-07-09T22:30:00Z"))).toBe("2027-07-10");
    expect(todayIn("UTC", new Date("2027-07-09T22:30:00Z"))).toBe("2027-07-09");
  });

  it("formats days and moments the Turkish way", () => {
    expect(formatDayTr("2027-07-03")).toBe("03.07.2027");
    expect(formatDateTimeTr(new Date("2027-07-09T22:30:00Z"))).toBe("10.07.2027 01:30");
  });

  it("refuses to compute with something that is not a day", () => {
    expect(() => addDays("10.07.2027", 1)).toThrow();
  });
});
