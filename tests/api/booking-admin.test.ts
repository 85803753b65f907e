import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { availabilityBlocks, mailOutbox, reservations } from "@/server/db/schema";
import { runReservationStatusJob } from "@/server/reservations/reservation-status-job";
import { createReservation } from "@/server/seed/factories";
import { type BookingCast, book, bookingCast, reservationBody } from "../support/booking-fixtures";
import { createTestApi, type TestApi } from "../support/test-api";
import { addDays } from "@/lib/dates";
import { nextWeekday } from "../support/test-dates";

/** Day `n` of this file's calendar: day 0 is a Friday one to two weeks ahead, by the tests' clock. */
const anchor = nextWeekday(5);
const day = (n: number) => addDays(anchor, n);

let api: TestApi;

/** New website reservations this staff member has not opened: their own dashboard badge. */
async function unseen(token: string): Promise<number> {
  return (await api.call("GET", "/v1/admin/counts", { token })).json.content.reservationCount;
}
let cast: BookingCast;

beforeAll(async () => {
  api = await createTestApi({ TRUST_PROXY: "1" });
  cast = await bookingCast(api);
});

const staffBody = (boatId: number, overrides: Record<string, unknown> = {}) => ({
  boat_id: boatId,
  start_date: day(64),
  end_date: day(67),
  guests: 2,
  customer_name: "Telefon Müşterisi",
  customer_email: "telefon@example.com",
  customer_phone: "0532 999 88 77",
  ...overrides,
});

const blockOf = async (reservationId: number) =>
  api.db.select().from(availabilityBlocks).where(eq(availabilityBlocks.reservationId, reservationId));

async function websiteBooking(start: string, end: string, boat = cast.ownBoat) {
  const res = await book(api, reservationBody(boat, { start_date: start, end_date: end }));
  expect(res.status).toBe(201);
  const [row] = await api.db.select().from(reservations).where(eq(reservations.code, res.json.content.code));
  return row!;
}

describe("POST /v1/admin/reservations (staff booking)", () => {
  it("books by phone from the price list as an option, mails the customer, and is born seen", async () => {
    const res = await api.call("POST", "/v1/admin/reservations", {
      token: cast.adminToken,
      body: staffBody(cast.ownBoat.id, { total: undefined }),
    });
    expect(res.status).toBe(201);
    const r = res.json.content;
    expect(r).toMatchObject({
      status: "option",
      source: "staff",
      total: 300_000,
      deposit: 60_000,
      paid: 0,
      due: 300_000,
      currency: "EUR",
      seen_by_staff: true,
      created_by: { id: cast.admin.id, name: "Deniz Yılmaz" },
      boat: { id: cast.ownBoat.id, name: "Mavi Rüya" },
      kvkk_consent_at: null,
    });
    expect(r.option_expires_at).toEqual(expect.any(String));
    expect(r.mails.map((m: { template_key: string }) => m.template_key)).toEqual(["reservation_received"]);
    expect(await blockOf(r.id)).toHaveLength(1);
  });

  it("lets an ADMIN set an agreed total and book as confirmed (confirmation mail, no option window)", async () => {
    const res = await api.call("POST", "/v1/admin/reservations", {
      token: cast.adminToken,
      body: staffBody(cast.ownBoat.id, {
        start_date: day(71),
        end_date: day(73),
        total: 123_456,
        currency: "TRY",
        status: "confirmed",
      }),
    });
    expect(res.status).toBe(201);
    expect(res.json.content).toMatchObject({
      status: "confirmed",
      total: 123_456,
      deposit: 24_691, // 20 % = 24 691,2 → 24 691
      currency: "TRY",
      option_expires_at: null,
    });
    expect(res.json.content.mails.map((m: { template_key: string }) => m.template_key)).toEqual([
      "reservation_confirmed",
    ]);
  });

  it("scopes an OWNER to their boats and keeps the agreed total to ADMINs", async () => {
    const own = await api.call("POST", "/v1/admin/reservations", {
      token: cast.ownerToken,
      body: staffBody(cast.ownBoat.id, { start_date: day(78), end_date: day(80), send_mail: false }),
    });
    expect(own.status).toBe(201);
    expect(own.json.content.mails).toEqual([]);
    const foreign = await api.call("POST", "/v1/admin/reservations", {
      token: cast.ownerToken,
      body: staffBody(cast.otherBoat.id, { start_date: day(78), end_date: day(80) }),
    });
    expect(foreign.status).toBe(404);
    const priced = await api.call("POST", "/v1/admin/reservations", {
      token: cast.ownerToken,
      body: staffBody(cast.ownBoat.id, { start_date: day(85), end_date: day(87), total: 1 }),
    });
    expect(priced.status).toBe(403);
  });

  it("refuses taken dates with 409 and bad input with 4xx", async () => {
    const taken = await api.call("POST", "/v1/admin/reservations", {
      token: cast.adminToken,
      body: staffBody(cast.ownBoat.id),
    });
    expect(taken.status).toBe(409);
    expect(taken.json.content).toBe("Seçtiğiniz tarihler artık müsait değil. Lütfen başka tarihler seçin.");
    const bad: [Record<string, unknown>, number][] = [
      [{ status: "completed" }, 400],
      [{ guests: 99 }, 422],
      [{ start_date: day(-334), end_date: day(-332) }, 422],
      [{ boat_id: "abc" }, 400],
      [{ total: -5 }, 400],
    ];
    for (const [overrides, status] of bad) {
      const res = await api.call("POST", "/v1/admin/reservations", {
        token: cast.adminToken,
        body: staffBody(cast.ownBoat.id, { start_date: day(92), end_date: day(94), ...overrides }),
      });
      expect(res.status, JSON.stringify(overrides)).toBe(status);
    }
  });
});

