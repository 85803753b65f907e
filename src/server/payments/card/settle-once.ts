import "server-only";
import type { Db } from "../../db/client";
import type { SettleOutcome as Outcome } from "./card-notification";

/** Order ids this instance saw paid, per database: a paid attempt never becomes unpaid again. */
const REMEMBERED_PAID = 2000;

type Memory = { running: Map<string, Promise<Outcome>>; paid: Set<string> };
const memories = new WeakMap<Db, Memory>();

function memoryOf(db: Db): Memory {
  const memory = memories.get(db) ?? { running: new Map(), paid: new Set() };
  memories.set(db, memory);
  return memory;
}

function rememberPaid(paid: Set<string>, key: string): void {
  paid.add(key);
  // A Set iterates in insertion order: the oldest goes first.
  if (paid.size > REMEMBERED_PAID) paid.delete(paid.values().next().value as string);
}

/**
 * Runs `record` for a success of one attempt (`key`: provider and order id) at most once at a time on this instance,
 * per database handle (an instance's pool). Copies that arrive while it runs wait for its outcome instead of each
 * queueing on the attempt's lock (or on PGlite's one connection) behind it, and answer as soon as it has committed;
 * copies that arrive later, once this instance has seen the attempt paid, answer without asking the database (paid
 * is final). Only work is saved: the database still decides, and copies on other instances queue on its lock.
 * Should the first one fail, a waiting copy records on its own.
 */
export async function settleSuccessOnce(db: Db, key: string, record: () => Promise<Outcome>): Promise<Outcome> {
  const { running, paid } = memoryOf(db);
  if (paid.has(key)) return "already_recorded";
  const first = running.get(key);
  if (first) {
    const outcome = await first.catch(() => undefined);
    if (outcome === undefined) return record();
    return outcome === "recorded" ? "already_recorded" : outcome;
  }
  const attempt = record();
  running.set(key, attempt);
  try {
    const outcome = await attempt;
    if (outcome === "recorded" || outcome === "already_recorded") rememberPaid(paid, key);
    return outcome;
  } finally {
    running.delete(key);
  }
}
