import { eq } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { clock } from "@/lib/clock";
import { addDays } from "@/lib/dates";
import { reservations, transactions } from "@/server/db/schema";
import { createBoat, createReservation } from "@/server/seed/factories";
import { afterFile } from "../support/after-file";
import { type BookingCast, book, bookingCast, nextIp, reservationBody } from "../support/booking-fixtures";
import { type PaytrServer, paytrAppEnv, startPaytrServer } from "../support/paytr-server";
import { createTestApi, type TestApi } from "../support/test-api";
import { daysFromToday, freezeClock, nextSaturday, today } from "../support/test-dates";

// What money asks of staff (issue 29): flagged card payments, the payment plan, overdue balances, the CSV.

const merchant = { merchantId: "654321", merchantKey: "staff-merchant-key", merchantSalt: "staff-merchant-salt" };
const EMAIL = "deniz.kaya@example.com";
const DAY = 24 * 3600 * 1000;

let api: TestApi;
let cast: BookingCast;
let paytr: PaytrServer;

let restoreClock: (() => void) | undefined;
afterEach(() => {
  restoreClock?.();
  restoreClock = undefined;
});

beforeAll(async () => {
  paytr = await startPaytrServer(merchant, (form) =>
    api.app.request("/v1/payments/paytr/callback", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: form,
    }),
  );
  afterFile(() => paytr.close());
  api = await createTestApi(paytrAppEnv(paytr, merchant));
  cast = await bookingCast(api);
});

type Tx = {
  id: number;
  provider_order_id: string | null;
  attention: string[];
  attention_open: boolean;
  attention_resolved_at: string | null;
  refundable: number | null;
};

/** A week's website booking (€7.000, deposit €1.400) starting `weeksAhead` Saturdays from the next one. */
async function booking(weeksAhead: number) {
  const start = nextSaturday(weeksAhead);
  const res = await book(
    api,
    reservationBody(cast.ownBoat, { start_date: start, end_date: addDays(start, 7), customer_email: EMAIL }),
  );
  expect(res.status).toBe(201);
  const [row] = await api.db.select().from(reservations).where(eq(reservations.code, res.json.content.code));
  return row!;
}

/** The guest pays what is due next on PayTR's page (the stand-in notifies the app): its order id. */
async function paidByCard(row: { code: string }) {
  const res = await api.call("POST", "/v1/reservations/payments", {
    body: { code: row.code, email: EMAIL },
    headers: { "x-forwarded-for": nextIp() },
  });
  expect(res.status).toBe(201);
  return res.json.content.order_id as string;
}

const get = (path: string, token = cast.adminToken) => api.call("GET", path, { token });
const paymentsOf = async (reservationId: number, query = "") =>
  (await get(`/v1/admin/transactions?reservation_id=${reservationId}${query}`)).json.content.items as Tx[];
const counts = async (token = cast.adminToken) => (await get("/v1/admin/counts", token)).json.content;
const resolve = (id: number, body: Record<string, unknown> = {}, token = cast.adminToken) =>
  api.call("POST", `/v1/admin/transactions/${id}/resolve`, { token, body });
const refund = (id: number, amount: number) =>
  api.call("POST", `/v1/admin/transactions/${id}/refund`, { token: cast.adminToken, body: { amount } });

describe("flagged card payments", () => {
  it("lists a flagged payment until staff mark it as looked at, and counts it for the menu", async () => {
    const row = await booking(8);
    const first = await paidByCard(row);
    const second = await paidByCard(row); // a second tab
    await paytr.complete(first, "success");
    const before = await counts();
    await paytr.complete(second, "success");
    expect((await counts()).attentionCount).toBe(before.attentionCount + 1);

    const flagged = await paymentsOf(row.id, "&attention=true");
    expect(flagged.map((t) => [t.provider_order_id, t.attention, t.attention_open])).toEqual([
      [second, ["extra_payment"], true],
    ]);
    const [extra] = flagged;
    const [ordinary] = (await paymentsOf(row.id, "&attention=false")).filter((t) => t.id !== extra!.id);
    expect(ordinary).toMatchObject({ provider_order_id: first, attention: [], attention_open: false });

    // Only an ADMIN marks it; a payment without flags cannot be.
    expect((await resolve(extra!.id, {}, cast.ownerToken)).status).toBe(403);
    const none = await resolve(ordinary!.id);
    expect(none.status).toBe(422);
    expect(none.json.code).toBe("NO_ATTENTION");

    const resolved = await resolve(extra!.id, { note: "Misafirle konuşuldu; kalan ödemeye sayılacak." });
    expect(resolved.status).toBe(200);
    expect(resolved.json.content).toMatchObject({ attention: ["extra_payment"], attention_open: false });
    expect(resolved.json.content.attention_resolved_at).toEqual(expect.any(String));
    expect(await paymentsOf(row.id, "&attention=true")).toEqual([]);
    expect((await paymentsOf(row.id, "&attention=false")).map((t) => t.id)).toContain(extra!.id);
    expect((await counts()).attentionCount).toBe(before.attentionCount);

    // Marking it again changes nothing.
    const again = await resolve(extra!.id);
    expect(again.json.content.attention_resolved_at).toBe(resolved.json.content.attention_resolved_at);
  });

  it("settles a flag when the payment is refunded in full, not before", async () => {
    const row = await booking(9);
    const orderId = await paidByCard(row);
    await api.call("PUT", `/v1/admin/reservations/${row.id}`, {
      token: cast.adminToken,
      body: { status: "cancelled" },
    });
    await paytr.complete(orderId, "success");
    const [payment] = await paymentsOf(row.id, "&attention=true");
    expect(payment).toMatchObject({ attention: ["reservation_closed"], attention_open: true, refundable: 140_000 });

    expect((await refund(payment!.id, 40_000)).status).toBe(201);
    expect(await paymentsOf(row.id, "&attention=true")).toHaveLength(1);
    expect((await refund(payment!.id, 100_000)).status).toBe(201);
    expect(await paymentsOf(row.id, "&attention=true")).toEqual([]);
    const all = await paymentsOf(row.id);
    expect(all.find((t) => t.id === payment!.id)).toMatchObject({ refundable: 0, attention_open: false });
  });

  it("names the provider and its order id in the CSV, for the payment and its refund", async () => {
    const row = await booking(10);
    const orderId = await paidByCard(row);
    await paytr.complete(orderId, "success");
    const [payment] = await paymentsOf(row.id);
    expect((await refund(payment!.id, 10_000)).status).toBe(201);
    const res = await api.app.request(`/v1/admin/transactions/csv?reservation_id=${row.id}`, {
      headers: { authorization: `Bearer ${cast.adminToken}` },
    });
    const lines = (await res.text()).trim().split("\r\n");
    expect(lines[0]).toMatch(/,Ödeme sağlayıcısı,Sağlayıcı sipariş no$/);
    expect(lines.slice(1)).toHaveLength(2);
    for (const line of lines.slice(1)) expect(line.endsWith(`,PayTR,${orderId}`)).toBe(true);
  });
});