describe("GET /v1/admin/reservations", () => {
  let past: Awaited<ReturnType<typeof createReservation>>;
  let foreign: Awaited<ReturnType<typeof createReservation>>;

  beforeAll(async () => {
    past = await createReservation(api.db, {
      boatId: cast.ownBoat.id,
      status: "completed",
      startDate: day(-209),
      endDate: day(-202),
      customerName: "Geçmiş Gezgin",
    });
    foreign = await createReservation(api.db, {
      boatId: cast.otherBoat.id,
      startDate: day(309),
      endDate: day(316),
      customerName: "Şule Öztürk",
    });
  });

  it("lists current and upcoming stays by default and past ones with oldrez", async () => {
    const current = await api.call("GET", "/v1/admin/reservations", { token: cast.adminToken });
    expect(current.status).toBe(200);
    const ids = current.json.content.items.map((r: { id: number }) => r.id);
    expect(ids).toContain(foreign.id);
    expect(ids).not.toContain(past.id);
    expect(current.json.content.total).toBe(ids.length);
    const old = await api.call("GET", "/v1/admin/reservations?oldrez=1", { token: cast.adminToken });
    expect(old.json.content.items.map((r: { id: number }) => r.id)).toEqual([past.id]);
    expect(old.json.content.items[0]).toMatchObject({
      status: "completed",
      status_label: "Tamamlandı",
      customer_name: "Geçmiş Gezgin",
    });
  });

  it("filters by status, boat, id and customer name, and orders", async () => {
    const q = (query: string) => api.call("GET", `/v1/admin/reservations?${query}`, { token: cast.adminToken });
    const byName = await q(`customer_name=${encodeURIComponent("şule")}`);
    expect(byName.json.content.items.map((r: { id: number }) => r.id)).toEqual([foreign.id]);
    const byBoat = await q(`boat_id=${cast.otherBoat.id}`);
    expect(byBoat.json.content.items.every((r: { boat: { id: number } }) => r.boat.id === cast.otherBoat.id)).toBe(
      true,
    );
    const byId = await q(`reservation_id=${foreign.id}`);
    expect(byId.json.content.total).toBe(1);
    const confirmed = await q("status=confirmed");
    expect(confirmed.json.content.items.every((r: { status: string }) => r.status === "confirmed")).toBe(true);
    expect(confirmed.json.content.total).toBeGreaterThan(0);
    const sorted = await q("order=start_asc");
    const starts = sorted.json.content.items.map((r: { start_date: string }) => r.start_date);
    expect(starts).toEqual([...starts].sort());
    const wildcard = await q("customer_name=%25");
    expect(wildcard.json.content.total).toBe(0);
    for (const bad of ["order=price", "status=pending", "take=101", "oldrez=maybe", "boat_id=x"]) {
      expect((await q(bad)).status, bad).toBe(400);
    }
  });

  it("shows an OWNER only their boats' reservations", async () => {
    const res = await api.call("GET", "/v1/admin/reservations?take=100", { token: cast.ownerToken });
    expect(res.status).toBe(200);
    expect(res.json.content.items.length).toBeGreaterThan(0);
    expect(res.json.content.items.every((r: { boat: { id: number } }) => r.boat.id === cast.ownBoat.id)).toBe(true);
    const filtered = await api.call("GET", `/v1/admin/reservations?boat_id=${cast.otherBoat.id}`, {
      token: cast.ownerToken,
    });
    expect(filtered.json.content).toEqual({ items: [], total: 0 });
  });
});

