import { beforeAll, describe, expect, it } from "vitest";
import { signToken } from "@/server/auth/tokens";
import type { DbOrTx } from "@/server/db/client";
import { availabilityBlocks, boatDates } from "@/server/db/schema";
import { createBoat, createExternalClosing, createReservation, createUser } from "@/server/seed/factories";
import { clock } from "@/lib/clock";
import { addDays, diffDays, isIsoDate } from "@/lib/dates";
import { createTestApi } from "../support/test-api";
import { monthOf, monthStartAhead, today, yearOf } from "../support/test-dates";

// The month the tests look at: the month after next by the clock, and the one after it.
const month = monthStartAhead(2);
const nextMonth = monthStartAhead(3);
const lastDay = addDays(nextMonth, -1);
/** The n-th day of the month looked at. */
const on = (n: number) => addDays(month, n - 1);
/** Next year's December (nothing in it) and the first February after this year with a 29th. */
const nextYear = yearOf(today()) + 1;
let leapYear = nextYear;
while (!isIsoDate(`${leapYear}-02-29`)) leapYear++;

const api = await createTestApi();
let adminToken: string;
let ownerToken: string;
let boatA: Awaited<ReturnType<typeof createBoat>>;
let boatB: Awaited<ReturnType<typeof createBoat>>;
let reservation: Awaited<ReturnType<typeof createReservation>>;
let closing: Awaited<ReturnType<typeof createExternalClosing>>;
let manualDate: number;
let icalDate: number;

async function closeDay(
  db: DbOrTx,
  boatId: number,
  startDate: string,
  endDate: string,
  source: "manual" | "ical",
  note: string | null,
) {
  const [row] = await db.insert(boatDates).values({ boatId, startDate, endDate, source, note }).returning();
  await db.insert(availabilityBlocks).values({ boatId, startDate, endDate, kind: "boat_date", boatDateId: row!.id });
  return row!.id;
}

beforeAll(async () => {
  const admin = await createUser(api.db, { role: "ADMIN" });
  const owner = await createUser(api.db, { role: "OWNER" });
  adminToken = await signToken(admin, api.jwtSecret);
  ownerToken = await signToken(owner, api.jwtSecret);
  boatA = await createBoat(api.db, { ownerId: owner.id, name: "Akdeniz", sortOrder: 1 });
  boatB = await createBoat(api.db, { name: "Ege", sortOrder: 2 });
  // Starts three days before the month, ends on the 3rd: only the 1st and 2nd show in the month.
  reservation = await createReservation(api.db, {
    boatId: boatA.id,
    startDate: addDays(month, -3),
    endDate: on(3),
    customerName: "Selin Aydın",
    status: "confirmed",
  });
  closing = await createExternalClosing(api.db, {
    boatId: boatA.id,
    startDate: on(10),
    endDate: on(12),
    title: "Bakım",
  });
  // The last two days of the month and the first of the next one.
  manualDate = await closeDay(api.db, boatB.id, addDays(lastDay, -1), addDays(nextMonth, 1), "manual", null);
  icalDate = await closeDay(api.db, boatB.id, on(5), on(6), "ical", "Airbnb (Not available)");
  // Absent: a cancelled reservation holds nothing, an option whose time ran out no longer blocks.
  await createReservation(api.db, {
    boatId: boatA.id,
    startDate: on(20),
    endDate: on(22),
    status: "cancelled",
  });
  await createReservation(api.db, {
    boatId: boatA.id,
    startDate: on(24),
    endDate: on(26),
    optionExpiresAt: new Date(clock.now().getTime() - 1000),
  });
});

