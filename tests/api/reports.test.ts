import { beforeAll, describe, expect, it } from "vitest";
import { signToken } from "@/server/auth/tokens";
import { availabilityBlocks, boatDates } from "@/server/db/schema";
import { createBoat, createExternalClosing, createReservation, createUser } from "@/server/seed/factories";
import { clock } from "@/lib/clock";
import { addDays, diffDays } from "@/lib/dates";
import { createTestApi } from "../support/test-api";
import { monthOf, monthStartAhead, today } from "../support/test-dates";

// A seeded season over two months (the month after next, M, and the one after it, N), every figure worked out
// by hand below from the dates and prices of the scenario.
const M = monthStartAhead(2);
const N = monthStartAhead(3);
const afterN = monthStartAhead(4);
const daysM = diffDays(M, N);
const daysN = diffDays(N, afterN);
const onM = (d: number) => addDays(M, d - 1);
const onN = (d: number) => addDays(N, d - 1);
/** Noon in Türkiye on `day`: a created_at whose Istanbul calendar day is `day`. */
const madeOn = (day: string) => new Date(`${day}T09:00:00Z`);
const period = `from=${monthOf(M)}&to=${monthOf(N)}`;

const api = await createTestApi();
let adminToken: string;
let ownerToken: string;
let boatA: { id: number };
let boatB: { id: number };

// R2 runs from the 28th of M to the 4th of N.
const r2NightsInM = daysM - 27;
const r2Nights = r2NightsInM + 3;
const leadR1 = diffDays(today(), onM(3));

beforeAll(async () => {
  const admin = await createUser(api.db, { role: "ADMIN" });
  const owner = await createUser(api.db, { role: "OWNER" });
  adminToken = await signToken(admin, api.jwtSecret);
  ownerToken = await signToken(owner, api.jwtSecret);
  boatA = await createBoat(api.db, { ownerId: owner.id, name: "Akdeniz", sortOrder: 1 });
  boatB = await createBoat(api.db, { name: "Ege", sortOrder: 2 });
  const rates = { USD: "34.50", EUR: "37.25", GBP: "43.10" };
  // R1: A, site, €10.000,00 at 37,25 = ₺372.500,00; 7 nights in M; made today.
  await createReservation(api.db, {
    boatId: boatA.id,
    status: "confirmed",
    source: "website",
    currency: "EUR",
    total: 1_000_000,
    deposit: 0,
    rates,
    startDate: onM(3),
    endDate: onM(10),
    createdAt: madeOn(today()),
  });
  // R2: A, staff, ₺50.000,00, completed; over the turn of the month; made 5 days before check-in.
  await createReservation(api.db, {
    boatId: boatA.id,
    status: "completed",
    source: "staff",
    currency: "TRY",
    total: 5_000_000,
    deposit: 0,
    rates,
    startDate: onM(28),
    endDate: onN(4),
    createdAt: madeOn(addDays(onM(28), -5)),
  });
  // R3: B, site, $2.000,01 at 34,50 = ₺69.000,345 → ₺69.000,35 (half rounds up); 5 nights in N; made 200 days ahead.
  await createReservation(api.db, {
    boatId: boatB.id,
    status: "confirmed",
    source: "website",
    currency: "USD",
    total: 200_001,
    deposit: 0,
    rates,
    startDate: onN(10),
    endDate: onN(15),
    createdAt: madeOn(addDays(onN(10), -200)),
  });
  // R4 cancelled and R5 a live option: no revenue, no nights; both count in M's cancellation rate.
  await createReservation(api.db, {
    boatId: boatA.id,
    status: "cancelled",
    startDate: onM(15),
    endDate: onM(18),
    rates,
  });
  await createReservation(api.db, { boatId: boatA.id, status: "option", startDate: onM(20), endDate: onM(22), rates });
  // R6 an option whose time ran out, R7 expired: counted nowhere.
  await createReservation(api.db, {
    boatId: boatA.id,
    status: "option",
    startDate: onM(24),
    endDate: onM(26),
    rates,
    optionExpiresAt: new Date(clock.now().getTime() - 1000),
  });
  await createReservation(api.db, { boatId: boatB.id, status: "expired", startDate: onN(1), endDate: onN(3), rates });
  // An iCal import closing A for 2 nights in M, a manual closing of B for 5 nights in N.
  const [ical] = await api.db
    .insert(boatDates)
    .values({ boatId: boatA.id, startDate: onM(12), endDate: onM(14), source: "ical", note: "Airbnb" })
    .returning();
  await api.db.insert(availabilityBlocks).values({
    boatId: boatA.id,
    startDate: onM(12),
    endDate: onM(14),
    kind: "boat_date",
    boatDateId: ical!.id,
  });
  await createExternalClosing(api.db, { boatId: boatB.id, startDate: onN(20), endDate: onN(25), title: "Bakım" });
});

