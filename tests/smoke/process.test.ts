import type { ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { waitHealthy } from "../../scripts/lib/test-server";
import { startBundledServer } from "../support/bundled-server";

// The running system as `npm start` runs it (the production build the e2e run made): one process per data
// directory, and a clean stop on SIGTERM.

async function health(port: number): Promise<unknown> {
  const res = await fetch(`http://127.0.0.1:${port}/v1/health`);
  return res.ok ? res.json() : undefined;
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), "liman-process-"));
const started: ChildProcess[] = [];
afterAll(() => {
  for (const child of started) if (child.exitCode === null) child.kill("SIGKILL");
  rmSync(dataDir, { recursive: true, force: true });
});

describe("the Liman process on PGlite", () => {
  it("refuses a second process on the same DATA_DIR while the first keeps serving, and stops cleanly on SIGTERM", async () => {
    const first = await startBundledServer(dataDir);
    started.push(first.child);
    await waitHealthy(`http://127.0.0.1:${first.port}`, 120_000).catch((error) => {
      throw new Error(`${error.message}:\n${first.output()}`);
    });
    expect(await health(first.port)).toEqual({ content: { status: "ok", database: "pglite" } });

    const second = await startBundledServer(dataDir);
    started.push(second.child);
    const code = await second.exit;
    expect(code).not.toBe(0);
    expect(second.output()).toMatch(/data directory .* is locked: it is in use by another Liman process/);
    expect(await health(first.port)).toEqual({ content: { status: "ok", database: "pglite" } });

    first.child.kill("SIGTERM");
    expect(await first.exit).toBe(0);
    expect(first.output()).toContain("Liman stopped.");
    // The lock went with it: the directory is free for the next start.
    expect(existsSync(path.join(dataDir, "liman.lock"))).toBe(false);
  });
});