describe("GET /v1/admin/reservations/:id and reservationfromplatoid", () => {
  it("answers the full detail and marks a website reservation seen (it leaves the badge)", async () => {
    const row = await websiteBooking(day(127), day(134));
    const unseenBefore = await unseen(cast.ownerToken);
    expect(unseenBefore).toBeGreaterThan(0);
    const adminUnseenBefore = await unseen(cast.adminToken);
    const res = await api.call("GET", `/v1/admin/reservations/${row.id}`, { token: cast.ownerToken });
    expect(res.status).toBe(200);
    expect(res.json.content).toMatchObject({
      id: row.id,
      code: row.code,
      source: "website",
      seen_by_staff: true,
      rates: { USD: "34.50", EUR: "37.25", GBP: "43.10" },
      allowed_statuses: ["confirmed", "cancelled", "expired"],
      transactions: [],
      customer_email: "elif.sahin@example.com",
    });
    expect(res.json.content.mails.map((m: { template_key: string }) => m.template_key).sort()).toEqual([
      "reservation_received",
      "reservation_staff",
    ]);
    expect(await unseen(cast.ownerToken)).toBe(unseenBefore - 1);
    // The owner's "new" mark is theirs: the admin still sees the reservation as new.
    expect(await unseen(cast.adminToken)).toBe(adminUnseenBefore);
    expect(res.text).not.toMatch(/password|argon2/i);
  });

  it("finds a reservation by its public code, scoped", async () => {
    const row = await websiteBooking(day(141), day(144), cast.otherBoat);
    const byCode = await api.call(
      "GET",
      `/v1/admin/reservationfromplatoid?platoReservationId=${row.code.toLowerCase()}`,
      {
        token: cast.adminToken,
      },
    );
    expect(byCode.status).toBe(200);
    expect(byCode.json.content.id).toBe(row.id);
    const asOwner = await api.call("GET", `/v1/admin/reservationfromplatoid?platoReservationId=${row.code}`, {
      token: cast.ownerToken,
    });
    expect(asOwner.status).toBe(404);
    const asOtherOwner = await api.call("GET", `/v1/admin/reservations/${row.id}`, { token: cast.otherOwnerToken });
    expect(asOtherOwner.status).toBe(200);
    expect((await api.call("GET", `/v1/admin/reservations/${row.id}`, { token: cast.ownerToken })).status).toBe(404);
    expect(
      (
        await api.call("GET", "/v1/admin/reservationfromplatoid?platoReservationId=LMN-ZZZZZZ", {
          token: cast.adminToken,
        })
      ).status,
    ).toBe(404);
    expect((await api.call("GET", "/v1/admin/reservations/999999", { token: cast.adminToken })).status).toBe(404);
    expect((await api.call("GET", "/v1/admin/reservations/abc", { token: cast.adminToken })).status).toBe(400);
  });
});

