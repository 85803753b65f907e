import "server-only";
import { type KeepListeningOptions, type KeptListener, keepListening } from "../db/keep-listening";
import type { Listen } from "../db/listen";
import { log } from "../log";

/** The channel on which the outbox tables' triggers name the job that has new work (migration 0053_wake_jobs). */
export const JOBS_CHANNEL = "liman_jobs";

/**
 * LISTENs on the jobs' channel and calls `wake` with each job name heard. A lost connection (or one that cannot be
 * made) is logged once and made again with backoff; meanwhile the jobs' intervals carry on, so nothing waits longer
 * than it did before notifications. What was announced while it was down is picked up by those intervals.
 */
export function listenForWakeups(
  listen: Listen,
  wake: (jobName: string) => void,
  options: KeepListeningOptions = {},
): KeptListener {
  return keepListening(
    listen,
    JOBS_CHANNEL,
    {
      onNotify: wake,
      onUp: (again) => {
        if (again) log.info("[jobs] listening for queued work again");
      },
      onDown: (error, { lost, first }) => {
        if (!first) return;
        log.warn(
          lost
            ? "[jobs] lost the connection that listens for queued work; the jobs' intervals carry on, retrying"
            : "[jobs] cannot listen for queued work; the jobs' intervals carry on, retrying",
          error,
        );
      },
    },
    options,
  );
}
