import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { signToken } from "@/server/auth/tokens";
import { availabilityBlocks, externalClosings, reservations } from "@/server/db/schema";
import { createBoat, createExternalClosing, createReservation, createUser } from "@/server/seed/factories";
import { clock } from "@/lib/clock";
import { addDays } from "@/lib/dates";
import { createTestApi } from "../support/test-api";
import { daysFromToday, today, yearOf } from "../support/test-dates";
import { testDatabaseKind } from "../support/test-database";

const api = await createTestApi();
let adminToken: string;
let ownerToken: string;
let otherToken: string;
let ownBoat: Awaited<ReturnType<typeof createBoat>>;
let otherBoat: Awaited<ReturnType<typeof createBoat>>;

beforeAll(async () => {
  const admin = await createUser(api.db, { role: "ADMIN" });
  const owner = await createUser(api.db, { role: "OWNER" });
  const other = await createUser(api.db, { role: "OWNER" });
  adminToken = await signToken(admin, api.jwtSecret);
  ownerToken = await signToken(owner, api.jwtSecret);
  otherToken = await signToken(other, api.jwtSecret);
  ownBoat = await createBoat(api.db, { ownerId: owner.id, name: "Poyraz" });
  otherBoat = await createBoat(api.db, { ownerId: other.id, name: "Lodos" });
});

/** Days ahead of today by the clock; each test keeps to its own stretch so they never meet on a shared boat. */
const day = daysFromToday;

const post = (token: string, body: Record<string, unknown>) => api.call("POST", "/v1/admin/external", { token, body });

async function blockOf(closingId: number) {
  return api.db
    .select({ start: availabilityBlocks.startDate, end: availabilityBlocks.endDate, kind: availabilityBlocks.kind })
    .from(availabilityBlocks)
    .where(eq(availabilityBlocks.externalClosingId, closingId));
}

