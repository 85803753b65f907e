import { afterEach, describe, expect, it } from "vitest";
import { AppError } from "@/server/domain-errors";
import { parseCalendar } from "@/server/ical/parse-calendar";
import { errorText } from "@/shared/messages/error-text";
import { allDay, calendar, ISTANBUL_TZ } from "../support/ical-server";

const TODAY = "2027-06-01";
const originalTz = process.env.TZ;
afterEach(() => {
  process.env.TZ = originalTz;
});

const days = (text: string) => parseCalendar(text, TODAY).events.map((e) => [e.uid, e.start_date, e.end_date]);

describe("parseCalendar", () => {
  it.each(["UTC", "Asia/Tokyo", "America/Los_Angeles", "Europe/Istanbul", "Pacific/Kiritimati"])(
    "reads all-day events as plain days, DTEND exclusive, whatever the process time zone (%s)",
    (tz) => {
      process.env.TZ = tz;
      const text = calendar([allDay("one", "2027-07-10", "2027-07-11"), allDay("week", "2027-07-17", "2027-07-24")]);
      expect(days(text)).toEqual([
        ["one", "2027-07-10", "2027-07-11"],
        ["week", "2027-07-17", "2027-07-24"],
      ]);
    },
  );

  it.each(["UTC", "America/Los_Angeles", "Asia/Tokyo"])("maps timed events to their day in Turkey (%s)", (tz) => {
    process.env.TZ = tz;
    const text = calendar(
      [
        // 01:00 in Istanbul is 22:00 UTC the day before: the day is still 1 August.
        [
          "UID:tz",
          "DTSTART;TZID=Europe/Istanbul:20270801T010000",
          "DTEND;TZID=Europe/Istanbul:20270803T020000",
          "SUMMARY:TZ",
        ],
        // 22:30 UTC on 1 October is 01:30 on 2 October in Istanbul.
        ["UID:utc", "DTSTART:20271001T223000Z", "DTEND:20271002T080000Z", "SUMMARY:UTC"],
        // A Saturday-to-Saturday charter with times frees the last Saturday for the next check-in.
        ["UID:sat", "DTSTART;TZID=Europe/Istanbul:20270904T140000", "DTEND;TZID=Europe/Istanbul:20270911T110000"],
        // A few hours on one day still closes that day.
        ["UID:short", "DTSTART;TZID=Europe/Istanbul:20270920T100000", "DTEND;TZID=Europe/Istanbul:20270920T120000"],
      ],
      ISTANBUL_TZ,
    );
    expect(days(text)).toEqual([
      ["tz", "2027-08-01", "2027-08-03"],
      ["sat", "2027-09-04", "2027-09-11"],
      ["short", "2027-09-20", "2027-09-21"],
      ["utc", "2027-10-02", "2027-10-03"],
    ]);
  });

  it('keeps a one-day event without DTEND and transparent ("free") events, ignores cancelled and past ones', () => {
    const text = calendar([
      ["UID:noend", "DTSTART;VALUE=DATE:20270712", "SUMMARY:Tek gün"],
      [...allDay("cancelled", "2027-07-01", "2027-07-03"), "STATUS:CANCELLED"],
      [...allDay("free", "2027-07-04", "2027-07-06"), "TRANSP:TRANSPARENT"],
      allDay("past", "2027-05-01", "2027-05-10"),
      allDay("ongoing", "2027-05-28", "2027-06-03"),
      allDay("too-far", "2031-01-01", "2031-01-05"),
    ]);
    expect(days(text)).toEqual([
      ["ongoing", "2027-05-28", "2027-06-03"],
      ["free", "2027-07-04", "2027-07-06"],
      ["noend", "2027-07-12", "2027-07-13"],
    ]);
    expect(parseCalendar(text, TODAY).events.find((e) => e.uid === "noend")?.summary).toBe("Tek gün");
  });

  it("merges overlapping events of one feed and expands recurring ones", () => {
    const text = calendar([
      allDay("a", "2027-07-01", "2027-07-05"),
      allDay("b", "2027-07-04", "2027-07-08"),
      allDay("a", "2027-07-01", "2027-07-05"),
      ["UID:weekly", "DTSTART;VALUE=DATE:20270801", "DTEND;VALUE=DATE:20270802", "RRULE:FREQ=WEEKLY;COUNT=3"],
    ]);
    expect(days(text)).toEqual([
      ["a + b", "2027-07-01", "2027-07-08"],
      ["weekly", "2027-08-01", "2027-08-02"],
      ["weekly", "2027-08-08", "2027-08-09"],
      ["weekly", "2027-08-15", "2027-08-16"],
    ]);
  });

  it("lists unreadable events as skipped and refuses what is not a calendar", () => {
    const text = calendar([
      ["UID:nostart", "SUMMARY:Tarihsiz"],
      ["UID:reversed", "DTSTART;VALUE=DATE:20270710", "DTEND;VALUE=DATE:20270705"],
      allDay("ok", "2027-07-20", "2027-07-21"),
    ]);
    const parsed = parseCalendar(text, TODAY);
    expect(parsed.events.map((e) => e.uid)).toEqual(["ok"]);
    expect(parsed.skipped).toEqual([
      { uid: "nostart", reason: "Başlangıç tarihi yok veya okunamadı." },
      { uid: "reversed", reason: "Bitiş tarihi başlangıç tarihinden önce." },
    ]);
    for (const bad of [
      "",
      "<html><body>Giriş yapın</body></html>",
      "BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nDTSTART:2027",
    ]) {
      const error = (() => {
        try {
          parseCalendar(bad, TODAY);
        } catch (e) {
          return e;
        }
      })();
      expect(error).toBeInstanceOf(AppError);
      expect((error as AppError).status).toBe(422);
      expect(errorText("tr", (error as AppError).message)).toBe(
        "Takvim dosyası okunamadı: geçerli bir iCal (VCALENDAR) değil.",
      );
    }
  });
});
