import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { applyMigrations } from "@/server/db/migrate";
import { partnerFeed } from "@/server/partner/partner-feed";
import { insertedId, insertOldBoat, onDatabaseBefore, type Rows, rowsOf } from "../support/migrations-before";
import { runsOwnDatabaseFiles } from "../support/test-database";
import { daysFromToday } from "../support/test-dates";

const TAG = "0055_partner_feed_items";

describe.runIf(runsOwnDatabaseFiles())(`migration ${TAG}`, () => {
  it("stores the item of every existing agency reservation, its payments summed, at its own updated_at", async () => {
    await onDatabaseBefore(TAG, async (database) => {
      const db = database.db;
      // Raw SQL, not the factories: they write today's columns, which this older schema may not have.
      const id = (query: ReturnType<typeof sql>) => insertedId(db, query);
      const boat = await insertOldBoat(db);
      const agency = await id(
        sql`INSERT INTO agencies (name, commission_bps) VALUES ('Old Travel', 1000) RETURNING id`,
      );
      const reservation = await id(sql`INSERT INTO reservations (code, boat_id, customer_name, customer_email,
                 customer_phone, guests, start_date, end_date, status, total, deposit, currency, rates, source,
                 agency_id, partner_reference, agency_commission_bps, agency_commission, updated_at)
               VALUES ('LMNOLD02', ${boat}, 'Anna "A" Schmidt', 'anna@liman.test', '+49 30 1', 4, ${daysFromToday(30)},
                 ${daysFromToday(37)}, 'confirmed'::reservation_status, 700000, 210000, 'EUR', '{}'::jsonb, 'agency',
                 ${agency}, NULL, 1000, 70000, now() - interval '2 days')
               RETURNING id`);
      await db.execute(sql`INSERT INTO transactions (reservation_id, kind, method, amount, currency)
        VALUES (${reservation}, 'deposit', 'card', 210000, 'EUR'), (${reservation}, 'refund', 'card', 10000, 'EUR'),
               (${reservation}, 'damage_deposit', 'cash', 50000, 'EUR')`);
      const [old] = rowsOf(
        (await db.execute(sql`SELECT to_char(updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS at
                                FROM reservations WHERE id = ${reservation}`)) as Rows<{ at: string }>,
      );

      await applyMigrations(database);
      const page = await partnerFeed(db, agency, { limit: 100 });
      expect(JSON.parse(page.items)).toEqual([
        {
          id: reservation,
          code: "LMNOLD02",
          status: "confirmed",
          boat_id: boat,
          start_date: daysFromToday(30),
          end_date: daysFromToday(37),
          guests: 4,
          client_name: 'Anna "A" Schmidt',
          partner_reference: null,
          currency: "EUR",
          gross: 700000,
          commission_bps: 1000,
          commission: 70000,
          net: 630000,
          deposit: 210000,
          paid: 200000,
          option_expires_at: null,
          created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
          updated_at: old!.at,
        },
      ]);
    });
  }, 180_000);
});
