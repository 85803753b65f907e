import { execFile } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { addDays, diffDays } from "@/lib/dates";
import { clock } from "@/lib/clock";
import {
  agencyApiKeys,
  agencyReservationChanges,
  boatExtras,
  boats,
  reservations,
  transactions,
} from "@/server/db/schema";
import { anonymiseReservations } from "@/server/privacy/anonymise";
import { ANON_NAME } from "@/server/privacy/anonymous";
import { expireOptions } from "@/server/reservations/expire-options";
import { updateSettings } from "@/server/settings/update-settings";
import { createBoat, createBoatPrice, createExternalClosing } from "@/server/seed/factories";
import { type BookingCast, book, bookingCast, reservationBody } from "../support/booking-fixtures";
import { createTestApi, type TestApi } from "../support/test-api";
import { openSameTestDatabase, testDatabaseKind } from "../support/test-database";
import { freezeClock, nextSaturday, yearOf } from "../support/test-dates";

const run = promisify(execFile);

let api: TestApi;
let cast: BookingCast;
let agencyA: { id: number; key: string };
let agencyB: { id: number; key: string };

async function newAgency(body: Record<string, unknown>) {
  const created = await api.call("POST", "/v1/admin/agencies", { token: cast.adminToken, body });
  expect(created.status).toBe(201);
  const id = created.json.content.id as number;
  const key = await api.call("POST", `/v1/admin/agencies/${id}/keys`, { token: cast.adminToken, body: {} });
  return { id, key: key.json.content.key as string };
}

beforeAll(async () => {
  // Site bookings come from their own addresses (X-Forwarded-For), so the per-address limit stays out of the races.
  api = await createTestApi({ TRUST_PROXY: "1" });
  cast = await bookingCast(api);
  agencyA = await newAgency({
    name: "Blue Voyage Reisen",
    commission_bps: 1250,
    contact_email: "ops@bluevoyage.example",
    contact_phone: "+49 30 1234567",
  });
  agencyB = await newAgency({ name: "Sail Away Ltd", commission_bps: 1000, contact_email: "desk@sailaway.example" });
});

const partner = (
  agency: { key: string },
  method: string,
  url: string,
  options: { body?: Record<string, unknown>; headers?: Record<string, string> } = {},
) => api.call(method, `/v1/partner${url}`, { token: agency.key, ...options });

async function pricedBoat() {
  const boat = await createBoat(api.db, { ownerId: cast.owner.id, typeId: cast.type.id, marinaId: cast.marina.id });
  await createBoatPrice(api.db, { boatId: boat.id });
  return boat;
}

/** A week's option body on `boat`, `weeksAfter` weeks after the next Saturday at least a week ahead. */
function optionBody(boat: { id: number }, weeksAfter: number, extra: Record<string, unknown> = {}) {
  const start = nextSaturday(weeksAfter);
  return {
    boat_id: boat.id,
    start_date: start,
    end_date: addDays(start, 7),
    guests: 4,
    client: { name: "Familie Müller" },
    partner_reference: `BV-${weeksAfter}-${boat.id}`,
    ...extra,
  };
}

/** The characters of the availability string for [start, end) of a stay. */
async function daysOf(agency: { key: string }, boatId: number, start: string, end: string): Promise<string> {
  const year = yearOf(start);
  const answer = await partner(agency, "GET", `/availability?boat_id=${boatId}&year=${year}`);
  expect(answer.status).toBe(200);
  const from = diffDays(`${year}-01-01`, start);
  const days: string = answer.json.content.days;
  // A stay crossing the new year: the rest of this year is enough for the test's checks.
  return days.slice(from, Math.min(days.length, from + diffDays(start, end)));
}

/**
 * The feed from `query` once it holds `count` items: the feed hands out a change only when every transaction
 * older than it has ended, and on a shared PostgreSQL server another session's open transaction (any database of
 * the cluster) holds the horizon back for a moment. Waits up to 20 s.
 */