describe("POST /v1/admin/external", () => {
  it("creates the closing and its block in one go", async () => {
    const [start, end] = [day(60), day(67)];
    const res = await post(adminToken, {
      boat_id: ownBoat.id,
      start_date: start,
      end_date: end,
      title: "Başka platformdan kiralama",
      note: "Click&Boat",
    });
    expect(res.status).toBe(201);
    expect(res.json.content).toMatchObject({
      boat_id: ownBoat.id,
      boat_name: "Poyraz",
      start_date: start,
      end_date: end,
      status: "active",
      title: "Başka platformdan kiralama",
      note: "Click&Boat",
    });
    expect(await blockOf(res.json.content.id)).toEqual([{ start, end, kind: "external" }]);
  });

  it("refuses dates that clash with a reservation or another closing (409, Turkish), allows back-to-back", async () => {
    const boat = await createBoat(api.db);
    const base = day(90);
    await createReservation(api.db, { boatId: boat.id, startDate: base, endDate: addDays(base, 7) });
    const clash = await post(adminToken, {
      boat_id: boat.id,
      start_date: addDays(base, 5),
      end_date: addDays(base, 9),
      title: "Bakım",
    });
    expect(clash.status).toBe(409);
    expect(clash.json.code).toBe("DATES_UNAVAILABLE");
    expect(clash.json.content).toMatch(/çakışıyor/);
    const left = await api.db
      .select({ id: externalClosings.id })
      .from(externalClosings)
      .where(eq(externalClosings.boatId, boat.id));
    expect(left).toHaveLength(0);
    const after = await post(adminToken, {
      boat_id: boat.id,
      start_date: addDays(base, 7),
      end_date: addDays(base, 9),
      title: "Bakım",
    });
    expect(after.status).toBe(201);
    const again = await post(adminToken, {
      boat_id: boat.id,
      start_date: addDays(base, 8),
      end_date: addDays(base, 15),
      title: "X",
    });
    expect(again.status).toBe(409);
  });

  it("an option whose time ran out does not block the closing; it expires", async () => {
    const boat = await createBoat(api.db);
    const [start, end] = [day(90), day(97)];
    const stale = await createReservation(api.db, {
      boatId: boat.id,
      startDate: start,
      endDate: end,
      optionExpiresAt: new Date(clock.now().getTime() - 60_000),
    });
    const res = await post(adminToken, {
      boat_id: boat.id,
      start_date: start,
      end_date: end,
      title: "Yeni",
    });
    expect(res.status).toBe(201);
    const [row] = await api.db
      .select({ status: reservations.status })
      .from(reservations)
      .where(eq(reservations.id, stale.id));
    expect(row!.status).toBe("expired");
  });

  it("lets an owner close only their own boats", async () => {
    const own = await post(ownerToken, {
      boat_id: ownBoat.id,
      start_date: day(120),
      end_date: day(122),
      title: "Tamir",
    });
    expect(own.status).toBe(201);
    const foreign = await post(ownerToken, {
      boat_id: otherBoat.id,
      start_date: day(120),
      end_date: day(122),
      title: "Tamir",
    });
    expect(foreign.status).toBe(404);
    expect(foreign.json.content).toBe("Tekne bulunamadı.");
    expect((await post("", { boat_id: ownBoat.id, start_date: day(124), end_date: day(125), title: "x" })).status).toBe(
      401,
    );
  });

  it("answers bad input with Turkish field messages, never a 500", async () => {
    const reversed = await post(adminToken, {
      boat_id: ownBoat.id,
      start_date: day(150),
      end_date: day(150),
      title: "x",
    });
    expect(reversed.status).toBe(400);
    expect(reversed.json.fields.end_date).toBe("Bitiş tarihi başlangıç tarihinden sonra olmalı.");
    const impossible = await post(adminToken, {
      boat_id: ownBoat.id,
      start_date: `${yearOf(today()) + 1}-02-30`,
      end_date: `${yearOf(today()) + 1}-03-02`,
      title: "x",
    });
    expect(impossible.status).toBe(400);
    expect(impossible.json.fields.start_date).toBe("Başlangıç tarihi YYYY-AA-GG biçiminde geçerli bir gün olmalı.");
    const noTitle = await post(adminToken, {
      boat_id: ownBoat.id,
      start_date: day(150),
      end_date: day(151),
      title: " ",
    });
    expect(noTitle.json.fields.title).toBe("Başlık zorunludur.");
    const noBoat = await post(adminToken, { start_date: day(150), end_date: day(151), title: "x" });
    expect(noBoat.status).toBe(400);
    expect(noBoat.json.fields.boat_id).toBe("Tekne seçilmelidir.");
    const tooLong = await post(adminToken, {
      boat_id: ownBoat.id,
      start_date: day(150),
      end_date: day(150 + 3 * 365),
      title: "x",
    });
    expect(tooLong.status).toBe(400);
    const unknownBoat = await post(adminToken, {
      boat_id: 99999,
      start_date: day(150),
      end_date: day(151),
      title: "x",
    });
    expect(unknownBoat.status).toBe(404);
  });
});

