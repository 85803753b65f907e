import { eq, TransactionRollbackError } from "drizzle-orm";
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { availabilityBlocks, reservations } from "@/server/db/schema";
import * as schema from "@/server/db/schema";
import { createBoat, createBoatPrice, createReservation } from "@/server/seed/factories";
import { addDays } from "@/lib/dates";
import { type BookingCast, book, bookingCast, reservationBody } from "../support/booking-fixtures";
import { createTestApi, type TestApi } from "../support/test-api";
import { testDatabaseKind, testDatabaseUrl } from "../support/test-database";
import { nextWeekday } from "../support/test-dates";

// Issue 28: racing bookings of one boat queue behind a lock on the boat instead of deadlocking each other in the
// exclusion constraint's check (40P01, answered 500, with the requests queued behind them timing out as 503).
// Two instances over one database, as in production; only meaningful on PostgreSQL (PGlite is serial).
// The deadlocks need racing inserts to meet an uncommitted block that then goes away: every insert overlapping it
// waits for its transaction, and when that rolls back they all wake up at once, each finding the others' uncommitted
// blocks and waiting for them (a cycle: 40P01). A test transaction plays that block (the gate below): it holds the
// contested days without committing until the racing bookings all wait, then rolls back. With the lock on the boat,
// only the first booking waits for it and the others queue behind that one.

const anchor = nextWeekday(5);
const day = (n: number) => addDays(anchor, n);
const onPostgres = testDatabaseKind() === "postgres";

let a: TestApi;
let b: TestApi;
let cast: BookingCast;
let gate: pg.Client | undefined;

beforeAll(async () => {
  a = await createTestApi({ TRUST_PROXY: "1" });
  b = await createTestApi({ TRUST_PROXY: "1" }, { sameDatabaseAs: a });
  cast = await bookingCast(a);
  if (onPostgres) {
    gate = new pg.Client({ connectionString: testDatabaseUrl(a.database) });
    await gate.connect();
  }
});

afterAll(async () => {
  await gate?.end();
});

/** Sessions of the test database waiting for a lock (the gate's or the boat's). */
async function waitingSessions(): Promise<number> {
  const { rows } = await gate!.query(
    "SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'",
  );
  return rows[0].n;
}

/**
 * Runs `race` while a test transaction holds `days` of the boat uncommitted, and rolls it back once `waiters`
 * sessions wait for a lock (or after 3 s).
 */
async function throughGate<T>(
  days: { boatId: number; startDate: string; endDate: string },
  waiters: number,
  race: () => Promise<T>,
): Promise<T> {
  let answers: Promise<T> | undefined;
  await drizzle({ client: gate!, schema })
    .transaction(async (tx) => {
      await createReservation(tx, { ...days, customerEmail: "kapi@example.com" });
      answers = race();
      const until = Date.now() + 3_000;
      while (Date.now() < until && (await waitingSessions()) < waiters) await new Promise((r) => setTimeout(r, 20));
      tx.rollback();
    })
    .catch((error) => {
      if (!(error instanceof TransactionRollbackError)) throw error;
    });
  return answers!;
}

async function pricedBoat() {
  const boat = await createBoat(a.db, { ownerId: cast.owner.id });
  await createBoatPrice(a.db, { boatId: boat.id });
  return boat;
}

/** How many answers had each status, e.g. { 201: 1, 409: 49 }. */
function countStatuses(statuses: number[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const s of statuses) counts[s] = (counts[s] ?? 0) + 1;
  return counts;
}

const staffBooking = (boatId: number, start: string, end: string) => ({
  boat_id: boatId,
  start_date: start,
  end_date: end,
  guests: 2,
  customer_name: "Telefon Müşterisi",
  customer_email: "telefon@example.com",
  customer_phone: "0532 999 88 77",
  status: "confirmed",
});

describe.runIf(onPostgres)("racing bookings queue on the boat", () => {
  it("3 rounds of 50 racing bookings over two instances: exactly 1 × 201 and 49 × 409 each, no 500/503", async () => {
    for (let round = 0; round < 3; round++) {
      const boat = await pricedBoat();
      const body = reservationBody(boat, { start_date: day(30 + round * 10), end_date: day(37 + round * 10) });
      // Both pools hold 20 connections: 40 bookings wait at once, the other 10 for a connection.
      const answers = await throughGate(
        { boatId: boat.id, startDate: body.start_date, endDate: body.end_date },
        40,
        () => Promise.all(Array.from({ length: 50 }, (_, i) => book(i % 2 ? a : b, body))),
      );
      expect(countStatuses(answers.map((x) => x.status)), `round ${round + 1}`).toEqual({ 201: 1, 409: 49 });
      for (const x of answers.filter((y) => y.status === 409)) expect(x.json.code).toBe("DATES_UNAVAILABLE");
      const rows = await a.db.select().from(reservations).where(eq(reservations.boatId, boat.id));
      expect(rows).toHaveLength(1);
      expect(await a.db.select().from(availabilityBlocks).where(eq(availabilityBlocks.boatId, boat.id))).toHaveLength(
        1,
      );
    }
  });

  it("staff bookings and a staff date change racing website bookings: one holds each day, no 500/503", async () => {
    const boat = await pricedBoat();
    // A reservation on other days that staff move onto the contested ones while the others book them.
    const moved = await a.call("POST", "/v1/admin/reservations", {
      token: cast.adminToken,
      body: staffBooking(boat.id, day(120), day(122)),
    });
    expect(moved.status).toBe(201);
    const race = () => {
      const move = b.call("PUT", `/v1/admin/reservations/${moved.json.content.id}`, {
        token: cast.adminToken,
        body: { start_date: day(102), end_date: day(104) },
      });
      const staff = [cast.adminToken, cast.ownerToken].map((token, i) =>
        (i ? a : b).call("POST", "/v1/admin/reservations", { token, body: staffBooking(boat.id, day(101), day(103)) }),
      );
      const website = Array.from({ length: 30 }, (_, i) =>
        book(i % 2 ? a : b, reservationBody(boat, { start_date: day(100), end_date: day(104) })),
      );
      return Promise.all([move, ...staff, ...website]);
    };
    const answers = await throughGate({ boatId: boat.id, startDate: day(100), endDate: day(104) }, 30, race);
    const counts = countStatuses(answers.map((x) => x.status));
    expect(counts[500] ?? 0, JSON.stringify(counts)).toBe(0);
    expect(counts[503] ?? 0, JSON.stringify(counts)).toBe(0);
    expect((counts[200] ?? 0) + (counts[201] ?? 0), JSON.stringify(counts)).toBe(1);
    expect(counts[409]).toBe(answers.length - 1);
    // The moved reservation holds its new days alone, or its old days beside the one booking that won.
    const blocks = await a.db.select().from(availabilityBlocks).where(eq(availabilityBlocks.boatId, boat.id));
    expect(blocks).toHaveLength(answers[0]!.status === 200 ? 1 : 2);
  });
});
