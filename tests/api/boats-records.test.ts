import { count, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { formatDayTr } from "@/lib/turkish-calendar";
import { availabilityBlocks, boatComments, boatDates, boatPrices, externalClosings } from "@/server/db/schema";
import { type BoatCast, boatCast } from "../support/boat-fixtures";
import { createTestApi, type TestApi } from "../support/test-api";
import { daysFromToday, monthDay, yearOf } from "../support/test-dates";

let api: TestApi;
let cast: BoatCast;

beforeAll(async () => {
  api = await createTestApi();
  cast = await boatCast(api);
});

const rows = async (table: typeof boatPrices | typeof boatDates | typeof availabilityBlocks | typeof boatComments) =>
  (await api.db.select({ n: count() }).from(table))[0]!.n;

describe("prices", () => {
  const period = (extra: Record<string, unknown> = {}) => ({
    boat_id: cast.ownBoat.id,
    start_date: monthDay(7),
    end_date: monthDay(8),
    day_price: 1_500_000,
    currency: "EUR",
    ...extra,
  });

  it("creates a half-open period, accepts a back-to-back one and refuses an overlap with a Turkish 409", async () => {
    const month = await api.call("POST", "/v1/admin/boats/price", { token: cast.ownerToken, body: period() });
    expect(month.status).toBe(201);
    expect(month.json.content).toEqual({
      id: expect.any(Number),
      boat_id: cast.ownBoat.id,
      start_date: monthDay(7),
      end_date: monthDay(8),
      day_price: 1_500_000,
      currency: "EUR",
      min_days: 1,
      start_weekday: null,
    });
    const nextMonth = await api.call("POST", "/v1/admin/boats/price", {
      token: cast.ownerToken,
      body: period({ start_date: monthDay(8), end_date: monthDay(9), min_days: 7, start_weekday: 6 }),
    });
    expect(nextMonth.status).toBe(201);
    expect(nextMonth.json.content).toMatchObject({ min_days: 7, start_weekday: 6 });
    const before = await rows(boatPrices);
    const overlap = await api.call("POST", "/v1/admin/boats/price", {
      token: cast.ownerToken,
      body: period({ start_date: monthDay(7, 20), end_date: monthDay(8, 5) }),
    });
    expect(overlap.status).toBe(409);
    expect(overlap.json).toEqual({
      content:
        "Bu tarihler teknenin başka bir fiyat dönemiyle çakışıyor: bir teknenin fiyat dönemleri üst üste binemez.",
      code: "PRICE_PERIOD_OVERLAP",
    });
    expect(await rows(boatPrices)).toBe(before);
    // Another boat may use the same dates.
    const other = await api.call("POST", "/v1/admin/boats/price", {
      token: cast.adminToken,
      body: period({ boat_id: cast.otherBoat.id }),
    });
    expect(other.status).toBe(201);
  });

  it("updates a period, refusing a move onto another one, and deletes it", async () => {
    const created = await api.call("POST", "/v1/admin/boats/price", {
      token: cast.ownerToken,
      body: period({ start_date: monthDay(14), end_date: monthDay(15) }),
    });
    const id = created.json.content.id;
    const updated = await api.call("PUT", `/v1/admin/boats/price/${id}`, {
      token: cast.ownerToken,
      body: { day_price: 2_000_000, currency: "TRY", end_date: monthDay(16) },
    });
    expect(updated.status).toBe(200);
    expect(updated.json.content).toMatchObject({
      day_price: 2_000_000,
      currency: "TRY",
      start_date: monthDay(14),
      end_date: monthDay(16),
    });
    const onto = await api.call("PUT", `/v1/admin/boats/price/${id}`, {
      token: cast.ownerToken,
      body: { start_date: monthDay(7, 15) },
    });
    expect(onto.status).toBe(409);
    expect(onto.json.code).toBe("PRICE_PERIOD_OVERLAP");
    const reversed = await api.call("PUT", `/v1/admin/boats/price/${id}`, {
      token: cast.ownerToken,
      body: { start_date: monthDay(17) },
    });
    expect(reversed.status).toBe(400);
    expect(reversed.json.content).toBe("Bitiş tarihi başlangıç tarihinden sonra olmalı.");
    const [row] = await api.db.select().from(boatPrices).where(eq(boatPrices.id, id));
    expect(row).toMatchObject({ startDate: monthDay(14), endDate: monthDay(16), dayPrice: 2_000_000 });

    const deleted = await api.call("DELETE", `/v1/admin/boats/price/${id}`, { token: cast.ownerToken });
    expect(deleted.status).toBe(200);
    expect(deleted.json.content).toEqual({ id });
    expect(await api.db.select().from(boatPrices).where(eq(boatPrices.id, id))).toEqual([]);
    expect((await api.call("DELETE", `/v1/admin/boats/price/${id}`, { token: cast.ownerToken })).status).toBe(404);
  });

  it("keeps an OWNER away from another owner's prices (404)", async () => {
    const theirs = await api.call("POST", "/v1/admin/boats/price", {
      token: cast.adminToken,
      body: period({ boat_id: cast.otherBoat.id, start_date: monthDay(26), end_date: monthDay(27) }),
    });
    const id = theirs.json.content.id;
    const create = await api.call("POST", "/v1/admin/boats/price", {
      token: cast.ownerToken,
      body: period({ boat_id: cast.otherBoat.id, start_date: monthDay(38), end_date: monthDay(39) }),
    });
    expect(create.status).toBe(404);
    expect(create.json.content).toBe("Tekne bulunamadı.");
    const update = await api.call("PUT", `/v1/admin/boats/price/${id}`, {
      token: cast.ownerToken,
      body: { day_price: 1 },
    });
    expect(update.status).toBe(404);
    expect(update.json.content).toBe("Fiyat dönemi bulunamadı.");
    expect((await api.call("DELETE", `/v1/admin/boats/price/${id}`, { token: cast.ownerToken })).status).toBe(404);
    const [row] = await api.db.select().from(boatPrices).where(eq(boatPrices.id, id));
    expect(row!.dayPrice).toBe(1_500_000);
  });

  it("answers bad input with a Turkish 4xx and writes nothing", async () => {
    const before = await rows(boatPrices);
    const cases: [unknown, number, string][] = [
      [{}, 400, "boat_id"],
      [period({ boat_id: 999_999 }), 404, "Tekne bulunamadı."],
      [period({ end_date: monthDay(6) }), 400, "Bitiş tarihi başlangıç tarihinden sonra olmalı."],
      [period({ start_date: `${yearOf(monthDay(7))}-02-30` }), 400, "geçerli bir tarih"],
      [period({ start_date: formatDayTr(monthDay(7)) }), 400, "YYYY-AA-GG"],
      [period({ start_date: "x".repeat(200_000) }), 400, "YYYY-AA-GG"],
      [period({ day_price: -100 }), 400, "Günlük fiyat negatif olamaz."],
      [period({ day_price: 99.5 }), 400, "tam sayı"],
      [period({ day_price: "1000" }), 400, "Günlük fiyat bir sayı olmalı."],
      [period({ currency: "TL" }), 400, "TRY, EUR, USD veya GBP"],
      [period({ min_days: 0 }), 400, "En az gün sayısı en az 1"],
      [period({ start_weekday: 8 }), 400, "1 (Pazartesi) ile 7 (Pazar)"],
      ["{nope", 400, "JSON"],
    ];
    for (const [body, status, message] of cases) {
      const res = await api.call("POST", "/v1/admin/boats/price", { token: cast.adminToken, body: body as never });
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(status);
      expect(res.json.content).toContain(message);
    }
    expect((await api.call("PUT", "/v1/admin/boats/price/abc", { token: cast.adminToken, body: {} })).status).toBe(400);
    expect(
      (await api.call("PUT", "/v1/admin/boats/price/999999", { token: cast.adminToken, body: { day_price: 1 } }))
        .status,
    ).toBe(404);
    expect(await rows(boatPrices)).toBe(before);
  });
});

describe("dates (closings)", () => {
  const closing = (extra: Record<string, unknown> = {}) => ({
    boat_id: cast.ownBoat.id,
    start_date: monthDay(10, 10),
    end_date: monthDay(10, 17),
    ...extra,
  });
  const blockOf = async (boatDateId: number) =>
    (await api.db.select().from(availabilityBlocks).where(eq(availabilityBlocks.boatDateId, boatDateId)))[0];

  it("writes the closing and its block together, refusing an overlap with 'Bu tarihler dolu'", async () => {
    const res = await api.call("POST", "/v1/admin/boats/date", {
      token: cast.ownerToken,
      body: closing({ note: "  Bakım  " }),
    });
    expect(res.status).toBe(201);
    expect(res.json.content).toMatchObject({
      boat_id: cast.ownBoat.id,
      start_date: monthDay(10, 10),
      end_date: monthDay(10, 17),
      note: "Bakım",
      source: "manual",
      ical_uid: null,
    });
    expect(await blockOf(res.json.content.id)).toMatchObject({
      boatId: cast.ownBoat.id,
      startDate: monthDay(10, 10),
      endDate: monthDay(10, 17),
      kind: "boat_date",
    });
    const [dates, blocks] = [await rows(boatDates), await rows(availabilityBlocks)];
    const overlap = await api.call("POST", "/v1/admin/boats/date", {
      token: cast.ownerToken,
      body: closing({ start_date: monthDay(10, 16), end_date: monthDay(10, 20) }),
    });
    expect(overlap.status).toBe(409);
    expect(overlap.json.code).toBe("DATES_UNAVAILABLE");
    expect(overlap.json.content).toMatch(/^Bu tarihler dolu/);
    expect([await rows(boatDates), await rows(availabilityBlocks)]).toEqual([dates, blocks]);
    // Half-open: the next closing may start on the day the previous one ends.
    const next = await api.call("POST", "/v1/admin/boats/date", {
      token: cast.ownerToken,
      body: closing({ start_date: monthDay(10, 17), end_date: monthDay(10, 24) }),
    });
    expect(next.status).toBe(201);
  });

  it("refuses a closing over another kind of block (a manual external closing)", async () => {
    await api.db.transaction(async (tx) => {
      const [ext] = await tx
        .insert(externalClosings)
        .values({
          boatId: cast.ownBoat.id,
          startDate: monthDay(11),
          endDate: monthDay(11, 5),
          title: "Dış rezervasyon",
        })
        .returning({ id: externalClosings.id });
      await tx.insert(availabilityBlocks).values({
        boatId: cast.ownBoat.id,
        startDate: monthDay(11),
        endDate: monthDay(11, 5),
        kind: "external",
        externalClosingId: ext!.id,
      });
    });
    const res = await api.call("POST", "/v1/admin/boats/date", {
      token: cast.ownerToken,
      body: closing({ start_date: monthDay(11, 4), end_date: monthDay(11, 6) }),
    });
    expect(res.status).toBe(409);
    expect(res.json.content).toMatch(/^Bu tarihler dolu/);
  });

  it("moves the block with the closing, refuses a move onto other dates, and deletes both", async () => {
    const created = await api.call("POST", "/v1/admin/boats/date", {
      token: cast.ownerToken,
      body: closing({ start_date: monthDay(12), end_date: monthDay(12, 3) }),
    });
    const id = created.json.content.id;
    const moved = await api.call("PUT", `/v1/admin/boats/date/${id}`, {
      token: cast.ownerToken,
      body: { start_date: monthDay(12, 5), end_date: monthDay(12, 8), note: "Tersane" },
    });
    expect(moved.status).toBe(200);
    expect(moved.json.content).toMatchObject({
      start_date: monthDay(12, 5),
      end_date: monthDay(12, 8),
      note: "Tersane",
    });
    expect(await blockOf(id)).toMatchObject({ startDate: monthDay(12, 5), endDate: monthDay(12, 8) });

    const onto = await api.call("PUT", `/v1/admin/boats/date/${id}`, {
      token: cast.ownerToken,
      body: { start_date: monthDay(10, 12), end_date: monthDay(10, 14) },
    });
    expect(onto.status).toBe(409);
    expect(onto.json.content).toMatch(/^Bu tarihler dolu/);
    const [row] = await api.db.select().from(boatDates).where(eq(boatDates.id, id));
    expect(row).toMatchObject({ startDate: monthDay(12, 5), endDate: monthDay(12, 8) });
    expect(await blockOf(id)).toMatchObject({ startDate: monthDay(12, 5), endDate: monthDay(12, 8) });

    const reversed = await api.call("PUT", `/v1/admin/boats/date/${id}`, {
      token: cast.ownerToken,
      body: { end_date: monthDay(12, 5) },
    });
    expect(reversed.status).toBe(400);

    const deleted = await api.call("DELETE", `/v1/admin/boats/date/${id}`, { token: cast.ownerToken });
    expect(deleted.status).toBe(200);
    expect(await api.db.select().from(boatDates).where(eq(boatDates.id, id))).toEqual([]);
    expect(await blockOf(id)).toBeUndefined();
    expect((await api.call("DELETE", `/v1/admin/boats/date/${id}`, { token: cast.ownerToken })).status).toBe(404);
  });

  it("refuses to edit an iCal closing but lets it be deleted", async () => {
    const [date] = await api.db
      .insert(boatDates)
      .values({
        boatId: cast.ownBoat.id,
        startDate: monthDay(13),
        endDate: monthDay(13, 3),
        source: "ical",
        icalUid: "abc@x",
      })
      .returning();
    await api.db.insert(availabilityBlocks).values({
      boatId: cast.ownBoat.id,
      startDate: monthDay(13),
      endDate: monthDay(13, 3),
      kind: "boat_date",
      boatDateId: date!.id,
    });
    const edit = await api.call("PUT", `/v1/admin/boats/date/${date!.id}`, {
      token: cast.ownerToken,
      body: { note: "x" },
    });
    expect(edit.status).toBe(409);
    expect(edit.json.code).toBe("ICAL_DATE_READ_ONLY");
    const del = await api.call("DELETE", `/v1/admin/boats/date/${date!.id}`, { token: cast.ownerToken });
    expect(del.status).toBe(200);
    expect(await blockOf(date!.id)).toBeUndefined();
  });

  it("keeps an OWNER away from another owner's closings and answers bad input with 4xx", async () => {
    const theirs = await api.call("POST", "/v1/admin/boats/date", {
      token: cast.adminToken,
      body: closing({ boat_id: cast.otherBoat.id }),
    });
    expect(theirs.status).toBe(201);
    const id = theirs.json.content.id;
    const [dates, blocks] = [await rows(boatDates), await rows(availabilityBlocks)];
    const cases: [string, string, unknown, number][] = [
      [
        "POST",
        "/v1/admin/boats/date",
        closing({ boat_id: cast.otherBoat.id, start_date: monthDay(62), end_date: monthDay(62, 2) }),
        404,
      ],
      ["PUT", `/v1/admin/boats/date/${id}`, { note: "benim" }, 404],
      ["DELETE", `/v1/admin/boats/date/${id}`, undefined, 404],
      ["POST", "/v1/admin/boats/date", closing({ boat_id: 999_999 }), 404],
      ["POST", "/v1/admin/boats/date", closing({ end_date: monthDay(10, 10) }), 400],
      ["POST", "/v1/admin/boats/date", closing({ start_date: Number(monthDay(10, 10).replaceAll("-", "")) }), 400],
      ["POST", "/v1/admin/boats/date", closing({ note: "x".repeat(200_000) }), 400],
      ["POST", "/v1/admin/boats/date", { boat_id: -1, start_date: monthDay(2), end_date: monthDay(2, 2) }, 400],
      ["POST", "/v1/admin/boats/date", "[[", 400],
      ["PUT", "/v1/admin/boats/date/0", { note: "x" }, 400],
    ];
    for (const [method, path, body, status] of cases) {
      const res = await api.call(method, path, { token: cast.ownerToken, body: body as never });
      expect(res.status, `${method} ${path} ${JSON.stringify(body)?.slice(0, 60)}`).toBe(status);
      expect(typeof res.json.content).toBe("string");
    }
    expect([await rows(boatDates), await rows(availabilityBlocks)]).toEqual([dates, blocks]);
  });
});

describe("comments", () => {
  let ownComments: number[] = [];
  let otherComment: number;

  beforeAll(async () => {
    const inserted = await api.db
      .insert(boatComments)
      .values(
        Array.from({ length: 12 }, (_, i) => ({
          boatId: cast.ownBoat.id,
          name: `Misafir ${i}`,
          rating: 5,
          body: `Harika bir hafta ${i}`,
          approved: i % 3 === 0,
          createdAt: new Date(`${daysFromToday(i - 20)}T09:00:00Z`),
        })),
      )
      .returning({ id: boatComments.id });
    ownComments = inserted.map((c) => c.id);
    const [other] = await api.db
      .insert(boatComments)
      .values({ boatId: cast.otherBoat.id, name: "Başka", rating: 2, body: "Fena değil", approved: false })
      .returning({ id: boatComments.id });
    otherComment = other!.id;
  });

  it("lists 10 a page, newest first, with the boat's name; an OWNER sees only their boats' comments", async () => {
    const admin = await api.call("GET", "/v1/admin/comment", { token: cast.adminToken });
    expect(admin.status).toBe(200);
    expect(admin.json.content.total).toBe(13);
    expect(admin.json.content.items).toHaveLength(10);
    const owner = await api.call("GET", "/v1/admin/comment?skip=10", { token: cast.ownerToken });
    expect(owner.json.content.total).toBe(12);
    expect(owner.json.content.items).toHaveLength(2);
    expect(owner.json.content.items[0]).toMatchObject({ boat_id: cast.ownBoat.id, boat_name: "Mavi Rüya" });
    const first = (await api.call("GET", "/v1/admin/comment", { token: cast.ownerToken })).json.content.items[0];
    expect(first.body).toBe("Harika bir hafta 11");
    const approved = await api.call("GET", "/v1/admin/comment?approved=true", { token: cast.ownerToken });
    expect(approved.json.content.total).toBe(4);
    expect(approved.json.content.items.every((c: { approved: boolean }) => c.approved)).toBe(true);
    const bad = await api.call("GET", "/v1/admin/comment?approved=belki", { token: cast.ownerToken });
    expect(bad.status).toBe(400);
  });

  it("approves and hides a comment, and deletes it", async () => {
    const id = ownComments[1]!;
    const on = await api.call("PUT", `/v1/admin/boats/commentactivity/${id}`, {
      token: cast.ownerToken,
      body: { approved: true },
    });
    expect(on.status).toBe(200);
    expect(on.json.content).toMatchObject({ id, approved: true, boat_name: "Mavi Rüya" });
    const off = await api.call("PUT", `/v1/admin/boats/commentactivity/${id}`, {
      token: cast.adminToken,
      body: { approved: false },
    });
    expect(off.json.content.approved).toBe(false);
    const bad = await api.call("PUT", `/v1/admin/boats/commentactivity/${id}`, {
      token: cast.adminToken,
      body: { approved: "evet" },
    });
    expect(bad.status).toBe(400);
    expect(bad.json.content).toContain("approved true veya false olmalı.");
    const del = await api.call("DELETE", `/v1/admin/boats/comment/${id}`, { token: cast.ownerToken });
    expect(del.status).toBe(200);
    expect(await api.db.select().from(boatComments).where(eq(boatComments.id, id))).toEqual([]);
  });

  it("keeps an OWNER away from another owner's comments (404)", async () => {
    const approve = await api.call("PUT", `/v1/admin/boats/commentactivity/${otherComment}`, {
      token: cast.ownerToken,
      body: { approved: true },
    });
    expect(approve.status).toBe(404);
    expect(approve.json.content).toBe("Yorum bulunamadı.");
    const del = await api.call("DELETE", `/v1/admin/boats/comment/${otherComment}`, { token: cast.ownerToken });
    expect(del.status).toBe(404);
    const [row] = await api.db.select().from(boatComments).where(eq(boatComments.id, otherComment));
    expect(row!.approved).toBe(false);
    const detail = await api.call("GET", `/v1/admin/boats/${cast.ownBoat.id}`, { token: cast.ownerToken });
    expect(detail.json.content.comments.map((c: { boat_id: number }) => c.boat_id)).not.toContain(cast.otherBoat.id);
    expect(detail.json.content.comments.length).toBe(11);
  });
});

describe("boat detail", () => {
  it("shows the boat's prices and closings in date order", async () => {
    const res = await api.call("GET", `/v1/admin/boats/${cast.ownBoat.id}`, { token: cast.ownerToken });
    expect(res.status).toBe(200);
    const starts = res.json.content.prices.map((p: { start_date: string }) => p.start_date);
    expect(starts).toEqual([...starts].sort());
    expect(starts).toContain(monthDay(7));
    expect(res.json.content.dates.map((d: { start_date: string }) => d.start_date)).toContain(monthDay(10, 10));
  });
});
