import { describe, expect, it } from "vitest";
import { addDays, todayIn } from "@/lib/dates";
import {
  addMonths,
  formatDayLongTr,
  formatMomentLongTr,
  formatMomentSortable,
  formatMonthTr,
  monthNameTr,
  TURKISH_MONTHS,
} from "@/lib/turkish-calendar";

const intl = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat("tr-TR", options);

describe("Turkish month names and long dates", () => {
  it("names every month as ICU's Turkish data does", () => {
    const first = `${todayIn().slice(0, 7)}`;
    for (let n = 0; n < 12; n++) {
      const month = addMonths(first, n);
      const day = `${month}-01`;
      const expected = intl({ month: "long", timeZone: "UTC" }).format(new Date(`${day}T00:00:00Z`));
      expect(monthNameTr(Number(month.slice(5, 7)))).toBe(expected);
      expect(formatMonthTr(month)).toBe(`${expected} ${month.slice(0, 4)}`);
    }
    expect(TURKISH_MONTHS).toHaveLength(12);
    expect(monthNameTr(13)).toBe("");
  });

  it("steps months across year ends both ways", () => {
    expect(addMonths("2030-12", 1)).toBe("2031-01");
    expect(addMonths("2031-01", -1)).toBe("2030-12");
    expect(addMonths("2030-05", 24)).toBe("2032-05");
  });

  it("writes a plain day and a moment like Intl's tr-TR long form, with no zone shift", () => {
    for (let n = 0; n < 400; n += 37) {
      const day = addDays(todayIn(), n);
      const utcMidnight = new Date(`${day}T00:00:00Z`);
      expect(formatDayLongTr(day)).toBe(
        intl({ day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(utcMidnight),
      );
      expect(formatDayLongTr(day, { weekday: true })).toBe(
        `${formatDayLongTr(day)} ${intl({ weekday: "long", timeZone: "UTC" }).format(utcMidnight)}`,
      );
      // 22:30 UTC is already the next day in Istanbul.
      const lateEvening = new Date(utcMidnight.getTime() + 22.5 * 3600_000);
      const istanbul = { day: "numeric", month: "long", year: "numeric", timeZone: "Europe/Istanbul" } as const;
      expect(formatMomentLongTr(lateEvening)).toBe(intl(istanbul).format(lateEvening));
      expect(formatMomentLongTr(lateEvening, { time: true })).toBe(
        intl({ ...istanbul, hour: "2-digit", minute: "2-digit" }).format(lateEvening),
      );
    }
  });

  it("writes a moment as Istanbul's sortable wall-clock time", () => {
    const moment = new Date(`${addDays(todayIn(), 3)}T21:45:00Z`);
    const istanbul = new Date(moment.getTime() + 3 * 3600_000).toISOString();
    expect(formatMomentSortable(moment)).toBe(`${istanbul.slice(0, 10)} ${istanbul.slice(11, 16)}`);
  });
});
