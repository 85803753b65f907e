import "server-only";
import type { Server } from "node:http";
import { log } from "./log";

/** How long SIGTERM may take, from the signal to the exit (process managers kill after ~10 s). */
export const SHUTDOWN_BUDGET_MS = 10_000;
/** Kept out of the draining time for the closing steps (Next, the database pool, the lock). */
const CLOSING_RESERVE_MS = 1_500;

type Closer = { name: string; close: () => Promise<void> | void };

/** Resolves true when `work` settles within `ms`, false when the time ran out first (the work is abandoned). */
async function within(work: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), Math.max(0, ms));
  });
  const done = work.then(
    () => true,
    () => true,
  );
  const result = await Promise.race([done, timeout]);
  clearTimeout(timer);
  return result;
}

/**
 * Stops the process within the budget: no new connections, in-flight requests and running jobs may finish,
 * then the closers run in order. Requests or jobs still running when the draining time ends are cut off (a job's
 * claim has a lease, so its work is taken up again after the lease); a closer that hangs is skipped.
 */
export async function drainAndClose(options: {
  server: Server;
  stopJobs: () => Promise<void>;
  closers: Closer[];
  budgetMs?: number;
}): Promise<void> {
  const budget = options.budgetMs ?? SHUTDOWN_BUDGET_MS;
  const deadline = Date.now() + budget;
  const drainUntil = deadline - Math.min(CLOSING_RESERVE_MS, budget / 5);
  const { server } = options;
  const requests = new Promise<void>((resolve) => server.close(() => resolve()));
  server.closeIdleConnections();
  // A keep-alive connection that finishes its request while draining is closed as soon as it is idle.
  const idleSweep = setInterval(() => server.closeIdleConnections(), 100);
  const [requestsDone, jobsDone] = await Promise.all([
    within(requests, drainUntil - Date.now()),
    within(options.stopJobs(), drainUntil - Date.now()),
  ]);
  clearInterval(idleSweep);
  if (!requestsDone) {
    log.warn("[shutdown] requests still running after the draining time: connections closed");
    server.closeAllConnections();
  }
  if (!jobsDone) log.warn("[shutdown] background jobs still running after the draining time: abandoned");
  for (const closer of options.closers) {
    const left = Math.max(deadline - Date.now(), 200);
    const closed = await within(Promise.resolve().then(closer.close), left);
    if (!closed) log.warn(`[shutdown] ${closer.name} did not close in time: skipped`);
  }
}
