import { beforeAll, describe, expect, it } from "vitest";
import { signToken } from "@/server/auth/tokens";
import { transactions } from "@/server/db/schema";
import { createBoat, createReservation, createUser } from "@/server/seed/factories";
import { addDays, diffDays } from "@/lib/dates";
import { createTestApi } from "../support/test-api";
import { monthStartAhead, today } from "../support/test-dates";

// More reservations than the old home screen ever loaded (it read at most 100 into the browser).
const MANY = 110;

const api = await createTestApi();
let adminToken: string;
let ownerToken: string;
let ownersReservation: number;

beforeAll(async () => {
  const admin = await createUser(api.db, { role: "ADMIN" });
  const owner = await createUser(api.db, { role: "OWNER" });
  adminToken = await signToken(admin, api.jwtSecret);
  ownerToken = await signToken(owner, api.jwtSecret);
  const busy = await createBoat(api.db, { name: "Kalabalık" });
  const own = await createBoat(api.db, { name: "Sahibin", ownerId: owner.id });
  await createBoat(api.db, { name: "Boş" });
  // Completed stays hold no availability block, so many can share one boat: each ₺100,00, in today, out in 2 days.
  for (let i = 0; i < MANY; i++) {
    await createReservation(api.db, {
      boatId: busy.id,
      status: "completed",
      currency: "TRY",
      total: 10_000,
      deposit: 0,
      startDate: today(),
      endDate: addDays(today(), 2),
    });
  }
  // The owner's boat: €500,00 confirmed, in today for 3 nights, €200,00 paid and €50,00 refunded (and €300,00 voided).
  const r = await createReservation(api.db, {
    boatId: own.id,
    status: "confirmed",
    currency: "EUR",
    total: 50_000,
    deposit: 0,
    startDate: today(),
    endDate: addDays(today(), 3),
  });
  ownersReservation = r.id;
  await api.db.insert(transactions).values([
    { reservationId: r.id, kind: "deposit", method: "card", amount: 20_000, currency: "EUR" },
    { reservationId: r.id, kind: "refund", method: "card", amount: 5_000, currency: "EUR" },
    // A voided payment counts for nothing.
    {
      reservationId: r.id,
      kind: "balance",
      method: "cash",
      amount: 30_000,
      currency: "EUR",
      voidedAt: new Date(),
      voidReason: "Yanlış rezervasyon",
    },
  ]);
  // Neither an expired option nor a cancellation moves anything.
  await createReservation(api.db, {
    boatId: own.id,
    status: "cancelled",
    startDate: today(),
    endDate: addDays(today(), 1),
  });
});

/** Nights of [today, today + n) inside this month. */
const nightsThisMonth = (n: number) => Math.min(n, diffDays(today(), monthStartAhead(1)));
const daysThisMonth = diffDays(monthStartAhead(0), monthStartAhead(1));

describe("GET /v1/admin/reports/home", () => {
  it("counts every reservation in SQL, beyond the 100 the browser used to load", async () => {
    const res = await api.call("GET", "/v1/admin/reports/home", { token: adminToken });
    expect(res.status).toBe(200);
    const c = res.json.content;
    expect(c.today).toBe(today());
    expect(c.check_ins_today.count).toBe(MANY + 1);
    expect(c.check_ins_today.items).toHaveLength(8);
    expect(c.check_outs_today.count).toBe(0);
    expect(c.upcoming_check_ins.count).toBe(0);
    expect(c.upcoming_check_outs.count).toBe(MANY + 1);
    // In the currencies' own order: TL first.
    expect(c.revenue).toEqual([
      { currency: "TRY", total: MANY * 10_000, paid: 0, count: MANY },
      { currency: "EUR", total: 50_000, paid: 15_000, count: 1 },
    ]);
    // Three listed boats; only the owner's holds a block (completed stays hold none).
    expect(c.occupancy.boats).toBe(3);
    expect(c.occupancy.days).toHaveLength(daysThisMonth);
    expect(c.occupancy.days.find((d: { date: string }) => d.date === today())).toEqual({
      date: today(),
      occupied: 1,
      rate: 33,
    });
    expect(c.occupancy.average).toBe(Math.round((nightsThisMonth(3) / (3 * daysThisMonth)) * 100));
  });

  it("gives an OWNER the figures of their own boats only", async () => {
    const res = await api.call("GET", "/v1/admin/reports/home", { token: ownerToken });
    const c = res.json.content;
    expect(c.check_ins_today).toEqual({
      count: 1,
      items: [
        expect.objectContaining({
          id: ownersReservation,
          boat_name: "Sahibin",
          start_date: today(),
          status: "confirmed",
        }),
      ],
    });
    expect(c.revenue).toEqual([{ currency: "EUR", total: 50_000, paid: 15_000, count: 1 }]);
    expect(c.occupancy.boats).toBe(1);
    expect(c.occupancy.average).toBe(Math.round((nightsThisMonth(3) / daysThisMonth) * 100));
  });

  it("lists as upcoming check-outs only stays that end within the next 7 days", async () => {
    // Its own owner and boat, so the figures above stay as they are.
    const owner = await createUser(api.db, { role: "OWNER" });
    const boat = await createBoat(api.db, { name: "Haftalık", ownerId: owner.id });
    const shortStay = await createReservation(api.db, {
      boatId: boat.id,
      status: "confirmed",
      startDate: addDays(today(), 1),
      endDate: addDays(today(), 7),
    });
    // Checks in within the week, checks out a fortnight later: an upcoming check-in, not an upcoming check-out.
    const longStay = await createReservation(api.db, {
      boatId: boat.id,
      status: "confirmed",
      startDate: addDays(today(), 7),
      endDate: addDays(today(), 21),
    });
    const res = await api.call("GET", "/v1/admin/reports/home", { token: await signToken(owner, api.jwtSecret) });
    expect(res.status).toBe(200);
    const c = res.json.content;
    const ids = (list: { items: { id: number }[] }) => list.items.map((item) => item.id);
    expect(c.upcoming_check_ins.count).toBe(2);
    expect(ids(c.upcoming_check_ins)).toEqual([shortStay.id, longStay.id]);
    expect(c.upcoming_check_outs.count).toBe(1);
    expect(ids(c.upcoming_check_outs)).toEqual([shortStay.id]);
  });
});