async function feedOf(agency: { key: string }, query: string, count: number) {
  const until = Date.now() + 20_000;
  for (;;) {
    const answer = await partner(agency, "GET", `/reservations?${query}`);
    expect(answer.status).toBe(200);
    if (answer.json.content.items.length >= count || Date.now() > until) return answer;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe("partner API: access", () => {
  it("refuses no key, a made-up key and a staff session token (401, English by default)", async () => {
    const none = await api.call("GET", "/v1/partner/boats");
    expect(none.status).toBe(401);
    expect(none.json.code).toBe("API_KEY_MISSING");
    expect(none.json.content).toBe("Send your API key in the Authorization header: Bearer, a space, then the key.");
    const madeUp = await api.call("GET", "/v1/partner/boats", { token: `lmn_live_${"a".repeat(43)}` });
    expect(madeUp.status).toBe(401);
    const staff = await api.call("GET", "/v1/partner/boats", { token: cast.adminToken });
    expect(staff.status).toBe(401);
    expect(staff.json.code).toBe("API_KEY_INVALID");
  });

  it("answers in Turkish on Accept-Language: tr", async () => {
    const answer = await api.call("GET", "/v1/partner/boats", { headers: { "accept-language": "tr" } });
    expect(answer.status).toBe(401);
    expect(answer.headers.get("content-language")).toBe("tr");
    expect(answer.json.content).toBe(
      "API anahtarınızı Authorization başlığında gönderin: Bearer, bir boşluk, ardından anahtar.",
    );
  });

  it("refuses a field it does not know, naming it, in the body and in the query", async () => {
    const boat = await pricedBoat();
    const { partner_reference: _ref, ...rest } = optionBody(boat, 30);
    const misspelt = await partner(agencyA, "POST", "/options", { body: { ...rest, partner_referance: "BV-1" } });
    expect(misspelt.status).toBe(400);
    expect(misspelt.json.code).toBe("VALIDATION_ERROR");
    expect(Object.keys(misspelt.json.fields)).toEqual(["partner_referance"]);
    expect(misspelt.json.content).toContain("partner_referance");
    const nested = await partner(agencyA, "POST", "/options", {
      body: { ...rest, client: { name: "Familie Müller", mail: "x@example.com" } },
    });
    expect(Object.keys(nested.json.fields)).toEqual(["client.mail"]);
    const query = await partner(agencyA, "GET", `/availability?boat_id=${boat.id}&year=2030&month=5`);
    expect(query.status).toBe(400);
    expect(Object.keys(query.json.fields)).toEqual(["month"]);
    // Nothing was booked by the refused calls.
    expect(await api.db.select().from(reservations).where(eq(reservations.boatId, boat.id))).toHaveLength(0);
  });

  it("answers 429 with Retry-After past the agency's own limit, without touching another agency", async () => {
    const limited = await newAgency({ name: "Tiny Tours", rate_limit_per_minute: 3 });
    for (let i = 0; i < 3; i++) expect((await partner(limited, "GET", "/boats?limit=1")).status).toBe(200);
    const refused = await partner(limited, "GET", "/boats?limit=1");
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    expect(Number(refused.headers.get("retry-after"))).toBeLessThanOrEqual(60);
    // A second key of the same agency shares its count; another agency is untouched.
    const other = await api.call("POST", `/v1/admin/agencies/${limited.id}/keys`, { token: cast.adminToken, body: {} });
    expect((await partner({ key: other.json.content.key }, "GET", "/boats?limit=1")).status).toBe(429);
    expect((await partner(agencyB, "GET", "/boats?limit=1")).status).toBe(200);
  });
  it("writes a key's last-used time at most once a minute; a window counts every call and ends on time", async () => {
    const agency = await newAgency({ name: "Quiet Charters", rate_limit_per_minute: 2 });
    const lastUsed = async () =>
      (await api.db.select().from(agencyApiKeys).where(eq(agencyApiKeys.agencyId, agency.id)))[0]?.lastUsedAt;
    const start = new Date(Math.floor(clock.now().getTime() / 1000) * 1000);
    const at = (seconds: number) => freezeClock(new Date(start.getTime() + seconds * 1000));
    let unfreeze = at(0);
    try {
      expect((await partner(agency, "GET", "/boats?limit=1")).status).toBe(200);
      expect(await lastUsed()).toEqual(start);
      unfreeze();
      unfreeze = at(30);
      expect((await partner(agency, "GET", "/boats?limit=1")).status).toBe(200);
      expect(await lastUsed()).toEqual(start);
      const refused = await partner(agency, "GET", "/boats?limit=1");
      expect(refused.status).toBe(429);
      expect(refused.headers.get("retry-after")).toBe("30");
      unfreeze();
      unfreeze = at(61);
      expect((await partner(agency, "GET", "/boats?limit=1")).status).toBe(200);
      expect(await lastUsed()).toEqual(new Date(start.getTime() + 61_000));
    } finally {
      unfreeze();
    }
  });
});

describe("partner API: catalogue, availability, quotes", () => {
  it("lists bookable boats a page at a time with pictures, extras, deposit and damage deposit", async () => {
    const boat = await pricedBoat();
    const without = await pricedBoat();
    await api.db.update(boats).set({ securityDeposit: 250_000 }).where(eq(boats.id, boat.id));
    await api.db.insert(boatExtras).values({
      boatId: boat.id,
      name: "Transfer",
      unit: "booking",
      amount: 15_000,
      currency: "EUR",
      obligatory: true,
    });
    const seen: number[] = [];
    let after = 0;
    for (;;) {
      const page = await partner(agencyA, "GET", `/boats?limit=2&after=${after}`);
      expect(page.status).toBe(200);
      seen.push(...page.json.content.items.map((b: { id: number }) => b.id));
      const mine = page.json.content.items.find((b: { id: number }) => b.id === boat.id);
      if (mine) {
        expect(mine.extras).toEqual([expect.objectContaining({ name: "Transfer", obligatory: true, amount: 15_000 })]);
        expect(mine.marina).toBe("Göcek Marina");
        expect(mine.deposit_percent).toBeGreaterThan(0);
        // In the boat's price currency.
        expect(mine.security_deposit).toEqual({ amount: 250_000, currency: "EUR" });
      }
      const none = page.json.content.items.find((b: { id: number }) => b.id === without.id);
      if (none) expect(none.security_deposit).toBeNull();
      if (page.json.content.next_after === null) break;
      after = page.json.content.next_after;
    }
    expect(seen).toContain(boat.id);
    expect(seen).toContain(without.id);
    expect(new Set(seen).size).toBe(seen.length);
  });

  it("gives the year as one character a day: free, option, booked, closed", async () => {
    const boat = await pricedBoat();
    const closing = await createExternalClosing(api.db, { boatId: boat.id });
    const year = yearOf(closing.startDate);
    const answer = await partner(agencyA, "GET", `/availability?boat_id=${boat.id}&year=${year}`);
    expect(answer.status).toBe(200);
    const days: string = answer.json.content.days;
    expect(days).toHaveLength(diffDays(`${year}-01-01`, `${year + 1}-01-01`));
    expect(days).toMatch(/^[0-3]+$/);
    const from = diffDays(`${year}-01-01`, closing.startDate);
    expect(days.slice(from, from + 7)).toBe("3333333");
    expect(days[from + 7] ?? "0").toBe("0");
    const unknown = await partner(agencyA, "GET", `/availability?boat_id=999999&year=${year}`);
    expect(unknown.status).toBe(404);
  });

  it("quotes gross, the agency's commission and net, obligatory extras, deposit and payment plan", async () => {
    const boat = await pricedBoat();
    const [extra] = await api.db
      .insert(boatExtras)
      .values({ boatId: boat.id, name: "Cleaning", unit: "booking", amount: 20_000, currency: "EUR", obligatory: true })
      .returning();
    await api.db.update(boats).set({ securityDeposit: 300_000 }).where(eq(boats.id, boat.id));
    const body = optionBody(boat, 12);
    const quote = await partner(agencyA, "POST", "/quotes", {
      body: { boat_id: boat.id, start_date: body.start_date, end_date: body.end_date, guests: 4 },
    });
    expect(quote.status).toBe(200);
    const q = quote.json.content;
    expect(q.currency).toBe("EUR");
    // 7 days at €1.000 and the obligatory €200 cleaning.
    expect(q.gross).toBe(7 * 100_000 + 20_000);
    expect(q.commission_bps).toBe(1250);
    expect(q.commission).toBe(Math.round((q.gross * 1250) / 10_000));
    expect(q.net).toBe(q.gross - q.commission);
    expect(q.obligatory_extras).toEqual([expect.objectContaining({ extra_id: extra!.id, amount: 20_000 })]);
    expect(q.deposit).toBeGreaterThan(0);
    // Held at check-in, not part of the gross.
    expect(q.security_deposit).toEqual({ amount: 300_000, currency: "EUR" });
    expect(q.payment_plan.map((i: { amount: number }) => i.amount).reduce((a: number, b: number) => a + b, 0)).toBe(
      q.gross,
    );
    // The other agency's commission is its own.
    const b = await partner(agencyB, "POST", "/quotes", {
      body: { boat_id: boat.id, start_date: body.start_date, end_date: body.end_date, guests: 4 },
    });
    expect(b.json.content.commission).toBe(Math.round((q.gross * 1000) / 10_000));
  });
});

describe("partner API: options", () => {
  it("20 options racing from two agencies for the same week: one 201, the rest 409", async () => {
    const boat = await pricedBoat();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        partner(i % 2 ? agencyA : agencyB, "POST", "/options", { body: optionBody(boat, 2) }),
      ),
    );
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    const loser = answers.find((a) => a.status === 409);
    expect(loser?.json.code).toBe("DATES_UNAVAILABLE");
    expect(await api.db.select().from(reservations).where(eq(reservations.boatId, boat.id))).toHaveLength(1);
  });

  it("options from three agencies racing site bookings for the same week: one 201 overall, the rest 409", async () => {
    // Only a PostgreSQL server runs these at once; PGlite serialises them, and the answer must be the same.
    const boat = await pricedBoat();
    const agencyC = await newAgency({ name: "Third Wave Yachting", commission_bps: 900 });
    const week = optionBody(boat, 14);
    const options = Array.from({ length: 12 }, (_, i) =>
      partner([agencyA, agencyB, agencyC][i % 3]!, "POST", "/options", { body: week }),
    );
    const site = Array.from({ length: 12 }, () =>
      book(api, reservationBody(boat, { start_date: week.start_date, end_date: week.end_date })),
    );
    const answers = await Promise.all(options.flatMap((option, i) => [option, site[i]!]));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(23);
    for (const loser of answers.filter((a) => a.status === 409)) expect(loser.json.code).toBe("DATES_UNAVAILABLE");
    expect(await api.db.select().from(reservations).where(eq(reservations.boatId, boat.id))).toHaveLength(1);
  });

  it("an option echoes partner_reference, freezes the commission, and honours Idempotency-Key per agency", async () => {
    const boat = await pricedBoat();
    const body = optionBody(boat, 4, { partner_reference: "BV-2031-0042" });
    const headers = { "idempotency-key": "bv-order-42" };
    // Without expires_at the option holds for the site's option window from the moment it is placed.
    await updateSettings(api.db, { option_hours: "36" });
    const placedAt = new Date(Math.floor(clock.now().getTime() / 1000) * 1000);
    const unfreeze = freezeClock(placedAt);
    const first = await partner(agencyA, "POST", "/options", { body, headers }).finally(unfreeze);
    expect(first.status).toBe(201);
    const option = first.json.content;
    expect(option.option_expires_at).toBe(new Date(placedAt.getTime() + 36 * 3_600_000).toISOString());
    expect(option).toMatchObject({ status: "option", partner_reference: "BV-2031-0042", commission_bps: 1250 });
    expect(option.commission).toBe(Math.round((option.gross * 1250) / 10_000));
    expect(option.net).toBe(option.gross - option.commission);
    const again = await partner(agencyA, "POST", "/options", { body, headers });
    expect(again.status).toBe(201);
    expect(again.json.content.id).toBe(option.id);
    expect(await api.db.select().from(reservations).where(eq(reservations.boatId, boat.id))).toHaveLength(1);
    const other = await partner(agencyA, "POST", "/options", { body: optionBody(boat, 6), headers });
    expect(other.status).toBe(422);
    expect(other.json.code).toBe("IDEMPOTENCY_KEY_REUSED");
    // The same key is another agency's own.
    const b = await partner(agencyB, "POST", "/options", { body: optionBody(boat, 8), headers });
    expect(b.status).toBe(201);
    expect(b.json.content.id).not.toBe(option.id);
    const [row] = await api.db.select().from(reservations).where(eq(reservations.id, option.id));
    expect(row).toMatchObject({ source: "agency", agencyId: agencyA.id, agencyCommissionBps: 1250 });
  });

  it("an option lapses at a shorter expires_at when asked; a later one is refused", async () => {
    const boat = await pricedBoat();
    const soon = new Date(clock.now().getTime() + 2 * 3_600_000).toISOString();
    const short = await partner(agencyA, "POST", "/options", { body: optionBody(boat, 3, { expires_at: soon }) });
    expect(short.status).toBe(201);
    expect(short.json.content.option_expires_at).toBe(soon);
    const held = optionBody(boat, 3);
    expect(await daysOf(agencyA, boat.id, held.start_date, held.end_date)).toBe("2222222");
    // Three hours on, the option has lapsed: its days read free even before the expiry job runs.
    const restore = freezeClock(new Date(clock.now().getTime() + 3 * 3_600_000));
    try {
      expect(await daysOf(agencyA, boat.id, held.start_date, held.end_date)).toBe("0000000");
    } finally {
      restore();
    }
    const late = new Date(clock.now().getTime() + 400 * 24 * 3_600_000).toISOString();
    const refused = await partner(agencyA, "POST", "/options", { body: optionBody(boat, 5, { expires_at: late }) });
    expect(refused.status).toBe(422);
    expect(refused.json.code).toBe("EXPIRES_AT_TOO_LATE");
  });

  it("release and confirm show in the availability at once; another agency's option is not found", async () => {
    const boat = await pricedBoat();
    const a = optionBody(boat, 5);
    const held = await partner(agencyA, "POST", "/options", { body: a });
    expect(held.status).toBe(201);
    expect(await daysOf(agencyB, boat.id, a.start_date, a.end_date)).toBe("2222222");

    // Another agency cannot see, release or confirm it.
    expect((await partner(agencyB, "DELETE", `/options/${held.json.content.id}`)).status).toBe(404);
    expect((await partner(agencyB, "POST", `/options/${held.json.content.id}/confirm`)).status).toBe(404);
    expect((await partner(agencyB, "GET", `/reservations/${held.json.content.id}`)).status).toBe(404);

    const confirmed = await partner(agencyA, "POST", `/options/${held.json.content.id}/confirm`);
    expect(confirmed.status).toBe(200);
    expect(confirmed.json.content.status).toBe("confirmed");
    expect(await daysOf(agencyB, boat.id, a.start_date, a.end_date)).toBe("1111111");
    const twice = await partner(agencyA, "DELETE", `/options/${held.json.content.id}`);
    expect(twice.status).toBe(409);
    expect(twice.json.code).toBe("NOT_AN_OPTION");

    const b = optionBody(boat, 7);
    const second = await partner(agencyA, "POST", "/options", { body: b });
    expect(await daysOf(agencyA, boat.id, b.start_date, b.end_date)).toBe("2222222");
    const released = await partner(agencyA, "DELETE", `/options/${second.json.content.id}`);
    expect(released.status).toBe(200);
    expect(released.json.content.status).toBe("cancelled");
    expect(await daysOf(agencyA, boat.id, b.start_date, b.end_date)).toBe("0000000");
    // The released week can be taken at once by the other agency.
    expect((await partner(agencyB, "POST", "/options", { body: b })).status).toBe(201);
  });
});