describe("GET /v1/admin/occupancy", () => {
  it("lists every day of the month and, per boat, what occupies each day with ids", async () => {
    const res = await api.call("GET", `/v1/admin/occupancy?month=${monthOf(month)}`, { token: adminToken });
    expect(res.status).toBe(200);
    const content = res.json.content;
    expect(content.month).toBe(monthOf(month));
    expect(content.days).toHaveLength(diffDays(month, nextMonth));
    expect(content.days[0]).toBe(month);
    expect(content.days.at(-1)).toBe(lastDay);
    const a = content.boats.find((b: { id: number }) => b.id === boatA.id);
    const b = content.boats.find((x: { id: number }) => x.id === boatB.id);
    expect(a.name).toBe("Akdeniz");
    expect(a.days).toEqual([
      {
        date: on(1),
        kind: "reservation",
        ref_id: reservation.id,
        status: "confirmed",
        label: `${reservation.code} – Selin Aydın`,
      },
      {
        date: on(2),
        kind: "reservation",
        ref_id: reservation.id,
        status: "confirmed",
        label: `${reservation.code} – Selin Aydın`,
      },
      { date: on(10), kind: "external", ref_id: closing.id, status: "active", label: "Bakım" },
      { date: on(11), kind: "external", ref_id: closing.id, status: "active", label: "Bakım" },
    ]);
    expect(b.days).toEqual([
      { date: on(5), kind: "ical", ref_id: icalDate, label: "Airbnb (Not available)" },
      { date: addDays(lastDay, -1), kind: "boat_date", ref_id: manualDate, label: "Kapalı" },
      { date: lastDay, kind: "boat_date", ref_id: manualDate, label: "Kapalı" },
    ]);
  });

  it("handles a leap February and December, and shows boats with a free month too", async () => {
    const feb = await api.call("GET", `/v1/admin/occupancy?month=${leapYear}-02`, { token: adminToken });
    expect(feb.json.content.days).toHaveLength(29);
    const dec = await api.call("GET", `/v1/admin/occupancy?month=${nextYear}-12`, { token: adminToken });
    expect(dec.json.content.days.at(-1)).toBe(`${nextYear}-12-31`);
    expect(dec.json.content.boats.map((b: { id: number }) => b.id)).toEqual(
      expect.arrayContaining([boatA.id, boatB.id]),
    );
    expect(dec.json.content.boats.every((b: { days: unknown[] }) => b.days.length === 0)).toBe(true);
  });

  it("scopes an owner to their boats and filters by boat", async () => {
    const own = await api.call("GET", `/v1/admin/occupancy?month=${monthOf(month)}`, { token: ownerToken });
    expect(own.json.content.boats.map((b: { id: number }) => b.id)).toEqual([boatA.id]);
    const foreign = await api.call("GET", `/v1/admin/occupancy?month=${monthOf(month)}&boat_id=${boatB.id}`, {
      token: ownerToken,
    });
    expect(foreign.status).toBe(200);
    expect(foreign.json.content.boats).toEqual([]);
    const nextPath = `/v1/admin/occupancy?month=${monthOf(nextMonth)}&boat_id=${boatB.id}`;
    const one = await api.call("GET", nextPath, { token: adminToken });
    expect(one.json.content.boats).toEqual([
      {
        id: boatB.id,
        name: "Ege",
        days: [{ date: nextMonth, kind: "boat_date", ref_id: manualDate, label: "Kapalı" }],
      },
    ]);
  });

  it("answers the current month in Türkiye when no month is asked for", async () => {
    // The app's clock at 22:30 UTC on the last day of next January: already 01:30 on 1 February in Istanbul.
    const year = nextYear;
    const moment = new Date(Date.UTC(year, 0, 31, 22, 30));
    const later = await createTestApi({}, { sameDatabaseAs: api, now: () => moment });
    const res = await later.call("GET", "/v1/admin/occupancy", { token: adminToken });
    expect(res.status).toBe(200);
    expect(res.json.content.month).toBe(`${year}-02`);
    expect(res.json.content.days).toHaveLength(new Date(Date.UTC(year, 2, 0)).getUTCDate());
    expect(res.json.content.days[0]).toBe(`${year}-02-01`);
  });

  it("answers bad input with a Turkish 400 and needs a token", async () => {
    const bad = [`?month=${nextYear}-13`, `?month=${nextYear}-7`, `?month=${monthOf(month)}&boat_id=x`];
    for (const qs of ["?month=", ...bad, "?month=juli"]) {
      const res = await api.call("GET", `/v1/admin/occupancy${qs}`, { token: adminToken });
      expect(res.status).toBe(400);
      expect(res.json.content).toMatch(/Gönderilen bilgiler geçersiz/);
    }
    const thirteenth = await api.call("GET", `/v1/admin/occupancy?month=${nextYear}-13`, { token: adminToken });
    expect(thirteenth.json.fields.month).toBe("Ay YYYY-AA biçiminde olmalı (ör. 2027-07).");
    expect((await api.call("GET", `/v1/admin/occupancy?month=${monthOf(month)}`)).status).toBe(401);
  });
});
