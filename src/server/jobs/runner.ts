import "server-only";
import type { KeepListeningOptions, KeptListener } from "../db/keep-listening";
import type { Listen } from "../db/listen";
import { log } from "../log";
import { listenForWakeups } from "./job-wakeups";
/**
 * A background job: `run` is called every `everyMs`, and at once when the database announces work for it by its
 * `name` (jobs/job-wakeups.ts), never twice at once in one process. A long run (a queue being drained) watches
 * `signal`, which aborts when the jobs are stopped.
 */
export type Job<R = unknown> = { name: string; everyMs: number; run: (signal?: AbortSignal) => Promise<R> };

export type JobRunner = {
  stop: () => Promise<void>;
  /** Whether announcements of queued work are heard right now (never without `listen`). */
  readonly isListening: boolean;
  /** The listening backend's pid (PostgreSQL), for diagnostics and tests. */
  readonly listenerPid: number | null;
};

export type JobsOptions = {
  /** The database's LISTEN: a job named in a notification on the jobs' channel runs at once. */
  listen?: Listen;
  wakeups?: KeepListeningOptions;
  /** The first run of every job, after start (1 s: the server is up by then). */
  firstRunMs?: number;
};

export function startJobs(jobs: Job[], options: JobsOptions = {}): JobRunner {
  const running = new Set<Promise<unknown>>();
  let stopped = false;
  const stopping = new AbortController();
  const byName = new Map<string, () => void>();
  const timers = jobs.map((job) => {
    let busy = false;
    // Work announced during a run may have come after the run looked for it: one more run follows, however many
    // announcements came meanwhile.
    let again = false;
    const start = () => {
      busy = true;
      const p = job
        .run(stopping.signal)
        .catch((error) => log.error(`[jobs] ${job.name} failed`, error))
        .finally(() => {
          busy = false;
          running.delete(p);
          if (again && !stopped) {
            again = false;
            start();
          }
        });
      running.add(p);
    };
    const tick = () => {
      if (busy || stopped) return;
      start();
    };
    byName.set(job.name, () => {
      if (stopped) return;
      if (busy) again = true;
      else start();
    });
    const timer = setInterval(tick, job.everyMs);
    timer.unref();
    setTimeout(tick, options.firstRunMs ?? 1000).unref();
    return timer;
  });
  const wakeups: KeptListener | undefined = options.listen
    ? listenForWakeups(options.listen, (name) => byName.get(name)?.(), options.wakeups)
    : undefined;
  return {
    get isListening() {
      return wakeups?.isListening ?? false;
    },
    get listenerPid() {
      return wakeups?.pid ?? null;
    },
    async stop() {
      stopped = true;
      stopping.abort();
      for (const t of timers) clearInterval(t);
      await Promise.allSettled([...running, wakeups?.stop()]);
    },
  };
}
