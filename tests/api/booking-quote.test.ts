import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { boats } from "@/server/db/schema";
import { createBoat, createBoatPrice, createExternalClosing, createReservation } from "@/server/seed/factories";
import { updateSettings } from "@/server/settings/update-settings";
import { type BookingCast, bookingCast } from "../support/booking-fixtures";
import { createTestApi, type TestApi } from "../support/test-api";
import { addDays } from "@/lib/dates";
import { formatDayTr } from "@/lib/turkish-calendar";
import { nextWeekday } from "../support/test-dates";

/** Day `n` of this file's calendar: day 0 is a Friday one to two weeks ahead, by the tests' clock. */
const anchor = nextWeekday(5);
const day = (n: number) => addDays(anchor, n);

let api: TestApi;
let cast: BookingCast;

beforeAll(async () => {
  api = await createTestApi({ TRUST_PROXY: "1" });
  cast = await bookingCast(api);
});

const quote = (slug: string, body: unknown) =>
  api.call("POST", `/v1/boats/${slug}/quote`, { body: body as Record<string, unknown> });

describe("GET /v1/boats/:slug/availability", () => {
  it("answers the merged blocked ranges of every kind, without personal data", async () => {
    const boat = await createBoat(api.db, { ownerId: cast.owner.id });
    await createReservation(api.db, {
      boatId: boat.id,
      startDate: day(190),
      endDate: day(197),
      customerName: "Gizli Müşteri",
      customerEmail: "gizli@example.com",
    });
    await createExternalClosing(api.db, { boatId: boat.id, startDate: day(197), endDate: day(200) });
    await createReservation(api.db, {
      boatId: boat.id,
      status: "confirmed",
      optionExpiresAt: null,
      startDate: day(212),
      endDate: day(214),
    });
    // Neither a cancelled reservation nor an option past its expiry holds days.
    await createReservation(api.db, {
      boatId: boat.id,
      status: "cancelled",
      startDate: day(243),
      endDate: day(247),
    });
    await createReservation(api.db, {
      boatId: boat.id,
      startDate: day(273),
      endDate: day(277),
      optionExpiresAt: new Date(Date.now() - 60_000),
    });

    const res = await api.call("GET", `/v1/boats/${boat.slug}/availability?from=${day(181)}&to=${day(364)}`);
    expect(res.status).toBe(200);
    expect(res.json.content).toEqual({
      from: day(181),
      to: day(364),
      blocked: [
        { start_date: day(190), end_date: day(200) },
        { start_date: day(212), end_date: day(214) },
      ],
    });
    expect(res.text).not.toMatch(/gizli|Müşteri|@/i);

    // Only blocks overlapping the window are merged: the reservation ends before it.
    const narrow = await api.call("GET", `/v1/boats/${boat.slug}/availability?from=${day(198)}&to=${day(205)}`);
    expect(narrow.json.content.blocked).toEqual([{ start_date: day(197), end_date: day(200) }]);
  });

  it("defaults to the next year and refuses bad windows with 400", async () => {
    const slug = cast.ownBoat.slug;
    const res = await api.call("GET", `/v1/boats/${slug}/availability`);
    expect(res.status).toBe(200);
    expect(res.json.content.blocked).toEqual([]);
    for (const q of [
      `from=${day(190)}&to=${day(190)}`,
      `from=${day(0)}&to=${day(882)}`,
      `from=${day(0).slice(0, 4)}-02-30`,
      "from=abc",
    ]) {
      const bad = await api.call("GET", `/v1/boats/${slug}/availability?${q}`);
      expect(bad.status, q).toBe(400);
      expect(typeof bad.json.content).toBe("string");
    }
  });

  it("answers 404 for an unknown or inactive boat", async () => {
    const hidden = await createBoat(api.db, { ownerId: cast.owner.id, active: false });
    expect((await api.call("GET", `/v1/boats/${hidden.slug}/availability`)).status).toBe(404);
    expect((await api.call("GET", "/v1/boats/yok-boyle-tekne/availability")).status).toBe(404);
  });
});