const pct = (nights: number, of: number) => Math.round((nights * 1000) / of) / 10;

describe("GET /v1/admin/reports/*", () => {
  it("occupancy per boat per month: reserved, iCal and manual nights over the month's nights", async () => {
    const res = await api.call("GET", `/v1/admin/reports/occupancy?${period}`, { token: adminToken });
    expect(res.status).toBe(200);
    expect(res.json.content.months).toEqual([monthOf(M), monthOf(N)]);
    expect(res.json.content.rows).toEqual([
      {
        boat_id: boatA.id,
        boat_name: "Akdeniz",
        month: monthOf(M),
        nights_in_month: daysM,
        reserved_nights: 7 + r2NightsInM,
        ical_nights: 2,
        manual_nights: 0,
        occupancy_pct: pct(9 + r2NightsInM, daysM),
      },
      {
        boat_id: boatA.id,
        boat_name: "Akdeniz",
        month: monthOf(N),
        nights_in_month: daysN,
        reserved_nights: 3,
        ical_nights: 0,
        manual_nights: 0,
        occupancy_pct: pct(3, daysN),
      },
      {
        boat_id: boatB.id,
        boat_name: "Ege",
        month: monthOf(M),
        nights_in_month: daysM,
        reserved_nights: 0,
        ical_nights: 0,
        manual_nights: 0,
        occupancy_pct: 0,
      },
      {
        boat_id: boatB.id,
        boat_name: "Ege",
        month: monthOf(N),
        nights_in_month: daysN,
        reserved_nights: 5,
        ical_nights: 0,
        manual_nights: 5,
        occupancy_pct: pct(10, daysN),
      },
    ]);
  });

  it("revenue in TL at frozen rates by check-in month, boat and source", async () => {
    const res = await api.call("GET", `/v1/admin/reports/revenue?${period}`, { token: adminToken });
    expect(res.status).toBe(200);
    const c = res.json.content;
    expect(c.by_month).toEqual([
      {
        month: monthOf(M),
        revenue_try: 42_250_000,
        website_try: 37_250_000,
        staff_try: 5_000_000,
        reservations: 2,
        nights: 7 + r2Nights,
        ical_nights: 2,
      },
      {
        month: monthOf(N),
        revenue_try: 6_900_035,
        website_try: 6_900_035,
        staff_try: 0,
        reservations: 1,
        nights: 5,
        ical_nights: 0,
      },
    ]);
    expect(c.by_boat).toEqual([
      {
        boat_id: boatA.id,
        boat_name: "Akdeniz",
        revenue_try: 42_250_000,
        reservations: 2,
        nights: 7 + r2Nights,
        ical_nights: 2,
      },
      { boat_id: boatB.id, boat_name: "Ege", revenue_try: 6_900_035, reservations: 1, nights: 5, ical_nights: 0 },
    ]);
    expect(c.by_source).toEqual([
      { source: "website", revenue_try: 44_150_035, reservations: 2, nights: 12 },
      { source: "staff", revenue_try: 5_000_000, reservations: 1, nights: r2Nights },
      { source: "agency", revenue_try: 0, reservations: 0, nights: 0 },
      { source: "ical", revenue_try: 0, reservations: 0, nights: 2 },
    ]);
  });

  it("lead time in buckets, from the Istanbul day of booking to check-in", async () => {
    const res = await api.call("GET", `/v1/admin/reports/lead-time?${period}`, { token: adminToken });
    expect(res.status).toBe(200);
    const c = res.json.content;
    const bucketOf = (d: number) =>
      d <= 7 ? "0-7" : d <= 30 ? "8-30" : d <= 90 ? "31-90" : d <= 180 ? "91-180" : "181+";
    const expected: Record<string, number> = { "0-7": 0, "8-30": 0, "31-90": 0, "91-180": 0, "181+": 0 };
    for (const d of [leadR1, 5, 200]) expected[bucketOf(d)]! += 1;
    expect(c.reservations).toBe(3);
    expect(c.average_days).toBe(Math.round(((leadR1 + 205) / 3) * 10) / 10);
    expect(
      Object.fromEntries(c.buckets.map((b: { bucket: string; reservations: number }) => [b.bucket, b.reservations])),
    ).toEqual(expected);
    expect(c.buckets[0].label).toBe("0–7 gün");
  });

  it("cancellation rate per check-in month over reservations that did not expire", async () => {
    const res = await api.call("GET", `/v1/admin/reports/cancellations?${period}`, { token: adminToken });
    expect(res.json.content.by_month).toEqual([
      { month: monthOf(M), reservations: 4, cancelled: 1, cancellation_pct: 25 },
      { month: monthOf(N), reservations: 1, cancelled: 0, cancellation_pct: 0 },
    ]);
  });

  it("top boats by revenue and by nights", async () => {
    const res = await api.call("GET", `/v1/admin/reports/top-boats?${period}`, { token: adminToken });
    const c = res.json.content;
    expect(c.by_revenue.map((b: { boat_name: string }) => b.boat_name)).toEqual(["Akdeniz", "Ege"]);
    expect(c.by_nights[0]).toEqual({
      boat_id: boatA.id,
      boat_name: "Akdeniz",
      revenue_try: 42_250_000,
      nights: 7 + r2Nights,
      reservations: 2,
    });
  });

  it("a boat filter narrows every report", async () => {
    const res = await api.call("GET", `/v1/admin/reports/revenue?${period}&boat_id=${boatB.id}`, { token: adminToken });
    expect(res.json.content.by_month.map((m: { revenue_try: number }) => m.revenue_try)).toEqual([0, 6_900_035]);
    expect(res.json.content.by_boat).toHaveLength(1);
  });

  it("an OWNER sees only their own boats, even when asking for another's", async () => {
    const occ = await api.call("GET", `/v1/admin/reports/occupancy?${period}`, { token: ownerToken });
    expect(occ.json.content.rows.map((r: { boat_id: number }) => r.boat_id)).toEqual([boatA.id, boatA.id]);
    const rev = await api.call("GET", `/v1/admin/reports/revenue?${period}`, { token: ownerToken });
    expect(rev.json.content.by_month.map((m: { revenue_try: number }) => m.revenue_try)).toEqual([42_250_000, 0]);
    expect(rev.json.content.by_source[0]).toEqual({
      source: "website",
      revenue_try: 37_250_000,
      reservations: 1,
      nights: 7,
    });
    const other = await api.call("GET", `/v1/admin/reports/top-boats?${period}&boat_id=${boatB.id}`, {
      token: ownerToken,
    });
    expect(other.json.content.by_revenue).toEqual([]);
    const csv = await api.app.request(`/v1/admin/reports/revenue-boats/csv?${period}`, {
      headers: { authorization: `Bearer ${ownerToken}` },
    });
    const text = await csv.text();
    expect(text).toContain("Akdeniz");
    expect(text).not.toContain("Ege");
  });

  it("exports a report as CSV with Turkish headers", async () => {
    const res = await api.app.request(`/v1/admin/reports/revenue-months/csv?${period}`, {
      headers: { authorization: `Bearer ${adminToken}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/csv");
    const lines = (await res.text())
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines[0]).toBe("Ay,Gelir (TL),Site (TL),Ofis (TL),Rezervasyon,Gece,iCal gecesi");
    expect(lines[1]).toBe(`${monthOf(M)},"422500,00","372500,00","50000,00",2,${7 + r2Nights},2`);
    expect(lines[2]).toBe(`${monthOf(N)},"69000,35","69000,35","0,00",1,5,0`);
  });

  it("refuses a bad period with a Turkish message", async () => {
    const backwards = await api.call("GET", `/v1/admin/reports/revenue?from=${monthOf(N)}&to=${monthOf(M)}`, {
      token: adminToken,
    });
    expect(backwards.status).toBe(400);
    expect(backwards.json.content).toBe("Bitiş ayı başlangıç ayından önce olamaz.");
    const bad = await api.call("GET", "/v1/admin/reports/revenue?from=13-2020", { token: adminToken });
    expect(bad.status).toBe(400);
    const unknown = await api.app.request("/v1/admin/reports/nope/csv", {
      headers: { authorization: `Bearer ${adminToken}` },
    });
    expect(unknown.status).toBe(400);
    const anonymous = await api.call("GET", "/v1/admin/reports/revenue");
    expect(anonymous.status).toBe(401);
  });
});
