import { extractText, getDocumentProxy } from "unpdf";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signToken } from "@/server/auth/tokens";
import { eq, sql } from "drizzle-orm";
import {
  inspections,
  passengerLists,
  passengers,
  reservationLines,
  reservations,
  transactions,
} from "@/server/db/schema";
import { createBoat, createReservation, createUser } from "@/server/seed/factories";
import { clock } from "@/lib/clock";
import { addDays } from "@/lib/dates";
import { addWeeks, isoWeekOf, mondayOf } from "@/lib/iso-weeks";
import { createTestApi } from "../support/test-api";
import { daysFromToday, freezeClock, today, yearOf } from "../support/test-dates";

// 21:30 UTC is 00:30 the next day in Istanbul: the list must follow Istanbul's day, not UTC's.
const utcDay = today();
const restoreClock = freezeClock(new Date(`${utcDay}T21:30:00Z`));
afterAll(restoreClock);
const istanbulDay = today();

const api = await createTestApi();
let adminToken: string;
let ownerToken: string;
type Row = {
  movement: string;
  date: string;
  id: number;
  status: string;
  boat: { name: string };
  customer_name: string;
  paid: number;
  balance_due: number;
  extras_due_at_base: number;
  passenger_list: unknown;
  time: string;
  checked_in_at: string | null;
  checked_out_at: string | null;
};
const ids: Record<string, number> = {};
const monday = mondayOf(istanbulDay);

async function get(qs: string, token = adminToken) {
  const res = await api.call("GET", `/v1/admin/departures${qs}`, { token });
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return res.json.content as {
    view: string;
    from: string;
    to: string;
    week: string;
    today: string;
    rows: Row[];
    total: number;
  };
}
const names = (rows: Row[]) => rows.map((r) => `${r.movement}:${r.customer_name}`);

beforeAll(async () => {
  const admin = await createUser(api.db, { role: "ADMIN" });
  const owner = await createUser(api.db, { role: "OWNER" });
  adminToken = await signToken(admin, api.jwtSecret);
  ownerToken = await signToken(owner, api.jwtSecret);
  const own = await createBoat(api.db, { name: "Sahibin Teknesi", ownerId: owner.id, checkInTime: "15:30" });
  // Each stay on its own boat: holding reservations on one boat may not overlap.
  const stay = async (
    name: string,
    start: string,
    end: string,
    input: Parameters<typeof createReservation>[1] = {},
  ) => {
    const boatId = input.boatId ?? (await createBoat(api.db, { name: `Tekne ${name}` })).id;
    const r = await createReservation(api.db, {
      status: "confirmed",
      customerName: name,
      startDate: start,
      endDate: end,
      ...input,
      boatId,
    });
    ids[name] = r.id;
    return r;
  };
  // Boards today in Istanbul (still yesterday in UTC) on the owner's boat, with payments (one voided).
  const owned = await stay("Bugün Biniş", istanbulDay, addDays(istanbulDay, 7), {
    boatId: own.id,
    total: 1_000_000,
    currency: "EUR",
  });
  await api.db.insert(transactions).values([
    { reservationId: owned.id, kind: "deposit", method: "card", amount: 200_000, currency: "EUR" },
    { reservationId: owned.id, kind: "refund", method: "card", amount: 50_000, currency: "EUR" },
    {
      reservationId: owned.id,
      kind: "balance",
      method: "cash",
      amount: 300_000,
      currency: "EUR",
      voidedAt: clock.now(),
      voidReason: "Yanlış kayıt",
    },
  ]);
  // Boarded on the UTC day (yesterday in Istanbul): not today's.
  await stay("Dün Biniş", utcDay, addDays(utcDay, 3));
  // Leaves the boat today (a completed stay holds no block).
  await stay("Bugün Dönüş", addDays(istanbulDay, -4), istanbulDay, { status: "completed" });
  // A running option is listed, marked; an option whose time ran out is not.
  await stay("Opsiyon", istanbulDay, addDays(istanbulDay, 2), {
    status: "option",
    optionExpiresAt: new Date(clock.now().getTime() + 3_600_000),
  });
  await stay("Biten Opsiyon", istanbulDay, addDays(istanbulDay, 2), {
    status: "option",
    optionExpiresAt: new Date(clock.now().getTime() - 1000),
  });
  await stay("İptal", istanbulDay, addDays(istanbulDay, 2), { status: "cancelled" });
  await stay("Süresi Dolan", istanbulDay, addDays(istanbulDay, 2), { status: "expired" });
  // The week of today, Monday to Sunday: in on Monday and out on Wednesday gives two rows.
  await stay("Hafta İçi", addDays(monday, 0), addDays(monday, 2), { status: "completed" });
  // The Sunday before and the Monday after are other weeks.
  await stay("Önceki Hafta", addDays(monday, -8), addDays(monday, -1), { status: "completed" });
  await stay("Sonraki Hafta", addDays(monday, 7), addDays(monday, 9));
});

