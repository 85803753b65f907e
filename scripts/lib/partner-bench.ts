import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { type SQL, sql } from "drizzle-orm";
import { createAgency } from "../../src/server/agencies/create-agency";
import { createAgencyKey } from "../../src/server/agencies/agency-keys";
import { createApiApp } from "../../src/server/api/app";
import { parseConfig } from "../../src/server/config";
import { type Database, openPglite, openPostgres } from "../../src/server/db/client";
import { applyMigrations } from "../../src/server/db/migrate";
import { LocalStorage } from "../../src/server/media/local-storage";
import { publicOnly } from "../../src/server/outbound/address-policy";
import { availabilityString } from "../../src/server/partner/availability-string";
import { partnerFeed } from "../../src/server/partner/partner-feed";
import { seedBulkBoats } from "../../src/server/seed/bulk-boats";
import { createBoatType, createMarina, createUser } from "../../src/server/seed/factories";
import { clock } from "../../src/lib/clock";
import { todayIn } from "../../src/lib/dates";
import { databaseCpuMeter } from "./process-cpu";
import type { FreshDatabase } from "./test-server";

/** The issue's budget for both partner reads (issue 31, item 5). */
export const PARTNER_BUDGET_P95_MS = 20;
const CONCURRENCY = 10;

export type PartnerRow = {
  name: string;
  requests: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
  /** CPU time of this process (user + system) per request: steadier than wall time on a shared machine. */
  cpuMs: number;
  /**
   * CPU time of the PostgreSQL server processes of the bench's connections per request (on this machine; undefined
   * for PGlite, which runs in this process, or a server elsewhere). At 10 in flight on two cores, p95 follows the
   * sum of both columns.
   */
  dbCpuMs?: number;
};
export type PartnerFigures = {
  boats: number;
  agencyReservations: number;
  rows: PartnerRow[];
  /** Median server-side execution time (EXPLAIN ANALYZE) of each read's main statement, and whether it used an index. */
  plans: { name: string; ms: number; indexed: boolean }[];
};

const round1 = (n: number) => Math.round(n * 10) / 10;
const cpuMsPer = (used: NodeJS.CpuUsage, requests: number) =>
  requests === 0 ? 0 : Math.round(((used.user + used.system) / 1000 / requests) * 100) / 100;
const at = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

/**
 * The partner API's two polled reads at `boats` boats: a year's availability string of a random boat, and a page
 * (100) of the change feed from a random cursor of an agency with `feedSize` reservations. Driven through the real
 * API app in this process (routing, key check, the agency's rate-limit counter, the SQL, JSON), 10 requests in
 * flight, for `seconds` each; no HTTP socket and no Next build (the partner API has no page).
 */
