import "server-only";
import { type BackoffOptions, backoffDelay } from "../cache/backoff";
import type { Listen, Listening } from "./listen";

export type KeepListeningOptions = {
  backoff?: BackoffOptions;
  /** How often the listening connection is checked (a half-open socket delivers nothing and reports nothing). */
  heartbeatMs?: number;
  random?: () => number;
};

export type ListenerEvents = {
  /** A notification on the channel, heard by the session in place (never by one given up). */
  onNotify: (payload: string) => void;
  /** The LISTEN is in effect; `again` when it follows a loss or failed attempts (not on the first try's success). */
  onUp?: (again: boolean) => void;
  /**
   * Not listening: the session in place was `lost`, or an attempt to listen failed. Another attempt follows with
   * backoff. `first` for the first of an outage (since start, or since the listener was last in place).
   */
  onDown?: (error: unknown, down: { lost: boolean; first: boolean }) => void;
};

export type KeptListener = {
  /** Whether a LISTEN is in effect right now. */
  readonly isListening: boolean;
  /** The listening backend's pid (PostgreSQL), for diagnostics and tests. */
  readonly pid: number | null;
  /** Attempts to listen that failed since the listener was last in place. */
  readonly failures: number;
  /** Closes the session, and one still being made, for good. */
  stop: () => Promise<void>;
};

/**
 * LISTENs on `channel` from now until `stop`, on a session of its own: checks it with a heartbeat, and when it is
 * lost (or cannot be made) closes what is left of it and listens again with backoff. Every attempt is a new
 * session; what a session given up still reports (a late notification, loss or answer) is ignored.
 */
export function keepListening(
  listen: Listen,
  channel: string,
  events: ListenerEvents,
  options: KeepListeningOptions = {},
): KeptListener {
  const backoff = options.backoff ?? { initialMs: 250, maxMs: 10_000 };
  const heartbeatMs = options.heartbeatMs ?? 10_000;
  let session = 0;
  /** Failed attempts and losses since the listener was last in place: the backoff's step, above 0 while down. */
  let attempt = 0;
  let failures = 0;
  let listening: Listening | undefined;
  let connecting: Promise<void> | undefined;
  let retry: NodeJS.Timeout | undefined;
  let heartbeat: NodeJS.Timeout | undefined;

  const connect = async () => {
    const mine = ++session;
    let made: Listening;
    try {
      made = await listen(channel, {
        onNotify: (payload) => {
          if (mine === session) events.onNotify(payload);
        },
        onLost: (error) => lost(mine, error),
      });
    } catch (error) {
      if (mine !== session) return;
      failures++;
      down(error, false);
      return;
    }
    if (mine !== session) {
      await made.close().catch(() => {});
      return;
    }
    const again = attempt > 0;
    listening = made;
    attempt = 0;
    failures = 0;
    heartbeat = setInterval(() => {
      made.ping().catch((error) => lost(mine, error));
    }, heartbeatMs);
    heartbeat.unref();
    events.onUp?.(again);
  };

  const lost = (mine: number, error: unknown) => {
    if (mine !== session) return;
    session++;
    clearInterval(heartbeat);
    const gone = listening;
    listening = undefined;
    void gone?.close();
    down(error, true);
  };

  const down = (error: unknown, wasLost: boolean) => {
    events.onDown?.(error, { lost: wasLost, first: attempt === 0 });
    const delay = backoffDelay(attempt++, backoff, options.random);
    retry = setTimeout(() => {
      connecting = connect();
    }, delay);
    retry.unref();
  };

  connecting = connect();

  return {
    get isListening() {
      return listening !== undefined;
    },
    get pid() {
      return listening?.pid ?? null;
    },
    get failures() {
      return failures;
    },
    async stop() {
      session++;
      clearTimeout(retry);
      clearInterval(heartbeat);
      const gone = listening;
      listening = undefined;
      await Promise.allSettled([connecting, gone?.close()]);
    },
  };
}