describe("GET /v1/admin/departures", () => {
  it("lists today's check-ins and check-outs by Istanbul's day, not UTC's", async () => {
    const c = await get("");
    expect(c).toMatchObject({ view: "day", from: istanbulDay, to: istanbulDay, today: istanbulDay });
    expect(c.week).toBe(isoWeekOf(istanbulDay));
    const listed = names(c.rows);
    expect(listed).toEqual(
      expect.arrayContaining(["check_in:Bugün Biniş", "check_in:Opsiyon", "check_out:Bugün Dönüş"]),
    );
    expect(listed).not.toContain("check_in:Dün Biniş");
    expect(c.rows.every((r) => r.date === istanbulDay)).toBe(true);
    // The check-out (11:00) comes before the check-ins; the owner's boat boards at its own time.
    expect(c.rows[0]?.movement).toBe("check_out");
    expect(c.rows.find((r) => r.id === ids["Bugün Biniş"])?.time).toBe("15:30");

    const yesterday = await get(`?day=${utcDay}`);
    expect(names(yesterday.rows)).toContain("check_in:Dün Biniş");
    expect(names(yesterday.rows)).not.toContain("check_in:Bugün Biniş");
  });

  it("leaves out cancelled and expired stays and options whose time ran out, and marks running options", async () => {
    const c = await get(`?day=${istanbulDay}`);
    const listed = c.rows.map((r) => r.customer_name);
    for (const gone of ["İptal", "Süresi Dolan", "Biten Opsiyon"]) expect(listed).not.toContain(gone);
    expect(c.rows.find((r) => r.customer_name === "Opsiyon")?.status).toBe("option");
  });

  it("gives the balance due from payments that are not voided, and the adapters' extras and passenger lists", async () => {
    const row = (await get("")).rows.find((r) => r.id === ids["Bugün Biniş"]);
    // €2.000 paid − €500 refunded; the voided €3.000 counts for nothing.
    expect(row).toMatchObject({
      paid: 150_000,
      balance_due: 850_000,
      extras_due_at_base: 0,
      passenger_list: { count: 0, complete: false },
    });
  });

  it("sums the extras paid at the base from the reservation's frozen lines", async () => {
    const id = ids["Bugün Biniş"] as number;
    const line = (position: number, payable: "base" | "booking", amount: number) => ({
      reservationId: id,
      position,
      kind: "extra" as const,
      label: `Ekstra ${position}`,
      unit: "booking" as const,
      quantity: 1,
      unitAmount: amount,
      amount,
      currency: "EUR" as const,
      payable,
    });
    await api.db
      .insert(reservationLines)
      .values([line(2, "base", 30_000), line(3, "base", 12_500), line(4, "booking", 9_000)]);
    const row = (await get("")).rows.find((r) => r.id === id);
    expect(row?.extras_due_at_base).toBe(42_500);
  });

  it("counts the guest's passenger list, complete once it names every guest", async () => {
    const id = ids["Bugün Biniş"] as number;
    const [reservation] = await api.db
      .select({ guests: reservations.guests })
      .from(reservations)
      .where(eq(reservations.id, id));
    const guests = reservation!.guests;
    const person = (position: number) => ({
      reservationId: id,
      position,
      fullName: `Yolcu ${position}`,
      birthDate: daysFromToday(-35 * 365),
      nationality: "TR",
      documentNumber: `U${position}`,
    });
    await api.db.insert(passengerLists).values({ reservationId: id, consentAt: clock.now() });
    await api.db.insert(passengers).values(Array.from({ length: guests - 1 }, (_, i) => person(i + 1)));
    const partial = (await get("")).rows.find((r) => r.id === id);
    expect(partial?.passenger_list).toEqual({ count: guests - 1, complete: false });
    await api.db.insert(passengers).values(person(guests));
    const full = (await get("")).rows.find((r) => r.id === id);
    expect(full?.passenger_list).toEqual({ count: guests, complete: true });
  });

  it("says whether a stay was checked in and out on the quay (its inspections)", async () => {
    const id = ids["Bugün Biniş"] as number;
    const before = (await get("")).rows.find((r) => r.id === id);
    expect(before).toMatchObject({ checked_in_at: null, checked_out_at: null });
    const [reservation] = await api.db
      .select({ boatId: reservations.boatId })
      .from(reservations)
      .where(eq(reservations.id, id));
    const at = clock.now();
    await api.db.insert(inspections).values({
      reservationId: id,
      boatId: reservation!.boatId,
      kind: "checkin",
      engineHours: 1200.5,
      fuelPercent: 90,
      guestName: "Bugün Biniş",
      guestSignature: "iVBORw0KGgo=",
      staffSignature: "iVBORw0KGgo=",
      guestTokenHash: `departures-test-${id}`,
      createdAt: at,
    });
    const after = (await get("")).rows.find((r) => r.id === id);
    expect(after).toMatchObject({ checked_in_at: at.toISOString(), checked_out_at: null });
    // The OWNER of the boat sees the same.
    const owned = (await get("", ownerToken)).rows.find((r) => r.id === id);
    expect(owned?.checked_in_at).toBe(at.toISOString());

    const back = new Date(at.getTime() + 60_000);
    await api.db.insert(inspections).values({
      reservationId: id,
      boatId: reservation!.boatId,
      kind: "checkout",
      engineHours: 1230,
      fuelPercent: 40,
      guestName: "Bugün Biniş",
      guestSignature: "iVBORw0KGgo=",
      staffSignature: "iVBORw0KGgo=",
      guestTokenHash: `departures-test-out-${id}`,
      createdAt: back,
    });
    const out = (await get("")).rows.find((r) => r.id === id);
    expect(out).toMatchObject({ checked_in_at: at.toISOString(), checked_out_at: back.toISOString() });
    const ownedOut = (await get("", ownerToken)).rows.find((r) => r.id === id);
    expect(ownedOut?.checked_out_at).toBe(back.toISOString());
  });

  it("lists a whole ISO week, Monday to Sunday, a stay in and out that week twice", async () => {
    const week = isoWeekOf(istanbulDay);
    const c = await get(`?week=${week}`);
    expect(c).toMatchObject({ view: "week", from: monday, to: addDays(monday, 6), week });
    const listed = names(c.rows);
    expect(listed).toEqual(expect.arrayContaining(["check_in:Hafta İçi", "check_out:Hafta İçi"]));
    expect(listed.filter((n) => n.endsWith(":Önceki Hafta"))).toEqual([]);
    expect(listed.filter((n) => n.endsWith(":Sonraki Hafta"))).toEqual([]);
    expect(c.rows.map((r) => r.date)).toEqual([...c.rows.map((r) => r.date)].sort());

    const next = await get(`?week=${addWeeks(week, 1)}`);
    expect(names(next.rows)).toContain("check_in:Sonraki Hafta");
    const previous = await get(`?week=${addWeeks(week, -1)}`);
    // Out on the Sunday before this week's Monday.
    expect(names(previous.rows)).toContain("check_out:Önceki Hafta");
  });

  it("shows an OWNER only their own boats", async () => {
    const c = await get(`?week=${isoWeekOf(istanbulDay)}`, ownerToken);
    expect(c.rows.length).toBeGreaterThan(0);
    expect(c.rows.every((r) => r.boat.name === "Sahibin Teknesi")).toBe(true);
    const all = await get(`?week=${isoWeekOf(istanbulDay)}`);
    expect(all.rows.length).toBeGreaterThan(c.rows.length);
  });

  it("answers bad days and weeks with a Turkish 400, and needs a token", async () => {
    const year = yearOf(daysFromToday(400));
    // A year whose 1 January is not a Thursday (nor, in a leap year, a Wednesday) has no week 53.
    let short = year;
    while (isoWeekOf(`${short}-12-28`) === `${short}-W53`) short++;
    const bad = [
      "?day=",
      "?day=yarın",
      `?day=${year}-13-01`,
      `?day=${year}-02-30`,
      "?week=",
      `?week=${year}-W00`,
      `?week=${year}-W54`,
      `?week=${short}-W53`,
      `?week=${year}-05`,
      `?day=${istanbulDay}&week=${isoWeekOf(istanbulDay)}`,
    ];
    for (const qs of bad) {
      const res = await api.call("GET", `/v1/admin/departures${qs}`, { token: adminToken });
      expect(res.status, qs).toBe(400);
      expect(res.json.content).toMatch(/Gönderilen bilgiler geçersiz/);
    }
    const both = await api.call("GET", `/v1/admin/departures?day=${istanbulDay}&week=${isoWeekOf(istanbulDay)}`, {
      token: adminToken,
    });
    expect(both.json.content).toMatch(/ikisini birden değil/);
    const week = await api.call("GET", `/v1/admin/departures?week=${year}-W54`, { token: adminToken });
    expect(week.json.content).toMatch(/Hafta YYYY-Whh/);
    expect((await api.call("GET", "/v1/admin/departures")).status).toBe(401);
  });
});

