import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { addDays, todayIn } from "@/lib/dates";
import { availabilityBlocks, boatDates, reservations } from "@/server/db/schema";
import { parseCalendar } from "@/server/ical/parse-calendar";
import { createBoat, createExternalClosing, createReservation } from "@/server/seed/factories";
import { icalDay } from "../support/ical-server";
import { createTestApi } from "../support/test-api";

const api = await createTestApi();
const today = todayIn("Europe/Istanbul");
const d = (n: number) => addDays(today, n);
const originalTz = process.env.TZ;
afterEach(() => {
  process.env.TZ = originalTz;
});

async function boatDate(boatId: number, start: string, end: string, source: "manual" | "ical", note: string) {
  const [row] = await api.db
    .insert(boatDates)
    .values({ boatId, startDate: start, endDate: end, source, note })
    .returning();
  await api.db
    .insert(availabilityBlocks)
    .values({ boatId, startDate: start, endDate: end, kind: "boat_date", boatDateId: row!.id });
  return row!;
}

describe("GET /v1/boats/:slug/calendar.ics", () => {
  it("lists every blocked range as an all-day event without personal data; cancelled ones leave it", async () => {
    const boat = await createBoat(api.db, { name: "Yıldız" });
    const option = await createReservation(api.db, {
      boatId: boat.id,
      startDate: d(10),
      endDate: d(17),
      customerName: "Gizli Müşteri",
      customerEmail: "gizli@ornek.test",
      customerPhone: "+90 555 123 45 67",
    });
    await createReservation(api.db, { boatId: boat.id, startDate: d(17), endDate: d(24), status: "confirmed" });
    await createExternalClosing(api.db, {
      boatId: boat.id,
      startDate: d(30),
      endDate: d(31),
      title: "Özel: Ahmet Bey",
    });
    await boatDate(boat.id, d(40), d(42), "manual", "Bakım");
    await boatDate(boat.id, d(50), d(53), "ical", "Airbnb – John Smith");
    // Absent: a cancelled reservation (no block) and an option whose time has run out.
    await createReservation(api.db, { boatId: boat.id, startDate: d(60), endDate: d(62), status: "cancelled" });
    await createReservation(api.db, {
      boatId: boat.id,
      startDate: d(70),
      endDate: d(72),
      optionExpiresAt: new Date(Date.now() - 1000),
    });

    const res = await api.call("GET", `/v1/boats/${boat.slug}/calendar.ics`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/calendar/);
    const ics = res.text;
    expect(ics.startsWith("BEGIN:VCALENDAR")).toBe(true);
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(5);
    for (const [start, end] of [
      [d(10), d(17)],
      [d(17), d(24)],
      [d(30), d(31)],
      [d(40), d(42)],
      [d(50), d(53)],
    ]) {
      expect(ics).toContain(`DTSTART;VALUE=DATE:${icalDay(start!)}\r\nDTEND;VALUE=DATE:${icalDay(end!)}`);
    }
    expect(ics).not.toContain(icalDay(d(60)));
    expect(ics).not.toContain(icalDay(d(70)));
    expect(ics).not.toMatch(/TZID|Gizli|gizli@|555 123|Ahmet|John|Bakım|Airbnb/);
    expect(ics).not.toContain(option.code);

    // Read back in another time zone: the same plain days.
    process.env.TZ = "America/Los_Angeles";
    expect(parseCalendar(ics, today).events.map((e) => [e.start_date, e.end_date])).toEqual([
      [d(10), d(17)],
      [d(17), d(24)],
      [d(30), d(31)],
      [d(40), d(42)],
      [d(50), d(53)],
    ]);
    process.env.TZ = originalTz;

    // Cancelling frees the days: the event leaves the feed and the dates can be booked again.
    await api.db.update(reservations).set({ status: "cancelled" }).where(eq(reservations.id, option.id));
    await api.db.delete(availabilityBlocks).where(eq(availabilityBlocks.reservationId, option.id));
    const after = await api.call("GET", `/v1/boats/${boat.slug}/calendar.ics`);
    expect(after.text.match(/BEGIN:VEVENT/g)).toHaveLength(4);
    expect(after.text).not.toContain(`DTSTART;VALUE=DATE:${icalDay(d(10))}`);
    await expect(
      createReservation(api.db, { boatId: boat.id, startDate: d(10), endDate: d(17) }),
    ).resolves.toBeDefined();
  });

  it("gives events opaque UIDs that reveal no row id and stay the same from one export to the next", async () => {
    const boat = await createBoat(api.db);
    const reservation = await createReservation(api.db, { boatId: boat.id, startDate: d(5), endDate: d(8) });
    const closing = await createExternalClosing(api.db, { boatId: boat.id, startDate: d(9), endDate: d(10) });
    const date = await boatDate(boat.id, d(12), d(13), "manual", "Bakım");
    const uids = async () => {
      const res = await api.call("GET", `/v1/boats/${boat.slug}/calendar.ics`);
      return [...res.text.matchAll(/^UID:(.*)\r$/gm)].map((m) => m[1]!);
    };
    const first = await uids();
    expect(first).toHaveLength(3);
    const host = new URL(api.config.publicUrl).host;
    for (const uid of first) {
      expect(uid).toMatch(new RegExp(`^[A-Za-z0-9_-]{32}@${host.replace(/\./g, "\\.")}$`));
      expect(uid).not.toMatch(/reservation|external|date/);
      for (const id of [reservation.id, closing.id, date.id]) expect(uid).not.toMatch(new RegExp(`-${id}@`));
    }
    expect(new Set(first).size).toBe(3);
    // Keyed with the server's secret: the same rows under another secret give unrelated UIDs, so they cannot
    // be computed (or counted) from ids.
    const other = api.withDeps({ jwtSecret: new TextEncoder().encode("o".repeat(40)) });
    const otherIcs = (await other.call("GET", `/v1/boats/${boat.slug}/calendar.ics`)).text;
    for (const uid of first) expect(otherIcs).not.toContain(uid.split("@")[0]);
    // A later export (after another booking) keeps every existing UID: calendar apps update, not duplicate.
    await createReservation(api.db, { boatId: boat.id, startDate: d(20), endDate: d(22) });
    const second = await uids();
    expect(second).toHaveLength(4);
    expect(second).toEqual(expect.arrayContaining(first));
  });

  it("is public, answers an empty calendar for a free boat and 404 for unknown or inactive boats", async () => {
    const free = await createBoat(api.db);
    const res = await api.call("GET", `/v1/boats/${free.slug}/calendar.ics`);
    expect(res.status).toBe(200);
    expect(res.text).toContain("END:VCALENDAR");
    expect(res.text).not.toContain("BEGIN:VEVENT");
    const unknown = await api.call("GET", "/v1/boats/olmayan-tekne/calendar.ics");
    expect(unknown.status).toBe(404);
    expect(unknown.json.content).toBe("Tekne bulunamadı.");
    const hidden = await createBoat(api.db, { active: false });
    expect((await api.call("GET", `/v1/boats/${hidden.slug}/calendar.ics`)).status).toBe(404);
  });
});
