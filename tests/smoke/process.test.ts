import type { ChildProcess } from "node:child_process";
import { existsSync, rmSync } from "node:fs";
import { request } from "node:http";
import { createServer } from "node:net";
import path from "node:path";
import { afterAll, describe, expect, it, vi } from "vitest";
import { waitHealthy } from "../../scripts/lib/test-server";
import { dataDirFromPrepared } from "../../scripts/lib/prepared-data-dir";
import { startBundledServer } from "../support/bundled-server";
import { freePort } from "../support/free-port";
import { type LauncherRun, startLauncher } from "../support/launcher";
import { descendants, isAlive } from "../support/process-tree";

// The running system as `npm start` runs it (the production build the e2e run made): one process per data
// directory, and a clean stop on SIGTERM.

async function health(port: number): Promise<unknown> {
  const res = await fetch(`http://127.0.0.1:${port}/v1/health`);
  return res.ok ? res.json() : undefined;
}

const dataDir = dataDirFromPrepared("liman-process-");
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

async function portClosed(port: number): Promise<boolean> {
  try {
    await fetch(`http://127.0.0.1:${port}/v1/health`);
    return false;
  } catch {
    return true;
  }
}

/** Polls until the port refuses connections; fails the test when it still accepts them after `withinMs`. */
const waitPortClosed = (port: number, withinMs: number) =>
  vi.waitFor(async () => expect(await portClosed(port), `port ${port} closed`).toBe(true), {
    timeout: withinMs,
    interval: 100,
  });

async function startServing(via: "npm" | "node", port: number): Promise<LauncherRun> {
  const run = startLauncher(via, { dataDir, port });
  started.push(run.child);
  await waitHealthy(`http://127.0.0.1:${port}`, 120_000).catch((error) => {
    throw new Error(`${error.message}:\n${run.output()}`);
  });
  return run;
}

/**
 * Sends the head and half the body of a login request: the answer waits for `finish` to send the rest. `sent`
 * resolves once the bytes are handed to the connection.
 */
function halfSentRequest(port: number) {
  const body = JSON.stringify({ email: "yok@liman.test", password: "yanlis-parola-123" });
  let answer: Promise<number | undefined> = Promise.resolve(undefined);
  const req = request({
    host: "127.0.0.1",
    port,
    method: "POST",
    path: "/v1/auth/login",
    headers: { "content-type": "application/json", "content-length": Buffer.byteLength(body) },
  });
  answer = new Promise((resolve, reject) => {
    req.once("response", (res) => {
      res.resume();
      res.once("end", () => resolve(res.statusCode));
    });
    req.once("error", reject);
  });
  const sent = new Promise<void>((resolve, reject) => {
    req.write(body.slice(0, 10), (error) => (error ? reject(error) : resolve()));
  });
  return { answer, sent, finish: () => req.end(body.slice(10)) };
}

describe("npm start", () => {
  it("SIGTERM to npm: the server drains an in-flight request, the port closes and no process is left", async () => {
    const port = await freePort();
    const run = await startServing("npm", port);
    const npmPid = run.child.pid as number;
    const tree = descendants(npmPid);
    // npm → the launcher → the server (and esbuild's service, gone with the launcher).
    expect(tree.length).toBeGreaterThanOrEqual(2);

    const slow = halfSentRequest(port);
    await slow.sent;
    // A request on a later connection answered: the server accepted the half-sent one's connection before it
    // (connections are accepted in order) and read its head, so that request is in flight.
    expect(await health(port)).toBeDefined();
    run.child.kill("SIGTERM");
    await vi.waitFor(() => expect(run.output()).toContain("SIGTERM received: draining"), {
      timeout: 5_000,
      interval: 50,
    });
    // New connections are refused while the request already in flight is still answered (the idle
    // connections were closed before the port closed: the request in flight was not one of them).
    await waitPortClosed(port, 5_000);
    slow.finish();
    expect(await slow.answer).toBe(401);

    expect(await run.exit).toBe(0);
    expect(run.output()).toContain("Liman stopped.");
    expect(tree.filter(isAlive)).toEqual([]);
  });

  it("SIGTERM to npm with nothing in flight: the port is closed within 15 s", async () => {
    const port = await freePort();
    const run = await startServing("npm", port);
    const tree = [run.child.pid as number, ...descendants(run.child.pid as number)];
    run.child.kill("SIGTERM");
    await waitPortClosed(port, 15_000);
    expect(await run.exit).toBe(0);
    expect(tree.filter(isAlive)).toEqual([]);
  });

  it("a launcher killed outright (SIGKILL) takes its server with it", async () => {
    const port = await freePort();
    const run = await startServing("node", port);
    const tree = descendants(run.child.pid as number);
    run.child.kill("SIGKILL");
    await waitPortClosed(port, 15_000);
    await vi.waitFor(() => expect(tree.filter(isAlive)).toEqual([]), { timeout: 5_000, interval: 100 });
  });

  it("a start on a port already taken exits non-zero with a message that names the port", async () => {
    const holder = createServer();
    await new Promise<void>((resolve) => holder.listen(0, "127.0.0.1", resolve));
    const port = (holder.address() as { port: number }).port;
    try {
      const run = startLauncher("npm", { dataDir, port });
      started.push(run.child);
      expect(await run.exit).toBe(1);
      expect(run.output()).toContain(
        `Port ${port} on 127.0.0.1 is already in use: another Liman or another program is listening there.`,
      );
      // It let go of the data directory on its way out.
      expect(existsSync(path.join(dataDir, "liman.lock"))).toBe(false);
    } finally {
      holder.close();
    }
  });
});
