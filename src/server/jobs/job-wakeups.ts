import "server-only";
import { type BackoffOptions, backoffDelay } from "../cache/backoff";
import type { Listen, Listening } from "../db/listen";
import { log } from "../log";

/** The channel on which the outbox tables' triggers name the job that has new work (migration 0053_wake_jobs). */
export const JOBS_CHANNEL = "liman_jobs";

export type WakeupOptions = {
  backoff?: BackoffOptions;
  /** How often the listening connection is checked (a half-open socket delivers nothing and reports nothing). */
  heartbeatMs?: number;
  random?: () => number;
};

export type JobWakeups = {
  /** Whether notifications are heard right now. */
  readonly isListening: boolean;
  /** The listening backend's pid (PostgreSQL), for diagnostics and tests. */
  readonly listenerPid: number | null;
  stop: () => Promise<void>;
};

/**
 * LISTENs on the jobs' channel and calls `wake` with each job name heard. A lost connection (or one that cannot be
 * made) is logged once and made again with backoff; meanwhile the jobs' intervals carry on, so nothing waits longer
 * than it did before notifications. What was announced while it was down is picked up by those intervals.
 */
export function listenForWakeups(listen: Listen, wake: (jobName: string) => void, options: WakeupOptions = {}) {
  const backoff = options.backoff ?? { initialMs: 250, maxMs: 10_000 };
  const heartbeatMs = options.heartbeatMs ?? 10_000;
  let session = 0;
  let attempt = 0;
  let stopped = false;
  let down = false;
  let listening: Listening | undefined;
  let connecting: Promise<void> | undefined;
  let retry: NodeJS.Timeout | undefined;
  let heartbeat: NodeJS.Timeout | undefined;

  const connect = async () => {
    const mine = ++session;
    try {
      const made = await listen(JOBS_CHANNEL, {
        onNotify: (payload) => {
          if (mine === session) wake(payload);
        },
        onLost: (error) => lost(mine, error),
      });
      if (mine !== session) {
        await made.close();
        return;
      }
      listening = made;
      attempt = 0;
      heartbeat = setInterval(() => {
        made.ping().catch((error) => lost(mine, error));
      }, heartbeatMs);
      heartbeat.unref();
      if (down) log.info("[jobs] listening for queued work again");
      down = false;
    } catch (error) {
      if (mine !== session) return;
      giveUp("[jobs] cannot listen for queued work; the jobs' intervals carry on, retrying", error);
    }
  };

  const lost = (mine: number, error: unknown) => {
    if (mine !== session) return;
    session++;
    clearInterval(heartbeat);
    const gone = listening;
    listening = undefined;
    void gone?.close();
    giveUp("[jobs] lost the connection that listens for queued work; the jobs' intervals carry on, retrying", error);
  };

  const giveUp = (message: string, error: unknown) => {
    if (!down) log.warn(message, error);
    down = true;
    const delay = backoffDelay(attempt++, backoff, options.random);
    retry = setTimeout(() => {
      connecting = connect();
    }, delay);
    retry.unref();
  };

  connecting = connect();

  const wakeups: JobWakeups = {
    get isListening() {
      return listening !== undefined;
    },
    get listenerPid() {
      return listening?.pid ?? null;
    },
    async stop() {
      if (stopped) return;
      stopped = true;
      session++;
      clearTimeout(retry);
      clearInterval(heartbeat);
      const gone = listening;
      listening = undefined;
      await Promise.allSettled([connecting, gone?.close()]);
    },
  };
  return wakeups;
}
