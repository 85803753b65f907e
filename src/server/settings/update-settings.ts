import { sql } from "drizzle-orm";
import type { DbOrTx } from "../db/client";
import { settings } from "../db/schema";
import type { SettingKey } from "./keys";
import { clock } from "../../lib/clock";

/** Saves the given keys (insert or update), in one statement. */
export async function updateSettings(db: DbOrTx, values: Partial<Record<SettingKey, string>>): Promise<void> {
  const rows = Object.entries(values)
    .filter((entry): entry is [SettingKey, string] => entry[1] !== undefined)
    .map(([key, value]) => ({ key, value, updatedAt: clock.now() }));
  if (rows.length === 0) return;
  await db
    .insert(settings)
    .values(rows)
    .onConflictDoUpdate({
      target: settings.key,
      set: { value: sql`excluded.value`, updatedAt: sql`excluded.updated_at` },
    });
}
