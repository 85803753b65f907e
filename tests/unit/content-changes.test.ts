import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CONTENT_CHANNEL, ContentChanges } from "@/server/cache/content-changes";
import type { Db } from "@/server/db/client";
import type { Listen, ListenHandlers } from "@/server/db/listen";

/**
 * The reconnect and coalescing rules on a clock the test moves. The listening session is scripted here: what the
 * real one does against PostgreSQL and PGlite is proven in tests/api/cache-coherence.test.ts.
 */
function scriptedListen() {
  const sessions: { handlers: ListenHandlers; closed: boolean; pingFails: boolean }[] = [];
  const outcomes: ("ok" | "refused")[] = [];
  const attempts: number[] = [];
  const listen: Listen = async (channel, handlers) => {
    expect(channel).toBe(CONTENT_CHANNEL);
    attempts.push(Date.now());
    if ((outcomes.shift() ?? "ok") === "refused") throw new Error("connection refused");
    const session = { handlers, closed: false, pingFails: false };
    sessions.push(session);
    return {
      pid: sessions.length,
      ping: async () => {
        if (session.pingFails) throw new Error("no answer");
      },
      close: async () => {
        session.closed = true;
      },
    };
  };
  return { listen, sessions, outcomes, attempts, current: () => sessions[sessions.length - 1]! };
}

function recorder() {
  const events: string[] = [];
  return {
    events,
    invalidate: () => events.push(`invalidate@${Date.now()}`),
    suspend: () => events.push(`suspend@${Date.now()}`),
    resume: () => events.push(`resume@${Date.now()}`),
  };
}

const db = {} as Db; // publish() is not called here
const options = { coalesceMs: 250, backoff: { initialMs: 250, maxMs: 10_000 }, heartbeatMs: 10_000, random: () => 1 };
let changes: ContentChanges;

beforeEach(() => {
  vi.useFakeTimers({ now: 0 });
});
afterEach(async () => {
  await changes?.stop();
  vi.useRealTimers();
});

describe("ContentChanges", () => {
  it("keeps an attached cache suspended until the listener is in place", async () => {
    const script = scriptedListen();
    changes = new ContentChanges({ db, listen: script.listen }, options);
    const cache = recorder();
    changes.attach(cache);
    expect(cache.events).toEqual(["suspend@0"]);
    changes.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(changes.isListening).toBe(true);
    expect(cache.events).toEqual(["suspend@0", "resume@0"]);
  });

  it("drops for other instances' changes, coalesced, and not for its own echo", async () => {
    const script = scriptedListen();
    changes = new ContentChanges({ db, listen: script.listen }, options).start();
    await vi.advanceTimersByTimeAsync(0);
    const cache = recorder();
    changes.attach(cache);
    const other = JSON.stringify({ origin: "another-instance", reason: "api" });
    script.current().handlers.onNotify(JSON.stringify({ origin: changes.origin, reason: "api" }));
    expect(cache.events).toEqual([]);
    script.current().handlers.onNotify(other);
    await vi.advanceTimersByTimeAsync(100);
    script.current().handlers.onNotify(other);
    script.current().handlers.onNotify("not json");
    await vi.advanceTimersByTimeAsync(150);
    expect(cache.events).toEqual(["invalidate@0", "invalidate@250"]);
  });

  it("suspends at once when the session is lost, retries with growing delays, and resumes when back", async () => {
    const script = scriptedListen();
    changes = new ContentChanges({ db, listen: script.listen }, options).start();
    await vi.advanceTimersByTimeAsync(1000);
    const cache = recorder();
    changes.attach(cache);
    const first = script.current();
    script.outcomes.push("refused", "refused", "ok");
    first.handlers.onLost(new Error("terminated"));
    expect(cache.events).toEqual(["suspend@1000"]);
    expect(changes.isListening).toBe(false);
    expect(first.closed).toBe(true);
    // Notifications of the lost session no longer count.
    first.handlers.onNotify(JSON.stringify({ origin: "another-instance" }));
    await vi.advanceTimersByTimeAsync(5000);
    expect(script.attempts).toEqual([0, 1250, 1750, 2750]);
    expect(cache.events).toEqual(["suspend@1000", "resume@2750"]);
    expect(changes.isListening).toBe(true);
    expect(changes.listenerPid).toBe(2);
    // After a success the delays start small again.
    script.current().handlers.onLost(new Error("terminated again"));
    await vi.advanceTimersByTimeAsync(250);
    expect(script.attempts.at(-1)).toBe(6250);
    expect(changes.isListening).toBe(true);
  });

  it("treats an unanswered heartbeat as a lost session", async () => {
    const script = scriptedListen();
    changes = new ContentChanges({ db, listen: script.listen }, options).start();
    await vi.advanceTimersByTimeAsync(0);
    const cache = recorder();
    changes.attach(cache);
    script.current().pingFails = true;
    await vi.advanceTimersByTimeAsync(10_000);
    expect(cache.events).toEqual(["suspend@10000"]);
    await vi.advanceTimersByTimeAsync(250);
    expect(cache.events).toEqual(["suspend@10000", "resume@10250"]);
  });

  it("closes its session on stop and does not come back", async () => {
    const script = scriptedListen();
    changes = new ContentChanges({ db, listen: script.listen }, options).start();
    await vi.advanceTimersByTimeAsync(0);
    const session = script.current();
    await changes.stop();
    expect(session.closed).toBe(true);
    session.handlers.onLost(new Error("closed"));
    await vi.advanceTimersByTimeAsync(60_000);
    expect(script.attempts).toEqual([0]);
  });
});