export async function measurePartnerApi(
  fresh: FreshDatabase,
  options: { boats: number; feedSize: number; seconds: number },
): Promise<PartnerFigures> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "liman-partner-bench-"));
  const database: Database = fresh.env.DATABASE_URL
    ? await openPostgres(fresh.env.DATABASE_URL, CONCURRENCY)
    : await openPglite(fresh.env.DATA_DIR ?? dataDir);
  try {
    await applyMigrations(database);
    const { db } = database;
    const storage = new LocalStorage(path.join(dataDir, "media"));
    for (let i = 0; i < 5; i++) await createUser(db, { role: "OWNER" });
    await createBoatType(db, { name: "Gulet" });
    await createMarina(db, { name: "Göcek" });
    await seedBulkBoats(db, { count: options.boats, storage });
    const config = parseConfig({ DATA_DIR: dataDir, JWT_SECRET: "partner-bench-".padEnd(48, "x") });
    const jwtSecret = new TextEncoder().encode(config.jwtSecret);
    const admin = await createUser(db, { role: "ADMIN" });
    const now = clock.now();
    const agency = await createAgency(
      db,
      jwtSecret,
      { name: "Bench Reisen", commission_bps: 1200, rate_limit_per_minute: 100_000 },
      now,
      publicOnly,
    );
    const { key } = await createAgencyKey(db, agency.id, {}, { userId: admin.id, now });
    // The agency's history: `feedSize` reservations on the boats, far enough ahead to overlap nothing.
    await db.execute(sql`
      INSERT INTO reservations (code, boat_id, customer_name, customer_email, customer_phone, guests, start_date,
        end_date, status, total, deposit, currency, rates, source, agency_id, partner_reference,
        agency_commission_bps, agency_commission)
      SELECT 'PB' || n, b.id, 'Client ' || n, 'ops@bench.example', '+49 30 1234567', 4,
        (date '2099-01-02' + (n / 5000) * 7), (date '2099-01-09' + (n / 5000) * 7),
        (CASE WHEN n % 3 = 0 THEN 'cancelled' ELSE 'confirmed' END)::reservation_status,
        700000, 210000, 'EUR', '{"USD":"34","EUR":"37","GBP":"44"}'::jsonb, 'agency', ${agency.id}, 'REF-' || n,
        1200, 84000
      FROM generate_series(1, ${options.feedSize}) AS n
      JOIN LATERAL (SELECT id FROM boats ORDER BY id OFFSET (n % ${options.boats}) LIMIT 1) b ON true`);
    // Their payments, as a real agency's bookings have: each confirmed one its deposit, every other one its balance
    // too. Each item carries their sum (stored with the change since decision 0070; summed per item on every read
    // before, when an empty ledger made PostgreSQL plan a scan of an empty table instead of a live site's lookup).
    await db.execute(sql`
      INSERT INTO transactions (reservation_id, kind, method, amount, currency)
      SELECT r.id, p.kind::transaction_kind, 'bank_transfer', p.amount, r.currency
      FROM reservations r
      CROSS JOIN LATERAL (VALUES ('deposit', r.deposit), ('balance', r.total - r.deposit)) AS p(kind, amount)
      WHERE r.agency_id = ${agency.id} AND r.status = 'confirmed' AND (p.kind = 'deposit' OR r.id % 2 = 0)`);
    await db.execute(sql`ANALYZE`);

    const { app } = createApiApp({ db, config, jwtSecret, storage }, database.kind);
    const headers = { authorization: `Bearer ${key}` };
    const boatIds = (
      (await db.execute(sql`SELECT id FROM boats WHERE active AND for_rent ORDER BY id`)) as unknown as {
        rows: { id: number }[];
      }
    ).rows.map((r) => Number(r.id));
    const year = Number(todayIn("Europe/Istanbul", now).slice(0, 4));

    // Cursors along the feed: walk it once, page by page.
    const cursors: string[] = [];
    let cursor = "";
    for (;;) {
      const res = await app.request(`/v1/partner/reservations?limit=100${cursor ? `&cursor=${cursor}` : ""}`, {
        headers,
      });
      const body = (await res.json()) as { content: { next_cursor: string; has_more: boolean } };
      cursors.push(body.content.next_cursor);
      cursor = body.content.next_cursor;
      if (!body.content.has_more) break;
    }

    /** Starts counting the database server's CPU; the returned function gives it per request (ms). */
    const dbCpuMeter = async () => {
      const used = database.kind === "postgres" ? await databaseCpuMeter(db) : undefined;
      return async (requests: number) =>
        used && requests > 0 ? Math.round(((await used()) / requests) * 100) / 100 : undefined;
    };
    const drive = async (name: string, pathOf: (n: number) => string, inFlight = CONCURRENCY): Promise<PartnerRow> => {
      const latencies: number[] = [];
      let errors = 0;
      let n = 0;
      // Warm-up at the same concurrency: every connection of the pool open, its statements prepared; JIT.
      await Promise.all(
        Array.from({ length: inFlight }, async (_, w) => {
          for (let i = 0; i < 20; i++) await (await app.request(pathOf(w * 20 + i), { headers })).arrayBuffer();
        }),
      );
      const until = performance.now() + options.seconds * 1000;
      const worker = async () => {
        while (performance.now() < until) {
          const started = performance.now();
          const res = await app.request(pathOf(n++), { headers });
          await res.arrayBuffer();
          latencies.push(performance.now() - started);
          if (res.status !== 200) errors++;
        }
      };
      const dbCpu = await dbCpuMeter();
      const began = performance.now();
      const cpu = process.cpuUsage();
      await Promise.all(Array.from({ length: inFlight }, worker));
      const cpuMs = cpuMsPer(process.cpuUsage(cpu), latencies.length);
      const dbCpuMs = await dbCpu(latencies.length);
      const elapsed = (performance.now() - began) / 1000;
      latencies.sort((a, b) => a - b);
      return {
        name,
        requests: latencies.length,
        rps: Math.round(latencies.length / elapsed),
        p50: round1(at(latencies, 50)),
        p95: round1(at(latencies, 95)),
        p99: round1(at(latencies, 99)),
        // A target that got no answer in its window is an error, not a quiet zero.
        errors: errors + (latencies.length === 0 ? 1 : 0),
        cpuMs,
        dbCpuMs,
      };
    };
    const pick = <T>(list: T[], n: number) => list[(n * 7919) % list.length] as T;
    const starts = cursors.length > 1 ? cursors.slice(0, -1) : cursors;
    const availability = (n: number) => `/v1/partner/availability?boat_id=${pick(boatIds, n)}&year=${year}`;
    const feed = (n: number) => `/v1/partner/reservations?limit=100&cursor=${pick(starts, n)}`;
    const rows = [
      await drive("GET /v1/partner/availability (a year)", availability),
      await drive("GET /v1/partner/reservations (a page of 100)", feed),
      // One at a time: the latency of a call alone, without the queue of 10 on one Node thread.
      await drive("  the same, 1 in flight: availability", availability, 1),
      await drive("  the same, 1 in flight: feed page", feed, 1),
    ];
    // The domain functions alone, one at a time: what the key check, the agency's counter and JSON add on top.
    const direct = async (name: string, call: (n: number) => Promise<unknown>): Promise<PartnerRow> => {
      for (let i = 0; i < 20; i++) await call(i);
      const latencies: number[] = [];
      const until = performance.now() + options.seconds * 1000;
      let n = 0;
      const dbCpu = await dbCpuMeter();
      const cpu = process.cpuUsage();
      while (performance.now() < until) {
        const started = performance.now();
        await call(n++);
        latencies.push(performance.now() - started);
      }
      latencies.sort((a, b) => a - b);
      return {
        name,
        requests: latencies.length,
        rps: Math.round(latencies.length / options.seconds),
        p50: round1(at(latencies, 50)),
        p95: round1(at(latencies, 95)),
        p99: round1(at(latencies, 99)),
        errors: latencies.length === 0 ? 1 : 0,
        cpuMs: cpuMsPer(process.cpuUsage(cpu), latencies.length),
        dbCpuMs: await dbCpu(latencies.length),
      };
    };
    rows.push(
      await direct("  domain call alone: availability", (n) => availabilityString(db, pick(boatIds, n), year, now)),
      await direct("  domain call alone: feed page", (n) =>
        partnerFeed(db, agency.id, { cursor: pick(starts, n), limit: 100 }),
      ),
    );
    const plans = [
      await plan(
        db,
        "availability blocks of a boat's year",
        (n) =>
          sql`SELECT ab.start_date, ab.end_date, ab.kind, r.status FROM availability_blocks ab
          LEFT JOIN reservations r ON r.id = ab.reservation_id
          WHERE ab.boat_id = ${pick(boatIds, n)} AND ab.start_date < ${`${year + 1}-01-01`}::date
            AND ab.end_date > ${`${year}-01-01`}::date
            AND (r.id IS NULL OR r.status <> 'option' OR r.option_expires_at > now())`,
      ),
      await plan(db, "feed page of 100", (n) => {
        const [xid, id] = Buffer.from(pick(starts, n), "base64url").toString().split(".");
        return sql`SELECT c.reservation_id, c.change_xid, c.item FROM agency_reservation_changes c
          WHERE c.agency_id = ${agency.id} AND (c.change_xid, c.reservation_id) > (${xid}::xid8, ${Number(id)}::int)
            AND c.change_xid < pg_snapshot_xmin(pg_current_snapshot())
          ORDER BY c.change_xid, c.reservation_id LIMIT 101`;
      }),
    ];
    return { boats: boatIds.length, agencyReservations: options.feedSize, rows, plans };
  } finally {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** EXPLAIN ANALYZE of `statement` 21 times: the median execution time and whether the plan reads an index. */
async function plan(db: Database["db"], name: string, statement: (n: number) => SQL) {
  const times: number[] = [];
  let indexed = true;
  for (let n = 0; n < 21; n++) {
    const result = (await db.execute(sql`EXPLAIN (ANALYZE, FORMAT JSON) ${statement(n)}`)) as unknown as {
      rows: { "QUERY PLAN": [{ "Execution Time": number; Plan: unknown }] }[];
    };
    const [explained] = result.rows[0]?.["QUERY PLAN"] ?? [];
    if (!explained) continue;
    times.push(explained["Execution Time"]);
    if (!/Index/.test(JSON.stringify(explained.Plan))) indexed = false;
  }
  times.sort((a, b) => a - b);
  return { name, ms: Math.round(at(times, 50) * 100) / 100, indexed };
}

export function partnerReport(figures: PartnerFigures): string[] {
  const lines = [
    `${figures.boats} bookable boats, ${figures.agencyReservations} reservations of the agency; 10 in flight; budget p95 ≤ ${PARTNER_BUDGET_P95_MS} ms`,
    "target                                         req/s   p50 ms  p95 ms  p99 ms  errors  CPU ms/req  DB CPU ms/req  verdict",
  ];
  for (const r of figures.rows) {
    const verdict = r.errors === 0 && r.p95 <= PARTNER_BUDGET_P95_MS ? "OK" : "OVER";
    lines.push(
      `${r.name.padEnd(46)} ${String(r.rps).padStart(6)} ${String(r.p50).padStart(8)} ${String(r.p95).padStart(7)} ${String(r.p99).padStart(7)} ${String(r.errors).padStart(7)} ${String(r.cpuMs).padStart(11)} ${String(r.dbCpuMs ?? "—").padStart(14)}  ${verdict}`,
    );
  }
  for (const p of figures.plans) {
    lines.push(`SQL ${p.name}: ${p.ms} ms server time (median of 21)${p.indexed ? ", by index" : ", NOT by index"}`);
  }
  return lines;
}
