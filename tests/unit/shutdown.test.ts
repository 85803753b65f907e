import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import { startJobs } from "@/server/jobs/runner";
import { drainAndClose } from "@/server/shutdown";

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe("drainAndClose", () => {
  it("lets an in-flight request finish, abandons a job and a closer that hang, and returns within its budget", async () => {
    const server = createServer(async (_req, res) => {
      await sleep(300);
      res.end("fertig");
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;

    // A job stuck in an outbound call (an iCal feed or an SMTP server that never answers).
    let jobStarted = () => {};
    const started = new Promise<void>((resolve) => {
      jobStarted = resolve;
    });
    const jobs = startJobs([
      {
        name: "stuck",
        everyMs: 60_000,
        run: () => {
          jobStarted();
          return new Promise(() => {});
        },
      },
    ]);
    await started;

    const answer = fetch(`http://127.0.0.1:${port}/`).then((r) => r.text());
    await sleep(50);
    const closed: string[] = [];
    const budgetMs = 2_000;
    const result = await Promise.race([
      drainAndClose({
        server,
        stopJobs: () => jobs.stop(),
        budgetMs,
        closers: [
          { name: "hanging", close: () => new Promise(() => {}) },
          { name: "database", close: async () => void closed.push("database") },
        ],
      }).then(() => "returned"),
      sleep(budgetMs + 1_000).then(() => "still waiting"),
    ]);

    expect(result).toBe("returned");
    expect(await answer).toBe("fertig");
    expect(closed).toEqual(["database"]);
    expect(server.listening).toBe(false);
  }, 10_000);
});
