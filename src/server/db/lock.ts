import "server-only";
import { linkSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { log } from "../log";
import { currentProcessIdentity, isAlive, type ProcessIdentity, processStartTime } from "./process-identity";

export class DataDirLockedError extends Error {
  constructor(dir: string, pid: number, where = "") {
    super(
      `The data directory ${path.resolve(dir)} is locked: it is in use by another Liman process (pid ${pid}${where}). ` +
        "Stop that process or choose another DATA_DIR.",
    );
  }
}

export const LOCK_FILE = "liman.lock";

type Verdict = { held: true; where?: string } | { held: false; why: string };

/** Reads a lock file's owner: the JSON identity, or the bare pid that older versions wrote. */
function parseOwner(text: string): Partial<ProcessIdentity> & { pid: number } {
  const trimmed = text.trim();
  if (/^\d+$/.test(trimmed)) return { pid: Number(trimmed) };
  const owner = JSON.parse(trimmed) as Partial<ProcessIdentity>;
  if (!Number.isInteger(owner.pid)) throw new Error("no pid");
  return owner as Partial<ProcessIdentity> & { pid: number };
}

/** Whether the lock's owner may still be running on this machine, or why the lock is stale. */
export function judgeLock(text: string, me: ProcessIdentity = currentProcessIdentity()): Verdict {
  let owner: ReturnType<typeof parseOwner>;
  try {
    owner = parseOwner(text);
  } catch {
    return { held: false, why: "its content is unreadable" };
  }
  const host = owner.hostname ?? "?";
  if (owner.bootId && me.bootId && owner.bootId !== me.bootId) {
    return {
      held: false,
      why:
        owner.hostname === me.hostname
          ? `it was left by pid ${owner.pid} before this machine restarted`
          : `it belongs to another machine (${host}, pid ${owner.pid}): the directory was copied or moved`,
    };
  }
  if (owner.hostname !== undefined && owner.hostname !== me.hostname) {
    // Same kernel, another host name: a sibling container, whose processes this one cannot see.
    if (owner.bootId && me.bootId) return { held: true, where: ` in another container on this machine, ${host}` };
    return { held: false, why: `it belongs to another machine (${host}, pid ${owner.pid})` };
  }
  if (owner.pid === me.pid) return { held: false, why: "it was left by this same process" };
  if (!isAlive(owner.pid)) return { held: false, why: `its process (pid ${owner.pid}) is gone` };
  const startTime = owner.startTime ? processStartTime(owner.pid) : null;
  if (owner.startTime && startTime && startTime !== owner.startTime) {
    return { held: false, why: `pid ${owner.pid} now belongs to another process` };
  }
  return { held: true };
}

/** Creates the lock file with its content in one step (write aside, then link), so no one reads it half-written. */
function tryCreate(file: string, content: string): boolean {
  const aside = `${file}.${process.pid}.tmp`;
  writeFileSync(aside, content);
  try {
    linkSync(aside, file);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return false;
    throw error;
  } finally {
    rmSync(aside, { force: true });
  }
}

/** Moves a stale lock away, unless another process replaced it since it was read (then it is put back). */
function removeIfUnchanged(file: string, judged: string): void {
  const aside = `${file}.stale.${process.pid}`;
  try {
    renameSync(file, aside);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return;
    throw error;
  }
  if (readFileSync(aside, "utf8") !== judged) {
    try {
      linkSync(aside, file);
    } catch {
      // Someone locked meanwhile: their lock stands, ours will be refused on the next attempt.
    }
  }
  rmSync(aside, { force: true });
}

/**
 * Takes an exclusive lock on a data directory: PGlite has none of its own, and two processes on one
 * directory corrupt it. The lock file names its owner (host, boot, pid and the pid's start time); a lock whose
 * owner is gone, whose pid now runs another program, or which came from another machine is taken over with a
 * warning. Returns the function that releases it.
 */
export function lockDataDir(dir: string): () => void {
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, LOCK_FILE);
  const me = currentProcessIdentity();
  const content = JSON.stringify(me);
  for (let attempt = 0; attempt < 3; attempt++) {
    if (tryCreate(file, content)) return () => rmSync(file, { force: true });
    let existing: string;
    try {
      existing = readFileSync(file, "utf8");
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") continue;
      throw error;
    }
    const verdict = judgeLock(existing, me);
    if (verdict.held) {
      let pid = 0;
      try {
        pid = parseOwner(existing).pid;
      } catch {}
      throw new DataDirLockedError(dir, pid, verdict.where);
    }
    log.warn(`[db] Taking over the lock on ${path.resolve(dir)}: ${verdict.why}.`);
    removeIfUnchanged(file, existing);
  }
  throw new Error(`Could not lock the data directory ${dir}`);
}
