import "server-only";
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
import { cardProvider } from "./payments/card/card-provider-factory";
import { paymentFrameOrigins } from "./payments/card/payment-frame-origins";
import { type Database, openPglite, openPostgres } from "./db/client";
import { DataDirLockedError, lockDataDir } from "./db/lock";
import { applyMigrations } from "./db/migrate";
import { setRuntime } from "./db/runtime";
import { backgroundJobs } from "./jobs/all";
import { startJobs } from "./jobs/runner";
import { ContentChanges } from "./cache/content-changes";
import { languageRedirect } from "./http/language-redirect";
import { PageCache } from "./http/page-cache";
import { refusePageBodies } from "./http/refuse-page-bodies";
import { databaseDownPages } from "./http/database-down-pages";
import { databaseAvailability } from "./db/availability";
import { DATABASE_RETRY_AFTER_SECONDS } from "./api/errors";
import { applyServerTimeouts, serverOptions } from "./http/server-limits";
import { ListenError, listen } from "./http/listen";
import { isHttps, withSecurityHeaders } from "./http/security-headers";
import { StaticAssets } from "./http/static-assets";
import { serveQuayWorker } from "./http/quay-worker";
import { deferPageScripts } from "./http/defer-page-scripts";
import { gzipResponses } from "./http/gzip-responses";
import { refuseBadPageUrls } from "./http/url-guard";
import { openStorage } from "./media/open-storage";
import { loadJwtSecret } from "./secret";
import { drainAndClose } from "./shutdown";
import { log } from "./log";

function fail(message: string): never {
  log.error(`\n✖ ${message}\n`);
  process.exit(1);
}

async function main() {
  // Start-up phases, printed once serving (docs/performance-journal.md).
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
    // The card-payment provider is built once here so a provider this build cannot serve stops the start.
    cardProvider(config);
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }
  const storage = await openStorage(config).catch((error: Error) => fail(error.message));

  // 2. The database: PGlite in DATA_DIR (locked to this process) or the PostgreSQL server of DATABASE_URL.
  let releaseLock = () => {};
  // A stop asked for before the server serves ends the start-up; once serving, the graceful shutdown takes over.
  let stop: (signal: string) => void = (signal) => {
    log.info(`${signal} received while starting: stopping.`);
    releaseLock();
    process.exit(1);
  };
  if (isPreparingOnly()) {
    // The first-start child keeps Node's default: a signal ends it at once, even inside a long synchronous step.
    process.on("disconnect", () => process.kill(process.pid, "SIGTERM"));
  } else {
    process.on("SIGTERM", () => stop("SIGTERM"));
    process.on("SIGINT", () => stop("SIGINT"));
    // Started by `npm start` (scripts/start.mjs): the server ends with its launcher, even one killed with SIGKILL.
    if (process.channel) process.on("disconnect", () => stop("Launcher gone"));
  }
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
  const demo = config.seedDemo ? await seedDemoIfEmpty(database.db, config, storage) : [];
  phase("users and demo");
  if (isPreparingOnly()) {
    await database.close();
    process.exit(0);
  }
  setRuntime({ database, config, jwtSecret });

  // 4. Background jobs. Changes they and the API make are announced to every instance (LISTEN/NOTIFY); so is queued
  // work (a mail, an invoice, a webhook), which starts its job at once on every instance (decision 0069).
  const contentChanges = new ContentChanges(database).start();
  const jobs = config.jobs
    ? startJobs(backgroundJobs({ db: database.db, config, contentChanges, jwtSecret }), { listen: database.listen })
    : { stop: async () => {} };

  // 5. HTTP: /v1 → Hono, everything else → Next.js.
  const { app: api } = createApiApp({ db: database.db, config, jwtSecret, storage, contentChanges }, database.kind);
  const apiListener = getRequestListener(api.fetch);
  const web = next({ dev: false, dir: process.cwd() });
  await web.prepare();
  phase("next");
  const pageCache = new PageCache();
  contentChanges.attach(pageCache);
  // Build assets from memory, brotli-compressed once; public pages from the page cache; the rest from Next, gzipped
  // here (Next's own compression is off), site pages with their scripts fetched after the document (decision 0039).
  const staticAssets = new StaticAssets(path.resolve(process.cwd(), process.env.NEXT_DIST_DIR ?? ".next", "static"));
  // Security headers (with each page's fresh CSP nonce) go on first, whoever answers.
  const webHandler = withSecurityHeaders(
    refuseBadPageUrls(
      refusePageBodies(
        serveQuayWorker(
          staticAssets.wrap(
            languageRedirect(
              pageCache.wrap(
                gzipResponses(
                  deferPageScripts(
                    databaseDownPages(
                      web.getRequestHandler(),
                      databaseAvailability.isAway,
                      DATABASE_RETRY_AFTER_SECONDS,
                    ),
                  ),
                ),
              ),
            ),
          ),
        ),
      ),
    ),
    { https: isHttps(config.publicUrl), frameOrigins: paymentFrameOrigins(config) },
  );
  const server = createServer(serverOptions, (req, res) => {
    if (req.url === "/v1" || req.url?.startsWith("/v1/") || req.url?.startsWith("/v1?")) {
      void apiListener(req, res);
    } else {
      void webHandler(req, res);
    }
  });
  applyServerTimeouts(server);
  const closers = [
    { name: "the change listener", close: () => contentChanges.stop() },
    { name: "Next.js", close: async () => await web.close?.() },
    { name: "the database", close: () => database.close() },
    { name: "the data directory lock", close: releaseLock },
  ];
  await listen(server, config.port, config.host).catch(async (error) => {
    if (!(error instanceof ListenError)) throw error;
    await drainAndClose({ server, stopJobs: () => jobs.stop(), closers });
    fail(error.message);
  });
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : config.port;
  log.info(`Liman is serving http://localhost:${port} (database: ${database.kind})`);
  const cpu = process.cpuUsage();
  log.info(
    `Started in ${Math.round(performance.now())} ms (CPU ${Math.round((cpu.user + cpu.system) / 1000)} ms): ${phases.join(", ")}`,
  );
  if (demo.length > 0) log.unredacted(formatDemoLogins(demo));

  // 6. Graceful shutdown within 10 s: stop accepting, drain in-flight requests and jobs, close the database.
  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info(`${signal} received: draining…`);
    await drainAndClose({
      server,
      stopJobs: () => jobs.stop(),
      closers,
    });
    setRuntime(undefined);
    log.info("Liman stopped.");
    process.exit(0);
  };
  stop = (signal) => void shutdown(signal);
}

main().catch((error) => {
  log.error("Liman failed to start", error);
  process.exit(1);
});