describe("agency bookings in the dashboard, reports and statements", () => {
  it("staff see the agency and its commission; the booking counts in revenue by source and the owner's statement", async () => {
    const boat = await pricedBoat();
    const body = optionBody(boat, 19, { partner_reference: "BV-STAFF-1" });
    const option = (await partner(agencyA, "POST", "/options", { body })).json.content;
    expect((await partner(agencyA, "POST", `/options/${option.id}/confirm`)).status).toBe(200);

    const detail = await api.call("GET", `/v1/admin/reservations/${option.id}`, { token: cast.adminToken });
    expect(detail.json.content.source).toBe("agency");
    expect(detail.json.content.agency).toEqual({
      id: agencyA.id,
      name: "Blue Voyage Reisen",
      partner_reference: "BV-STAFF-1",
      commission_bps: 1250,
      commission: option.commission,
    });
    const list = await api.call("GET", `/v1/admin/reservations?boat_id=${boat.id}`, { token: cast.ownerToken });
    expect(list.json.content.items[0].agency.name).toBe("Blue Voyage Reisen");

    const month = body.start_date.slice(0, 7);
    const revenue = await api.call("GET", `/v1/admin/reports/revenue?from=${month}&to=${month}&boat_id=${boat.id}`, {
      token: cast.adminToken,
    });
    const agencyRow = revenue.json.content.by_source.find((r: { source: string }) => r.source === "agency");
    expect(agencyRow).toMatchObject({ reservations: 1, nights: 7 });
    expect(agencyRow.revenue_try).toBeGreaterThan(0);

    const statement = await api.call("GET", `/v1/admin/statements?month=${month}`, { token: cast.ownerToken });
    expect(statement.status).toBe(200);
    expect(statement.json.content.lines.map((l: { code: string }) => l.code)).toContain(option.code);
  });
});