describe("PUT /v1/admin/reservations/:id", () => {
  const put = (id: number, body: Record<string, unknown>, token = cast.adminToken) =>
    api.call("PUT", `/v1/admin/reservations/${id}`, { token, body });

  it("refuses illegal transitions and unknown statuses with Turkish 4xx", async () => {
    const row = await websiteBooking(day(36), day(39));
    const illegal = await put(row.id, { status: "completed" });
    expect(illegal.status).toBe(422);
    expect(illegal.json.content).toBe("“Opsiyonlu” durumundaki bir rezervasyon “Tamamlandı” durumuna alınamaz.");
    const unknown = await put(row.id, { status: "paid" });
    expect(unknown.status).toBe(400);
    expect(unknown.json.content).toContain("Geçersiz durum");
    expect((await put(row.id, {})).status).toBe(400);
    expect(
      (await api.call("PUT", `/v1/admin/reservations/${row.id}`, { token: cast.adminToken, body: "{" })).status,
    ).toBe(400);
  });

  it("cancelling frees the dates for a new booking; reinstating needs them free", async () => {
    const row = await websiteBooking(day(43), day(50));
    const cancelled = await put(row.id, { status: "cancelled" });
    expect(cancelled.status).toBe(200);
    expect(cancelled.json.content).toMatchObject({ status: "cancelled", allowed_statuses: ["option", "confirmed"] });
    expect(await blockOf(row.id)).toHaveLength(0);

    const again = await websiteBooking(day(43), day(50));
    const reinstate = await put(row.id, { status: "option" });
    expect(reinstate.status).toBe(409);
    expect(reinstate.json.code).toBe("DATES_UNAVAILABLE");
    expect((await api.db.select().from(reservations).where(eq(reservations.id, row.id)))[0]!.status).toBe("cancelled");

    await put(again.id, { status: "cancelled" });
    const reopened = await put(row.id, { status: "confirmed" });
    expect(reopened.status).toBe(200);
    expect(reopened.json.content).toMatchObject({ status: "confirmed", option_expires_at: null });
    expect(await blockOf(row.id)).toHaveLength(1);
    // Confirming queues the confirmation mail in the same transaction.
    const mails = await api.db.select().from(mailOutbox).where(eq(mailOutbox.reservationId, row.id));
    expect(mails.map((m) => m.templateKey)).toContain("reservation_confirmed");
  });

  it("moves dates with the block, refusing taken ones with 409", async () => {
    const a = await websiteBooking(day(8), day(11));
    const b = await websiteBooking(day(15), day(18));
    const moved = await put(a.id, { start_date: day(11), end_date: day(15) });
    expect(moved.status).toBe(200);
    expect(moved.json.content).toMatchObject({ start_date: day(11), end_date: day(15), total: a.total });
    expect(await blockOf(a.id)).toMatchObject([{ startDate: day(11), endDate: day(15) }]);
    const clash = await put(a.id, { end_date: day(16) });
    expect(clash.status).toBe(409);
    expect(await blockOf(a.id)).toMatchObject([{ startDate: day(11), endDate: day(15) }]);
    expect((await put(a.id, { end_date: day(10) })).status).toBe(400);
    expect((await put(b.id, { guests: 50 })).status).toBe(422);
  });

  it("edits customer fields and the option window; total is ADMIN-only", async () => {
    const row = await websiteBooking(day(22), day(25));
    const later = new Date(Date.now() + 96 * 3600_000).toISOString();
    const res = await put(row.id, {
      customer_name: "Elif Şahin Kaya",
      customer_phone: "+90 555 000 11 22",
      guests: 6,
      note: null,
      option_expires_at: later,
    });
    expect(res.status).toBe(200);
    expect(res.json.content).toMatchObject({
      customer_name: "Elif Şahin Kaya",
      guests: 6,
      note: null,
      option_expires_at: later,
    });
    expect((await put(row.id, { total: 500 }, cast.ownerToken)).status).toBe(403);
    const priced = await put(row.id, { total: 250_000 });
    expect(priced.json.content).toMatchObject({ total: 250_000, deposit: 50_000 });
    expect((await put(row.id, { option_expires_at: `${day(-2557)}T00:00:00Z` })).status).toBe(422);
    expect((await put(row.id, { customer_name: "x".repeat(200_000) })).status).toBe(400);
  });

  it("lets an OWNER edit only their boats' reservations", async () => {
    const own = await websiteBooking(day(29), day(32));
    const other = await websiteBooking(day(29), day(32), cast.otherBoat);
    expect((await put(own.id, { guests: 3 }, cast.ownerToken)).status).toBe(200);
    expect((await put(other.id, { guests: 3 }, cast.ownerToken)).status).toBe(404);
    expect((await put(other.id, { status: "cancelled" }, cast.ownerToken)).status).toBe(404);
    expect((await api.db.select().from(reservations).where(eq(reservations.id, other.id)))[0]!.status).toBe("option");
  });

  it("completes a stay only once it is over", async () => {
    const future = await createReservation(api.db, {
      boatId: cast.ownBoat.id,
      status: "confirmed",
      startDate: day(337),
      endDate: day(344),
    });
    const early = await put(future.id, { status: "completed" });
    expect(early.status).toBe(422);
    expect(early.json.content).toBe("Konaklama bitmeden rezervasyon tamamlandı olarak işaretlenemez.");
    const over = await createReservation(api.db, {
      boatId: cast.ownBoat.id,
      status: "confirmed",
      startDate: day(-244),
      endDate: day(-237),
    });
    const done = await put(over.id, { status: "completed" });
    expect(done.status).toBe(200);
    expect(done.json.content.allowed_statuses).toEqual([]);
    expect(await blockOf(over.id)).toHaveLength(1); // the used days stay on the calendar
  });
});

