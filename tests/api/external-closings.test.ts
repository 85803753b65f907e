import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { signToken } from "@/server/auth/tokens";
import { availabilityBlocks, externalClosings, reservations } from "@/server/db/schema";
import { createBoat, createExternalClosing, createReservation, createUser } from "@/server/seed/factories";
import { createTestApi } from "../support/test-api";
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

const post = (token: string, body: Record<string, unknown>) => api.call("POST", "/v1/admin/external", { token, body });

async function blockOf(closingId: number) {
  return api.db
    .select({ start: availabilityBlocks.startDate, end: availabilityBlocks.endDate, kind: availabilityBlocks.kind })
    .from(availabilityBlocks)
    .where(eq(availabilityBlocks.externalClosingId, closingId));
}

describe("POST /v1/admin/external", () => {
  it("creates the closing and its block in one go", async () => {
    const res = await post(adminToken, {
      boat_id: ownBoat.id,
      start_date: "2027-05-01",
      end_date: "2027-05-08",
      title: "Başka platformdan kiralama",
      note: "Click&Boat",
    });
    expect(res.status).toBe(201);
    expect(res.json.content).toMatchObject({
      boat_id: ownBoat.id,
      boat_name: "Poyraz",
      start_date: "2027-05-01",
      end_date: "2027-05-08",
      status: "active",
      title: "Başka platformdan kiralama",
      note: "Click&Boat",
    });
    expect(await blockOf(res.json.content.id)).toEqual([{ start: "2027-05-01", end: "2027-05-08", kind: "external" }]);
  });

  it("refuses dates that clash with a reservation or another closing (409, Turkish), allows back-to-back", async () => {
    const boat = await createBoat(api.db);
    await createReservation(api.db, { boatId: boat.id, startDate: "2027-06-05", endDate: "2027-06-12" });
    const clash = await post(adminToken, {
      boat_id: boat.id,
      start_date: "2027-06-10",
      end_date: "2027-06-14",
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
      start_date: "2027-06-12",
      end_date: "2027-06-14",
      title: "Bakım",
    });
    expect(after.status).toBe(201);
    const again = await post(adminToken, {
      boat_id: boat.id,
      start_date: "2027-06-13",
      end_date: "2027-06-20",
      title: "X",
    });
    expect(again.status).toBe(409);
  });

  it("an option whose time ran out does not block the closing; it expires", async () => {
    const boat = await createBoat(api.db);
    const stale = await createReservation(api.db, {
      boatId: boat.id,
      startDate: "2027-06-05",
      endDate: "2027-06-12",
      optionExpiresAt: new Date(Date.now() - 60_000),
    });
    const res = await post(adminToken, {
      boat_id: boat.id,
      start_date: "2027-06-05",
      end_date: "2027-06-12",
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
      start_date: "2027-10-01",
      end_date: "2027-10-03",
      title: "Tamir",
    });
    expect(own.status).toBe(201);
    const foreign = await post(ownerToken, {
      boat_id: otherBoat.id,
      start_date: "2027-10-01",
      end_date: "2027-10-03",
      title: "Tamir",
    });
    expect(foreign.status).toBe(404);
    expect(foreign.json.content).toBe("Tekne bulunamadı.");
    expect(
      (await post("", { boat_id: ownBoat.id, start_date: "2027-10-05", end_date: "2027-10-06", title: "x" })).status,
    ).toBe(401);
  });

  it("answers bad input with Turkish field messages, never a 500", async () => {
    const reversed = await post(adminToken, {
      boat_id: ownBoat.id,
      start_date: "2027-07-10",
      end_date: "2027-07-10",
      title: "x",
    });
    expect(reversed.status).toBe(400);
    expect(reversed.json.fields.end_date).toBe("Bitiş tarihi başlangıç tarihinden sonra olmalı.");
    const impossible = await post(adminToken, {
      boat_id: ownBoat.id,
      start_date: "2027-02-30",
      end_date: "2027-03-02",
      title: "x",
    });
    expect(impossible.status).toBe(400);
    expect(impossible.json.fields.start_date).toBe("Başlangıç tarihi YYYY-AA-GG biçiminde geçerli bir gün olmalı.");
    const noTitle = await post(adminToken, {
      boat_id: ownBoat.id,
      start_date: "2027-07-10",
      end_date: "2027-07-11",
      title: " ",
    });
    expect(noTitle.json.fields.title).toBe("Başlık zorunludur.");
    const noBoat = await post(adminToken, { start_date: "2027-07-10", end_date: "2027-07-11", title: "x" });
    expect(noBoat.status).toBe(400);
    expect(noBoat.json.fields.boat_id).toBe("Tekne seçilmelidir.");
    const tooLong = await post(adminToken, {
      boat_id: ownBoat.id,
      start_date: "2027-01-01",
      end_date: "2030-01-01",
      title: "x",
    });
    expect(tooLong.status).toBe(400);
    const unknownBoat = await post(adminToken, {
      boat_id: 99999,
      start_date: "2027-07-10",
      end_date: "2027-07-11",
      title: "x",
    });
    expect(unknownBoat.status).toBe(404);
  });
});