describe("partner API: the change feed", () => {
  it("shows a staff cancellation and an expiry from the cursor, then nothing", async () => {
    const agency = await newAgency({ name: "Feed Travel", commission_bps: 800 });
    const boat = await pricedBoat();
    const start = await partner(agency, "GET", "/reservations");
    expect(start.status).toBe(200);
    expect(start.json.content.items).toEqual([]);

    const one = await partner(agency, "POST", "/options", { body: optionBody(boat, 9) });
    const two = await partner(agency, "POST", "/options", { body: optionBody(boat, 11) });
    const first = await feedOf(agency, `cursor=${start.json.content.next_cursor}`, 2);
    expect(first.json.content.items.map((r: { id: number }) => r.id)).toEqual([
      one.json.content.id,
      two.json.content.id,
    ]);
    const cursor = first.json.content.next_cursor;
    const quiet = await partner(agency, "GET", `/reservations?cursor=${cursor}`);
    expect(quiet.json.content).toEqual({ items: [], next_cursor: cursor, has_more: false });

    // Staff cancel the first in the dashboard: the feed shows it, once.
    const cancelled = await api.call("PUT", `/v1/admin/reservations/${one.json.content.id}`, {
      token: cast.adminToken,
      body: { status: "cancelled" },
    });
    expect(cancelled.status).toBe(200);
    const changed = await feedOf(agency, `cursor=${cursor}`, 1);
    expect(changed.json.content.items).toEqual([
      expect.objectContaining({ id: one.json.content.id, status: "cancelled" }),
    ]);
    const after = await partner(agency, "GET", `/reservations?cursor=${changed.json.content.next_cursor}`);
    expect(after.json.content.items).toEqual([]);

    // The second lapses (the expiry job): shown too.
    const later = new Date(clock.now().getTime() + 30 * 24 * 3_600_000);
    await expireOptions(api.db, { now: later, boatId: boat.id });
    const expired = await feedOf(agency, `cursor=${changed.json.content.next_cursor}`, 1);
    expect(expired.json.content.items).toEqual([
      expect.objectContaining({ id: two.json.content.id, status: "expired" }),
    ]);

    // Another agency's feed holds none of these.
    const others = await partner(agencyB, "GET", "/reservations?limit=500");
    const ids = others.json.content.items.map((r: { id: number }) => r.id);
    expect(ids).not.toContain(one.json.content.id);
    expect(ids).not.toContain(two.json.content.id);
  });

  it("pages with has_more, accepts modified_since, refuses a forged cursor", async () => {
    const agency = await newAgency({ name: "Pager Travel" });
    const boat = await pricedBoat();
    const since = new Date(clock.now().getTime() - 60_000).toISOString();
    for (const weeks of [13, 15, 17]) {
      expect((await partner(agency, "POST", "/options", { body: optionBody(boat, weeks) })).status).toBe(201);
    }
    await feedOf(agency, "limit=100", 3);
    const page1 = await partner(agency, "GET", "/reservations?limit=2");
    expect(page1.json.content.items).toHaveLength(2);
    expect(page1.json.content.has_more).toBe(true);
    const page2 = await partner(agency, "GET", `/reservations?limit=2&cursor=${page1.json.content.next_cursor}`);
    expect(page2.json.content.items).toHaveLength(1);
    expect(page2.json.content.has_more).toBe(false);
    const bySince = await partner(agency, "GET", `/reservations?modified_since=${encodeURIComponent(since)}`);
    expect(bySince.json.content.items).toHaveLength(3);
    const future = new Date(clock.now().getTime() + 3_600_000).toISOString();
    const none = await partner(agency, "GET", `/reservations?modified_since=${encodeURIComponent(future)}`);
    expect(none.json.content.items).toEqual([]);
    const resumed = await partner(agency, "GET", `/reservations?cursor=${none.json.content.next_cursor}`);
    expect(resumed.json.content.items).toEqual([]);
    const forged = await partner(agency, "GET", "/reservations?cursor=bm90LWEtY3Vyc29y");
    expect(forged.status).toBe(400);
    expect(forged.json.fields).toHaveProperty("cursor");
  });

  it("gives each reservation as GET /reservations/{id} does: payments, a refund, commission, null reference", async () => {
    const agency = await newAgency({ name: "Mirror Tours", commission_bps: 1100 });
    const boat = await pricedBoat();
    const start = await partner(agency, "GET", "/reservations");
    const { partner_reference: _ref, ...unreferenced } = optionBody(boat, 13);
    const held = await partner(agency, "POST", "/options", { body: unreferenced });
    // Text that JSON must escape: quotes, a backslash, letters beyond ASCII.
    const named = { client: { name: 'Ayşe "Kaptan" O\\Neil' }, partner_reference: 'BV "15" \\ Ø' };
    const paid = await partner(agency, "POST", "/options", { body: optionBody(boat, 15, named) });
    expect((await partner(agency, "POST", `/options/${paid.json.content.id}/confirm`)).status).toBe(200);
    await api.db.insert(transactions).values([
      { reservationId: paid.json.content.id, kind: "deposit", method: "card", amount: 250_000, currency: "EUR" },
      { reservationId: paid.json.content.id, kind: "refund", method: "card", amount: 40_000, currency: "EUR" },
      { reservationId: paid.json.content.id, kind: "damage_deposit", method: "cash", amount: 90_000, currency: "EUR" },
    ]);

    const feed = await feedOf(agency, `cursor=${start.json.content.next_cursor}`, 2);
    const items = feed.json.content.items as { id: number }[];
    expect(items.map((r) => r.id)).toEqual([held.json.content.id, paid.json.content.id]);
    // Field by field, in the same order, timestamps (stored to the microsecond) to the millisecond: the feed's items
    // are written by PostgreSQL, the single reservation by the API.
    for (const item of items) {
      const one = await partner(agency, "GET", `/reservations/${item.id}`);
      expect(JSON.stringify(item)).toBe(JSON.stringify(one.json.content));
    }
    expect(items[0]).toMatchObject({ status: "option", partner_reference: null, paid: 0 });
    expect(items[1]).toMatchObject({
      status: "confirmed",
      paid: 210_000,
      commission_bps: 1100,
      client_name: named.client.name,
      partner_reference: named.partner_reference,
    });
  });
});

