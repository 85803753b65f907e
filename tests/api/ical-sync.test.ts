import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, todayIn } from "@/lib/dates";
import { signToken } from "@/server/auth/tokens";
import { availabilityBlocks, boatDates, boatPrices, boats } from "@/server/db/schema";
import { fetchCalendar } from "@/server/ical/fetch-calendar";
import { icalJob, refreshAllCalendars } from "@/server/ical/ical-job";
import { outboundPolicy } from "@/server/outbound/address-policy";
import { createBoat, createExternalClosing, createReservation, createUser } from "@/server/seed/factories";
import { errorText } from "@/shared/messages/error-text";
import { book } from "../support/booking-fixtures";
import { allDay, calendar, ISTANBUL_TZ, icalDay, startIcalServer } from "../support/ical-server";
import { createTestApi } from "../support/test-api";
import { testDatabaseKind } from "../support/test-database";

// The feeds are served on 127.0.0.1: this install allows private addresses (outbound-guard.test.ts covers the refusals).
// Bookings come from their own addresses (X-Forwarded-For, one trusted proxy), so no test meets the booking limit.
const api = await createTestApi({ OUTBOUND_ALLOW_PRIVATE: "1", TRUST_PROXY: "1" });
const policy = outboundPolicy(api.config);
const today = todayIn("Europe/Istanbul");
const d = (n: number) => addDays(today, n);
let feeds: Awaited<ReturnType<typeof startIcalServer>>;
let adminToken: string;
let ownerToken: string;
let otherToken: string;
let owner: Awaited<ReturnType<typeof createUser>>;

beforeAll(async () => {
  feeds = await startIcalServer();
  const admin = await createUser(api.db, { role: "ADMIN" });
  owner = await createUser(api.db, { role: "OWNER" });
  const other = await createUser(api.db, { role: "OWNER" });
  adminToken = await signToken(admin, api.jwtSecret);
  ownerToken = await signToken(owner, api.jwtSecret);
  otherToken = await signToken(other, api.jwtSecret);
});
afterAll(() => feeds.close());

let feedCounter = 0;
async function boatWithFeed(body: string, input: Parameters<typeof createBoat>[1] = {}) {
  const url = feeds.set(`/feed-${++feedCounter}.ics`, { body });
  const boat = await createBoat(api.db, { ownerId: owner.id, icalUrl: url, ...input });
  return { boat, path: `/feed-${feedCounter}.ics` };
}

const preview = (boatId: number, token = adminToken) =>
  api.call("POST", "/v1/admin/boats/date/sync/preview", { token, body: { boat_id: boatId } });
const sync = (boatId: number, token = adminToken) =>
  api.call("POST", "/v1/admin/boats/date/sync", { token, body: { boat_id: boatId } });

async function importedDates(boatId: number) {
  return api.db
    .select({ uid: boatDates.icalUid, start: boatDates.startDate, end: boatDates.endDate, note: boatDates.note })
    .from(boatDates)
    .innerJoin(availabilityBlocks, eq(availabilityBlocks.boatDateId, boatDates.id))
    .where(and(eq(boatDates.boatId, boatId), eq(boatDates.source, "ical")))
    .orderBy(boatDates.startDate);
}

async function boatState(boatId: number) {
  const [row] = await api.db
    .select({ syncedAt: boats.icalSyncedAt, error: boats.icalError })
    .from(boats)
    .where(eq(boats.id, boatId));
  return row!;
}

