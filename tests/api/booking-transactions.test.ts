import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { availabilityBlocks, mailOutbox, reservations } from "@/server/db/schema";
import { createReservation } from "@/server/seed/factories";
import { type BookingCast, book, bookingCast, reservationBody } from "../support/booking-fixtures";
import { createTestApi, type TestApi } from "../support/test-api";
import { addDays } from "@/lib/dates";
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

async function websiteBooking(start: string, end: string, boat = cast.ownBoat) {
  const res = await book(api, reservationBody(boat, { start_date: start, end_date: end }));
  expect(res.status).toBe(201);
  const [row] = await api.db.select().from(reservations).where(eq(reservations.code, res.json.content.code));
  return row!;
}

const pay = (body: Record<string, unknown>, token = cast.adminToken) =>
  api.call("POST", "/v1/admin/transactions", { token, body });

const lookup = (row: { code: string }) =>
  api.call("GET", `/v1/reservations/lookup?code=${row.code}&email=elif.sahin@example.com`);

describe("POST /v1/admin/transactions", () => {
  it("records the deposit, which confirms the option and queues the confirmation mail", async () => {
    const row = await websiteBooking(day(155), day(162)); // €7.000, deposit €1.400
    const res = await pay({
      reservation_id: row.id,
      kind: "deposit",
      method: "bank_transfer",
      amount: 140_000,
      reference: "EFT-991",
    });
    expect(res.status).toBe(201);
    expect(res.json.content).toMatchObject({
      reservation_id: row.id,
      reservation_code: row.code,
      kind: "deposit",
      method: "bank_transfer",
      amount: 140_000,
      currency: "EUR",
      reference: "EFT-991",
      recorded_by: { id: cast.admin.id, name: "Deniz Yılmaz" },
      reservation: { status: "confirmed", total: 700_000, deposit: 140_000, paid: 140_000, due: 560_000 },
    });
    const [after] = await api.db.select().from(reservations).where(eq(reservations.id, row.id));
    expect(after).toMatchObject({ status: "confirmed", optionExpiresAt: null });
    const mails = await api.db.select().from(mailOutbox).where(eq(mailOutbox.reservationId, row.id));
    expect(mails.map((m) => m.templateKey).sort()).toEqual([
      "reservation_confirmed",
      "reservation_received",
      "reservation_staff",
    ]);
    expect((await lookup(row)).json.content).toMatchObject({ status: "confirmed", paid: 140_000, due: 560_000 });
  });

  it("derives paid and due from deposits, balances and refunds", async () => {
    const row = await websiteBooking(day(169), day(172)); // €3.000, deposit €600
    const partial = await pay({ reservation_id: row.id, kind: "deposit", method: "card", amount: 50_000 });
    expect(partial.json.content.reservation).toMatchObject({ status: "option", paid: 50_000, due: 250_000 });
    const rest = await pay({ reservation_id: row.id, kind: "deposit", method: "cash", amount: 10_000 });
    expect(rest.json.content.reservation).toMatchObject({ status: "confirmed", paid: 60_000 });
    await pay({ reservation_id: row.id, kind: "balance", method: "cash", amount: 240_000, paid_at: day(-61) });
    const refund = await pay({ reservation_id: row.id, kind: "refund", method: "bank_transfer", amount: 20_000 });
    expect(refund.json.content.reservation).toMatchObject({ paid: 280_000, due: 20_000 });

    const detail = await api.call("GET", `/v1/admin/reservations/${row.id}`, { token: cast.adminToken });
    expect(detail.json.content).toMatchObject({ paid: 280_000, due: 20_000, status: "confirmed" });
    // Ordered by when the money arrived: the balance was dated earlier than it was entered.
    expect(detail.json.content.transactions.map((t: { kind: string }) => t.kind)).toEqual([
      "balance",
      "deposit",
      "deposit",
      "refund",
    ]);
    expect(detail.json.content.transactions).toHaveLength(4);
    const list = await api.call("GET", `/v1/admin/transactions?reservation_id=${row.id}`, { token: cast.adminToken });
    expect(list.json.content.total).toBe(4);
    const balance = list.json.content.items.find((t: { kind: string }) => t.kind === "balance");
    expect(balance.paid_at).toBe(`${day(-61)}T09:00:00.000Z`); // a day is taken as noon in Turkey
  });

  it("refuses overpayments, refunds beyond what was paid, and payments on closed reservations", async () => {
    const row = await websiteBooking(day(183), day(185)); // €2.000
    const over = await pay({ reservation_id: row.id, kind: "balance", method: "cash", amount: 200_001 });
    expect(over.status).toBe(422);
    expect(over.json.content).toBe("Ödeme tutarı kalan tutarı (€2.000,00) aşıyor.");
    const refund = await pay({ reservation_id: row.id, kind: "refund", method: "cash", amount: 1 });
    expect(refund.status).toBe(422);
    expect(refund.json.code).toBe("REFUND_TOO_LARGE");

    await pay({ reservation_id: row.id, kind: "deposit", method: "card", amount: 40_000 });
    const cancel = await api.call("PUT", `/v1/admin/reservations/${row.id}`, {
      token: cast.adminToken,
      body: { status: "cancelled" },
    });
    expect(cancel.status).toBe(200);
    const late = await pay({ reservation_id: row.id, kind: "balance", method: "cash", amount: 1_000 });
    expect(late.status).toBe(422);
    expect(late.json.content).toBe("İptal edilmiş veya süresi dolmuş bir rezervasyona yalnızca iade kaydedilebilir.");
    const back = await pay({ reservation_id: row.id, kind: "refund", method: "card", amount: 40_000 });
    expect(back.status).toBe(201);
    expect(back.json.content.reservation).toMatchObject({ status: "cancelled", paid: 0 });
    expect(
      await api.db.select().from(availabilityBlocks).where(eq(availabilityBlocks.reservationId, row.id)),
    ).toHaveLength(0);
  });

  it("refuses bad input with 4xx, never 500", async () => {
    const row = await websiteBooking(day(204), day(206));
    const base = { reservation_id: row.id, kind: "deposit", method: "cash", amount: 1_000 };
    const bad: Record<string, unknown>[] = [
      { amount: 0 },
      { amount: -5 },
      { amount: 10.5 },
      { amount: "1000" },
      { kind: "gift" },
      { method: "crypto" },
      { reservation_id: undefined },
      { reference: "r".repeat(200_000) },
      { paid_at: "dün" },
    ];
    for (const overrides of bad) {
      const res = await pay({ ...base, ...overrides });
      expect(res.status, JSON.stringify(overrides).slice(0, 60)).toBe(400);
      expect(typeof res.json.content).toBe("string");
    }
    expect((await pay({ ...base, paid_at: `${day(26298)}T00:00:00Z` })).status).toBe(422);
    expect((await pay({ ...base, reservation_id: 999_999 })).status).toBe(404);
    expect((await api.call("POST", "/v1/admin/transactions", { token: cast.adminToken, body: "{x" })).status).toBe(400);
  });
});

