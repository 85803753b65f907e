import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { boats } from "@/server/db/schema";
import { createBoat, createBoatPrice, createExternalClosing, createReservation } from "@/server/seed/factories";
import { updateSettings } from "@/server/settings/update-settings";
import { type BookingCast, bookingCast } from "../support/booking-fixtures";
import { createTestApi, type TestApi } from "../support/test-api";

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
      startDate: "2027-07-10",
      endDate: "2027-07-17",
      customerName: "Gizli Müşteri",
      customerEmail: "gizli@example.com",
    });
    await createExternalClosing(api.db, { boatId: boat.id, startDate: "2027-07-17", endDate: "2027-07-20" });
    await createReservation(api.db, {
      boatId: boat.id,
      status: "confirmed",
      optionExpiresAt: null,
      startDate: "2027-08-01",
      endDate: "2027-08-03",
    });
    // Neither a cancelled reservation nor an option past its expiry holds days.
    await createReservation(api.db, {
      boatId: boat.id,
      status: "cancelled",
      startDate: "2027-09-01",
      endDate: "2027-09-05",
    });
    await createReservation(api.db, {
      boatId: boat.id,
      startDate: "2027-10-01",
      endDate: "2027-10-05",
      optionExpiresAt: new Date(Date.now() - 60_000),
    });

    const res = await api.call("GET", `/v1/boats/${boat.slug}/availability?from=2027-07-01&to=2027-12-31`);
    expect(res.status).toBe(200);
    expect(res.json.content).toEqual({
      from: "2027-07-01",
      to: "2027-12-31",
      blocked: [
        { start_date: "2027-07-10", end_date: "2027-07-20" },
        { start_date: "2027-08-01", end_date: "2027-08-03" },
      ],
    });
    expect(res.text).not.toMatch(/gizli|Müşteri|@/i);

    // Only blocks overlapping the window are merged: the reservation ends before it.
    const narrow = await api.call("GET", `/v1/boats/${boat.slug}/availability?from=2027-07-18&to=2027-07-25`);
    expect(narrow.json.content.blocked).toEqual([{ start_date: "2027-07-17", end_date: "2027-07-20" }]);
  });

  it("defaults to the next year and refuses bad windows with 400", async () => {
    const slug = cast.ownBoat.slug;
    const res = await api.call("GET", `/v1/boats/${slug}/availability`);
    expect(res.status).toBe(200);
    expect(res.json.content.blocked).toEqual([]);
    for (const q of ["from=2027-07-10&to=2027-07-10", "from=2027-01-01&to=2029-06-01", "from=2027-02-30", "from=abc"]) {
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
      startDate: "2027-06-01",
      endDate: "2027-07-01",
      dayPrice: 100_000,
    });
    await createBoatPrice(api.db, {
      boatId: boat.id,
      startDate: "2027-07-01",
      endDate: "2027-09-01",
      dayPrice: 150_000,
      minDays: 7,
      startWeekday: 6,
    });
    await createExternalClosing(api.db, { boatId: boat.id, startDate: "2027-06-20", endDate: "2027-06-23" });
  });

  it("prices a stay across two periods with deposit, balance and every currency", async () => {
    const res = await quote(boat.slug, { start_date: "2027-06-28", end_date: "2027-07-03", guests: 4 });
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
    expect(q.converted.TRY).toEqual({ total: 22_350_000, deposit: 4_470_000, balance: 17_880_000 });
    expect(Object.keys(q.converted).sort()).toEqual(["EUR", "GBP", "TRY", "USD"]);
  });

  it("uses the deposit_percent and exchange settings as they are now", async () => {
    await updateSettings(api.db, { deposit_percent: "30", euro_exchange_rate: "40" });
    const res = await quote(boat.slug, { start_date: "2027-06-10", end_date: "2027-06-12", guests: 2 });
    expect(res.json.content).toMatchObject({ total: 200_000, deposit: 60_000, balance: 140_000, deposit_percent: 30 });
    expect(res.json.content.converted.TRY.total).toBe(8_000_000);
    await updateSettings(api.db, { deposit_percent: "20", euro_exchange_rate: "37.25" });
  });

  const refusals: [string, Record<string, unknown>, number, string][] = [
    [
      "days without a price",
      { start_date: "2027-08-28", end_date: "2027-09-04" },
      422,
      "Seçtiğiniz tarihlerin bir kısmı için fiyat tanımlı değil.",
    ],
    [
      "a stay below the minimum",
      { start_date: "2027-07-10", end_date: "2027-07-13" },
      422,
      "Bu dönemde en az 7 günlük kiralama yapılabilir.",
    ],
    [
      "the wrong start weekday",
      { start_date: "2027-07-12", end_date: "2027-07-19" },
      422,
      "Bu dönemde kiralamalar yalnızca Cumartesi günü başlar.",
    ],
    ["too many guests", { guests: 7 }, 422, "Bu tekne en fazla 6 misafir alabilir."],
    [
      "a start in the past",
      { start_date: "2026-01-10", end_date: "2026-01-12" },
      422,
      "Geçmiş bir tarih için rezervasyon yapılamaz. Lütfen bugünden sonraki bir tarih seçin.",
    ],
    [
      "an end before the start",
      { start_date: "2027-06-12", end_date: "2027-06-10" },
      400,
      "Bitiş tarihi başlangıç tarihinden sonra olmalı.",
    ],
    [
      "an end on the start day",
      { start_date: "2027-06-12", end_date: "2027-06-12" },
      400,
      "Bitiş tarihi başlangıç tarihinden sonra olmalı.",
    ],
    [
      "blocked dates",
      { start_date: "2027-06-21", end_date: "2027-06-25" },
      409,
      "Seçtiğiniz tarihlerde tekne müsait değil. Lütfen başka tarihler seçin.",
    ],
  ];
  for (const [name, overrides, status, message] of refusals) {
    it(`refuses ${name} with ${status} and its own message`, async () => {
      const res = await quote(boat.slug, { start_date: "2027-06-10", end_date: "2027-06-12", guests: 2, ...overrides });
      expect(res.status).toBe(status);
      expect(res.json.content).toBe(message);
    });
  }

  it("answers back-to-back with a closing (half-open days)", async () => {
    const before = await quote(boat.slug, { start_date: "2027-06-17", end_date: "2027-06-20", guests: 2 });
    const after = await quote(boat.slug, { start_date: "2027-06-23", end_date: "2027-06-25", guests: 2 });
    expect([before.status, after.status]).toEqual([200, 200]);
  });

  it("refuses malformed input with 400, never 500", async () => {
    const bodies = [
      { start_date: "2027-02-30", end_date: "2027-03-02", guests: 2 },
      { start_date: "10.06.2027", end_date: "2027-06-12", guests: 2 },
      { start_date: "2027-06-10", end_date: "2027-06-12", guests: 0 },
      { start_date: "2027-06-10", end_date: "2027-06-12", guests: 2.5 },
      { start_date: "2027-06-10", end_date: "2027-06-12", guests: "2" },
      { start_date: "2027-06-10", end_date: "2027-06-12", guests: true },
      { start_date: "2027-06-10", end_date: "2027-06-12" },
      {},
    ];
    for (const body of bodies) {
      const res = await quote(boat.slug, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.json.code).toBe("VALIDATION_ERROR");
    }
    const broken = await api.call("POST", `/v1/boats/${boat.slug}/quote`, { body: "{nope" });
    expect(broken.status).toBe(400);
    const longStay = await quote(boat.slug, { start_date: "2027-06-10", end_date: "2029-06-12", guests: 2 });
    expect(longStay.status).toBe(400);
  });

  it("answers 404 for an inactive boat and 422 for one not for rent", async () => {
    await api.db.update(boats).set({ forRent: false }).where(eq(boats.id, cast.otherBoat.id));
    const notForRent = await quote(cast.otherBoat.slug, {
      start_date: "2027-06-10",
      end_date: "2027-06-12",
      guests: 2,
    });
    expect(notForRent.status).toBe(422);
    expect(notForRent.json.content).toBe("Bu tekne kiralık değil.");
    await api.db.update(boats).set({ forRent: true, active: false }).where(eq(boats.id, cast.otherBoat.id));
    const inactive = await quote(cast.otherBoat.slug, { start_date: "2027-06-10", end_date: "2027-06-12", guests: 2 });
    expect(inactive.status).toBe(404);
    await api.db.update(boats).set({ active: true }).where(eq(boats.id, cast.otherBoat.id));
  });
});