describe("POST /v1/boats/:slug/quote", () => {
  let boat: Awaited<ReturnType<typeof createBoat>>;

  beforeAll(async () => {
    boat = await createBoat(api.db, { ownerId: cast.owner.id, guests: 6 });
    await createBoatPrice(api.db, {
      boatId: boat.id,
      startDate: day(151),
      endDate: day(181),
      dayPrice: 100_000,
    });
    await createBoatPrice(api.db, {
      boatId: boat.id,
      startDate: day(181),
      endDate: day(243),
      dayPrice: 150_000,
      minDays: 7,
      startWeekday: 6,
    });
    await createExternalClosing(api.db, { boatId: boat.id, startDate: day(170), endDate: day(173) });
  });

  it("prices a stay across two periods with deposit, balance and every currency", async () => {
    const res = await quote(boat.slug, { start_date: day(178), end_date: day(183), guests: 4 });
    expect(res.status).toBe(200);
    const q = res.json.content;
    expect(q.days).toHaveLength(5);
    expect(q).toMatchObject({
      total: 600_000,
      deposit: 120_000,
      balance: 480_000,
      currency: "EUR",
      deposit_percent: 20,
      min_days: 1,
      start_weekday: null,
      day_count: 5,
    });
    expect(q.converted.TRY).toEqual({ total: 22_350_000, deposit: 4_470_000, balance: 17_880_000, due_at_base: 0 });
    expect(Object.keys(q.converted).sort()).toEqual(["EUR", "GBP", "TRY", "USD"]);
  });

  it("uses the deposit_percent and exchange settings as they are now", async () => {
    await updateSettings(api.db, { deposit_percent: "30", euro_exchange_rate: "40" });
    const res = await quote(boat.slug, { start_date: day(160), end_date: day(162), guests: 2 });
    expect(res.json.content).toMatchObject({ total: 200_000, deposit: 60_000, balance: 140_000, deposit_percent: 30 });
    expect(res.json.content.converted.TRY.total).toBe(8_000_000);
    await updateSettings(api.db, { deposit_percent: "20", euro_exchange_rate: "37.25" });
  });

  const refusals: [string, Record<string, unknown>, number, string][] = [
    [
      "days without a price",
      { start_date: day(239), end_date: day(246) },
      422,
      "Seçtiğiniz tarihlerin bir kısmı için fiyat tanımlı değil.",
    ],
    [
      "a stay below the minimum",
      { start_date: day(190), end_date: day(193) },
      422,
      "Bu dönemde en az 7 günlük kiralama yapılabilir.",
    ],
    [
      "the wrong start weekday",
      { start_date: day(192), end_date: day(199) },
      422,
      "Bu dönemde kiralamalar yalnızca Cumartesi günü başlar.",
    ],
    ["too many guests", { guests: 7 }, 422, "Bu tekne en fazla 6 misafir alabilir."],
    [
      "a start in the past",
      { start_date: day(-356), end_date: day(-354) },
      422,
      "Geçmiş bir tarih için rezervasyon yapılamaz. Lütfen bugünden sonraki bir tarih seçin.",
    ],
    [
      "an end before the start",
      { start_date: day(162), end_date: day(160) },
      400,
      "Bitiş tarihi başlangıç tarihinden sonra olmalı.",
    ],
    [
      "an end on the start day",
      { start_date: day(162), end_date: day(162) },
      400,
      "Bitiş tarihi başlangıç tarihinden sonra olmalı.",
    ],
    [
      "blocked dates",
      { start_date: day(171), end_date: day(175) },
      409,
      "Seçtiğiniz tarihlerde tekne müsait değil. Lütfen başka tarihler seçin.",
    ],
  ];
  for (const [name, overrides, status, message] of refusals) {
    it(`refuses ${name} with ${status} and its own message`, async () => {
      const res = await quote(boat.slug, { start_date: day(160), end_date: day(162), guests: 2, ...overrides });
      expect(res.status).toBe(status);
      expect(res.json.content).toBe(message);
    });
  }

  it("answers back-to-back with a closing (half-open days)", async () => {
    const before = await quote(boat.slug, { start_date: day(167), end_date: day(170), guests: 2 });
    const after = await quote(boat.slug, { start_date: day(173), end_date: day(175), guests: 2 });
    expect([before.status, after.status]).toEqual([200, 200]);
  });

  it("refuses malformed input with 400, never 500", async () => {
    const bodies = [
      { start_date: `${day(0).slice(0, 4)}-02-30`, end_date: day(60), guests: 2 },
      { start_date: formatDayTr(day(160)), end_date: day(162), guests: 2 },
      { start_date: day(160), end_date: day(162), guests: 0 },
      { start_date: day(160), end_date: day(162), guests: 2.5 },
      { start_date: day(160), end_date: day(162), guests: "2" },
      { start_date: day(160), end_date: day(162), guests: true },
      { start_date: day(160), end_date: day(162) },
      {},
    ];
    for (const body of bodies) {
      const res = await quote(boat.slug, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.json.code).toBe("VALIDATION_ERROR");
    }
    const broken = await api.call("POST", `/v1/boats/${boat.slug}/quote`, { body: "{nope" });
    expect(broken.status).toBe(400);
    const longStay = await quote(boat.slug, { start_date: day(160), end_date: day(893), guests: 2 });
    expect(longStay.status).toBe(400);
  });

  it("answers 404 for an inactive boat and 422 for one not for rent", async () => {
    await api.db.update(boats).set({ forRent: false }).where(eq(boats.id, cast.otherBoat.id));
    const notForRent = await quote(cast.otherBoat.slug, {
      start_date: day(160),
      end_date: day(162),
      guests: 2,
    });
    expect(notForRent.status).toBe(422);
    expect(notForRent.json.content).toBe("Bu tekne kiralık değil.");
    await api.db.update(boats).set({ forRent: true, active: false }).where(eq(boats.id, cast.otherBoat.id));
    const inactive = await quote(cast.otherBoat.slug, { start_date: day(160), end_date: day(162), guests: 2 });
    expect(inactive.status).toBe(404);
    await api.db.update(boats).set({ active: true }).where(eq(boats.id, cast.otherBoat.id));
  });
});
