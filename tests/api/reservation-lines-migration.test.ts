import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { openPglite } from "@/server/db/client";
import { applyMigrations } from "@/server/db/migrate";
import { migrationsBefore, type Rows, rowsOf } from "../support/migrations-before";
import { testDatabaseKind } from "../support/test-database";
import { daysFromToday } from "../support/test-dates";

const TAG = "0026_extras_discounts";

describe.runIf(testDatabaseKind() === "pglite")(`migration ${TAG}`, () => {
  it("gives every existing reservation one charter line of its total, in its currency", async () => {
    const before = migrationsBefore(TAG);
    const database = await openPglite(null);
    try {
      await applyMigrations(database, before);
      const db = database.db;
      // Raw SQL, not the factories: they write today's columns, which this older schema may not have.
      const id = async (query: ReturnType<typeof sql>) =>
        rowsOf((await db.execute(query)) as Rows<{ id: number }>)[0]!.id;
      const owner = await id(sql`INSERT INTO users (email, password_hash, role, first_name, last_name)
               VALUES ('sahip@liman.test', 'x', 'OWNER', 'Ad', 'Soyad') RETURNING id`);
      const district = await id(sql`INSERT INTO districts (town, name) VALUES ('Muğla', 'Bodrum') RETURNING id`);
      const marina = await id(sql`INSERT INTO marinas (district_id, name) VALUES (${district}, 'Marina') RETURNING id`);
      const type = await id(sql`INSERT INTO boat_types (name, slug) VALUES ('Gulet', 'gulet') RETURNING id`);
      const boat = await id(sql`INSERT INTO boats (owner_id, type_id, marina_id, name, search_name, slug)
                         VALUES (${owner}, ${type}, ${marina}, 'Mavi', 'mavi', 'mavi') RETURNING id`);
      const reservation = (code: string, total: number, currency: string, from: number) =>
        id(sql`INSERT INTO reservations (code, boat_id, customer_name, customer_email, customer_phone, guests,
                 start_date, end_date, status, total, deposit, currency, rates, source)
               VALUES (${code}, ${boat}, 'Can', 'can@liman.test', '+90 532 000 00 00', 2, ${daysFromToday(from)},
                 ${daysFromToday(from + 7)}, 'option', ${total}, 0, ${currency}::currency, '{}'::jsonb, 'website')
               RETURNING id`);
      const eur = await reservation("LMNEUR01", 700_000, "EUR", 30);
      const tl = await reservation("LMNTRY01", 12_345_600, "TRY", 60);

      await applyMigrations(database);
      const lines = rowsOf(
        (await db.execute(
          sql`SELECT reservation_id, position, kind, label, unit, quantity, unit_amount, amount, currency, payable,
                     extra_id, discount_id
                FROM reservation_lines ORDER BY reservation_id`,
        )) as Rows<Record<string, unknown>>,
      ).map((l) => ({ ...l, unit_amount: Number(l.unit_amount), amount: Number(l.amount) }));
      const charter = { position: 0, kind: "charter", label: "Tekne kiralama", unit: null, quantity: 1 };
      const rest = { payable: "booking", extra_id: null, discount_id: null };
      expect(lines).toEqual([
        { reservation_id: eur, ...charter, unit_amount: 700_000, amount: 700_000, currency: "EUR", ...rest },
        { reservation_id: tl, ...charter, unit_amount: 12_345_600, amount: 12_345_600, currency: "TRY", ...rest },
      ]);
    } finally {
      await database.close();
    }
  });
});
