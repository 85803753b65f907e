import { describe, expect, it } from "vitest";
import { notifying } from "@/server/jobs/all";

describe("a job that announces its changes to every instance", () => {
  it("passes the runner's stop signal to the job, and announces only what changed", async () => {
    const published: string[] = [];
    const seen: (AbortSignal | undefined)[] = [];
    let changes = 0;
    const job = notifying(
      { contentChanges: { publish: async (reason) => void published.push(reason) } },
      {
        name: "ical-refresh",
        everyMs: 60_000,
        run: async (signal) => {
          seen.push(signal);
          return { synced: changes };
        },
      },
      (result) => result.synced > 0,
    );
    const stopping = new AbortController();
    await job.run(stopping.signal);
    changes = 2;
    await job.run(stopping.signal);
    expect(seen).toEqual([stopping.signal, stopping.signal]);
    expect(published).toEqual(["job:ical-refresh"]);
  });
});
