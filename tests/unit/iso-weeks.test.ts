import { describe, expect, it } from "vitest";
import { addDays, isoWeekday } from "@/lib/dates";
import { addWeeks, isoWeekOf, isoWeekStart, mondayOf } from "@/lib/iso-weeks";
import { today } from "../support/test-dates";

describe("ISO weeks", () => {
  it("puts the days around New Year in the week of their Thursday", () => {
    // Fixed facts of the calendar, not dates that must lie ahead.
    expect(isoWeekOf("2021-01-03")).toBe("2020-W53");
    expect(isoWeekOf("2021-01-04")).toBe("2021-W01");
    expect(isoWeekOf("2024-12-30")).toBe("2025-W01");
    expect(isoWeekOf("2026-12-31")).toBe("2026-W53");
    expect(isoWeekStart("2026-W53")).toBe("2026-12-28");
    expect(isoWeekStart("2025-W01")).toBe("2024-12-30");
  });

  it("refuses weeks that do not exist", () => {
    for (const bad of ["2027-W53", "2027-W00", "2027-W54", "2027-5", "2027-W5", "W05-2027", ""])
      expect(isoWeekStart(bad)).toBeNull();
  });

  it("goes round trip from any day to its Monday and across years", () => {
    let day = today();
    for (let i = 0; i < 800; i++, day = addDays(day, 1)) {
      const week = isoWeekOf(day);
      const monday = isoWeekStart(week);
      expect(monday).toBe(mondayOf(day));
      expect(isoWeekday(monday as string)).toBe(1);
      expect(isoWeekStart(addWeeks(week, 1))).toBe(addDays(monday as string, 7));
      expect(isoWeekStart(addWeeks(week, -1))).toBe(addDays(monday as string, -7));
    }
  });
});