describe("paging the departures (issue 33 item 7)", () => {
  it("pages the week by skip/take in the list's order, with the whole count; the default page is 100", async () => {
    const week = isoWeekOf(istanbulDay);
    const all = await get(`?week=${week}`);
    expect(all.total).toBe(all.rows.length);
    expect(all).toMatchObject({ skip: 0, take: 100 });
    expect(all.total).toBeGreaterThan(3);
    const key = (rows: Row[]) => rows.map((r) => `${r.movement}:${r.id}`);

    const first = await get(`?week=${week}&take=2`);
    expect(first).toMatchObject({ total: all.total, skip: 0, take: 2 });
    const rest = await get(`?week=${week}&skip=2&take=${all.total}`);
    expect(rest.rows).toHaveLength(all.total - 2);
    expect([...key(first.rows), ...key(rest.rows)]).toEqual(key(all.rows));

    const past = await get(`?week=${week}&skip=${all.total + 5}&take=2`);
    expect(past).toMatchObject({ rows: [], total: all.total });
    const refused = await api.call("GET", `/v1/admin/departures?week=${week}&take=501`, { token: adminToken });
    expect(refused.status).toBe(400);
  });

  it("finds the stays of its days through an index on each end of the stay, among thousands", async () => {
    const from = monday;
    const to = addDays(monday, 6);
    const rolledBack = new Error("rolled back");
    let plan = "";
    // 5 000 past and future stays spread over five years, then the planner's choice; all rolled back afterwards.
    await api.db
      .transaction(async (tx) => {
        await tx.execute(sql`SET LOCAL liman.audit = 'off'`);
        await tx.execute(sql`INSERT INTO reservations (code, boat_id, customer_name, customer_email, customer_phone,
            guests, start_date, end_date, status, total, deposit, currency, rates, source)
          SELECT 'IDX' || g, ${ids["Hafta İçi"]}::int, 'Dizin', 'dizin@example.com', '1', 2,
            ${addDays(monday, -900)}::date + (g % 1800), ${addDays(monday, -897)}::date + (g % 1800), 'completed',
            100, 20, 'EUR', '{"USD": "1", "EUR": "1", "GBP": "1"}'::jsonb, 'staff'
          FROM generate_series(1, 5000) AS g`);
        await tx.execute(sql`ANALYZE reservations`);
        const result = await tx.execute(
          sql`EXPLAIN SELECT id FROM reservations WHERE status IN ('option', 'confirmed', 'completed') AND (start_date BETWEEN ${from}::date AND ${to}::date OR end_date BETWEEN ${from}::date AND ${to}::date)`,
        );
        plan = (result as unknown as { rows: Record<string, string>[] }).rows
          .map((r) => Object.values(r)[0])
          .join("\n");
        throw rolledBack;
      })
      .catch((error: unknown) => {
        if (error !== rolledBack) throw error;
      });
    expect(plan).toContain("reservations_departures_start_idx");
    expect(plan).toContain("reservations_departures_end_idx");
    expect(plan).not.toContain("Seq Scan");
  });
});

