import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays } from "@/lib/dates";
import type { Database } from "@/server/db/client";
import { parseConfig } from "@/server/config";
import { refreshStatistics } from "@/server/db/refresh-statistics";
import { statisticsJob } from "@/server/db/statistics-job";
import { createBoat, createBoatPrice } from "@/server/seed/factories";
import { createTestDatabase } from "../support/test-database";
import { monthDay } from "../support/test-dates";

const estimateOf = async (database: Database, table: string) => {
  const result = (await database.db.execute(
    sql`select reltuples::float8 as n from pg_class where relname = ${table} and relkind = 'r'`,
  )) as unknown as { rows: { n: number }[] };
  return Number(result.rows[0]?.n);
};

describe("refreshStatistics (PGlite has no autovacuum)", () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it("analyzes the tables the planner has no or outdated figures for, and only those", async () => {
    const boat = await createBoat(database.db);
    for (let i = 0; i < 3; i++) {
      await createBoatPrice(database.db, {
        boatId: boat.id,
        startDate: monthDay(i + 1),
        endDate: monthDay(i + 1, 20),
      });
    }
    // Never analyzed: the planner believes nothing (-1).
    expect(await estimateOf(database, "boat_prices")).toBe(-1);

    const first = await refreshStatistics(database.db);
    expect(first).toEqual(expect.arrayContaining(["boats", "boat_prices"]));
    // Empty tables need no statistics.
    expect(first).not.toContain("contact_messages");
    expect(await estimateOf(database, "boat_prices")).toBe(3);

    // Nothing changed: nothing to do.
    expect(await refreshStatistics(database.db)).toEqual([]);

    // A drift smaller than 50 rows + 10 % is left alone; a larger one is analyzed again.
    for (let i = 0; i < 60; i++) {
      const day = addDays(monthDay(14), i);
      await createBoatPrice(database.db, { boatId: boat.id, startDate: day, endDate: addDays(day, 1) });
    }
    // Each new price is also a row of the change log (audit_log): both drifted, nothing else did.
    expect(await refreshStatistics(database.db)).toEqual(["audit_log", "boat_prices"]);
    expect(await estimateOf(database, "boat_prices")).toBe(63);

    // `all` processes every table that has rows, drifted or not.
    const everything = await refreshStatistics(database.db, { all: true });
    expect(everything).toEqual(expect.arrayContaining(["boats", "boat_prices", "users"]));
    expect(everything).not.toContain("contact_messages");
  });

  it("runs on PGlite only, every table once a day", async () => {
    const config = parseConfig({ DATA_DIR: "./test-data/stats", JWT_SECRET: "t".repeat(40) });
    let clock = 0;
    const job = statisticsJob({ db: database.db, config }, () => clock);
    expect(await job.run()).toEqual([]); // nothing drifted since the test above
    clock = 24 * 60 * 60 * 1000;
    expect(await job.run()).toContain("boats");
    expect(await job.run()).toEqual([]);
    const onPostgres = statisticsJob({ db: database.db, config: { ...config, databaseUrl: "postgres://x/y" } });
    expect(await onPostgres.run()).toEqual([]);
  });
});
