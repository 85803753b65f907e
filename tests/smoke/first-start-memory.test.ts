import type { ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { waitHealthy } from "../../scripts/lib/test-server";
import { type BundledRun, startBundledServer } from "../support/bundled-server";

// Issue 12 item 9: the first start on PGlite (create DATA_DIR, migrate, seed the demo with its pictures) used
// to leave the serving process at ~700 MB of RSS for its whole life, against ~300 MB after a restart. The
// preparation now runs in a child process; the serving process must stay under 400 MB from its first start on.

const MB = 1024 * 1024;
const dataDir = mkdtempSync(path.join(os.tmpdir(), "liman-first-start-"));
let running: ChildProcess | undefined;

afterAll(() => {
  if (running && running.exitCode === null) running.kill("SIGKILL");
  rmSync(dataDir, { recursive: true, force: true });
});

function rss(pid: number): number {
  const kb = /^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1];
  if (!kb) throw new Error(`no VmRSS in /proc/${pid}/status`);
  return Number(kb) * 1024;
}

/** Starts the bundled server with the demo, reads a few pages and API answers, and answers its RSS. */
async function startAndUse(): Promise<{ run: BundledRun; rss: number }> {
  const run = await startBundledServer(dataDir, { SEED_DEMO: "1" });
  running = run.child;
  const base = `http://127.0.0.1:${run.port}`;
  await waitHealthy(base, 240_000).catch((error) => {
    throw new Error(`${error.message}:\n${run.output()}`);
  });
  for (const p of [
    "/",
    "/listing",
    "/v1/searchboats",
    "/v1/search/input?searchString=mavi",
    "/v1/search/boatoptions",
  ]) {
    const res = await fetch(`${base}${p}`);
    await res.arrayBuffer();
    expect(res.status, p).toBe(200);
  }
  return { run, rss: rss(run.child.pid as number) };
}

async function stop(run: BundledRun): Promise<void> {
  run.child.kill("SIGTERM");
  await run.exit;
}

/** The demo logins as printed at start: `ROLE  email  password` lines. */
function printedLogins(output: string): string[] {
  return output.split("\n").filter((line) => /^\s+(ADMIN|OWNER)\s+\S+@liman\.demo\s+\S+/.test(line));
}

describe("first start on PGlite", () => {
  it("serves under 400 MB of RSS from its first start, and prints the same demo logins as a restart", async () => {
    const first = await startAndUse();
    const firstLogins = printedLogins(first.run.output());
    await stop(first.run);
    console.log(`serving RSS after the first start: ${Math.round(first.rss / MB)} MB`);
    expect(first.rss).toBeLessThan(400 * MB);
    // The database was prepared (demo seeded, logins kept in DATA_DIR) and the data-dir lock released.
    expect(firstLogins.length).toBeGreaterThan(1);
    expect(firstLogins.some((l) => l.includes("ADMIN"))).toBe(true);
    expect(existsSync(path.join(dataDir, "liman.lock"))).toBe(false);

    const restart = await startAndUse();
    await stop(restart.run);
    console.log(`serving RSS after a restart: ${Math.round(restart.rss / MB)} MB`);
    expect(printedLogins(restart.run.output())).toEqual(firstLogins);
  }, 600_000);

  it("passes a SIGTERM during the preparation to the child: both processes end, none is left writing the data", async () => {
    const fresh = mkdtempSync(path.join(os.tmpdir(), "liman-first-start-term-"));
    try {
      const run = await startBundledServer(fresh, { SEED_DEMO: "1" });
      running = run.child;
      // The preparing child: a process whose parent is the server.
      let childPid: number | undefined;
      const until = Date.now() + 120_000;
      while (!childPid && Date.now() < until && run.child.exitCode === null) {
        childPid = childrenOf(run.child.pid as number)[0];
        if (!childPid) await new Promise((r) => setTimeout(r, 50));
      }
      expect(childPid, run.output()).toBeDefined();
      const exited = new Promise<number | null>((resolve) => run.child.once("exit", (code) => resolve(code)));
      run.child.kill("SIGTERM");
      // Like any stop during start-up: exit 1, lock released; the child ends with its parent (IPC channel).
      expect(await exited).toBe(1);
      expect(existsSync(path.join(fresh, "liman.lock"))).toBe(false);
      const gone = Date.now() + 5_000;
      while (isAlive(childPid as number) && Date.now() < gone) await new Promise((r) => setTimeout(r, 100));
      expect(isAlive(childPid as number)).toBe(false);
    } finally {
      rmSync(fresh, { recursive: true, force: true });
    }
  }, 300_000);
});

function childrenOf(pid: number): number[] {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8").trim().split(/\s+/).filter(Boolean).map(Number);
  } catch {
    return [];
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return !readFileSync(`/proc/${pid}/stat`, "utf8").includes(") Z ");
  } catch {
    return false;
  }
}
