import "server-only";
import { log } from "../log";
/**
 * A background job: `run` is called every `everyMs`, never twice at once in one process. A long run (a queue
 * being drained) watches `signal`, which aborts when the jobs are stopped.
 */
export type Job<R = unknown> = { name: string; everyMs: number; run: (signal?: AbortSignal) => Promise<R> };

export type JobRunner = { stop: () => Promise<void> };

export function startJobs(jobs: Job[]): JobRunner {
  const running = new Set<Promise<unknown>>();
  let stopped = false;
  const stopping = new AbortController();
  const timers = jobs.map((job) => {
    let busy = false;
    const tick = () => {
      if (busy || stopped) return;
      busy = true;
      const p = job
        .run(stopping.signal)
        .catch((error) => log.error(`[jobs] ${job.name} failed`, error))
        .finally(() => {
          busy = false;
          running.delete(p);
        });
      running.add(p);
    };
    const timer = setInterval(tick, job.everyMs);
    timer.unref();
    setTimeout(tick, 1000).unref();
    return timer;
  });
  return {
    async stop() {
      stopped = true;
      stopping.abort();
      for (const t of timers) clearInterval(t);
      await Promise.allSettled([...running]);
    },
  };
}
