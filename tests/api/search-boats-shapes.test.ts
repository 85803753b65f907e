import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, todayIn } from "@/lib/dates";
import type { Db } from "@/server/db/client";
import * as schema from "@/server/db/schema";
import { searchBoatsQuery } from "@/server/search/schemas";
import { searchBoats } from "@/server/search/search-boats";
import {
  createBoat,
  createBoatPrice,
  createBoatType,
  createExternalClosing,
  createMarina,
} from "@/server/seed/factories";
import { createTestApi, type TestApi } from "../support/test-api";
import { testDatabaseKind } from "../support/test-database";

const onPostgres = testDatabaseKind() === "postgres";
let api: TestApi;
let queries: Record<string, unknown>[] = [];
const pools: pg.Pool[] = [];

beforeAll(async () => {
  api = await createTestApi();
  const today = todayIn();
  const marinas = [await createMarina(api.db), await createMarina(api.db)];
  const types = [await createBoatType(api.db), await createBoatType(api.db)];
  for (let i = 0; i < 12; i++) {
    const boat = await createBoat(api.db, {
      marinaId: marinas[i % 2]!.id,
      typeId: types[Math.floor(i / 2) % 2]!.id,
      guests: 4 + i,
      lengthM: 10 + i,
    });
    await createBoatPrice(api.db, { boatId: boat.id, dayPrice: 50_000 + 10_000 * i, currency: i % 3 ? "EUR" : "TRY" });
    if (i % 4 === 0)
      await createExternalClosing(api.db, {
        boatId: boat.id,
        startDate: addDays(today, 30),
        endDate: addDays(today, 35),
      });
  }
  const [m1, m2] = marinas.map((m) => String(m.id));
  const [t1, t2] = types.map((t) => String(t.id));
  const dates = { start_date: addDays(today, 31), end_date: addDays(today, 33) };
  queries = [
    {},
    { regions: m1 },
    { regions: m2, types: t1 },
    { regions: [m1, m2], types: [t1, t2] },
    { types: t2, ...dates },
    { guests: "9", cabins: "2" },
    { length_min: "12", length_max: "18", order: "guests_desc" },
    { regions: m1, price_min: "20000", order: "price_asc" },
    { price_max: "3000", order: "price_desc" },
    { price_min: "1000", ...dates },
    { take: "3", skip: "3" },
    { skip: "50" },
  ];
});

afterAll(async () => {
  for (const pool of pools) await pool.end();
});

/** A drizzle handle on the test database whose connections plan every named statement generically. */
function genericPlans(): Db {
  const { connectionString } = (api.db as unknown as { $client: pg.Pool }).$client.options;
  const pool = new pg.Pool({ connectionString, max: 1, options: "-c plan_cache_mode=force_generic_plan" });
  pools.push(pool);
  return drizzle({ client: pool, schema }) as unknown as Db;
}

const search = (db: Db, query: Record<string, unknown>) => searchBoats(db, searchBoatsQuery.parse(query));

describe("the listing's statement per SQL shape", () => {
  it.skipIf(!onPostgres)("answers every filter shape the same with generic plans as with a plan per call", async () => {
    const generic = genericPlans();
    for (const query of queries) {
      const expected = await search(api.db, query);
      expect(expected.items.length + expected.total).toBeGreaterThan(0);
      // Past five calls PostgreSQL may keep a statement's generic plan; forced here from the first call.
      for (let i = 0; i < 7; i++) expect(await search(generic, query)).toEqual(expected);
    }
  });

  it.skipIf(!onPostgres)(
    "names the statement of a shape without a price; a priced one is planned per call",
    async () => {
      const pool = (api.db as unknown as { $client: pg.Pool }).$client;
      const names: (string | undefined)[] = [];
      const texts: string[] = [];
      const recording = new Proxy(pool, {
        get(target, key, receiver) {
          if (key !== "query") return Reflect.get(target, key, receiver);
          return (config: { name?: string; text?: string }, ...rest: unknown[]) => {
            if (typeof config === "object") {
              names.push(config.name);
              texts.push(config.text ?? "");
            }
            return (target.query as (...a: unknown[]) => unknown)(config, ...rest);
          };
        },
      });
      const db = drizzle({ client: recording, schema }) as unknown as Db;
      const nameOf = async (query: Record<string, unknown>) => {
        names.length = 0;
        await search(db, query);
        return names.at(-1);
      };
      const [m1, m2] = [queries[1]!.regions, queries[2]!.regions] as string[];
      const first = await nameOf({ regions: m1 });
      expect(first).toMatch(/^shape_/);
      // The same shape with other values: the same statement; another shape: another one.
      expect(await nameOf({ regions: m2 })).toBe(first);
      expect(await nameOf({ regions: [m1, m2] })).not.toBe(first);
      expect(await nameOf({ regions: m1, price_min: "20000", order: "price_asc" })).toBeFalsy();
      // The page size is part of the text (a parameter LIMIT made every generic plan look too dear to keep).
      expect(await nameOf({ regions: m1, take: "24" })).not.toBe(first);
      expect(texts.at(-1)).toMatch(/ limit 24$/);
      await nameOf({ regions: m1, take: "3", skip: "3" });
      expect(texts.at(-1)).toMatch(/ limit 3 offset \$\d+$/);
    },
  );
});
