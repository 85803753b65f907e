import { describe, expect, it } from "vitest";
import type { Db } from "@/server/db/client";
import type { SettleOutcome } from "@/server/payments/card/card-notification";
import { settleSuccessOnce } from "@/server/payments/card/settle-once";

// The helper keys its memory by the database handle: any object stands for an instance's pool here.
const handle = () => ({}) as Db;

/** A recording the test finishes by hand, counting how often it was started. */
function recording() {
  let finish: (outcome: SettleOutcome) => void = () => {};
  let fail: (error: Error) => void = () => {};
  const started = { count: 0 };
  const record = () => {
    started.count++;
    return new Promise<SettleOutcome>((resolve, reject) => {
      finish = resolve;
      fail = reject;
    });
  };
  return { record, started, finish: (o: SettleOutcome) => finish(o), fail: (e: Error) => fail(e) };
}

describe("settleSuccessOnce (copies of one card success on one instance)", () => {
  it("records once for copies that arrive together; they answer with its outcome once it is done", async () => {
    const db = handle();
    const r = recording();
    const copies = Array.from({ length: 20 }, () => settleSuccessOnce(db, "paytr:A1", r.record));
    expect(r.started.count).toBe(1);
    r.finish("recorded");
    const outcomes = await Promise.all(copies);
    expect(outcomes[0]).toBe("recorded");
    expect(outcomes.slice(1)).toEqual(Array(19).fill("already_recorded"));
  });

  it("answers a later copy of an attempt seen paid without recording again; another database or order is asked", async () => {
    const db = handle();
    const first = recording();
    const done = settleSuccessOnce(db, "paytr:B1", first.record);
    first.finish("already_recorded");
    await done;
    const again = recording();
    expect(await settleSuccessOnce(db, "paytr:B1", again.record)).toBe("already_recorded");
    expect(again.started.count).toBe(0);

    const otherDatabase = recording();
    const otherOrder = recording();
    const answers = [
      settleSuccessOnce(handle(), "paytr:B1", otherDatabase.record),
      settleSuccessOnce(db, "paytr:B2", otherOrder.record),
    ];
    expect([otherDatabase.started.count, otherOrder.started.count]).toEqual([1, 1]);
    otherDatabase.finish("recorded");
    otherOrder.finish("recorded");
    expect(await Promise.all(answers)).toEqual(["recorded", "recorded"]);
  });

  it("lets a waiting copy record on its own when the first one fails, and does not remember what is not paid", async () => {
    const db = handle();
    const first = recording();
    const leader = settleSuccessOnce(db, "iyzico:C1", first.record);
    const second = recording();
    const follower = settleSuccessOnce(db, "iyzico:C1", second.record);
    first.fail(new Error("database went away"));
    await expect(leader).rejects.toThrow("database went away");
    await new Promise((r) => setTimeout(r, 0));
    expect(second.started.count).toBe(1);
    second.finish("unknown_order");
    expect(await follower).toBe("unknown_order");

    const third = recording();
    const later = settleSuccessOnce(db, "iyzico:C1", third.record);
    expect(third.started.count).toBe(1);
    third.finish("recorded");
    expect(await later).toBe("recorded");
  });
});
