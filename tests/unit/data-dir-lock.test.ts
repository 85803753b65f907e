import { type ChildProcess, spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { DataDirLockedError, LOCK_FILE, lockDataDir } from "@/server/db/lock";
import { currentProcessIdentity, processStartTime } from "@/server/db/process-identity";

let dir: string;
let warnings: string[];
const children: ChildProcess[] = [];

beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), "liman-lock-"));
  warnings = [];
  vi.spyOn(console, "warn").mockImplementation((line: string) => void warnings.push(line));
});
afterEach(() => {
  vi.mocked(console.warn).mockRestore();
  for (const child of children.splice(0)) child.kill("SIGKILL");
  rmSync(dir, { recursive: true, force: true });
});

const lockFile = () => path.join(dir, LOCK_FILE);
const writeLock = (owner: object | string) =>
  writeFileSync(lockFile(), typeof owner === "string" ? owner : JSON.stringify(owner));
const me = currentProcessIdentity();

/** A process that runs until the test ends (a pid that is alive and is not this one). */
async function liveChild(): Promise<number> {
  const child = spawn(process.execPath, ["-e", "setInterval(() => {}, 1000)"], { stdio: "ignore" });
  children.push(child);
  await new Promise((resolve) => child.once("spawn", resolve));
  return child.pid as number;
}

async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ["-e", ""], { stdio: "ignore" });
  await new Promise((resolve) => child.once("exit", resolve));
  return child.pid as number;
}

describe("the data-directory lock", () => {
  it("records the owner's host, boot, pid and start time, and is removed on release", () => {
    const release = lockDataDir(dir);
    const owner = JSON.parse(readFileSync(lockFile(), "utf8"));
    expect(owner).toMatchObject({ app: "liman", pid: process.pid, hostname: os.hostname() });
    if (process.platform === "linux") {
      expect(owner.bootId).toMatch(/^[0-9a-f-]{36}$/);
      expect(owner.startTime).toBe(processStartTime(process.pid));
    }
    release();
    expect(existsSync(lockFile())).toBe(false);
  });

  it("refuses while a live Liman process on this machine holds it", async () => {
    const pid = await liveChild();
    writeLock({ ...me, pid, startTime: processStartTime(pid) });
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    expect(() => lockDataDir(dir)).toThrow(`pid ${pid}`);
    expect(JSON.parse(readFileSync(lockFile(), "utf8")).pid).toBe(pid);
  });

  it("refuses a lock in the old format (a bare pid) whose process is alive", async () => {
    const pid = await liveChild();
    writeLock(String(pid));
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
  });

  it("takes over a lock whose process is gone, with a warning", async () => {
    const pid = await deadPid();
    writeLock({ ...me, pid, startTime: "1" });
    const release = lockDataDir(dir);
    expect(JSON.parse(readFileSync(lockFile(), "utf8")).pid).toBe(process.pid);
    expect(warnings.join("\n")).toContain(`its process (pid ${pid}) is gone`);
    release();
  });

  it("takes over an old-format lock whose process is gone", async () => {
    writeLock(String(await deadPid()));
    lockDataDir(dir)();
    expect(warnings).toHaveLength(1);
  });

  it.runIf(process.platform === "linux")("takes over a lock whose pid now runs another process", async () => {
    const pid = await liveChild();
    const started = Number(processStartTime(pid));
    writeLock({ ...me, pid, startTime: String(started - 1) });
    lockDataDir(dir)();
    expect(warnings.join("\n")).toContain(`pid ${pid} now belongs to another process`);
  });

  it("takes over a lock copied from another machine, even if its pid is alive here", async () => {
    const pid = await liveChild();
    writeLock({ app: "liman", pid, hostname: "eski-sunucu", bootId: randomUUID(), startTime: processStartTime(pid) });
    lockDataDir(dir)();
    expect(warnings.join("\n")).toContain("another machine (eski-sunucu");
  });

  it.runIf(process.platform === "linux")("takes over a lock left on this machine before it restarted", async () => {
    const pid = await liveChild();
    writeLock({ ...me, pid, bootId: randomUUID(), startTime: processStartTime(pid) });
    lockDataDir(dir)();
    expect(warnings.join("\n")).toContain("before this machine restarted");
  });

  it.runIf(process.platform === "linux")("refuses a lock of another container on the same kernel", async () => {
    writeLock({ ...me, pid: await deadPid(), hostname: "kardes-konteyner" });
    expect(() => lockDataDir(dir)).toThrow("another container on this machine, kardes-konteyner");
  });

  it("takes over a lock whose content is unreadable", () => {
    writeLock("{yarım");
    lockDataDir(dir)();
    expect(warnings.join("\n")).toContain("unreadable");
  });

  it("refuses a second process that tries to lock the same directory", async () => {
    const release = lockDataDir(dir);
    const script = `import { lockDataDir } from ${JSON.stringify(path.resolve("src/server/db/lock.ts"))};
      try { lockDataDir(${JSON.stringify(dir)}); process.exit(0); } catch (e) { console.log(e.message); process.exit(3); }`;
    const child = spawn(
      process.execPath,
      ["--import", "tsx", "--import", "./scripts/lib/server-only.mjs", "--input-type=module", "-e", script],
      {
        stdio: ["ignore", "pipe", "inherit"],
      },
    );
    let out = "";
    child.stdout.on("data", (chunk) => (out += chunk));
    const code = await new Promise((resolve) => child.once("exit", resolve));
    expect(code).toBe(3);
    expect(out).toContain(`in use by another Liman process (pid ${process.pid})`);
    release();
  });
});
