import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { availabilityBlocks, mailOutbox, reservations, transactions } from "@/server/db/schema";
import { expireOptions } from "@/server/reservations/expire-options";
import { createBoat, createBoatPrice, createReservation } from "@/server/seed/factories";
import { type BookingCast, book, bookingCast, reservationBody } from "../support/booking-fixtures";
import { createTestApi, type TestApi } from "../support/test-api";
import { testDatabaseKind } from "../support/test-database";
import { addDays } from "@/lib/dates";
import { nextWeekday } from "../support/test-dates";

/** Day `n` of this file's calendar: day 0 is a Friday one to two weeks ahead, by the tests' clock. */
const anchor = nextWeekday(5);
const day = (n: number) => addDays(anchor, n);

// Races only mean something on a real PostgreSQL server: PGlite runs one transaction at a time.
const onPostgres = testDatabaseKind() === "postgres";

let api: TestApi;
let cast: BookingCast;

beforeAll(async () => {
  api = await createTestApi({ TRUST_PROXY: "1" });
  cast = await bookingCast(api);
});

async function pricedBoat() {
  const boat = await createBoat(api.db, { ownerId: cast.owner.id });
  await createBoatPrice(api.db, { boatId: boat.id });
  return boat;
}

const rowsOfBoat = (boatId: number) => api.db.select().from(reservations).where(eq(reservations.boatId, boatId));
const blocksOfBoat = (boatId: number) =>
  api.db.select().from(availabilityBlocks).where(eq(availabilityBlocks.boatId, boatId));