describe("iCal preview and sync", () => {
  it("previews all-day and multi-day events without writing, then applies them once", async () => {
    const { boat } = await boatWithFeed(
      calendar([allDay("one@airbnb", d(10), d(11), "Airbnb"), allDay("week@samboat", d(20), d(27), "SamBoat")]),
    );
    const res = await preview(boat.id);
    expect(res.status).toBe(200);
    expect(res.json.content).toEqual({
      add: [
        { uid: "one@airbnb", start_date: d(10), end_date: d(11), summary: "Airbnb" },
        { uid: "week@samboat", start_date: d(20), end_date: d(27), summary: "SamBoat" },
      ],
      remove: [],
      conflicts: [],
      unchanged: 0,
      skipped: [],
    });
    expect(await importedDates(boat.id)).toEqual([]);
    expect((await boatState(boat.id)).syncedAt).toBeNull();

    const applied = await sync(boat.id);
    expect(applied.status).toBe(200);
    expect(applied.json.content.add).toHaveLength(2);
    expect(applied.json.content.synced_at).toEqual(expect.any(String));
    expect(await importedDates(boat.id)).toEqual([
      { uid: "one@airbnb", start: d(10), end: d(11), note: "Airbnb" },
      { uid: "week@samboat", start: d(20), end: d(27), note: "SamBoat" },
    ]);
    const state = await boatState(boat.id);
    expect(state.syncedAt).toBeInstanceOf(Date);
    expect(state.error).toBeNull();

    const again = await sync(boat.id);
    expect(again.json.content).toMatchObject({ add: [], remove: [], conflicts: [], unchanged: 2 });
    expect(await importedDates(boat.id)).toHaveLength(2);
  });

  it("removes vanished events and adds moved ones, never touching our own bookings and closings", async () => {
    const { boat, path } = await boatWithFeed(calendar([allDay("a", d(5), d(8)), allDay("b", d(30), d(33))]));
    const reservation = await createReservation(api.db, { boatId: boat.id, startDate: d(12), endDate: d(15) });
    const closing = await createExternalClosing(api.db, { boatId: boat.id, startDate: d(40), endDate: d(42) });
    expect((await sync(boat.id)).status).toBe(200);
    feeds.set(path, { body: calendar([allDay("b", d(31), d(34))]) });
    const p = await preview(boat.id);
    expect(p.json.content.remove.map((r: { uid: string; start_date: string }) => [r.uid, r.start_date])).toEqual([
      ["a", d(5)],
      ["b", d(30)],
    ]);
    expect(p.json.content.add).toEqual([{ uid: "b", start_date: d(31), end_date: d(34), summary: "Reserved" }]);
    // The moved event overlaps its old self: not a conflict, the old one goes in the same sync.
    expect(p.json.content.conflicts).toEqual([]);
    const res = await sync(boat.id);
    expect(res.status).toBe(200);
    expect(await importedDates(boat.id)).toEqual([{ uid: "b", start: d(31), end: d(34), note: "Reserved" }]);
    const blocks = await api.db
      .select({
        kind: availabilityBlocks.kind,
        r: availabilityBlocks.reservationId,
        e: availabilityBlocks.externalClosingId,
      })
      .from(availabilityBlocks)
      .where(eq(availabilityBlocks.boatId, boat.id));
    expect(blocks).toEqual(
      expect.arrayContaining([
        { kind: "reservation", r: reservation.id, e: null },
        { kind: "external", r: null, e: closing.id },
      ]),
    );
  });

  it("reports a conflict with a reservation and overwrites nothing", async () => {
    const { boat } = await boatWithFeed(
      calendar([allDay("clash", d(14), d(18), "Başka site"), allDay("free", d(50), d(52))]),
    );
    const reservation = await createReservation(api.db, {
      boatId: boat.id,
      startDate: d(12),
      endDate: d(16),
      status: "confirmed",
    });
    const manual = await api.db
      .insert(boatDates)
      .values({ boatId: boat.id, startDate: d(60), endDate: d(61), source: "manual" })
      .returning();
    const p = await preview(boat.id);
    expect(p.json.content.conflicts).toEqual([
      {
        uid: "clash",
        start_date: d(14),
        end_date: d(18),
        summary: "Başka site",
        blocked_by: [
          { kind: "reservation", ref_id: reservation.id, start_date: d(12), end_date: d(16), status: "confirmed" },
        ],
      },
    ]);
    expect(p.json.content.add.map((e: { uid: string }) => e.uid)).toEqual(["free"]);
    const res = await sync(boat.id);
    expect(res.status).toBe(200);
    expect(res.json.content.conflicts).toHaveLength(1);
    expect(await importedDates(boat.id)).toEqual([{ uid: "free", start: d(50), end: d(52), note: "Reserved" }]);
    const [block] = await api.db
      .select({ start: availabilityBlocks.startDate, end: availabilityBlocks.endDate })
      .from(availabilityBlocks)
      .where(eq(availabilityBlocks.reservationId, reservation.id));
    expect(block).toEqual({ start: d(12), end: d(16) });
    const [stillManual] = await api.db.select().from(boatDates).where(eq(boatDates.id, manual[0]!.id));
    expect(stillManual).toBeDefined();
  });

  it("a Google Calendar export of transparent all-day events blocks its days; only cancelled events do not", async () => {
    // Google writes TRANSP:TRANSPARENT on every all-day event ("free" in its UI): owners' own bookings look so.
    const google = (uid: string, start: string, end: string, status = "CONFIRMED") => [
      `DTSTART;VALUE=DATE:${icalDay(start)}`,
      `DTEND;VALUE=DATE:${icalDay(end)}`,
      `DTSTAMP:${icalDay(d(-1))}T000000Z`,
      `UID:${uid}@google.com`,
      `CREATED:${icalDay(d(-30))}T000000Z`,
      `LAST-MODIFIED:${icalDay(d(-1))}T000000Z`,
      "SEQUENCE:0",
      `STATUS:${status}`,
      "SUMMARY:Sahibin kendi kiralaması",
      "TRANSP:TRANSPARENT",
    ];
    const { boat } = await boatWithFeed(
      calendar(
        [google("week", d(40), d(47)), google("day", d(50), d(51)), google("dropped", d(60), d(63), "CANCELLED")],
        [
          "PRODID:-//Google Inc//Google Calendar 70.9054//EN",
          "CALSCALE:GREGORIAN",
          "METHOD:PUBLISH",
          "X-WR-CALNAME:Tekne",
          "X-WR-TIMEZONE:Europe/Istanbul",
        ],
      ),
      { guests: 8 },
    );
    await api.db
      .insert(boatPrices)
      .values({ boatId: boat.id, startDate: d(1), endDate: d(400), dayPrice: 100_000, currency: "EUR" });
    expect((await sync(boat.id)).status).toBe(200);
    expect(await importedDates(boat.id)).toEqual([
      { uid: "week@google.com", start: d(40), end: d(47), note: "Sahibin kendi kiralaması" },
      { uid: "day@google.com", start: d(50), end: d(51), note: "Sahibin kendi kiralaması" },
    ]);
    const booking = (start: string, end: string) =>
      book(api, {
        boat_id: boat.id,
        start_date: start,
        end_date: end,
        guests: 2,
        customer_name: "Site Misafiri",
        customer_email: "misafir@liman.test",
        customer_phone: "+90 532 111 22 33",
        kvkk_consent: true,
      });
    expect((await booking(d(42), d(44))).status).toBe(409);
    expect((await booking(d(50), d(52))).status).toBe(409);
    expect((await booking(d(60), d(63))).status).toBe(201);
  });

  it("maps a time-zoned timed event to its day in Turkey", async () => {
    // 00:30 in Istanbul is 21:30 UTC the day before.
    const start = `${icalDay(d(20))}T003000`;
    const end = `${icalDay(d(22))}T100000`;
    const { boat } = await boatWithFeed(
      calendar([["UID:tz", `DTSTART;TZID=Europe/Istanbul:${start}`, `DTEND;TZID=Europe/Istanbul:${end}`]], ISTANBUL_TZ),
    );
    const res = await sync(boat.id);
    expect(res.json.content.add).toEqual([{ uid: "tz", start_date: d(20), end_date: d(22), summary: "" }]);
    expect(await importedDates(boat.id)).toEqual([{ uid: "tz", start: d(20), end: d(22), note: null }]);
  });

  it("a malformed calendar is a Turkish 422 kept on the boat; nothing changes", async () => {
    const { boat, path } = await boatWithFeed(calendar([allDay("x", d(3), d(4))]));
    await sync(boat.id);
    feeds.set(path, { body: "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nBEGIN:VEVENT\r\nUID:kesik\r\nDTSTART;VALUE=DATE:2027" });
    const bad = await sync(boat.id);
    expect(bad.status).toBe(422);
    expect(bad.json).toEqual({
      content: "Takvim dosyası okunamadı: geçerli bir iCal (VCALENDAR) değil.",
      code: "ICAL_INVALID",
    });
    expect((await boatState(boat.id)).error).toBe(bad.json.content);
    expect(await importedDates(boat.id)).toHaveLength(1);
    // Fixed feed: the error is cleared.
    feeds.set(path, { body: calendar([allDay("x", d(3), d(4))]) });
    expect((await sync(boat.id)).status).toBe(200);
    expect((await boatState(boat.id)).error).toBeNull();
  });

  it("an unreachable address is a 422 with the reason stored on the boat, not a 500", async () => {
    const closed = await startIcalServer();
    const url = `${closed.base}/gone.ics`;
    await closed.close();
    const boat = await createBoat(api.db, { icalUrl: url });
    const res = await sync(boat.id);
    expect(res.status).toBe(422);
    expect(res.json.code).toBe("ICAL_FETCH_FAILED");
    expect(res.json.content).toBe("Takvim adresine ulaşılamadı. Adresi kontrol edip tekrar deneyin.");
    const state = await boatState(boat.id);
    expect(state.error).toBe(res.json.content);
    expect(state.syncedAt).toBeNull();
    const p = await preview(boat.id);
    expect(p.status).toBe(422);
  });

  it("refuses answers that are not calendars, HTTP errors and oversized files", async () => {
    const html = await createBoat(api.db, {
      icalUrl: feeds.set("/login", { type: "text/html", body: "<html>Giriş yapın</html>" }),
    });
    const htmlRes = await preview(html.id);
    expect(htmlRes.status).toBe(422);
    expect(htmlRes.json.content).toBe("Adresten gelen yanıt bir iCal takvimi değil.");
    const text = await createBoat(api.db, { icalUrl: feeds.set("/text", { type: "text/plain", body: "merhaba" }) });
    expect((await preview(text.id)).json.content).toBe("Adresten gelen yanıt bir iCal takvimi değil.");
    const missing = await createBoat(api.db, { icalUrl: `${feeds.base}/yok.ics` });
    const missingRes = await preview(missing.id);
    expect(missingRes.status).toBe(422);
    expect(missingRes.json.content).toBe("Takvim adresi hata döndürdü (HTTP 404).");
    const big = await createBoat(api.db, {
      icalUrl: feeds.set("/big.ics", { body: `BEGIN:VCALENDAR\r\n${"X-PAD:".padEnd(1000, "x")}\r\n`.repeat(2200) }),
    });
    const bigRes = await preview(big.id);
    expect(bigRes.status).toBe(422);
    expect(bigRes.json.content).toBe("Takvim dosyası çok büyük (en fazla 2 MB).");
  });

  it("gives up on a feed that does not answer in time", async () => {
    const url = feeds.set("/hang.ics", { body: "", hang: true });
    const error = await fetchCalendar(url, { timeoutMs: 300, policy }).catch((e) => e);
    expect(error.status).toBe(422);
    expect(errorText("tr", error.message)).toBe("Takvim adresi 0.3 saniye içinde yanıt vermedi.");
    const other = await fetchCalendar("ftp://example.com/a.ics").catch((e) => e);
    expect(errorText("tr", other.message)).toBe("iCal adresi http:// veya https:// ile başlamalı.");
  });
});

