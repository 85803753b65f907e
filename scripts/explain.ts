#!/usr/bin/env node
/**
 * `npm run explain [-- --markdown]`: runs the main public reads (header search, filtered listing, boat detail,
 * quote, availability, filter options, similar boats) through the real domain functions against the database
 * of DATA_DIR / DATABASE_URL, records the SQL they send and prints `EXPLAIN (ANALYZE, BUFFERS)` of each
 * statement. Load data first (`npm run seed -- --demo --boats 5000`). Read-only apart from the planner's work.
 */
import { parseArgs } from "node:util";
import type { Logger } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { addDays, todayIn } from "../src/lib/dates";
import { getBoatAvailability } from "../src/server/availability/get-boat-availability";
import type { Db } from "../src/server/db/client";
import * as schema from "../src/server/db/schema";
import { quoteBoat } from "../src/server/pricing/quote-boat";
import { getBoatOptions } from "../src/server/search/get-boat-options";
import { searchBoats } from "../src/server/search/search-boats";
import { searchBoatsByName } from "../src/server/search/search-by-name";
import { getPublicBoat } from "../src/server/website/boat/get-public-boat";
import { listSimilarBoats } from "../src/server/website/boat/list-boat-sections";
import { openScriptDatabase, runScript } from "./open-database";

const { values: args } = parseArgs({ options: { markdown: { type: "boolean", default: false } } });

type Logged = { sql: string; params: unknown[] };

runScript(async () => {
  const { database, close } = await openScriptDatabase();
  try {
    const logged: Logged[] = [];
    const logger: Logger = { logQuery: (sql, params) => logged.push({ sql, params }) };
    // The same connection, with a logger: the statements are exactly those the domain functions send.
    const client = (database.db as unknown as { $client: unknown }).$client;
    const db = (database.kind === "pglite"
      ? // biome-ignore lint/suspicious/noExplicitAny: the client type differs per driver
        drizzlePglite({ client: client as any, schema, logger })
      : // biome-ignore lint/suspicious/noExplicitAny: see above
        drizzlePg({ client: client as any, schema, logger })) as unknown as Db;
    const explain = async (sql: string, params: unknown[]): Promise<string> => {
      const text = `EXPLAIN (ANALYZE, BUFFERS) ${sql}`;
      if (database.kind === "pglite") {
        const pglite = client as { query: (q: string, p: unknown[]) => Promise<{ rows: Record<string, string>[] }> };
        return (await pglite.query(text, params)).rows.map((r) => r["QUERY PLAN"]).join("\n");
      }
      const pool = client as { query: (q: string, p: unknown[]) => Promise<{ rows: Record<string, string>[] }> };
      return (await pool.query(text, params)).rows.map((r) => r["QUERY PLAN"]).join("\n");
    };

    // Inputs from the data: a boat of the bulk load (not one of the first), the busiest marina and its main type.
    const options = await getBoatOptions(database.db);
    const marina = [...options.marinas].sort((a, b) => b.count - a.count)[0];
    const type = [...options.types].sort((a, b) => b.count - a.count)[0];
    if (!marina || !type) throw new Error("No boats: seed the database first (npm run seed -- --demo --boats 5000).");
    const listed = await searchBoats(database.db, { order: "boat_desc", skip: 40, take: 1 });
    const boat = listed.items[0] ?? (await searchBoats(database.db, { order: "boat_desc", skip: 0, take: 1 })).items[0];
    if (!boat) throw new Error("No boats for rent.");
    const today = todayIn();
    const start = addDays(today, 75);

    const cases: Array<{ title: string; run: () => Promise<unknown> }> = [
      {
        title: "Header search `GET /v1/search/input?searchString=mavi ryüa`",
        run: () => searchBoatsByName(db, "mavi ryüa"),
      },
      { title: "Header search `GET /v1/search/input?searchString=bodrum`", run: () => searchBoatsByName(db, "bodrum") },
      {
        title: `Listing \`GET /v1/searchboats?regions=${marina.id}&types=${type.id}&start_date=${start}&end_date=${addDays(start, 7)}&price_min=${options.price.min + 1}&order=price_asc\``,
        run: () =>
          searchBoats(db, {
            regions: [marina.id],
            types: [type.id],
            start_date: start,
            end_date: addDays(start, 7),
            price_min: options.price.min + 1,
            order: "price_asc",
            skip: 0,
            take: 12,
          }),
      },
      {
        title: "Listing without filters `GET /v1/searchboats` (first page, staff order)",
        run: () => searchBoats(db, { order: "boat_desc", skip: 0, take: 12 }),
      },
      { title: `Boat detail \`/boat/${boat.slug}\` (getPublicBoat)`, run: () => getPublicBoat(db, boat.slug) },
      {
        title: `Similar boats on the boat page (type ${boat.type.id} or marina ${boat.marina.id})`,
        run: () => listSimilarBoats(db, { id: boat.id, typeId: boat.type.id, marinaId: boat.marina.id }, 4),
      },
      {
        title: `Quote \`POST /v1/boats/${boat.slug}/quote\` (${start} → ${addDays(start, 3)})`,
        run: () => quoteBoat(db, boat.slug, { start_date: start, end_date: addDays(start, 3), guests: 2 }),
      },
      {
        title: `Availability \`GET /v1/boats/${boat.slug}/availability\``,
        run: () => getBoatAvailability(db, boat.slug, {}),
      },
      { title: "Filter options `GET /v1/search/boatoptions` (also read by /listing)", run: () => getBoatOptions(db) },
    ];

    const out: string[] = [];
    for (const c of cases) {
      // Once to warm up (PGlite's WebAssembly is compiled lazily: a first run is several times slower), then recorded.
      await c.run().catch(() => {});
      logged.length = 0;
      await c.run().catch((error: Error) => out.push(`(answered ${error.message})`));
      const statements = [...logged];
      out.push(args.markdown ? `#### ${c.title}\n` : `\n=== ${c.title}`);
      for (const s of statements) {
        if (/^select "key", "value" from "settings"/.test(s.sql)) continue; // 12 rows, same in every case
        await explain(s.sql, s.params);
        const plan = await explain(s.sql, s.params);
        const params = s.params.length > 0 ? `\n-- params: ${JSON.stringify(s.params)}` : "";
        out.push(args.markdown ? `\`\`\`\n${s.sql}${params}\n\n${plan}\n\`\`\`\n` : `${s.sql}${params}\n${plan}\n`);
      }
    }
    console.log(`Database: ${database.kind}\n`);
    console.log(out.join("\n"));
  } finally {
    await close();
  }
});
