import "server-only";
import path from "node:path";
import { sql } from "drizzle-orm";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { Database } from "./client";

export const migrationsFolder = path.resolve(process.cwd(), "drizzle");

/** The advisory lock key that instances starting at once on one PostgreSQL database take turns on ("liman-mig"). */
const MIGRATION_LOCK = 0x6c696d616e6d6967n;

/** Applies the committed SQL migrations (drizzle-kit's own migrate misses PGlite extensions). */
export async function applyMigrations(database: Database, folder = migrationsFolder): Promise<void> {
  if (database.kind === "pglite") {
    // biome-ignore lint/suspicious/noExplicitAny: the two drizzle drivers share the migrator contract
    await migratePglite(database.db as any, { migrationsFolder: folder });
    return;
  }
  // Several instances starting together would each apply the same migrations, and all but one fail (measured:
  // SQLSTATE 23505 on pg_extension_name_index). One holds the lock while it migrates (on another connection of
  // the pool); the others wait for it, then find nothing left to apply.
  await database.db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL statement_timeout = 0`);
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK.toString()}::bigint)`);
    // biome-ignore lint/suspicious/noExplicitAny: see above
    await migratePg(database.db as any, { migrationsFolder: folder });
  });
}
