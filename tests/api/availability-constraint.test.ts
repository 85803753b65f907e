import { beforeAll, describe, expect, it } from "vitest";
import type { Db } from "@/server/db/client";
import { availabilityBlocks, boatDates, boatPrices } from "@/server/db/schema";
import { createBoat } from "@/server/seed/factories";
import { createTestDatabase } from "../support/test-database";
import { afterAll } from "vitest";

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
    await closeDates(boat.id, "2027-07-10", "2027-07-17");
    const error = await closeDates(boat.id, "2027-07-16", "2027-07-20").catch((e) => e);
    expect(sqlState(error)).toBe("23P01");
    // Nothing half-written: the rolled-back boat date is gone too.
    const dates = await db.select().from(boatDates);
    expect(dates.filter((d) => d.boatId === boat.id)).toHaveLength(1);
  });

  it("accepts back-to-back intervals (half-open: Saturday to Saturday)", async () => {
    const boat = await createBoat(db);
    await closeDates(boat.id, "2027-07-10", "2027-07-17");
    await expect(closeDates(boat.id, "2027-07-17", "2027-07-24")).resolves.toBeDefined();
    await expect(closeDates(boat.id, "2027-07-03", "2027-07-10")).resolves.toBeDefined();
  });

  it("lets two boats hold the same dates", async () => {
    const a = await createBoat(db);
    const b = await createBoat(db);
    await closeDates(a.id, "2027-08-01", "2027-08-08");
    await expect(closeDates(b.id, "2027-08-01", "2027-08-08")).resolves.toBeDefined();
  });

  it("refuses an empty or reversed interval", async () => {
    const boat = await createBoat(db);
    const error = await closeDates(boat.id, "2027-09-10", "2027-09-10").catch((e) => e);
    expect(sqlState(error)).toBe("23514");
  });

  it("refuses overlapping price periods of one boat", async () => {
    const boat = await createBoat(db);
    const period = { boatId: boat.id, dayPrice: 1_500_000, currency: "EUR" as const };
    await db.insert(boatPrices).values({ ...period, startDate: "2027-06-01", endDate: "2027-07-01" });
    const error = await db
      .insert(boatPrices)
      .values({ ...period, startDate: "2027-06-15", endDate: "2027-07-15" })
      .catch((e) => e);
    expect(sqlState(error)).toBe("23P01");
    await expect(
      db.insert(boatPrices).values({ ...period, startDate: "2027-07-01", endDate: "2027-08-01" }),
    ).resolves.toBeDefined();
  });
});