describe("owners and transactions", () => {
  it("lets an OWNER record and read payments of their own boats only", async () => {
    const own = await websiteBooking(day(218), day(220));
    const other = await websiteBooking(day(218), day(220), cast.otherBoat);
    const mine = await pay(
      { reservation_id: own.id, kind: "deposit", method: "cash", amount: 40_000 },
      cast.ownerToken,
    );
    expect(mine.status).toBe(201);
    expect(mine.json.content.recorded_by).toEqual({ id: cast.owner.id, name: "Ayşe Kaptan" });
    const theirs = await pay(
      { reservation_id: other.id, kind: "deposit", method: "cash", amount: 40_000 },
      cast.ownerToken,
    );
    expect(theirs.status).toBe(404);
    const [untouched] = await api.db.select().from(reservations).where(eq(reservations.id, other.id));
    expect(untouched!.status).toBe("option");

    const otherPayment = await pay({ reservation_id: other.id, kind: "deposit", method: "card", amount: 40_000 });
    expect(otherPayment.status).toBe(201);
    const list = await api.call("GET", "/v1/admin/transactions", { token: cast.ownerToken });
    expect(list.status).toBe(200);
    expect(list.json.content.items.length).toBeGreaterThan(0);
    expect(list.json.content.items.every((t: { boat: { id: number } }) => t.boat.id === cast.ownBoat.id)).toBe(true);
    expect(
      (await api.call("GET", `/v1/admin/transactions/${otherPayment.json.content.id}`, { token: cast.ownerToken }))
        .status,
    ).toBe(404);
    const detail = await api.call("GET", `/v1/admin/transactions/${mine.json.content.id}`, { token: cast.ownerToken });
    expect(detail.status).toBe(200);
    expect(detail.json.content).toMatchObject({
      id: mine.json.content.id,
      amount: 40_000,
      customer_name: "Elif Şahin",
    });
    const adminList = await api.call("GET", "/v1/admin/transactions?take=100", { token: cast.adminToken });
    expect(adminList.json.content.total).toBeGreaterThan(list.json.content.total);
    expect((await api.call("GET", "/v1/admin/transactions?take=101", { token: cast.adminToken })).status).toBe(400);
    expect((await api.call("GET", "/v1/admin/transactions/999999", { token: cast.adminToken })).status).toBe(404);
  });

  it("records a completed stay's balance", async () => {
    const stay = await createReservation(api.db, {
      boatId: cast.ownBoat.id,
      status: "completed",
      startDate: day(-244),
      endDate: day(-237),
      total: 500_000,
      deposit: 100_000,
    });
    const res = await pay({ reservation_id: stay.id, kind: "balance", method: "cash", amount: 500_000 });
    expect(res.status).toBe(201);
    expect(res.json.content.reservation).toMatchObject({ status: "completed", due: 0 });
  });
});
