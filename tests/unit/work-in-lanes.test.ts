import { describe, expect, it } from "vitest";
import { workInLanes } from "@/server/jobs/work-in-lanes";

/** A queue of numbers claimed one at a time, as an outbox's rows are. */
const queueOf = (n: number) => {
  const items = Array.from({ length: n }, (_, i) => i + 1);
  return async () => items.shift();
};
const tick = () => new Promise((resolve) => setImmediate(resolve));

describe("workInLanes", () => {
  it("handles every claimed item once, with as many in hand at a time as there are lanes", async () => {
    const handled: number[] = [];
    let inHand = 0;
    let most = 0;
    await workInLanes(3, queueOf(10), async (item) => {
      inHand++;
      most = Math.max(most, inHand);
      await tick();
      handled.push(item);
      inHand--;
    });
    expect(handled.sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(most).toBe(3);
  });

  it("claims nothing more once the signal is given, and finishes the item in hand", async () => {
    const stop = new AbortController();
    const handled: number[] = [];
    await workInLanes(
      1,
      queueOf(10),
      async (item) => {
        if (item === 3) stop.abort();
        await tick();
        handled.push(item);
      },
      stop.signal,
    );
    expect(handled).toEqual([1, 2, 3]);
  });

  it("ends only the lane that failed, and throws its error once every lane has ended", async () => {
    const handled: number[] = [];
    const work = workInLanes(2, queueOf(6), async (item) => {
      await tick();
      if (item === 1) throw new Error("broken");
      handled.push(item);
    });
    await expect(work).rejects.toThrow("broken");
    expect(handled.sort((a, b) => a - b)).toEqual([2, 3, 4, 5, 6]);
  });
});
