import { describe, expect, it } from "vitest";
import { setClock } from "@/lib/clock";
import { addDays, diffDays, isoWeekday, todayIn } from "@/lib/dates";
import {
  daysFromToday,
  freezeClock,
  monthOf,
  monthStartAhead,
  nextSaturday,
  nextWeekday,
  priceSpan,
  today,
} from "../support/test-dates";

describe("test dates follow the app's clock", () => {
  it("today is the Istanbul day of the clock, and moves with it", () => {
    expect(today()).toBe(todayIn("Europe/Istanbul", new Date()));
    const restore = freezeClock(new Date(Date.now() + 40 * 86_400_000));
    try {
      expect(diffDays(todayIn("Europe/Istanbul", new Date()), today())).toBe(40);
      expect(todayIn()).toBe(today());
    } finally {
      restore();
    }
    expect(today()).toBe(todayIn("Europe/Istanbul", new Date()));
  });

  it("an evening in UTC can already be tomorrow in Istanbul", () => {
    const utcDay = new Date().toISOString().slice(0, 10);
    const restore = setClock(() => new Date(`${utcDay}T21:30:00Z`));
    try {
      expect(today()).toBe(addDays(utcDay, 1));
    } finally {
      restore();
    }
  });

  it("nextWeekday is that weekday, one to two weeks ahead, then whole weeks later", () => {
    const start = Date.now();
    for (let shift = 0; shift < 14; shift++) {
      const restore = freezeClock(new Date(start + shift * 86_400_000));
      try {
        for (let weekday = 1; weekday <= 7; weekday++) {
          const day = nextWeekday(weekday);
          expect(isoWeekday(day)).toBe(weekday);
          expect(diffDays(today(), day)).toBeGreaterThanOrEqual(7);
          expect(diffDays(today(), day)).toBeLessThan(14);
          expect(diffDays(day, nextWeekday(weekday, { weeksAfter: 3 }))).toBe(21);
        }
        expect(nextSaturday(2)).toBe(nextWeekday(6, { weeksAfter: 2 }));
      } finally {
        restore();
      }
    }
  });

  it("month starts, month keys and the price span", () => {
    const first = monthStartAhead(0);
    expect(first.slice(8)).toBe("01");
    expect(monthOf(first)).toBe(monthOf(today()));
    const later = monthStartAhead(13);
    expect(later.slice(8)).toBe("01");
    expect(Number(later.slice(0, 4)) * 12 + Number(later.slice(5, 7))).toBe(
      Number(first.slice(0, 4)) * 12 + Number(first.slice(5, 7)) + 13,
    );
    expect(priceSpan()).toEqual({ start: today(), end: daysFromToday(400) });
  });
});