type Instalment = { purpose: string; amount: number; open: number; due_date: string; state: string };
const planOf = async (id: number) =>
  (await get(`/v1/admin/reservations/${id}`)).json.content.payment_plan as Instalment[];

describe("the payment plan staff see", () => {
  it("shows the deposit and the balance with their due days and states, as payments come in", async () => {
    const row = await booking(11);
    const balanceDay = addDays(row.startDate, -30); // balance_due_days: 30 by default
    expect(await planOf(row.id)).toMatchObject([
      { purpose: "deposit", amount: 140_000, open: 140_000, state: "due" },
      { purpose: "balance", amount: 560_000, open: 560_000, due_date: balanceDay, state: "upcoming" },
    ]);

    await paytr.complete(await paidByCard(row), "success");
    expect((await planOf(row.id)).map((i) => [i.purpose, i.open, i.state])).toEqual([
      ["deposit", 0, "paid"],
      ["balance", 560_000, "upcoming"],
    ]);

    // The app's clock on the balance's day, then the day after.
    const daysUntil = (day: string) => Math.round((Date.parse(day) - Date.parse(today())) / DAY);
    restoreClock = freezeClock(new Date(clock.now().getTime() + daysUntil(balanceDay) * DAY));
    expect((await planOf(row.id))[1]).toMatchObject({ purpose: "balance", state: "due" });
    restoreClock();
    restoreClock = freezeClock(new Date(clock.now().getTime() + (daysUntil(balanceDay) + 1) * DAY));
    expect((await planOf(row.id))[1]).toMatchObject({ purpose: "balance", state: "overdue" });
  });

  it("lists and counts the reservations with an overdue balance exactly as their plans say", async () => {
    const stay = async (
      startIn: number,
      input: Parameters<typeof createReservation>[1] & { paid?: number; bookedAgo?: number } = {},
    ) => {
      const { paid = 200_000, bookedAgo = 60, ...rest } = input;
      const start = daysFromToday(startIn);
      const row = await createReservation(api.db, {
        boatId: (await createBoat(api.db)).id,
        status: "confirmed",
        optionExpiresAt: null,
        startDate: start,
        endDate: addDays(start, 7),
        createdAt: new Date(clock.now().getTime() - bookedAgo * DAY),
        ...rest,
      });
      if (paid > 0) {
        await api.db.insert(transactions).values({
          reservationId: row.id,
          kind: "deposit",
          method: "bank_transfer",
          amount: paid,
          currency: row.currency,
        });
      }
      return row.id;
    };
    const overdue = [
      await stay(10), // due 20 days ago, only the deposit paid
      await stay(-20, { status: "completed" }), // a past stay that never paid its balance
      await stay(29, { bookedAgo: 1 }), // booked yesterday, a month ahead: everything was due at once
    ];
    const notOverdue = [
      await stay(10, { paid: 1_000_000 }), // paid up
      await stay(10, { status: "option", optionExpiresAt: new Date(clock.now().getTime() + DAY), paid: 0 }),
      await stay(10, { status: "cancelled" }),
      await stay(40), // due in 10 days
      await stay(30), // due today
      await stay(10, { bookedAgo: 0 }), // booked today: due today
    ];

    const listed = (await get("/v1/admin/reservations?overdue_balance=1&take=100")).json.content;
    const ids = (listed.items as { id: number }[]).map((r) => r.id);
    for (const id of overdue) expect(ids).toContain(id);
    for (const id of notOverdue) expect(ids).not.toContain(id);
    // The list (SQL) and the plans (paymentPlan) agree on every one of them.
    for (const id of [...overdue, ...notOverdue]) {
      const balance = (await planOf(id)).find((i) => i.purpose === "balance");
      expect(balance?.state === "overdue", `reservation ${id}`).toBe(ids.includes(id));
    }
    expect((await counts()).overdueBalanceCount).toBe(listed.total);
    expect(await planOf(notOverdue[2]!)).toEqual([]); // cancelled: no plan
  });
});