describe("partner API: payments in the change feed", () => {
  const staff = (method: string, url: string, body: Record<string, unknown>) =>
    api.call(method, `/v1/admin${url}`, { token: cast.adminToken, body });
  /** The feed's next change after `cursor`: the reservation alone, with `paid`, as GET answers it. */
  async function movedTo(agency: { key: string }, cursor: string, id: number, paid: number) {
    const feed = await feedOf(agency, `cursor=${cursor}`, 1);
    const items = feed.json.content.items as { id: number; paid: number; updated_at: string }[];
    expect(items.map((r) => [r.id, r.paid])).toEqual([[id, paid]]);
    const one = await partner(agency, "GET", `/reservations/${id}`);
    expect(JSON.stringify(items[0])).toBe(JSON.stringify(one.json.content));
    return { item: items[0]!, cursor: feed.json.content.next_cursor as string };
  }
  const position = async (id: number) =>
    (await api.db.select().from(agencyReservationChanges).where(eq(agencyReservationChanges.reservationId, id)))[0]!
      .changeXid;

  it("a payment and its void move the reservation with its new paid and updated_at; modified_since finds it", async () => {
    const agency = await newAgency({ name: "Ledger Travel", commission_bps: 900 });
    const boat = await pricedBoat();
    const held = await partner(agency, "POST", "/options", { body: optionBody(boat, 19) });
    const id = held.json.content.id as number;
    expect((await partner(agency, "POST", `/options/${id}/confirm`)).status).toBe(200);
    const first = await feedOf(agency, "limit=100", 1);
    expect(first.json.content.items).toEqual([expect.objectContaining({ id, status: "confirmed", paid: 0 })]);

    // Staff record the balance an hour later: nothing of the reservation's own row changes, the feed shows it.
    const paidAt = new Date(clock.now().getTime() + 3_600_000);
    let restore = freezeClock(paidAt);
    const payment = await staff("POST", "/transactions", {
      reservation_id: id,
      kind: "balance",
      method: "bank_transfer",
      amount: 150_000,
    });
    restore();
    expect(payment.status).toBe(201);
    const paid = await movedTo(agency, first.json.content.next_cursor, id, 150_000);
    expect(paid.item).toMatchObject({ status: "confirmed", updated_at: paidAt.toISOString() });
    const since = (moment: number) =>
      partner(agency, "GET", `/reservations?modified_since=${encodeURIComponent(new Date(moment).toISOString())}`);
    expect((await since(paidAt.getTime() - 60_000)).json.content.items).toEqual([paid.item]);
    expect((await since(paidAt.getTime() + 60_000)).json.content.items).toEqual([]);

    // A kept damage deposit changes nothing the agency sees: no move.
    const before = await position(id);
    await api.db
      .insert(transactions)
      .values({ reservationId: id, kind: "damage_deposit", method: "cash", amount: 90_000, currency: "EUR" });
    expect(await position(id)).toBe(before);

    // Voided a day later: shown again, paid back to 0.
    const voidedAt = new Date(paidAt.getTime() + 24 * 3_600_000);
    restore = freezeClock(voidedAt);
    const voided = await staff("POST", `/transactions/${payment.json.content.id}/void`, { reason: "Bounced" });
    restore();
    expect(voided.status).toBe(200);
    const unpaid = await movedTo(agency, paid.cursor, id, 0);
    expect(unpaid.item).toMatchObject({ status: "confirmed", updated_at: voidedAt.toISOString() });
  });
});

