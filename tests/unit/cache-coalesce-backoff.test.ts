import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { backoffDelay } from "@/server/cache/backoff";
import { coalesce } from "@/server/cache/coalesce";

beforeEach(() => {
  vi.useFakeTimers({ now: 0 });
});
afterEach(() => {
  vi.useRealTimers();
});

describe("coalesce", () => {
  it("runs the first call of a quiet period at once", () => {
    const runs: number[] = [];
    const call = coalesce(() => runs.push(Date.now()), 250);
    call();
    expect(runs).toEqual([0]);
  });

  it("folds a burst into one more run at the end of the window, never later", () => {
    const runs: number[] = [];
    const call = coalesce(() => runs.push(Date.now()), 250);
    call();
    for (let t = 10; t < 250; t += 10) {
      vi.advanceTimersByTime(10);
      call();
    }
    expect(runs).toEqual([0]);
    vi.advanceTimersByTime(10);
    expect(runs).toEqual([0, 250]);
  });

  it("keeps every call within one window of its run under a steady stream", () => {
    const runs: number[] = [];
    const call = coalesce(() => runs.push(Date.now()), 250);
    const calls: number[] = [];
    for (let t = 0; t <= 2000; t += 30) {
      calls.push(Date.now());
      call();
      vi.advanceTimersByTime(30);
    }
    vi.advanceTimersByTime(1000);
    for (const t of calls) {
      const applied = runs.find((r) => r >= t);
      expect(applied, `call at ${t}`).toBeDefined();
      expect(applied! - t).toBeLessThanOrEqual(250);
    }
    // 67 calls over 2 s became about one run per window.
    expect(runs.length).toBeLessThanOrEqual(10);
  });

  it("runs at once again after a quiet window", () => {
    const runs: number[] = [];
    const call = coalesce(() => runs.push(Date.now()), 250);
    call();
    vi.advanceTimersByTime(1000);
    call();
    expect(runs).toEqual([0, 1000]);
  });

  it("cancel drops a pending run", () => {
    const runs: number[] = [];
    const call = coalesce(() => runs.push(Date.now()), 250);
    call();
    call();
    call.cancel();
    vi.advanceTimersByTime(1000);
    expect(runs).toEqual([0]);
  });
});

describe("backoffDelay", () => {
  const options = { initialMs: 250, maxMs: 10_000 };

  it("doubles from the initial delay up to the maximum", () => {
    const ceilings = [0, 1, 2, 3, 4, 5, 6, 7, 50].map((n) => backoffDelay(n, options, () => 1));
    expect(ceilings).toEqual([250, 500, 1000, 2000, 4000, 8000, 10_000, 10_000, 10_000]);
  });

  it("takes up to half of it off at random", () => {
    expect(backoffDelay(0, options, () => 0)).toBe(125);
    expect(backoffDelay(3, options, () => 0.5)).toBe(1500);
    expect(backoffDelay(50, options, () => 0)).toBe(5000);
  });
});