describe("iCal access and input", () => {
  it("lets an owner sync only their own boats; validates the body", async () => {
    const { boat } = await boatWithFeed(calendar([allDay("o", d(70), d(71))]));
    expect((await sync(boat.id, ownerToken)).status).toBe(200);
    const foreign = await preview(boat.id, otherToken);
    expect(foreign.status).toBe(404);
    expect(foreign.json.content).toBe("Tekne bulunamadı.");
    expect((await sync(boat.id, otherToken)).status).toBe(404);
    expect((await api.call("POST", "/v1/admin/boats/date/sync", { body: { boat_id: boat.id } })).status).toBe(401);
    const bad = await api.call("POST", "/v1/admin/boats/date/sync", { token: adminToken, body: { boat_id: "x" } });
    expect(bad.status).toBe(400);
    expect(bad.json.fields.boat_id).toBe("Tekne seçilmelidir.");
    const noUrl = await createBoat(api.db);
    const res = await sync(noUrl.id);
    expect(res.status).toBe(422);
    expect(res.json.content).toBe("Bu tekne için bir iCal adresi tanımlı değil.");
    expect((await sync(987654)).status).toBe(404);
  });
});

describe("periodic refresh", () => {
  it("syncs every boat with an address, keeps each failure on its boat, skips boats synced just now", async () => {
    await api.db.update(boats).set({ icalSyncedAt: new Date() }).where(sql`${boats.icalUrl} IS NOT NULL`);
    const good = await boatWithFeed(calendar([allDay("job", d(80), d(82))]));
    const broken = await createBoat(api.db, { icalUrl: `${feeds.base}/kayip.ics` });
    const result = await refreshAllCalendars(api.db, { policy });
    expect(result).toEqual({ synced: 1, failed: 1 });
    expect(await importedDates(good.boat.id)).toEqual([{ uid: "job", start: d(80), end: d(82), note: "Reserved" }]);
    expect((await boatState(broken.id)).error).toBe("Takvim adresi hata döndürdü (HTTP 404).");
    expect((await boatState(good.boat.id)).error).toBeNull();
    // The good boat was just synced: the next run only retries the failing one.
    expect(await refreshAllCalendars(api.db, { policy })).toEqual({ synced: 0, failed: 1 });
    // The background job reads the install's OUTBOUND_ALLOW_PRIVATE from its config.
    const later = await boatWithFeed(calendar([allDay("job2", d(90), d(91))]));
    expect(await icalJob({ db: api.db, config: api.config }).run()).toEqual({ synced: 1, failed: 1 });
    expect(await importedDates(later.boat.id)).toHaveLength(1);
  });
});

