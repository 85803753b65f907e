import "server-only";
import { existsSync } from "node:fs";
import path from "node:path";
import { count } from "drizzle-orm";
import type { Config } from "../config";
import type { Db } from "../db/client";
import { boats } from "../db/schema";
import type { Storage } from "../media/storage";
import { seedDemo } from "../seed/demo";
import { DEMO_LOGIN_FILE, type DemoLogin, readDemoLogins, writeDemoLogins } from "./demo-logins";

export const DEMO_ADMIN_EMAIL = "admin@liman.demo";

/**
 * Loads the demo data into an empty database (no boats yet). Each demo account gets its own password,
 * generated once and kept in DATA_DIR, so no shared password ships with the code; they are printed at every start.
 */
export async function seedDemoIfEmpty(db: Db, config: Config, storage: Storage): Promise<DemoLogin[]> {
  const [row] = await db.select({ n: count() }).from(boats);
  const empty = (row?.n ?? 0) === 0;
  if (empty && !existsSync(path.join(config.dataDir, DEMO_LOGIN_FILE))) {
    const summary = await seedDemo(db, {
      adminEmail: DEMO_ADMIN_EMAIL,
      storage,
    });
    writeDemoLogins(config.dataDir, summary.logins);
  }
  return readDemoLogins(config.dataDir);
}
