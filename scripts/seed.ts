// `npm run seed -- [--demo] [--boats N]`: loads the demo into an empty database and/or adds N boats for
// benchmarks. Opens the database like the server (refuses a DATA_DIR locked by a running server).
import { parseArgs } from "node:util";
import { count, eq, sql } from "drizzle-orm";
import { z } from "zod";
import { formatDemoLogins, writeDemoLogins } from "../src/server/bootstrap/demo-logins";
import { DEMO_ADMIN_EMAIL } from "../src/server/bootstrap/seed-demo-if-empty";
import { openStorage, StorageUnavailableError } from "../src/server/media/open-storage";
import { refreshStatistics } from "../src/server/db/refresh-statistics";
import { boats, users } from "../src/server/db/schema";
import { syncPriceFloorRates } from "../src/server/search/sync-price-floor-rates";
import { seedBulkBoats } from "../src/server/seed/bulk-boats";
import { seedDemo } from "../src/server/seed/demo";
import { openScriptDatabase, runScript, ScriptError } from "./open-database";

const USAGE = `Usage: npm run seed -- [--demo] [--boats N]
  --demo      load the demo data (needs an empty database: no boats yet)
  --boats N   add N boats with prices, pictures, closings and reservations (benchmarks), 1 to 100000`;

const argsSchema = z
  .object({
    demo: z.boolean().default(false),
    boats: z.coerce
      .number({ error: "--boats must be a whole number" })
      .int({ error: "--boats must be a whole number" })
      .min(1, { error: "--boats must be at least 1" })
      .max(100_000, { error: "--boats can be at most 100000" })
      .optional(),
    help: z.boolean().default(false),
  })
  .refine((a) => a.help || a.demo || a.boats !== undefined, { error: "Nothing to do." });

runScript(async () => {
  let parsed: ReturnType<typeof parseArgs<{ options: typeof options }>>;
  const options = {
    demo: { type: "boolean" },
    boats: { type: "string" },
    help: { type: "boolean", short: "h" },
  } as const;
  try {
    parsed = parseArgs({ options, strict: true });
  } catch (error) {
    throw new ScriptError(`${(error as Error).message}\n${USAGE}`);
  }
  const args = argsSchema.safeParse(parsed.values);
  if (!args.success) throw new ScriptError(`${args.error.issues[0]?.message}\n${USAGE}`);
  if (args.data.help) {
    console.log(USAGE);
    return;
  }

  const { database, config, close } = await openScriptDatabase();
  try {
    const db = database.db;
    const storage = await openStorage(config).catch((error: Error) => {
      throw error instanceof StorageUnavailableError ? new ScriptError(error.message) : error;
    });
    if (args.data.demo) {
      const [row] = await db.select({ n: count() }).from(boats);
      if ((row?.n ?? 0) > 0) {
        throw new ScriptError(`The database already has ${row?.n} boats: --demo only loads into an empty database.`);
      }
      const [taken] = await db
        .select({ id: users.id })
        .from(users)
        .where(eq(sql`lower(${users.email})`, DEMO_ADMIN_EMAIL));
      if (taken) throw new ScriptError(`A user ${DEMO_ADMIN_EMAIL} already exists: --demo needs an empty database.`);
      const started = performance.now();
      const summary = await seedDemo(db, { adminEmail: DEMO_ADMIN_EMAIL, storage });
      writeDemoLogins(config.dataDir, summary.logins);
      console.log(
        `Demo loaded in ${((performance.now() - started) / 1000).toFixed(1)} s: ${summary.boats} boats, ` +
          `${Object.values(summary.reservations).reduce((a, b) => a + b, 0)} reservations (${database.kind}).`,
      );
      console.log(formatDemoLogins(summary.logins));
    }
    if (args.data.boats !== undefined) {
      const started = performance.now();
      const total = args.data.boats;
      const result = await seedBulkBoats(db, {
        count: total,
        storage,
        onProgress: (done) => process.stdout.write(`\r  ${done}/${total} boats`),
      }).catch((error: Error) => {
        if (error.message.startsWith("No users")) throw new ScriptError(error.message);
        throw error;
      });
      process.stdout.write("\n");
      console.log(
        `Added ${result.boats} boats, ${result.prices} prices, ${result.images} images, ${result.boatDates} closings ` +
          `and ${result.reservations} reservations in ${((performance.now() - started) / 1000).toFixed(1)} s (${database.kind}).`,
      );
    }
    // The listing's stored TL floors at the admin's rates (the server's price-floors job does it too, at start).
    await syncPriceFloorRates(db);
    // Fresh planner statistics for what was just loaded (PGlite has no autovacuum; PostgreSQL's comes later).
    const analyzed = await refreshStatistics(db);
    if (analyzed.length > 0) console.log(`Analyzed ${analyzed.length} tables.`);
  } finally {
    await close();
  }
});
