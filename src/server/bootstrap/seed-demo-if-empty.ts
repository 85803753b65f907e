import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { count } from "drizzle-orm";
import type { Config } from "../config";
import type { Db } from "../db/client";
import { boats } from "../db/schema";
import { seedDemo } from "../seed/demo";

export const DEMO_ADMIN_EMAIL = "admin@liman.demo";

/**
 * Loads the demo data into an empty database (no boats yet). The demo password is generated once and
 * kept in DATA_DIR, so no shared password ships with the code; it is printed at every start.
 */
export async function seedDemoIfEmpty(
  db: Db,
  config: Config,
): Promise<{ email: string; password: string } | undefined> {
  const file = path.join(config.dataDir, "demo-login.txt");
  const [row] = await db.select({ n: count() }).from(boats);
  const empty = (row?.n ?? 0) === 0;
  if (empty && !existsSync(file)) {
    const password = randomBytes(9).toString("base64url");
    await seedDemo(db, { adminEmail: DEMO_ADMIN_EMAIL, password, uploadsDir: path.join(config.dataDir, "uploads") });
    mkdirSync(config.dataDir, { recursive: true });
    writeFileSync(file, `${DEMO_ADMIN_EMAIL}\n${password}\n`, { mode: 0o600 });
  }
  if (!existsSync(file)) return undefined;
  const [email, password] = readFileSync(file, "utf8").trim().split("\n");
  return email && password ? { email, password } : undefined;
}
