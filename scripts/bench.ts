#!/usr/bin/env node
/**
 * `npm run bench [-- --db pglite|postgres] [--quick] [--duration S] [--boats N] [--skip-build] [--only payments|partner]`
 * Builds if needed, starts the production server on a fresh data directory (or a fresh database on the server of
 * DATABASE_URL) seeded with the demo plus N boats (default 5,000 on PGlite, 50,000 on PostgreSQL), drives it
 * with autocannon at 10 connections, and prints one table with each target's figures divided by its baseline
 * measured in the same run. On PostgreSQL each API read's own SQL (recorded from the domain function with the
 * same inputs) is also replayed directly on a pool at the same concurrency: the API's rate divided by that
 * ceiling is the "sql ratio". Also: RSS after two identical runs, cold and warm start times, and the
 * compressed JavaScript of a boat page and of the heaviest dashboard page; and, in Chromium with the CPU slowed 4×,
 * the JavaScript each public page transferred and its long tasks after load. And PayTR's payment notification
 * answered while 20 copies of it arrive at once (scripts/lib/payment-bench.ts); `--only payments` runs just that.
 * `--only partner` runs only the partner API's polled reads (a year's availability string, a page of the change
 * feed) at 5,000 boats (scripts/lib/partner-bench.ts), in process: no build needed.
 */
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import os from "node:os";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { measureMailThroughput } from "./lib/mail-bench";
import { measurePaytrNotifications, paymentReport } from "./lib/payment-bench";
import { measurePartnerApi, partnerReport } from "./lib/partner-bench";
import pg from "pg";
import type { Db } from "../src/server/db/client";
import { quoteBoat } from "../src/server/pricing/quote-boat";
import { searchBoatsQuery } from "../src/server/search/schemas";
import { searchBoats } from "../src/server/search/search-boats";
import { searchBoatsByName } from "../src/server/search/search-by-name";
import { measurePageLoads } from "./lib/page-main-thread";
import { compressedScriptBytes, heaviestDashboardPage } from "./lib/page-scripts";
import { measuredPublicPages } from "./lib/public-pages";
import { type CeilingFigures, driveStatements, recordStatements, type Statement } from "./lib/sql-ceiling";
import { buildIfNeeded, freshDatabase, getContent, startServer, stopServer } from "./lib/test-server";

const { values: args } = parseArgs({
  options: {
    db: { type: "string", default: "pglite" },
    quick: { type: "boolean", default: false },
    duration: { type: "string" },
    boats: { type: "string" },
    "skip-build": { type: "boolean", default: false },
    port: { type: "string", default: "3390" },
    /**
     * `payments`: only the card-payment notifications (under a minute instead of the whole bench); `partner`: only
     * the partner API's availability string and change feed.
     */
    only: { type: "string" },
  },
});
const quick = args.quick;
const duration = Number(args.duration ?? (quick ? 2 : 10));
const extraBoats = Number(args.boats ?? (quick ? 50 : args.db === "postgres" ? 50_000 : 5000));
const port = Number(args.port);
const base = `http://127.0.0.1:${port}`;

if (args.db !== "pglite" && args.db !== "postgres") throw new Error("--db must be pglite or postgres");
if (args.db === "postgres" && !process.env.DATABASE_URL)
  throw new Error("--db postgres needs DATABASE_URL (a server URL)");
const dbKind = args.db as "pglite" | "postgres";
if (args.only !== undefined && args.only !== "payments" && args.only !== "partner") {
  throw new Error("--only takes payments or partner");
}

const nodeArgs = ["--import", "tsx", "--import", "./scripts/lib/server-only.mjs"];

function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
}

type Target = {
  name: string;
  method?: "GET" | "POST";
  paths: string[];
  body?: (i: number) => string;
  baseline?: string;
  /** The SQL of each path (same index), replayed directly on PostgreSQL for the ceiling. */
  sql?: Statement[][];
};
type Figures = {
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
  non2xx: number;
  /** Non-2xx answers by status code, e.g. { 404: 12 }. */
  statuses: Record<number, number>;
};

const round1 = (n: number) => Math.round(n * 10) / 10;

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] as number;
}