describe("the reservation status job", () => {
  it("expires unpaid options past their expiry, freeing the dates, and completes finished stays", async () => {
    const option = await websiteBooking(day(218), day(225));
    const fresh = await websiteBooking(day(232), day(239));
    await api.db
      .update(reservations)
      .set({ optionExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(reservations.id, option.id));
    const stay = await createReservation(api.db, {
      boatId: cast.otherBoat.id,
      status: "confirmed",
      startDate: day(-272),
      endDate: day(-265),
    });

    const result = await runReservationStatusJob(api.db);
    expect(result.expired).toEqual([option.id]);
    expect(result.completed).toContain(stay.id);
    const [expired] = await api.db.select().from(reservations).where(eq(reservations.id, option.id));
    expect(expired!.status).toBe("expired");
    expect(await blockOf(option.id)).toHaveLength(0);
    const [kept] = await api.db.select().from(reservations).where(eq(reservations.id, fresh.id));
    expect(kept!.status).toBe("option");

    const rebooked = await book(api, reservationBody(cast.ownBoat, { start_date: day(218), end_date: day(225) }));
    expect(rebooked.status).toBe(201);
    expect((await runReservationStatusJob(api.db)).expired).toEqual([]);
  });

  it("does not make a visitor wait for the job: a stale option frees its dates at once", async () => {
    const option = await websiteBooking(day(260), day(267));
    await api.db
      .update(reservations)
      .set({ optionExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(reservations.id, option.id));
    const avail = await api.call("GET", `/v1/boats/${cast.ownBoat.slug}/availability?from=${day(260)}&to=${day(267)}`);
    expect(avail.json.content.blocked).toEqual([]);
    const rebooked = await book(api, reservationBody(cast.ownBoat, { start_date: day(262), end_date: day(264) }));
    expect(rebooked.status).toBe(201);
    const [expired] = await api.db.select().from(reservations).where(eq(reservations.id, option.id));
    expect(expired!.status).toBe("expired");
  });
});

describe("access", () => {
  it("needs a token for every staff reservation call", async () => {
    const calls: [string, string][] = [
      ["GET", "/v1/admin/reservations"],
      ["GET", "/v1/admin/reservations/1"],
      ["POST", "/v1/admin/reservations"],
      ["PUT", "/v1/admin/reservations/1"],
      ["GET", "/v1/admin/reservationfromplatoid?platoReservationId=LMN-222222"],
      ["GET", "/v1/admin/transactions"],
      ["GET", "/v1/admin/transactions/1"],
      ["POST", "/v1/admin/transactions"],
    ];
    for (const [method, path] of calls) {
      const body = method === "GET" ? undefined : {};
      const res = await api.call(method, path, { body });
      expect(res.status, `${method} ${path}`).toBe(401);
      const forged = await api.call(method, path, { body, token: "a.b.c" });
      expect(forged.status, `${method} ${path}`).toBe(401);
    }
  });
});
