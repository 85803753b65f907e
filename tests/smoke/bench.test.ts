import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { freePort } from "../support/free-port";

// The benchmark itself is not part of the tests (it takes minutes); this proves `npm run bench -- --quick` runs end to end.

describe("npm run bench -- --quick", () => {
  it("prints the full table and the start, memory and bundle figures", async () => {
    const port = String(await freePort());
    const run = spawnSync(
      process.execPath,
      ["--import", "tsx", "--import", "./scripts/lib/server-only.mjs", "scripts/bench.ts", "--quick", "--port", port],
      {
        encoding: "utf8",
        env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" },
        timeout: 600_000,
      },
    );
    expect(run.status, run.stderr).toBe(0);
    const out = run.stdout;
    for (const line of [
      "baseline GET /v1/health",
      "baseline static page",
      "GET /v1/search/input",
      "GET /v1/searchboats (filters)",
      "POST /v1/boats/{slug}/quote",
      "GET /listing (filters)",
      "GET /boat/{slug}",
      "GET /",
      "RSS after run 1",
      "Cold start",
      "Warm start",
      "JavaScript of a boat page",
      "Mail delivery to local SMTP",
    ]) {
      expect(out).toContain(line);
    }
    // Every measured row (two identical runs of 8 rows) has a request rate and no errors or non-2xx answers.
    const rows = out.split("\n").filter((l) => /^(GET|POST|baseline)/.test(l) && !l.includes("/payments/paytr/"));
    expect(rows).toHaveLength(16);
    for (const row of rows) {
      const [rps, , , , errors] = row.slice(40).trim().split(/\s+/).map(Number);
      expect(rps, row).toBeGreaterThan(0);
      expect(errors, row).toBe(0);
    }
    // The card-payment rows (issue 29): every copy of each PayTR notification answered OK, each payment recorded once.
    const payments = out.split("\n").filter((l) => l.startsWith("POST /v1/payments/paytr/callback"));
    expect(payments).toHaveLength(2);
    for (const row of payments) {
      const [answers, , , , , notOk] = row.slice(40).trim().split(/\s+/).map(Number);
      expect(answers, row).toBeGreaterThan(0);
      expect(notOk, row).toBe(0);
    }
    expect(out).toMatch(/payments recorded: (\d+) for \1 notified attempts ✓ each once/);
    // The mail row: every queued mail delivered once (no duplicate, none missing) at a measured rate.
    const mail = out.split("\n").find((l) => l.startsWith("Mail delivery to local SMTP"))!;
    const [perSecond, mails, , errors] = mail.slice(40).trim().split(/\s+/).map(Number);
    expect(perSecond, mail).toBeGreaterThan(0);
    expect(mails, mail).toBe(100);
    expect(errors, mail).toBe(0);
    // The phone loads in Chromium (CI installs it): each public page transferred JavaScript, long tasks measured.
    expect(out).toContain("Page loads in Chromium, CPU 4× slower");
    const loads = out.split("\n").filter((l) => /^\/(listing|boat\/)?\S*\s/.test(l) && l.includes("JS ≤ 140 KB"));
    expect(loads.map((l) => l.split(/\s+/)[0])).toEqual([
      "/",
      "/listing",
      expect.stringMatching(/^\/boat\//),
      "/en",
      "/en/listing",
      expect.stringMatching(/^\/en\/boat\//),
    ]);
    for (const row of loads) {
      const [jsKb, tasks, afterLoad] = row.slice(40).trim().split(/\s+/).map(Number);
      expect(jsKb, row).toBeGreaterThan(50);
      expect(tasks, row).toBeGreaterThanOrEqual(afterLoad as number);
    }
  });
});
