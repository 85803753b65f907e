import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { applyMigrations } from "@/server/db/migrate";
import { onDatabaseBefore } from "../support/migrations-before";
import { runsOwnDatabaseFiles } from "../support/test-database";

const TAG = "0012_mail_exactly_once";

// The SQL is the same on both; it runs once, on an in-memory PGlite of its own (migrating twice takes a while).
describe.runIf(runsOwnDatabaseFiles())(`migration ${TAG}`, () => {
  it("gives every mail queued before it its own Message-ID and keeps those that went out", async () => {
    await onDatabaseBefore(TAG, async (database) => {
      await database.db.execute(sql`
        INSERT INTO mail_outbox (to_address, subject, html, text, status, message_id) VALUES
          ('a@liman.test', 'Sırada', '<p>a</p>', 'a', 'queued', NULL),
          ('b@liman.test', 'Başarısız', '<p>b</p>', 'b', 'failed', NULL),
          ('c@liman.test', 'Gitti', '<p>c</p>', 'c', 'sent', '<eski@liman.local>')`);
      await applyMigrations(database);
      const rows = (await database.db.execute(sql`SELECT subject, message_id FROM mail_outbox ORDER BY id`)) as
        | { rows: Array<{ subject: string; message_id: string }> }
        | Array<{ subject: string; message_id: string }>;
      const list = Array.isArray(rows) ? rows : rows.rows;
      expect(list.map((r) => r.subject)).toEqual(["Sırada", "Başarısız", "Gitti"]);
      expect(list[0]!.message_id).toMatch(/^<[0-9a-f-]{36}@liman\.outbox>$/);
      expect(list[1]!.message_id).toMatch(/^<[0-9a-f-]{36}@liman\.outbox>$/);
      expect(list[0]!.message_id).not.toBe(list[1]!.message_id);
      expect(list[2]!.message_id).toBe("<eski@liman.local>");
      // Now required, and one per mail.
      await expect(
        database.db.execute(
          sql`INSERT INTO mail_outbox (to_address, subject, html, text, message_id) VALUES ('d@liman.test', 'x', 'x', 'x', NULL)`,
        ),
      ).rejects.toThrow();
      await expect(
        database.db.execute(
          sql`INSERT INTO mail_outbox (to_address, subject, html, text, message_id) VALUES ('d@liman.test', 'x', 'x', 'x', '<eski@liman.local>')`,
        ),
      ).rejects.toThrow();
    });
  }, 180_000);
});