async function load(target: Target): Promise<Figures> {
  const latencies: number[] = [];
  let i = 0;
  // Called without a callback autocannon answers an instance that is also a promise of the result.
  const instance = autocannon({
    url: base,
    connections: 10,
    duration,
    requests: [
      {
        method: target.method ?? "GET",
        setupRequest: (req) => {
          const n = i++;
          const next = { ...req, path: target.paths[n % target.paths.length] as string };
          if (target.body) {
            next.body = target.body(n);
            next.headers = { "content-type": "application/json" };
          }
          return next;
        },
      },
    ],
  }) as unknown as autocannon.Instance & Promise<autocannon.Result>;
  const statuses: Record<number, number> = {};
  instance.on("response", (_client: unknown, status: number, _bytes: number, ms: number) => {
    latencies.push(ms);
    if (status < 200 || status > 299) statuses[status] = (statuses[status] ?? 0) + 1;
  });
  const result = await instance;
  latencies.sort((a, b) => a - b);
  return {
    rps: Math.round(result.requests.average),
    p50: round1(percentile(latencies, 50)),
    p95: round1(percentile(latencies, 95)),
    p99: round1(percentile(latencies, 99)),
    // A target that got no answer at all in its window (a stalled server) is an error, not a quiet zero.
    errors: result.errors + result.timeouts + (result.requests.total === 0 ? 1 : 0),
    non2xx: result.non2xx,
    statuses,
  };
}

/** One request of a target, answered in full. */
async function send(target: Target, p: string, n: number): Promise<Response> {
  const res = await fetch(`${base}${p}`, {
    method: target.method ?? "GET",
    headers: target.body ? { "content-type": "application/json" } : undefined,
    body: target.body?.(n),
  });
  await res.arrayBuffer();
  return res;
}

/**
 * Waits until the server answers a trivial request again: requests still being processed when a window ends
 * (autocannon closes its sockets, the server finishes them) must not slow the next target's window.
 */
async function settle(): Promise<void> {
  await (await fetch(`${base}/v1/health`)).arrayBuffer();
}

/** Asks each path of a target once and describes the answers that are not 2xx (why a row shows errors). */
async function failingAnswers(target: Target): Promise<string[]> {
  const out: string[] = [];
  for (const [n, p] of target.paths.entries()) {
    const res = await fetch(`${base}${p}`, {
      method: target.method ?? "GET",
      headers: target.body ? { "content-type": "application/json" } : undefined,
      body: target.body?.(n),
    });
    const text = await res.text();
    if (!res.ok) out.push(`${res.status} ${target.method ?? "GET"} ${p}: ${text.slice(0, 160).replace(/\s+/g, " ")}`);
    if (out.length >= 5) break;
  }
  return out;
}

const getJson = (p: string) => getContent(base, p);
const start = (env: Record<string, string>) => startServer(port, env);

/** PayTR's notification, 20 copies at once, on a fresh database of the bench's kind with the demo. */
async function measurePayments() {
  const db = await freshDatabase(dbKind, { prepared: true });
  try {
    return await measurePaytrNotifications(port, db, quick ? 3 : 10);
  } finally {
    await db.drop();
  }
}

