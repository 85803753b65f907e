import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Listen, ListenHandlers } from "@/server/db/listen";
import { JOBS_CHANNEL } from "@/server/jobs/job-wakeups";
import { type JobRunner, startJobs } from "@/server/jobs/runner";
import { log } from "@/server/log";

/**
 * What the runner does when its listening session is lost or cannot be made, on a clock the test moves. The session
 * is scripted here; the real one against PostgreSQL and PGlite is in tests/api/job-wakeups.test.ts.
 */
function scriptedListen() {
  const sessions: { handlers: ListenHandlers; closed: boolean }[] = [];
  const outcomes: ("ok" | "refused")[] = [];
  let attempts = 0;
  const listen: Listen = async (channel, handlers) => {
    expect(channel).toBe(JOBS_CHANNEL);
    attempts++;
    if ((outcomes.shift() ?? "ok") === "refused") throw new Error("connection refused");
    const session = { handlers, closed: false };
    sessions.push(session);
    return {
      pid: sessions.length,
      ping: async () => {},
      close: async () => {
        session.closed = true;
      },
    };
  };
  return { listen, sessions, outcomes, attempts: () => attempts, current: () => sessions[sessions.length - 1]! };
}

const MINUTE = 60_000;
let runner: JobRunner | undefined;
let warn: ReturnType<typeof vi.spyOn>;
let info: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  vi.useFakeTimers({ now: 0 });
  warn = vi.spyOn(log, "warn").mockImplementation(() => {});
  info = vi.spyOn(log, "info").mockImplementation(() => {});
});
afterEach(async () => {
  await runner?.stop();
  runner = undefined;
  warn.mockRestore();
  info.mockRestore();
  vi.useRealTimers();
});

describe("jobs woken by notifications", () => {
  it("logs a lost listener once, listens again with backoff while the intervals carry on, and closes it on stop", async () => {
    const script = scriptedListen();
    let runs = 0;
    runner = startJobs([{ name: "mail-outbox", everyMs: MINUTE, run: async () => void runs++ }], {
      listen: script.listen,
      firstRunMs: 10 * MINUTE,
      wakeups: { backoff: { initialMs: 250, maxMs: 10_000 }, random: () => 1 },
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(runner.isListening).toBe(true);
    script.current().handlers.onNotify("mail-outbox");
    script.current().handlers.onNotify("no-such-job");
    await vi.advanceTimersByTimeAsync(0);
    expect(runs).toBe(1);

    script.outcomes.push("refused", "refused", "refused");
    script.current().handlers.onLost(new Error("terminated"));
    expect(runner.isListening).toBe(false);
    expect(script.sessions[0]!.closed).toBe(true);
    // Refused after 250, 500 and 1000 ms; the fourth attempt (2 s later) listens again.
    await vi.advanceTimersByTimeAsync(1750);
    expect(script.attempts()).toBe(4);
    expect(runner.isListening).toBe(false);
    await vi.advanceTimersByTimeAsync(2000);
    expect(script.attempts()).toBe(5);
    expect(runner.isListening).toBe(true);
    expect(warn).toHaveBeenCalledOnce();

    // A notification of the lost session is not heard twice; the new session's is.
    script.sessions[0]!.handlers.onNotify("mail-outbox");
    script.current().handlers.onNotify("mail-outbox");
    await vi.advanceTimersByTimeAsync(0);
    expect(runs).toBe(2);
    // The interval never stopped.
    await vi.advanceTimersByTimeAsync(MINUTE);
    expect(runs).toBe(3);

    await runner.stop();
    expect(script.current().closed).toBe(true);
    script.current().handlers.onNotify("mail-outbox");
    await vi.advanceTimersByTimeAsync(MINUTE);
    expect(runs).toBe(3);
  });

  it("listens later when the database cannot be reached at start", async () => {
    const script = scriptedListen();
    script.outcomes.push("refused");
    runner = startJobs([{ name: "invoices", everyMs: MINUTE, run: async () => {} }], {
      listen: script.listen,
      wakeups: { backoff: { initialMs: 250, maxMs: 10_000 }, random: () => 1 },
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(runner.isListening).toBe(false);
    expect(warn).toHaveBeenCalledOnce();
    await vi.advanceTimersByTimeAsync(250);
    expect(runner.isListening).toBe(true);
  });

  it("does not listen without `listen`", async () => {
    runner = startJobs([{ name: "mail-outbox", everyMs: MINUTE, run: async () => {} }]);
    expect(runner.isListening).toBe(false);
  });
});