describe("PUT /v1/admin/external/:id", () => {
  it("moves the block with the dates: the old days are free, the new ones taken", async () => {
    const boat = await createBoat(api.db);
    const [start, end] = [day(180), day(187)];
    const [movedStart, movedEnd] = [day(189), day(194)];
    const closing = await createExternalClosing(api.db, { boatId: boat.id, startDate: start, endDate: end });
    const res = await api.call("PUT", `/v1/admin/external/${closing.id}`, {
      token: adminToken,
      body: { start_date: movedStart, end_date: movedEnd, title: "Taşındı", note: null },
    });
    expect(res.status).toBe(200);
    expect(res.json.content).toMatchObject({
      start_date: movedStart,
      end_date: movedEnd,
      title: "Taşındı",
      note: null,
    });
    expect(await blockOf(closing.id)).toEqual([{ start: movedStart, end: movedEnd, kind: "external" }]);
    await expect(createReservation(api.db, { boatId: boat.id, startDate: start, endDate: end })).resolves.toBeDefined();
    // Moving onto that reservation now clashes; nothing changes.
    const clash = await api.call("PUT", `/v1/admin/external/${closing.id}`, {
      token: adminToken,
      body: { start_date: day(184), end_date: day(191), title: "Çakışan" },
    });
    expect(clash.status).toBe(409);
    const [row] = await api.db.select().from(externalClosings).where(eq(externalClosings.id, closing.id));
    expect(row).toMatchObject({ startDate: movedStart, endDate: movedEnd, title: "Taşındı" });
  });

  it("scopes owners, refuses cancelled closings and unknown ids", async () => {
    const closing = await createExternalClosing(api.db, {
      boatId: otherBoat.id,
      startDate: day(210),
      endDate: day(212),
    });
    const body = { start_date: day(210), end_date: day(213), title: "x" };
    expect((await api.call("PUT", `/v1/admin/external/${closing.id}`, { token: ownerToken, body })).status).toBe(404);
    expect((await api.call("PUT", `/v1/admin/external/${closing.id}`, { token: otherToken, body })).status).toBe(200);
    expect((await api.call("PUT", "/v1/admin/external/987654", { token: adminToken, body })).status).toBe(404);
    expect((await api.call("PUT", "/v1/admin/external/abc", { token: adminToken, body })).status).toBe(400);
    await api.call("PATCH", `/v1/admin/external/${closing.id}/cancel`, { token: adminToken });
    const res = await api.call("PUT", `/v1/admin/external/${closing.id}`, { token: adminToken, body });
    expect(res.status).toBe(409);
    expect(res.json.content).toBe("İptal edilmiş bir kapatma düzenlenemez.");
  });
});

describe("cancel", () => {
  it("PATCH …/cancel frees the days; a second cancel is a 409; PUT works too", async () => {
    const boat = await createBoat(api.db);
    const [start, end] = [day(240), day(247)];
    const closing = await createExternalClosing(api.db, { boatId: boat.id, startDate: start, endDate: end });
    const res = await api.call("PATCH", `/v1/admin/external/${closing.id}/cancel`, { token: adminToken });
    expect(res.status).toBe(200);
    expect(res.json.content.status).toBe("cancelled");
    expect(await blockOf(closing.id)).toEqual([]);
    await expect(createReservation(api.db, { boatId: boat.id, startDate: start, endDate: end })).resolves.toBeDefined();
    const twice = await api.call("PATCH", `/v1/admin/external/${closing.id}/cancel`, { token: adminToken });
    expect(twice.status).toBe(409);
    expect(twice.json.content).toBe("Bu kapatma zaten iptal edilmiş.");
    const other = await createExternalClosing(api.db, {
      boatId: boat.id,
      startDate: day(249),
      endDate: day(251),
    });
    expect((await api.call("PUT", `/v1/admin/external/${other.id}/cancel`, { token: ownerToken })).status).toBe(404);
    expect((await api.call("PUT", `/v1/admin/external/${other.id}/cancel`, { token: adminToken })).status).toBe(200);
  });
});