async function main() {
  process.env.NEXT_TELEMETRY_DISABLED = "1";
  if (args.only === "partner") {
    const db = await freshDatabase(dbKind);
    try {
      const partner = await measurePartnerApi(db, {
        boats: Number(args.boats ?? (quick ? 200 : 5000)),
        feedSize: quick ? 500 : 5000,
        seconds: duration,
      });
      console.log(`\nLiman benchmark, partner API only — db: ${args.db}, load average ${os.loadavg()[0]?.toFixed(1)}`);
      for (const line of partnerReport(partner)) console.log(line);
    } finally {
      await db.drop();
    }
    return;
  }
  buildIfNeeded(args["skip-build"]);
  if (args.only === "payments") {
    const payments = await measurePayments();
    console.log(`\nLiman benchmark, card payments only — db: ${args.db}, load average ${os.loadavg()[0]?.toFixed(1)}`);
    for (const line of paymentReport(payments)) console.log(line);
    return;
  }

  // Cold and warm start on an empty database: create, migrate, seed the demo.
  const startDb = await freshDatabase(dbKind);
  const cold = await start(startDb.env);
  await stopServer(cold.child);
  const warm = await start(startDb.env);
  await stopServer(warm.child);
  // Mail: one instance delivering queued mails to a local SMTP server (on the migrated start database).
  const mail = await measureMailThroughput(port, startDb.env, quick ? 100 : 1000);
  await startDb.drop();
  const payments = await measurePayments();

  // The measured server: demo + many boats.
  // A fresh database, not the prepared copy: a start on a copy with extra boats seeded into it was never run through
  // the bench smoke test (the cold start above ran out of its 120 s on a loaded machine first).
  const db = await freshDatabase(dbKind);
  const seed = spawnSync(process.execPath, [...nodeArgs, "scripts/seed.ts", "--demo", "--boats", String(extraBoats)], {
    stdio: "inherit",
    env: { ...process.env, ...db.env },
  });
  if (seed.status !== 0) throw new Error("seeding failed");
  const { child } = await start(db.env);
  let pool: pg.Pool | undefined;
  try {
    // Boats spread over the whole list (demo and bulk), not just the first page.
    const first = await getJson("/v1/searchboats?take=48");
    const slugs: string[] = [];
    const pages = quick ? 3 : 8;
    for (let k = 0; k < pages; k++) {
      const skip = Math.floor((k / pages) * Math.max(0, first.total - 48));
      const page = k === 0 ? first : await getJson(`/v1/searchboats?take=48&skip=${skip}`);
      for (const b of page.items as Array<{ slug: string }>) if (!slugs.includes(b.slug)) slugs.push(b.slug);
    }
    const options = await getJson("/v1/search/boatoptions");
    const regionIds: number[] = options.marinas.map((m: { id: number }) => m.id);
    const typeIds: number[] = options.types.map((t: { id: number }) => t.id);
    if (slugs.length === 0 || regionIds.length === 0 || typeIds.length === 0)
      throw new Error("the seeded database has no boats, marinas or types");
    const words = ["mavi", "ruya", "deniz", "gulet", "kaptan", "yildiz", "bodrum", "rüzgar", "mavi ryüa", "ege"];
    const inDays = (d: number) => new Date(Date.now() + d * 86_400_000).toISOString().slice(0, 10);
    const priceMin = Math.max(0, Math.round(options.price.min + (options.price.max - options.price.min) * 0.1));
    const filterQueries = regionIds.flatMap((r, k) => {
      const t = typeIds[k % typeIds.length];
      const start = inDays(200 + (k % 60));
      return [
        `regions=${r}`,
        `regions=${r}&types=${t}`,
        `types=${t}&start_date=${start}&end_date=${inDays(207 + (k % 60))}`,
        `regions=${r}&price_min=${priceMin}&order=price_asc`,
      ];
    });
    // Quotes that the server prices (a priced, free stay within the boat's capacity): a benchmark of 4xx
    // answers would measure the error path. Each candidate is tried once and kept only when it answers 200.
    const quotes: Array<{ path: string; body: string }> = [];
    for (const slug of slugs.slice(0, quick ? 10 : 60)) {
      for (const [from, nights] of [
        [75, 3],
        [105, 4],
        [135, 3],
        [165, 2],
      ] as const) {
        const body = JSON.stringify({ start_date: inDays(from), end_date: inDays(from + nights), guests: 2 });
        const res = await fetch(`${base}/v1/boats/${slug}/quote`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body,
        });
        await res.arrayBuffer();
        if (res.ok) quotes.push({ path: `/v1/boats/${slug}/quote`, body });
      }
    }
    if (quotes.length === 0) throw new Error("no boat answered a quote with 200");

    // The ceiling (PostgreSQL): the statements each API read sends for the same inputs, recorded once through
    // the domain functions on a pool like the server's (10 connections).
    pool = dbKind === "postgres" ? new pg.Pool({ connectionString: db.env.DATABASE_URL, max: 10 }) : undefined;
    const ceilingPool = pool;
    const record = async <T>(inputs: T[], run: (db: Db, input: T) => Promise<unknown>) =>
      ceilingPool ? Promise.all(inputs.map((input) => recordStatements(ceilingPool, (d) => run(d, input)))) : undefined;
    const searchSql = await record(words, (d, w) => searchBoatsByName(d, w));
    const filterSql = await record(filterQueries, (d, q) => {
      const params = new URLSearchParams(q);
      const raw = Object.fromEntries(
        [...new Set(params.keys())].map((k) => [k, params.getAll(k).length === 1 ? params.get(k) : params.getAll(k)]),
      );
      return searchBoats(d, searchBoatsQuery.parse(raw));
    });
    const quoteSql = await record(quotes, (d, q) =>
      quoteBoat(d, decodeURIComponent(q.path.split("/")[3] as string), JSON.parse(q.body)),
    );
    const targets: Array<Target & { group: "api" | "page"; ratioGoal: number; p95Goal: number }> = [
      {
        group: "api",
        name: "GET /v1/search/input",
        paths: words.map((w) => `/v1/search/input?searchString=${encodeURIComponent(w)}`),
        sql: searchSql,
        ratioGoal: 0.3,
        p95Goal: 20,
      },
      {
        group: "api",
        name: "GET /v1/searchboats (filters)",
        paths: filterQueries.map((q) => `/v1/searchboats?${q}`),
        sql: filterSql,
        ratioGoal: 0.2,
        p95Goal: 30,
      },
      {
        group: "api",
        name: "POST /v1/boats/{slug}/quote",
        method: "POST",
        paths: quotes.map((q) => q.path),
        body: (n) => (quotes[n % quotes.length] as { body: string }).body,
        sql: quoteSql,
        ratioGoal: 0.2,
        // Issue 12: ≤ 15 ms on PostgreSQL at 50,000 boats.
        p95Goal: dbKind === "postgres" ? 15 : 30,
      },
      {
        group: "page",
        name: "GET /listing (filters)",
        paths: ["/listing", ...filterQueries.map((q) => `/listing?${q}`)],
        ratioGoal: 0.5,
        p95Goal: 60,
      },
      {
        group: "page",
        name: "GET /boat/{slug}",
        paths: slugs.slice(0, 100).map((s) => `/boat/${s}`),
        ratioGoal: 0.5,
        p95Goal: 60,
      },
      { group: "page", name: "GET /", paths: ["/"], ratioGoal: 0.5, p95Goal: 60 },
    ];
    const baselines = {
      api: { name: "baseline GET /v1/health (no I/O)", paths: ["/v1/health"] },
      page: { name: "baseline static page /dashboard/login", paths: ["/dashboard/login"] },
    };

    type Row = { name: string; f: Figures; ratio?: number; goal?: string; target?: Target; sql?: CeilingFigures };
    const runAll = async () => {
      const rows: Row[] = [];
      await settle();
      const baseApi = await load(baselines.api);
      await settle();
      const basePage = await load(baselines.page);
      await settle();
      rows.push({ name: baselines.api.name, f: baseApi }, { name: baselines.page.name, f: basePage });
      for (const t of targets) {
        // Warm-up, not measured: the first answers (JIT, page cache), then a short burst.
        for (const [n, p] of t.paths.slice(0, 3).entries()) await send(t, p, n);
        await load({ ...t, paths: t.paths.slice(0, 3) });
        await settle();
        const f = await load(t);
        await settle();
        let sql: CeilingFigures | undefined;
        if (ceilingPool && t.sql) {
          await driveStatements(ceilingPool, t.sql.slice(0, 3), 1); // warm-up, as for the API
          sql = await driveStatements(ceilingPool, t.sql, duration);
          await settle();
        }
        const b = t.group === "api" ? baseApi : basePage;
        const ratio = f.rps / Math.max(1, b.rps);
        const ok = ratio >= t.ratioGoal && f.p95 <= t.p95Goal && f.errors === 0 && f.non2xx === 0;
        rows.push({
          name: t.name,
          f,
          ratio,
          goal: `${ok ? "✓" : "✗"} ≥${t.ratioGoal} & p95≤${t.p95Goal}ms`,
          target: t,
          sql,
        });
      }
      return rows;
    };

    const run1 = await runAll();
    const rss1 = rssMb(child.pid as number);
    const run2 = await runAll();
    const rss2 = rssMb(child.pid as number);
    const boatSlug = slugs[0] as string;
    const js = await compressedScriptBytes(base, `/boat/${boatSlug}`);
    const dashboardJs = await heaviestDashboardPage(base);
    const loads = await measurePageLoads(base, measuredPublicPages(boatSlug), { runs: quick ? 1 : 3 });

    const pad = (s: string | number, n: number) => String(s).padEnd(n);
    const padL = (s: string | number, n: number) => String(s).padStart(n);
    console.log(
      `\nLiman benchmark — db: ${args.db}, ${extraBoats} extra boats, ${duration} s per target, 10 connections`,
    );
    console.log(
      `machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? "cpu"}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, node ${process.version}, load average ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(" ")}`,
    );
    const failures: string[] = [];
    for (const [k, rows] of [run1, run2].entries()) {
      console.log(`\nrun ${k + 1}`);
      console.log(
        `${pad("target", 40)}${padL("req/s", 9)}${padL("p50", 7)}${padL("p95", 7)}${padL("p99", 7)}${padL("errors", 8)}${padL("ratio", 8)}  goal`,
      );
      for (const r of rows) {
        const bad = r.f.errors + r.f.non2xx;
        const codes = Object.entries(r.f.statuses)
          .map(([status, n]) => `${status}×${n}`)
          .join(" ");
        console.log(
          `${pad(r.name, 40)}${padL(r.f.rps, 9)}${padL(r.f.p50, 7)}${padL(r.f.p95, 7)}${padL(r.f.p99, 7)}${padL(bad, 8)}${padL(r.ratio === undefined ? "" : r.ratio.toFixed(2), 8)}  ${r.goal ?? ""}${codes ? `  [${codes}]` : ""}`,
        );
        if (bad > 0 && r.target && k === 0) failures.push(...(await failingAnswers(r.target)));
        else if (bad > 0 && !r.target && k === 0) failures.push(`${r.name}: ${bad} errors ${codes}`);
      }
      const withSql = rows.filter((r) => r.sql);
      if (withSql.length > 0) {
        console.log(
          `\n${pad("API vs its own SQL on a pool of 10", 40)}${padL("API/s", 9)}${padL("SQL/s", 9)}${padL("SQL p50", 9)}${padL("SQL p95", 9)}${padL("ratio", 8)}  goal`,
        );
        for (const r of withSql) {
          const sql = r.sql as CeilingFigures;
          const ratio = r.f.rps / Math.max(1, sql.rps);
          console.log(
            `${pad(`  ${r.name}`, 40)}${padL(r.f.rps, 9)}${padL(sql.rps, 9)}${padL(sql.p50, 9)}${padL(sql.p95, 9)}${padL(ratio.toFixed(2), 8)}  ${ratio >= 0.5 ? "✓" : "✗"} ≥0.5`,
          );
        }
      }
    }
    if (failures.length > 0) {
      console.log("\nAnswers that are not 2xx:");
      for (const f of failures) console.log(`  ${f}`);
    }
    const mailOk = mail.perSecond >= 20 && mail.errors === 0;
    console.log(`\nmail (one instance, ${mail.concurrency} in flight, pooled SMTP to a local server)`);
    console.log(
      `${pad("target", 40)}${padL("mails/s", 9)}${padL("mails", 7)}${padL("s", 7)}${padL("", 7)}${padL("errors", 8)}${padL("", 8)}  goal`,
    );
    console.log(
      `${pad("Mail delivery to local SMTP", 40)}${padL(Math.round(mail.perSecond), 9)}${padL(mail.mails, 7)}${padL(mail.seconds.toFixed(1), 7)}${padL("", 7)}${padL(mail.errors, 8)}${padL("", 8)}  ${mailOk ? "✓" : "✗"} ≥20 mails/s, each once`,
    );
    for (const line of paymentReport(payments)) console.log(line);
    const growth = ((rss2 - rss1) / rss1) * 100;
    console.log(
      `\nRSS after run 1: ${rss1} MB; after run 2: ${rss2} MB (${growth >= 0 ? "+" : ""}${growth.toFixed(1)} %; goal ≤ +10 % and ≤ 400 MB) ${growth <= 10 && rss2 <= 400 ? "✓" : "✗"}`,
    );
    console.log(
      `Cold start (empty database: create, migrate, seed demo): ${(cold.ms / 1000).toFixed(1)} s (goal ≤ 15 s) ${cold.ms <= 15_000 ? "✓" : "✗"}`,
    );
    console.log(`Warm start: ${(warm.ms / 1000).toFixed(1)} s (goal ≤ 3 s) ${warm.ms <= 3_000 ? "✓" : "✗"}`);
    console.log(
      `JavaScript of a boat page (compressed): ${(js / 1024).toFixed(1)} KB (goal ≤ 150 KB) ${js <= 150 * 1024 ? "✓" : "✗"}`,
    );
    console.log(
      `JavaScript of the heaviest dashboard page (compressed): ${(dashboardJs.bytes / 1024).toFixed(1)} KB (${dashboardJs.path})`,
    );
    if (loads) {
      console.log(
        `\nPage loads in Chromium, CPU 4× slower, phone viewport (median of ${quick ? 1 : 3}; long tasks over 50 ms)`,
      );
      console.log(`${pad("page", 40)}${padL("JS KB", 9)}${padL("tasks ms", 10)}${padL("after load", 12)}  goal`);
      for (const l of loads) {
        const ok = l.jsKb <= 140 && l.longTasksAfterLoadMs <= 150;
        console.log(
          `${pad(l.path.length > 38 ? `${l.path.slice(0, 37)}…` : l.path, 40)}${padL(l.jsKb.toFixed(1), 9)}${padL(Math.round(l.longTasksMs), 10)}${padL(Math.round(l.longTasksAfterLoadMs), 12)}  ${ok ? "✓" : "✗"} JS ≤ 140 KB, after load ≤ 150 ms`,
        );
      }
    } else {
      console.log(
        "\nPage loads in Chromium: skipped (no Chromium at CHROMIUM_PATH, /usr/lib/chromium/chromium or /usr/bin/chromium).",
      );
    }
  } finally {
    await pool?.end();
    await stopServer(child);
    await db.drop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
