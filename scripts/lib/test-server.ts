import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { bundleServer, serverNodeArgs } from "./bundle-server.mjs";
import { dataDirFromPrepared } from "./prepared-data-dir";

/** Helpers for scripts that drive a real production server (bench, lighthouse). */

export const SCRIPT_ADMIN = { email: "bench@liman.test", password: "Pusula-Incir-Balkon-73" };
const JWT_SECRET = "bench-secret-".padEnd(48, "x");
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export function buildIfNeeded(skip = false): void {
  const distDir = process.env.NEXT_DIST_DIR ?? ".next";
  if (skip || existsSync(path.join(distDir, "BUILD_ID"))) return;
  console.log("Building…");
  const r = spawnSync(process.execPath, ["node_modules/next/dist/bin/next", "build"], {
    stdio: "inherit",
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" },
  });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

export type FreshDatabase = {
  env: Record<string, string>;
  drop: () => Promise<void>;
};

/**
 * A fresh PGlite data directory, or a fresh database on the server of DATABASE_URL. `prepared`: with PGlite, a copy of
 * the data directory `npm test` prepared for its smoke stages, when there is one (scripts/lib/prepared-data-dir.ts),
 * for a caller that needs the demo but does not measure the first start.
 */
export async function freshDatabase(
  kind: "pglite" | "postgres",
  { prepared = false }: { prepared?: boolean } = {},
): Promise<FreshDatabase> {
  const dataDir =
    prepared && kind === "pglite"
      ? dataDirFromPrepared("liman-run-")
      : mkdtempSync(path.join(os.tmpdir(), "liman-run-"));
  if (kind === "pglite") {
    return {
      env: { DATA_DIR: dataDir },
      drop: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const server = process.env.DATABASE_URL;
  if (!server) throw new Error("postgres needs DATABASE_URL (a server URL)");
  const name = `liman_run_${Date.now()}_${process.pid}`;
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(server);
  url.pathname = `/${name}`;
  return {
    env: { DATA_DIR: dataDir, DATABASE_URL: url.toString(), JWT_SECRET },
    drop: async () => {
      const c = new pg.Client({ connectionString: server });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export async function waitHealthy(base: string, deadlineMs: number): Promise<void> {
  const until = Date.now() + deadlineMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(`${base}/v1/health`)).ok) return;
    } catch {
      // not up yet
    }
    await sleep(50);
  }
  throw new Error("server did not become healthy");
}

let bundled: Promise<string> | undefined;

/** Starts `src/server/main.ts` (bundled, as `npm start` does) in production mode; resolves once /v1/health answers, with the time it took. */
export async function startServer(
  port: number,
  env: Record<string, string>,
  healthyWithinMs = 120_000,
): Promise<{ child: ChildProcess; ms: number }> {
  // The same entry as `npm start`: the bundled server (bundled once per script run, before the clock starts).
  bundled ??= bundleServer();
  const entry = await bundled;
  const started = performance.now();
  const child = spawn(process.execPath, [...serverNodeArgs(), entry], {
    stdio: ["ignore", "ignore", "inherit"],
    env: {
      ...process.env,
      SEED_DEMO: "1",
      ...env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      ADMIN_EMAIL: SCRIPT_ADMIN.email,
      ADMIN_PASSWORD: SCRIPT_ADMIN.password,
      // Background jobs stay off (they would disturb the measurements) unless a caller asks for them.
      JOBS: env.JOBS ?? "0",
    },
  });
  try {
    await waitHealthy(`http://127.0.0.1:${port}`, healthyWithinMs);
  } catch (error) {
    // A server that never became healthy is not left running behind the caller's failure.
    child.kill("SIGKILL");
    throw error;
  }
  return { child, ms: performance.now() - started };
}

export async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.once("exit", r));
  child.kill("SIGTERM");
  await exited;
}

/** First content of a `/v1` JSON answer. */
export async function getContent(base: string, p: string) {
  const res = await fetch(`${base}${p}`);
  if (!res.ok) throw new Error(`${p} → ${res.status}`);
  return (await res.json()).content;
}