describe("PUT /v1/admin/external/:id", () => {
  it("moves the block with the dates: the old days are free, the new ones taken", async () => {
    const boat = await createBoat(api.db);
    const closing = await createExternalClosing(api.db, {
      boatId: boat.id,
      startDate: "2027-08-01",
      endDate: "2027-08-08",
    });
    const res = await api.call("PUT", `/v1/admin/external/${closing.id}`, {
      token: adminToken,
      body: { start_date: "2027-08-10", end_date: "2027-08-15", title: "Taşındı", note: null },
    });
    expect(res.status).toBe(200);
    expect(res.json.content).toMatchObject({
      start_date: "2027-08-10",
      end_date: "2027-08-15",
      title: "Taşındı",
      note: null,
    });
    expect(await blockOf(closing.id)).toEqual([{ start: "2027-08-10", end: "2027-08-15", kind: "external" }]);
    await expect(
      createReservation(api.db, { boatId: boat.id, startDate: "2027-08-01", endDate: "2027-08-08" }),
    ).resolves.toBeDefined();
    // Moving onto that reservation now clashes; nothing changes.
    const clash = await api.call("PUT", `/v1/admin/external/${closing.id}`, {
      token: adminToken,
      body: { start_date: "2027-08-05", end_date: "2027-08-12", title: "Çakışan" },
    });
    expect(clash.status).toBe(409);
    const [row] = await api.db.select().from(externalClosings).where(eq(externalClosings.id, closing.id));
    expect(row).toMatchObject({ startDate: "2027-08-10", endDate: "2027-08-15", title: "Taşındı" });
  });

  it("scopes owners, refuses cancelled closings and unknown ids", async () => {
    const closing = await createExternalClosing(api.db, {
      boatId: otherBoat.id,
      startDate: "2027-11-01",
      endDate: "2027-11-03",
    });
    const body = { start_date: "2027-11-01", end_date: "2027-11-04", title: "x" };
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
    const closing = await createExternalClosing(api.db, {
      boatId: boat.id,
      startDate: "2027-09-01",
      endDate: "2027-09-08",
    });
    const res = await api.call("PATCH", `/v1/admin/external/${closing.id}/cancel`, { token: adminToken });
    expect(res.status).toBe(200);
    expect(res.json.content.status).toBe("cancelled");
    expect(await blockOf(closing.id)).toEqual([]);
    await expect(
      createReservation(api.db, { boatId: boat.id, startDate: "2027-09-01", endDate: "2027-09-08" }),
    ).resolves.toBeDefined();
    const twice = await api.call("PATCH", `/v1/admin/external/${closing.id}/cancel`, { token: adminToken });
    expect(twice.status).toBe(409);
    expect(twice.json.content).toBe("Bu kapatma zaten iptal edilmiş.");
    const other = await createExternalClosing(api.db, {
      boatId: boat.id,
      startDate: "2027-09-10",
      endDate: "2027-09-12",
    });
    expect((await api.call("PUT", `/v1/admin/external/${other.id}/cancel`, { token: ownerToken })).status).toBe(404);
    expect((await api.call("PUT", `/v1/admin/external/${other.id}/cancel`, { token: adminToken })).status).toBe(200);
  });
});

describe("GET /v1/admin/external", () => {
  it("filters by status, boat, occupied range and creation day; scoped for owners; detail", async () => {
    const boat = await createBoat(api.db, { ownerId: (await createUser(api.db)).id });
    const a = await createExternalClosing(api.db, {
      boatId: boat.id,
      startDate: "2028-01-01",
      endDate: "2028-01-05",
      title: "A",
    });
    const b = await createExternalClosing(api.db, {
      boatId: boat.id,
      startDate: "2028-01-10",
      endDate: "2028-01-12",
      title: "B",
    });
    const c = await createExternalClosing(api.db, {
      boatId: boat.id,
      startDate: "2028-02-01",
      endDate: "2028-02-03",
      title: "C",
    });
    await api.call("PATCH", `/v1/admin/external/${c.id}/cancel`, { token: adminToken });
    await api.db
      .update(externalClosings)
      .set({ createdAt: new Date("2026-03-15T22:30:00Z") }) // 16 March in Istanbul
      .where(eq(externalClosings.id, b.id));

    const ids = async (qs: string, token = adminToken) => {
      const res = await api.call("GET", `/v1/admin/external?boat_id=${boat.id}${qs}`, { token });
      expect(res.status).toBe(200);
      return res.json.content.items.map((i: { id: number }) => i.id);
    };
    expect(await ids("")).toEqual([c.id, b.id, a.id]);
    expect(await ids("&status=active")).toEqual([b.id, a.id]);
    expect(await ids("&status=cancelled")).toEqual([c.id]);
    expect(await ids("&started_at=2028-01-05")).toEqual([c.id, b.id]); // A ends on the 5th: that day is free
    expect(await ids("&started_at=2028-01-04&finished_at=2028-01-10")).toEqual([b.id, a.id]);
    expect(await ids("&finished_at=2028-01-09")).toEqual([a.id]);
    expect(await ids("&created_at=2026-03-16")).toEqual([b.id]);
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
    const date = await api.call("GET", "/v1/admin/external?started_at=2028-13-01", { token: adminToken });
    expect(date.status).toBe(400);
    expect(date.json.fields.started_at).toMatch(/YYYY-AA-GG/);
    const order = await api.call("GET", "/v1/admin/external?started_at=2028-02-01&finished_at=2028-01-01", {
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
          post(adminToken, { boat_id: boat.id, start_date: "2027-12-01", end_date: "2027-12-08", title: `Yarış ${i}` }),
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
