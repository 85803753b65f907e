import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { applyMigrations } from "@/server/db/migrate";
import { insertedId, insertOldBoat, onDatabaseBefore, type Rows, rowsOf } from "../support/migrations-before";
import { runsOwnDatabaseFiles } from "../support/test-database";
import { daysFromToday } from "../support/test-dates";

const TAG = "0050_contract_template_versions";

describe.runIf(runsOwnDatabaseFiles())(`migration ${TAG}`, () => {
  it("makes the terms in force version 1 and gives it to every existing reservation (decision 0061)", async () => {
    await onDatabaseBefore(TAG, async (database) => {
      const db = database.db;
      // Raw SQL, not the factories: they write today's columns, which this older schema does not have yet.
      const id = (query: ReturnType<typeof sql>) => insertedId(db, query);
      const boat = await insertOldBoat(db);
      // The terms as an ADMIN left them before the migration.
      await db.execute(sql`UPDATE document_templates SET body = '1. Eski koşullar {{code}}', body_en = 'Old terms'
                           WHERE key = 'charter_contract'`);
      const reservation = await id(sql`INSERT INTO reservations (code, boat_id, customer_name, customer_email,
                 customer_phone, guests, start_date, end_date, status, total, deposit, currency, rates, source)
               VALUES ('LMNOLD01', ${boat}, 'Can', 'can@liman.test', '+90 532 000 00 00', 2, ${daysFromToday(30)},
                 ${daysFromToday(37)}, 'option'::reservation_status, 100000, 20000, 'EUR', '{}'::jsonb, 'website')
               RETURNING id`);
      const logged = async () =>
        rowsOf(
          (await db.execute(
            sql`SELECT count(*)::int AS n FROM audit_log WHERE entity = 'document_template_versions'`,
          )) as Rows<{ n: number }>,
        )[0]!.n;

      await applyMigrations(database);
      const [row] = rowsOf(
        (await db.execute(sql`
          SELECT v.version, v.body, v.body_en, v.content_hash
            FROM reservations r JOIN document_template_versions v ON v.id = r.contract_template_version_id
           WHERE r.id = ${reservation}`)) as Rows<{
          version: number;
          body: string;
          body_en: string;
          content_hash: string;
        }>,
      );
      expect(row).toMatchObject({ version: 1, body: "1. Eski koşullar {{code}}", body_en: "Old terms" });
      expect(row!.content_hash).toMatch(/^[0-9a-f]{64}$/);
      // Version 1 is the migration's, not someone's change.
      expect(await logged()).toBe(0);
    });
  }, 180_000);
});