if (testDatabaseKind() === "postgres") {
  describe("races on PostgreSQL", () => {
    it("an iCal sync racing website bookings of the same days: never both", async () => {
      for (let round = 0; round < 6; round++) {
        const start = d(100 + round * 10);
        const end = d(100 + round * 10 + 3);
        const { boat } = await boatWithFeed(calendar([allDay(`race-${round}`, start, end)]), { guests: 8 });
        await api.db
          .insert(boatPrices)
          .values({ boatId: boat.id, startDate: d(1), endDate: d(400), dayPrice: 100_000, currency: "EUR" });
        const booking = () =>
          book(api, {
            boat_id: boat.id,
            start_date: start,
            end_date: end,
            guests: 2,
            customer_name: "Yarış Testi",
            customer_email: "yaris@liman.test",
            customer_phone: "+90 532 111 22 33",
            kvkk_consent: true,
          });
        const [syncRes, ...bookings] = await Promise.all([sync(boat.id), booking(), booking(), booking()]);
        expect(syncRes.status).toBe(200);
        const created = bookings.filter((b) => b.status === 201).length;
        expect(bookings.every((b) => b.status === 201 || b.status === 409)).toBe(true);
        const imported = syncRes.json.content.add.length;
        expect(created + imported).toBe(1);
        expect(syncRes.json.content.conflicts.length).toBe(1 - imported);
        const [n] = await api.db
          .select({ n: sql<number>`count(*)::int` })
          .from(availabilityBlocks)
          .where(eq(availabilityBlocks.boatId, boat.id));
        expect(n!.n).toBe(1);
      }
    });
  });
}