describe.runIf(onPostgres)("concurrent bookings on PostgreSQL", () => {
  it("50 concurrent requests for the same dates: exactly one 201, 49 × 409, one reservation", async () => {
    const boat = await pricedBoat();
    const body = reservationBody(boat, { start_date: day(190), end_date: day(197) });
    const answers = await Promise.all(Array.from({ length: 50 }, () => book(api, body)));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    for (const a of answers.filter((x) => x.status === 409)) {
      expect(a.json.content).toBe("Seçtiğiniz tarihler artık müsait değil. Lütfen başka tarihler seçin.");
    }
    const rows = await rowsOfBoat(boat.id);
    expect(rows).toHaveLength(1);
    expect(await blocksOfBoat(boat.id)).toHaveLength(1);
    // The losers' mails rolled back with them: only the winner's two are queued.
    const mails = await api.db.select().from(mailOutbox).where(eq(mailOutbox.reservationId, rows[0]!.id));
    expect(mails).toHaveLength(2);
  });

  it("50 concurrent requests for overlapping (not equal) dates: one wins", async () => {
    const boat = await pricedBoat();
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => {
        const start = 1 + (i % 5);
        const body = reservationBody(boat, {
          start_date: day(211 + start),
          end_date: day(217 + start),
        });
        return book(api, body);
      }),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(49);
    expect(await rowsOfBoat(boat.id)).toHaveLength(1);
  });

  it("a staff phone booking racing website requests: exactly one wins", async () => {
    const boat = await pricedBoat();
    const website = Array.from({ length: 20 }, () =>
      book(api, reservationBody(boat, { start_date: day(246), end_date: day(253) })),
    );
    const staff = [cast.adminToken, cast.ownerToken].map((token) =>
      api.call("POST", "/v1/admin/reservations", {
        token,
        body: {
          boat_id: boat.id,
          start_date: day(248),
          end_date: day(250),
          guests: 2,
          customer_name: "Telefon Müşterisi",
          customer_email: "telefon@example.com",
          customer_phone: "0532 999 88 77",
          status: "confirmed",
        },
      }),
    );
    const answers = await Promise.all([...staff, ...website]);
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(21);
    expect(await rowsOfBoat(boat.id)).toHaveLength(1);
  });

  it("closings and manual closings racing website bookings for the same days: one wins, the rest 409, never a 5xx", async () => {
    // Every writer of a boat's blocks takes the boat's row lock first (decision 0043): without it, a closing and a
    // booking inserting at once can deadlock in the exclusion constraint's check (40P01 → 500).
    for (let round = 0; round < 3; round++) {
      const boat = await pricedBoat();
      const [from, to] = [day(345 + round * 5), day(348 + round * 5)];
      const bookings = Array.from({ length: 10 }, () =>
        book(api, reservationBody(boat, { start_date: from, end_date: to })),
      );
      const closings = Array.from({ length: 5 }, (_, i) =>
        api.call("POST", "/v1/admin/boats/date", {
          token: i % 2 ? cast.adminToken : cast.ownerToken,
          body: { boat_id: boat.id, start_date: from, end_date: to, note: "Bakım" },
        }),
      );
      const externals = Array.from({ length: 5 }, () =>
        api.call("POST", "/v1/admin/external", {
          token: cast.adminToken,
          body: { boat_id: boat.id, start_date: from, end_date: to, title: "Başka kanaldan" },
        }),
      );
      const answers = await Promise.all([...bookings, ...closings, ...externals]);
      const statuses = answers.map((a) => a.status);
      expect(
        statuses.filter((s) => s === 201),
        statuses.join(" "),
      ).toHaveLength(1);
      expect(
        statuses.filter((s) => s === 409),
        statuses.join(" "),
      ).toHaveLength(19);
      expect(await blocksOfBoat(boat.id)).toHaveLength(1);
    }
  });

  it("10 concurrent retries with one Idempotency-Key: one reservation, the same answer to all", async () => {
    // Several rounds: a retry that checks its key before the winner commits and its dates after must still
    // answer the winner's reservation, not 409 (seen once in CI under load).
    for (let round = 0; round < 6; round++) {
      const boat = await pricedBoat();
      const body = reservationBody(boat, { start_date: day(274), end_date: day(281) });
      const key = `race-key-${round}`;
      const answers = await Promise.all(Array.from({ length: 10 }, () => book(api, body, { key })));
      expect(answers.map((a) => a.status)).toEqual(Array(10).fill(201));
      expect(new Set(answers.map((a) => JSON.stringify(a.json))).size).toBe(1);
      expect(await rowsOfBoat(boat.id)).toHaveLength(1);
    }
  });

  it("two processes expiring options at once expire each exactly once", async () => {
    const boat = await pricedBoat();
    const past = new Date(Date.now() - 1000);
    const ids: number[] = [];
    for (let i = 0; i < 20; i++) {
      const r = await createReservation(api.db, {
        boatId: boat.id,
        startDate: day(304 + i),
        endDate: day(305 + i),
        optionExpiresAt: past,
      });
      ids.push(r.id);
    }
    const runs = await Promise.all(
      Array.from({ length: 4 }, () => api.db.transaction((tx) => expireOptions(tx, { boatId: boat.id }))),
    );
    const expired = runs.flat().sort((a, b) => a - b);
    expect(expired).toEqual(ids.sort((a, b) => a - b));
    expect(await blocksOfBoat(boat.id)).toHaveLength(0);
  });

  it("two payments racing for what is due: one is recorded, the other refused", async () => {
    const boat = await pricedBoat();
    const res = await book(api, reservationBody(boat, { start_date: day(337), end_date: day(339) }));
    const [row] = await api.db.select().from(reservations).where(eq(reservations.code, res.json.content.code));
    const payment = { reservation_id: row!.id, kind: "balance", method: "cash", amount: 150_000 };
    const answers = await Promise.all(
      [cast.adminToken, cast.ownerToken].map((token) =>
        api.call("POST", "/v1/admin/transactions", { token, body: payment }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 422]);
    expect(await api.db.select().from(transactions).where(eq(transactions.reservationId, row!.id))).toHaveLength(1);
    // The single confirmation mail: the one that confirmed it.
    const mails = await api.db.select().from(mailOutbox).where(eq(mailOutbox.reservationId, row!.id));
    expect(mails.filter((m) => m.templateKey === "reservation_confirmed")).toHaveLength(1);
  });
});

describe("the same rules on either database (sequential)", () => {
  it("a second booking of booked dates is a 409 and stores nothing", async () => {
    const boat = await pricedBoat();
    const body = reservationBody(boat, { start_date: day(162), end_date: day(169) });
    expect((await book(api, body)).status).toBe(201);
    expect((await book(api, body)).status).toBe(409);
    expect(await rowsOfBoat(boat.id)).toHaveLength(1);
  });
});
