import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { applyMigrations } from "@/server/db/migrate";
import { insertedId, insertOldBoat, onDatabaseBefore, type Rows, rowsOf } from "../support/migrations-before";
import { runsOwnDatabaseFiles } from "../support/test-database";
import { daysFromToday } from "../support/test-dates";

const TAG = "0026_extras_discounts";

describe.runIf(runsOwnDatabaseFiles())(`migration ${TAG}`, () => {
  it("gives every existing reservation one charter line of its total, in its currency", async () => {
    await onDatabaseBefore(TAG, async (database) => {
      const db = database.db;
      // Raw SQL, not the factories: they write today's columns, which this older schema may not have.
      const id = (query: ReturnType<typeof sql>) => insertedId(db, query);
      const boat = await insertOldBoat(db);
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
    });
  });
});