describe.runIf(testDatabaseKind() === "postgres")("partner API: concurrent changes of one reservation", () => {
  it("two payments committed together both count in the stored item", async () => {
    const agency = await newAgency({ name: "Race Travel" });
    const boat = await pricedBoat();
    const held = await partner(agency, "POST", "/options", { body: optionBody(boat, 23) });
    const id = held.json.content.id as number;
    expect((await partner(agency, "POST", `/options/${id}/confirm`)).status).toBe(200);
    const start = await feedOf(agency, "limit=100", 1);
    const payment = (amount: number) =>
      ({ reservationId: id, kind: "balance", method: "bank_transfer", amount, currency: "EUR" }) as const;

    const other = await openSameTestDatabase(api.database);
    try {
      // The first payment's transaction stays open while the second is written on another connection.
      let inserted!: () => void;
      let release!: () => void;
      const firstInserted = new Promise<void>((resolve) => {
        inserted = resolve;
      });
      const gate = new Promise<void>((resolve) => {
        release = resolve;
      });
      const first = api.db.transaction(async (tx) => {
        await tx.insert(transactions).values(payment(100_000));
        inserted();
        await gate;
      });
      await firstInserted;
      const second = other.db.insert(transactions).values(payment(50_000)).execute(); // sent now, not when awaited
      await new Promise((resolve) => setTimeout(resolve, 300));
      release();
      await Promise.all([first, second]);
    } finally {
      await other.close();
    }
    const items: { id: number; paid: number }[] = (await feedOf(agency, `cursor=${start.json.content.next_cursor}`, 1))
      .json.content.items;
    expect(items.map((r) => [r.id, r.paid])).toEqual([[id, 150_000]]);
    const one = await partner(agency, "GET", `/reservations/${id}`);
    expect(JSON.stringify(items[0])).toBe(JSON.stringify(one.json.content));
  });
});

