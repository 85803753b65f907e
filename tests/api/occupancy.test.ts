import { beforeAll, describe, expect, it } from "vitest";
import { signToken } from "@/server/auth/tokens";
import type { DbOrTx } from "@/server/db/client";
import { availabilityBlocks, boatDates } from "@/server/db/schema";
import { createBoat, createExternalClosing, createReservation, createUser } from "@/server/seed/factories";
import { createTestApi } from "../support/test-api";

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
  // Starts in June, ends on 3 July: only 1–2 July show in July.
  reservation = await createReservation(api.db, {
    boatId: boatA.id,
    startDate: "2027-06-28",
    endDate: "2027-07-03",
    customerName: "Selin Aydın",
    status: "confirmed",
  });
  closing = await createExternalClosing(api.db, {
    boatId: boatA.id,
    startDate: "2027-07-10",
    endDate: "2027-07-12",
    title: "Bakım",
  });
  manualDate = await closeDay(api.db, boatB.id, "2027-07-30", "2027-08-02", "manual", null);
  icalDate = await closeDay(api.db, boatB.id, "2027-07-05", "2027-07-06", "ical", "Airbnb (Not available)");
  // Absent: a cancelled reservation holds nothing, an option whose time ran out no longer blocks.
  await createReservation(api.db, {
    boatId: boatA.id,
    startDate: "2027-07-20",
    endDate: "2027-07-22",
    status: "cancelled",
  });
  await createReservation(api.db, {
    boatId: boatA.id,
    startDate: "2027-07-24",
    endDate: "2027-07-26",
    optionExpiresAt: new Date(Date.now() - 1000),
  });
});

describe("GET /v1/admin/occupancy", () => {
  it("lists every day of the month and, per boat, what occupies each day with ids", async () => {
    const res = await api.call("GET", "/v1/admin/occupancy?month=2027-07", { token: adminToken });
    expect(res.status).toBe(200);
    const content = res.json.content;
    expect(content.month).toBe("2027-07");
    expect(content.days).toHaveLength(31);
    expect(content.days[0]).toBe("2027-07-01");
    expect(content.days[30]).toBe("2027-07-31");
    const a = content.boats.find((b: { id: number }) => b.id === boatA.id);
    const b = content.boats.find((x: { id: number }) => x.id === boatB.id);
    expect(a.name).toBe("Akdeniz");
    expect(a.days).toEqual([
      {
        date: "2027-07-01",
        kind: "reservation",
        ref_id: reservation.id,
        status: "confirmed",
        label: `${reservation.code} – Selin Aydın`,
      },
      {
        date: "2027-07-02",
        kind: "reservation",
        ref_id: reservation.id,
        status: "confirmed",
        label: `${reservation.code} – Selin Aydın`,
      },
      { date: "2027-07-10", kind: "external", ref_id: closing.id, status: "active", label: "Bakım" },
      { date: "2027-07-11", kind: "external", ref_id: closing.id, status: "active", label: "Bakım" },
    ]);
    expect(b.days).toEqual([
      { date: "2027-07-05", kind: "ical", ref_id: icalDate, label: "Airbnb (Not available)" },
      { date: "2027-07-30", kind: "boat_date", ref_id: manualDate, label: "Kapalı" },
      { date: "2027-07-31", kind: "boat_date", ref_id: manualDate, label: "Kapalı" },
    ]);
  });

  it("handles February and December, and shows boats with a free month too", async () => {
    const feb = await api.call("GET", "/v1/admin/occupancy?month=2028-02", { token: adminToken });
    expect(feb.json.content.days).toHaveLength(29);
    const dec = await api.call("GET", "/v1/admin/occupancy?month=2027-12", { token: adminToken });
    expect(dec.json.content.days.at(-1)).toBe("2027-12-31");
    expect(dec.json.content.boats.map((b: { id: number }) => b.id)).toEqual(
      expect.arrayContaining([boatA.id, boatB.id]),
    );
    expect(dec.json.content.boats.every((b: { days: unknown[] }) => b.days.length === 0)).toBe(true);
  });

  it("scopes an owner to their boats and filters by boat", async () => {
    const own = await api.call("GET", "/v1/admin/occupancy?month=2027-07", { token: ownerToken });
    expect(own.json.content.boats.map((b: { id: number }) => b.id)).toEqual([boatA.id]);
    const foreign = await api.call("GET", `/v1/admin/occupancy?month=2027-07&boat_id=${boatB.id}`, {
      token: ownerToken,
    });
    expect(foreign.status).toBe(200);
    expect(foreign.json.content.boats).toEqual([]);
    const one = await api.call("GET", `/v1/admin/occupancy?month=2027-08&boat_id=${boatB.id}`, { token: adminToken });
    expect(one.json.content.boats).toEqual([
      {
        id: boatB.id,
        name: "Ege",
        days: [{ date: "2027-08-01", kind: "boat_date", ref_id: manualDate, label: "Kapalı" }],
      },
    ]);
  });

  it("answers the current month in Türkiye when no month is asked for", async () => {
    // The app's clock at 22:30 UTC on the last day of next January: already 01:30 on 1 February in Istanbul.
    const year = new Date().getUTCFullYear() + 1;
    const clock = new Date(Date.UTC(year, 0, 31, 22, 30));
    const later = await createTestApi({}, { sameDatabaseAs: api, now: () => clock });
    const res = await later.call("GET", "/v1/admin/occupancy", { token: adminToken });
    expect(res.status).toBe(200);
    expect(res.json.content.month).toBe(`${year}-02`);
    expect(res.json.content.days).toHaveLength(new Date(Date.UTC(year, 2, 0)).getUTCDate());
    expect(res.json.content.days[0]).toBe(`${year}-02-01`);
  });

  it("answers bad input with a Turkish 400 and needs a token", async () => {
    for (const qs of ["?month=", "?month=2027-13", "?month=2027-7", "?month=juli", "?month=2027-07&boat_id=x"]) {
      const res = await api.call("GET", `/v1/admin/occupancy${qs}`, { token: adminToken });
      expect(res.status).toBe(400);
      expect(res.json.content).toMatch(/Gönderilen bilgiler geçersiz/);
    }
    const bad = await api.call("GET", "/v1/admin/occupancy?month=2027-13", { token: adminToken });
    expect(bad.json.fields.month).toBe("Ay YYYY-AA biçiminde olmalı (ör. 2027-07).");
    expect((await api.call("GET", "/v1/admin/occupancy?month=2027-07")).status).toBe(401);
  });
});
