import "server-only";
import { readFileSync } from "node:fs";
import os from "node:os";

/**
 * Who holds a data-directory lock, precisely enough to tell a live owner from a stale lock: a pid alone is
 * ambiguous once the process is gone (the pid is reused) or the directory was copied from another machine.
 */
export type ProcessIdentity = {
  app: "liman";
  pid: number;
  hostname: string;
  /** The kernel's id of this boot (Linux); differs on another machine and after a restart. */
  bootId: string | null;
  /** The process's start time in clock ticks since boot (Linux); differs when the pid was reused. */
  startTime: string | null;
};

function readOrNull(file: string): string | null {
  try {
    return readFileSync(file, "utf8").trim();
  } catch {
    return null;
  }
}

export function bootId(): string | null {
  return readOrNull("/proc/sys/kernel/random/boot_id");
}

/** Field 22 of /proc/<pid>/stat; the command name before it may hold spaces, so count from its closing ")". */
export function processStartTime(pid: number): string | null {
  const stat = readOrNull(`/proc/${pid}/stat`);
  if (!stat) return null;
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return fields[19] ?? null;
}

export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

export function currentProcessIdentity(): ProcessIdentity {
  return {
    app: "liman",
    pid: process.pid,
    hostname: os.hostname(),
    bootId: bootId(),
    startTime: processStartTime(process.pid),
  };
}