describe("GET /v1/admin/external", () => {
  it("filters by status, boat, occupied range and creation day; scoped for owners; detail", async () => {
    const boat = await createBoat(api.db, { ownerId: (await createUser(api.db)).id });
    const base = day(270);
    const on = (n: number) => addDays(base, n);
    const a = await createExternalClosing(api.db, {
      boatId: boat.id,
      startDate: base,
      endDate: on(4),
      title: "A",
    });
    const b = await createExternalClosing(api.db, {
      boatId: boat.id,
      startDate: on(9),
      endDate: on(11),
      title: "B",
    });
    const c = await createExternalClosing(api.db, {
      boatId: boat.id,
      startDate: on(31),
      endDate: on(33),
      title: "C",
    });
    await api.call("PATCH", `/v1/admin/external/${c.id}/cancel`, { token: adminToken });
    // B was created at 22:30 UTC on the day before `createdDay`: already `createdDay` in Istanbul.
    const createdDay = day(-250);
    await api.db
      .update(externalClosings)
      .set({ createdAt: new Date(`${addDays(createdDay, -1)}T22:30:00Z`) })
      .where(eq(externalClosings.id, b.id));

    const ids = async (qs: string, token = adminToken) => {
      const res = await api.call("GET", `/v1/admin/external?boat_id=${boat.id}${qs}`, { token });
      expect(res.status).toBe(200);
      return res.json.content.items.map((i: { id: number }) => i.id);
    };
    expect(await ids("")).toEqual([c.id, b.id, a.id]);
    expect(await ids("&status=active")).toEqual([b.id, a.id]);
    expect(await ids("&status=cancelled")).toEqual([c.id]);
    expect(await ids(`&started_at=${on(4)}`)).toEqual([c.id, b.id]); // A ends that day: it is free
    expect(await ids(`&started_at=${on(3)}&finished_at=${on(9)}`)).toEqual([b.id, a.id]);
    expect(await ids(`&finished_at=${on(8)}`)).toEqual([a.id]);
    expect(await ids(`&created_at=${createdDay}`)).toEqual([b.id]);
    expect(await ids("&take=1&skip=1")).toEqual([b.id]);
    expect(await ids("", ownerToken)).toEqual([]);

    const all = await api.call("GET", "/v1/admin/external", { token: ownerToken });
    expect(all.json.content.items.every((i: { boat_id: number }) => i.boat_id === ownBoat.id)).toBe(true);
    expect(all.json.content.total).toBe(all.json.content.items.length);

    const detail = await api.call("GET", `/v1/admin/external/${a.id}`, { token: adminToken });
    expect(detail.json.content).toMatchObject({ id: a.id, title: "A", status: "active", boat_id: boat.id });
    expect((await api.call("GET", `/v1/admin/external/${a.id}`, { token: ownerToken })).status).toBe(404);
  });

  it("validates the query in Turkish", async () => {
    const bad = await api.call("GET", "/v1/admin/external?status=open", { token: adminToken });
    expect(bad.status).toBe(400);
    const date = await api.call("GET", `/v1/admin/external?started_at=${yearOf(today())}-13-01`, { token: adminToken });
    expect(date.status).toBe(400);
    expect(date.json.fields.started_at).toMatch(/YYYY-AA-GG/);
    const order = await api.call("GET", `/v1/admin/external?started_at=${day(31)}&finished_at=${day(0)}`, {
      token: adminToken,
    });
    expect(order.status).toBe(400);
    expect(order.json.fields.finished_at).toBe("Bitiş tarihi başlangıç tarihinden önce olamaz.");
    expect((await api.call("GET", "/v1/admin/external?take=1000", { token: adminToken })).status).toBe(400);
    expect((await api.call("GET", "/v1/admin/external")).status).toBe(401);
  });
});

if (testDatabaseKind() === "postgres") {
  describe("races on PostgreSQL", () => {
    it("ten concurrent closings of the same days: exactly one wins", async () => {
      const boat = await createBoat(api.db);
      const results = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          post(adminToken, { boat_id: boat.id, start_date: day(300), end_date: day(307), title: `Yarış ${i}` }),
        ),
      );
      expect(results.map((r) => r.status).sort()).toEqual([201, ...Array(9).fill(409)]);
      const [n] = await api.db
        .select({ n: sql<number>`count(*)::int` })
        .from(availabilityBlocks)
        .where(eq(availabilityBlocks.boatId, boat.id));
      expect(n!.n).toBe(1);
    });
  });
}
