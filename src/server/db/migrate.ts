import path from "node:path";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { Database } from "./client";

export const migrationsFolder = path.resolve(process.cwd(), "drizzle");

/** Applies the committed SQL migrations (drizzle-kit's own migrate misses PGlite extensions). */
export async function applyMigrations(database: Database, folder = migrationsFolder): Promise<void> {
  if (database.kind === "pglite") {
    // biome-ignore lint/suspicious/noExplicitAny: the two drizzle drivers share the migrator contract
    await migratePglite(database.db as any, { migrationsFolder: folder });
  } else {
    // biome-ignore lint/suspicious/noExplicitAny: see above
    await migratePg(database.db as any, { migrationsFolder: folder });
  }
}
