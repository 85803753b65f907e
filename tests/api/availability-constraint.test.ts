import { beforeAll, describe, expect, it } from "vitest";
import type { Db } from "@/server/db/client";
import { availabilityBlocks, boatDates, boatPrices } from "@/server/db/schema";
import { createBoat } from "@/server/seed/factories";
import { createTestDatabase } from "../support/test-database";
import { afterAll } from "vitest";
import { addDays } from "@/lib/dates";
import { nextWeekday } from "../support/test-dates";

/** Day `n` of this file's calendar: day 0 is a Friday one to two weeks ahead, by the tests' clock. */
const anchor = nextWeekday(5);
const day = (n: number) => addDays(anchor, n);

let db: Db;
let close: () => Promise<void>;

beforeAll(async () => {
  const database = await createTestDatabase();
  db = database.db;
  close = database.close;
});
afterAll(() => close());

async function closeDates(boatId: number, startDate: string, endDate: string) {
  return db.transaction(async (tx) => {
    const [date] = await tx.insert(boatDates).values({ boatId, startDate, endDate }).returning();
    await tx.insert(availabilityBlocks).values({ boatId, startDate, endDate, kind: "boat_date", boatDateId: date!.id });
    return date!;
  });
}

function sqlState(error: unknown): string | undefined {
  const e = error as { code?: string; cause?: { code?: string } };
  return e.code ?? e.cause?.code;
}

describe("availability exclusion constraint", () => {
  it("refuses an overlapping interval of the same boat in the database itself", async () => {
    const boat = await createBoat(db);
    await closeDates(boat.id, day(190), day(197));
    const error = await closeDates(boat.id, day(196), day(200)).catch((e) => e);
    expect(sqlState(error)).toBe("23P01");
    // Nothing half-written: the rolled-back boat date is gone too.
    const dates = await db.select().from(boatDates);
    expect(dates.filter((d) => d.boatId === boat.id)).toHaveLength(1);
  });

  it("accepts back-to-back intervals (half-open: Saturday to Saturday)", async () => {
    const boat = await createBoat(db);
    await closeDates(boat.id, day(190), day(197));
    await expect(closeDates(boat.id, day(197), day(204))).resolves.toBeDefined();
    await expect(closeDates(boat.id, day(183), day(190))).resolves.toBeDefined();
  });

  it("lets two boats hold the same dates", async () => {
    const a = await createBoat(db);
    const b = await createBoat(db);
    await closeDates(a.id, day(212), day(219));
    await expect(closeDates(b.id, day(212), day(219))).resolves.toBeDefined();
  });

  it("refuses an empty or reversed interval", async () => {
    const boat = await createBoat(db);
    const error = await closeDates(boat.id, day(252), day(252)).catch((e) => e);
    expect(sqlState(error)).toBe("23514");
  });

  it("refuses overlapping price periods of one boat", async () => {
    const boat = await createBoat(db);
    const period = { boatId: boat.id, dayPrice: 1_500_000, currency: "EUR" as const };
    await db.insert(boatPrices).values({ ...period, startDate: day(151), endDate: day(181) });
    const error = await db
      .insert(boatPrices)
      .values({ ...period, startDate: day(165), endDate: day(195) })
      .catch((e) => e);
    expect(sqlState(error)).toBe("23P01");
    await expect(
      db.insert(boatPrices).values({ ...period, startDate: day(181), endDate: day(212) }),
    ).resolves.toBeDefined();
  });
});
