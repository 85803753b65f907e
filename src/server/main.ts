import { createServer } from "node:http";
import path from "node:path";
import { getRequestListener } from "@hono/node-server";
import next from "next";
import { createApiApp } from "./api/app";
import { ensureAdmin } from "./bootstrap/ensure-admin";
import { formatDemoLogins } from "./bootstrap/demo-logins";
import { isFreshPgliteDir, isPreparingOnly, prepareInChildProcess } from "./bootstrap/first-start";
import { seedDemoIfEmpty } from "./bootstrap/seed-demo-if-empty";
import { ConfigError, parseConfig } from "./config";
import { type Database, openPglite, openPostgres } from "./db/client";
import { DataDirLockedError, lockDataDir } from "./db/lock";
import { applyMigrations } from "./db/migrate";
import { setRuntime } from "./db/runtime";
import { backgroundJobs } from "./jobs/all";
import { startJobs } from "./jobs/runner";
import { notifyContentChanged, onContentChanged } from "./http/content-events";
import { changesPublicContent, PageCache } from "./http/page-cache";
import { refusePageBodies } from "./http/refuse-page-bodies";
import { applyServerTimeouts, serverOptions } from "./http/server-limits";
import { isHttps, withSecurityHeaders } from "./http/security-headers";
import { StaticAssets } from "./http/static-assets";
import { refuseBadPageUrls } from "./http/url-guard";
import { storageFor } from "./media/storage";
import { loadJwtSecret } from "./secret";
import { log } from "./log";

function fail(message: string): never {
  log.error(`\n✖ ${message}\n`);
  process.exit(1);
}

async function main() {
  // Start-up phases, printed once serving (docs/performance.md).
  const phases: string[] = [];
  let mark = 0; // performance.now() counts from process start: the first phase is loading the modules
  const phase = (name: string) => {
    const now = performance.now();
    phases.push(`${name} ${Math.round(now - mark)} ms`);
    mark = now;
  };
  phase("modules");
  // 1. Configuration, parsed once.
  let config: ReturnType<typeof parseConfig>;
  try {
    config = parseConfig();
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }

  // 2. The database: PGlite in DATA_DIR (locked to this process) or the PostgreSQL server of DATABASE_URL.
  let releaseLock = () => {};
  let database: Database;
  if (config.databaseUrl) {
    database = await openPostgres(config.databaseUrl).catch((e) =>
      fail(`Cannot connect to DATABASE_URL: ${e.message}`),
    );
  } else {
    try {
      // The first-start child (bootstrap/first-start.ts) works under its parent's lock.
      if (!isPreparingOnly()) releaseLock = lockDataDir(config.dataDir);
    } catch (error) {
      if (error instanceof DataDirLockedError) fail(error.message);
      throw error;
    }
    if (!isPreparingOnly() && isFreshPgliteDir(config.dataDir)) {
      await prepareInChildProcess().catch((error: Error) => fail(error.message));
      phase("first-start preparation");
    }
    database = await openPglite(config.dataDir);
  }
  phase("database");

  // 3. Schema, secrets, first users and demo data.
  await applyMigrations(database);
  phase("migrations");
  const jwtSecret = loadJwtSecret(config);
  if (config.admin) {
    await ensureAdmin(database.db, config.admin).catch((error) => {
      if (error instanceof ConfigError) fail(error.message);
      throw error;
    });
  }
  const demo = config.seedDemo ? await seedDemoIfEmpty(database.db, config) : [];
  phase("users and demo");
  if (isPreparingOnly()) {
    await database.close();
    process.exit(0);
  }
  setRuntime({ database, config, jwtSecret });

  // 4. Background jobs.
  const jobs = config.jobs ? startJobs(backgroundJobs({ db: database.db, config })) : { stop: async () => {} };

  // 5. HTTP: /v1 → Hono, everything else → Next.js.
  const { app: api } = createApiApp(
    { db: database.db, config, jwtSecret, storage: storageFor(config.dataDir) },
    database.kind,
  );
  const apiListener = getRequestListener(api.fetch);
  const web = next({ dev: false, dir: process.cwd() });
  await web.prepare();
  phase("next");
  const pageCache = new PageCache();
  onContentChanged(() => pageCache.invalidate());
  // Build assets from memory, brotli-compressed once; public pages from the page cache; the rest from Next.
  const staticAssets = new StaticAssets(path.resolve(process.cwd(), process.env.NEXT_DIST_DIR ?? ".next", "static"));
  // Security headers (with each page's fresh CSP nonce) go on first, whoever answers.
  const webHandler = withSecurityHeaders(
    refuseBadPageUrls(refusePageBodies(staticAssets.wrap(pageCache.wrap(web.getRequestHandler())))),
    { https: isHttps(config.publicUrl) },
  );
  const server = createServer(serverOptions, (req, res) => {
    if (req.url === "/v1" || req.url?.startsWith("/v1/") || req.url?.startsWith("/v1?")) {
      if (changesPublicContent(req.method, req.url)) {
        res.on("finish", () => {
          if (res.statusCode < 400) notifyContentChanged();
        });
      }
      void apiListener(req, res);
    } else {
      void webHandler(req, res);
    }
  });
  applyServerTimeouts(server);
  await new Promise<void>((resolve) => server.listen(config.port, config.host, resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : config.port;
  log.info(`Liman is serving http://localhost:${port} (database: ${database.kind})`);
  const cpu = process.cpuUsage();
  log.info(
    `Started in ${Math.round(performance.now())} ms (CPU ${Math.round((cpu.user + cpu.system) / 1000)} ms): ${phases.join(", ")}`,
  );
  if (demo.length > 0) log.unredacted(formatDemoLogins(demo));

  // 6. Graceful shutdown: stop accepting, drain in-flight requests, stop jobs, close the database.
  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info(`${signal} received: draining…`);
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeIdleConnections();
    const force = setTimeout(() => server.closeAllConnections(), 10_000);
    await closed;
    clearTimeout(force);
    await jobs.stop();
    await web.close?.();
    await database.close();
    releaseLock();
    setRuntime(undefined);
    log.info("Liman stopped.");
    process.exit(0);
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));
}

main().catch((error) => {
  log.error("Liman failed to start", error);
  process.exit(1);
});