describe("partner API: an erased client in the change feed", () => {
  it("leaves no name in the stored item: the erasure moves it with the anonymous name", async () => {
    const agency = await newAgency({ name: "Erasure Travel" });
    const boat = await pricedBoat();
    const held = await partner(agency, "POST", "/options", { body: optionBody(boat, 21) });
    const id = held.json.content.id as number;
    const first = await feedOf(agency, "limit=100", 1);
    expect(first.json.content.items).toEqual([expect.objectContaining({ id, client_name: "Familie Müller" })]);

    await anonymiseReservations(api.db, [id], clock.now());
    const erased = await feedOf(agency, `cursor=${first.json.content.next_cursor}`, 1);
    expect(erased.json.content.items).toEqual([expect.objectContaining({ id, client_name: ANON_NAME })]);
    const one = await partner(agency, "GET", `/reservations/${id}`);
    expect(JSON.stringify(erased.json.content.items[0])).toBe(JSON.stringify(one.json.content));
  });
});

describe("partner API: its OpenAPI document", () => {
  it("is served, shows only /v1/partner, and passes `redocly lint`", async () => {
    const doc = await api.call("GET", "/v1/partner/openapi.json");
    expect(doc.status).toBe(200);
    const paths = Object.keys(doc.json.paths);
    expect(paths.length).toBeGreaterThanOrEqual(8);
    for (const p of paths) expect(p.startsWith("/v1/partner/")).toBe(true);
    expect(JSON.stringify(doc.json)).not.toMatch(/admin/i);
    expect(doc.json.paths["/v1/partner/options"].post.responses["429"].headers["Retry-After"]).toBeDefined();
    // The five webhook events, each `{ id, type, created_at, data }` signed in Liman-Signature (OpenAPI 3.1).
    expect(Object.keys(doc.json.webhooks).sort()).toEqual([
      "option.cancelled",
      "option.confirmed",
      "option.created",
      "option.dates_changed",
      "option.expired",
    ]);
    for (const [type, item] of Object.entries(doc.json.webhooks as Record<string, { post: any }>)) {
      const schema = item.post.requestBody.content["application/json"].schema;
      expect(schema.required).toEqual(["id", "type", "created_at", "data"]);
      expect(schema.properties.type.const).toBe(type);
      expect(schema.properties.data.$ref).toBe("#/components/schemas/PartnerReservation");
      expect(item.post.parameters).toEqual([
        expect.objectContaining({ name: "Liman-Signature", in: "header", required: true }),
      ]);
    }
    expect(doc.json.components.schemas.PartnerReservation.required).toContain("partner_reference");
    const main = await api.call("GET", "/v1/openapi.json");
    expect(Object.keys(main.json.paths).some((p) => p.startsWith("/v1/partner/"))).toBe(false);
    expect(main.json.webhooks).toBeUndefined();

    const file = path.join(mkdtempSync(path.join(os.tmpdir(), "liman-partner-openapi-")), "openapi.json");
    writeFileSync(file, JSON.stringify(doc.json, null, 2));
    const cli = path.resolve("node_modules/@redocly/cli/bin/cli.js");
    const result = await run(process.execPath, [cli, "lint", file, "--config", "redocly.yaml", "--format", "json"], {
      maxBuffer: 64 * 1024 * 1024,
      env: { ...process.env, REDOCLY_TELEMETRY: "off", REDOCLY_SUPPRESS_UPDATE_NOTICE: "true" },
    }).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? "" }));
    const report = JSON.parse(result.stdout) as { problems: { severity: string; ruleId: string; message: string }[] };
    // Warnings fail too: the document is read by agencies' developers and their generators.
    expect(report.problems.map((p) => `${p.severity} ${p.ruleId}: ${p.message}`)).toEqual([]);
  }, 120_000);
});
