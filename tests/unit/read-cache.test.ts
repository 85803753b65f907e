import { describe, expect, it } from "vitest";
import { ReadCache } from "@/server/api/read-cache";

const counter = () => {
  let calls = 0;
  return {
    get calls() {
      return calls;
    },
    compute: async () => ({ n: ++calls }),
  };
};

describe("ReadCache", () => {
  it("computes once and then answers from memory, in the { content } envelope", async () => {
    const cache = new ReadCache();
    const c = counter();
    expect(await cache.get("a", c.compute)).toBe('{"content":{"n":1}}');
    expect(await cache.get("a", c.compute)).toBe('{"content":{"n":1}}');
    expect(c.calls).toBe(1);
    expect(await cache.get("b", c.compute)).toBe('{"content":{"n":2}}');
  });

  it("computes again after clear() and after the time-out", async () => {
    let now = 1_000;
    const cache = new ReadCache({ ttlMs: 100, now: () => now });
    const c = counter();
    await cache.get("a", c.compute);
    cache.clear();
    expect(await cache.get("a", c.compute)).toBe('{"content":{"n":2}}');
    now += 99;
    expect(await cache.get("a", c.compute)).toBe('{"content":{"n":2}}');
    now += 1;
    expect(await cache.get("a", c.compute)).toBe('{"content":{"n":3}}');
  });

  it("shares one computation between concurrent misses of a key", async () => {
    const cache = new ReadCache();
    let release: () => void = () => {};
    let calls = 0;
    const slow = () =>
      new Promise<number>((resolve) => {
        calls++;
        release = () => resolve(calls);
      });
    const answers = [cache.get("a", slow), cache.get("a", slow), cache.get("a", slow)];
    release();
    expect(await Promise.all(answers)).toEqual(['{"content":1}', '{"content":1}', '{"content":1}']);
    expect(calls).toBe(1);
  });

  it("keeps no failure: the next call computes again", async () => {
    const cache = new ReadCache();
    await expect(cache.get("a", async () => Promise.reject(new Error("blocked")))).rejects.toThrow("blocked");
    expect(await cache.get("a", async () => "ok")).toBe('{"content":"ok"}');
  });

  it("does not keep an answer computed while a change happened", async () => {
    const cache = new ReadCache();
    let release: () => void = () => {};
    const racing = cache.get("a", () => new Promise<string>((resolve) => (release = () => resolve("old"))));
    cache.clear();
    release();
    expect(await racing).toBe('{"content":"old"}');
    expect(cache.size).toBe(0);
    expect(await cache.get("a", async () => "new")).toBe('{"content":"new"}');
  });

  it("evicts the least recently used entry beyond its size", async () => {
    const cache = new ReadCache({ maxEntries: 2 });
    await cache.get("a", async () => "a");
    await cache.get("b", async () => "b");
    await cache.get("a", async () => "a again");
    await cache.get("c", async () => "c");
    expect(cache.size).toBe(2);
    expect(await cache.get("a", async () => "a recomputed")).toBe('{"content":"a"}');
    expect(await cache.get("b", async () => "b recomputed")).toBe('{"content":"b recomputed"}');
  });
});