describe("GET /v1/admin/departures.pdf", () => {
  it("answers the same list as a PDF whose text reads back with the Turkish letters", async () => {
    const res = await api.app.request(`/v1/admin/departures.pdf?day=${istanbulDay}`, {
      headers: { authorization: `Bearer ${adminToken}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("content-disposition")).toBe(`attachment; filename="cikislar-donusler-${istanbulDay}.pdf"`);
    const bytes = new Uint8Array(await res.arrayBuffer());
    const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: true });
    for (const expected of [
      "Çıkışlar ve Dönüşler",
      "Bugün Biniş",
      "Bugün Dönüş",
      "Sahibin Teknesi",
      "€8.500,00",
      "Sayfa 1 / 1",
    ])
      expect(text).toContain(expected);
    for (const absent of ["Süresi Dolan", "Biten Opsiyon", "Dün Biniş"]) expect(text).not.toContain(absent);

    const owner = await api.app.request(`/v1/admin/departures.pdf?week=${isoWeekOf(istanbulDay)}`, {
      headers: { authorization: `Bearer ${ownerToken}` },
    });
    expect(owner.headers.get("content-disposition")).toContain(`cikislar-donusler-${isoWeekOf(istanbulDay)}.pdf`);
    const ownText = (
      await extractText(await getDocumentProxy(new Uint8Array(await owner.arrayBuffer())), { mergePages: true })
    ).text;
    expect(ownText).toContain("Bugün Biniş");
    expect(ownText).not.toContain("Bugün Dönüş");

    const bad = await api.call("GET", "/v1/admin/departures.pdf?week=hafta", { token: adminToken });
    expect(bad.status).toBe(400);
  });
});
