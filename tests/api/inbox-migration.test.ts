import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { applyMigrations } from "@/server/db/migrate";
import { onDatabaseBefore, type Rows, rowsOf } from "../support/migrations-before";
import { runsOwnDatabaseFiles } from "../support/test-database";
import { daysFromToday } from "../support/test-dates";

const TAG = "0022_inbox";

describe.runIf(runsOwnDatabaseFiles())(`migration ${TAG}`, () => {
  it("turns the shared seen/read flags into marks of every staff member who could see the item", async () => {
    await onDatabaseBefore(TAG, async (database) => {
      const db = database.db;
      // Raw SQL, not the factories: they write today's columns, which this older schema does not have yet.
      const id = async (query: ReturnType<typeof sql>) =>
        rowsOf((await db.execute(query)) as Rows<{ id: number }>)[0]!.id;
      const user = (email: string, role: "ADMIN" | "OWNER") =>
        id(sql`INSERT INTO users (email, password_hash, role, first_name, last_name)
               VALUES (${email}, 'x', ${role}, 'Ad', 'Soyad') RETURNING id`);
      const admin = { id: await user("yonetici@liman.test", "ADMIN") };
      const owner = { id: await user("sahip@liman.test", "OWNER") };
      const stranger = { id: await user("baska@liman.test", "OWNER") };
      const district = await id(sql`INSERT INTO districts (town, name) VALUES ('Muğla', 'Bodrum') RETURNING id`);
      const marina = await id(sql`INSERT INTO marinas (district_id, name) VALUES (${district}, 'Marina') RETURNING id`);
      const type = await id(sql`INSERT INTO boat_types (name, slug) VALUES ('Gulet', 'gulet') RETURNING id`);
      const boat = {
        id: await id(sql`INSERT INTO boats (owner_id, type_id, marina_id, name, search_name, slug)
                         VALUES (${owner.id}, ${type}, ${marina}, 'Mavi', 'mavi', 'mavi') RETURNING id`),
      };
      const reservation = (code: string, status: string) =>
        id(sql`INSERT INTO reservations (code, boat_id, customer_name, customer_email, customer_phone, guests,
                 start_date, end_date, status, total, deposit, currency, rates, source)
               VALUES (${code}, ${boat.id}, 'Can', 'can@liman.test', '+90 532 000 00 00', 2, ${daysFromToday(30)},
                 ${daysFromToday(37)}, ${status}::reservation_status, 100000, 20000, 'EUR', '{}'::jsonb, 'website')
               RETURNING id`);
      const seen = { id: await reservation("LMNSEEN1", "option") };
      const unseen = { id: await reservation("LMNUNSE1", "cancelled") };
      await db.execute(sql`UPDATE reservations SET seen_by_staff = true WHERE id = ${seen.id}`);
      const messages = rowsOf(
        (await db.execute(sql`
          INSERT INTO contact_messages (name, email, message, boat_id, read) VALUES
            ('Okunmuş', 'a@liman.test', 'a', NULL, true),
            ('Okunmamış', 'b@liman.test', 'b', NULL, false),
            ('Okunmuş talep', 'c@liman.test', 'c', ${boat.id}, true)
          RETURNING id`)) as Rows<{ id: number }>,
      ).map((r) => r.id);

      await applyMigrations(database);
      const views = rowsOf(
        (await db.execute(
          sql`SELECT user_id, reservation_id FROM reservation_views ORDER BY user_id, reservation_id`,
        )) as Rows<{ user_id: number; reservation_id: number }>,
      );
      expect(views).toEqual([
        { user_id: admin.id, reservation_id: seen.id },
        { user_id: owner.id, reservation_id: seen.id },
      ]);
      expect(views.some((v) => v.reservation_id === unseen.id || v.user_id === stranger.id)).toBe(false);
      const reads = rowsOf(
        (await db.execute(
          sql`SELECT user_id, message_id, read FROM contact_message_reads ORDER BY message_id, user_id`,
        )) as Rows<{ user_id: number; message_id: number; read: boolean }>,
      );
      expect(reads).toEqual([
        { user_id: admin.id, message_id: messages[0], read: true },
        { user_id: admin.id, message_id: messages[2], read: true },
        { user_id: owner.id, message_id: messages[2], read: true },
      ]);
      const columns = rowsOf(
        (await db.execute(sql`
          SELECT table_name, column_name FROM information_schema.columns
          WHERE (table_name = 'reservations' AND column_name = 'seen_by_staff')
             OR (table_name = 'contact_messages' AND column_name = 'read')`)) as Rows<unknown>,
      );
      expect(columns).toEqual([]);
    });
  }, 180_000);
});
