#!/usr/bin/env node
// `npm test`: unit and API tests (PGlite; PostgreSQL too when TEST_DATABASE_URL is set), the date-reading ones again
// under faketime, the production build, e2e in Chromium, the check of the build's client chunks, then the smoke tests
// of the real server (bench, two instances on one PostgreSQL when TEST_DATABASE_URL is set). Each stage prints its
// time, and a table of them ends the run (docs/performance.md, "CI time").
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";

const env = { ...process.env, TZ: "UTC" };
const vitest = ["node_modules/vitest/vitest.mjs", "run"];
// Vitest's default on a 2-core machine is one worker: the unit and API files then run one after the other, each
// waiting on its imports. Their files are independent (one database each), so they run two at a time.
const parallel = [...vitest, "--maxWorkers=2"];

const times = [];
/** CPU seconds used by this process's finished children (and theirs, as each waited for them): /proc's cutime + cstime. */
function childCpuSeconds() {
  try {
    const fields = readFileSync("/proc/self/stat", "utf8").split(") ")[1].split(" ");
    return (Number(fields[13]) + Number(fields[14])) / 100;
  } catch {
    return Number.NaN;
  }
}
function printTimes() {
  console.log("\n⏱ stage times (wall, and CPU: on 2 cores a stage that keeps both busy shows CPU ≈ 2 × wall)");
  for (const { name, seconds, cpu, status } of times) {
    console.log(
      `  ${status === 0 ? "✓" : "✖"} ${name.padEnd(52)} ${String(seconds).padStart(5)} s ${String(cpu).padStart(6)} CPU-s`,
    );
  }
  const total = (key) => times.reduce((sum, t) => sum + t[key], 0);
  console.log(
    `  ${"total".padEnd(54)} ${String(total("seconds")).padStart(5)} s ${String(total("cpu")).padStart(6)} CPU-s`,
  );
}
/** Runs one stage (a command line), prints its time, and ends `npm test` with the table when it fails. */
function stage(name, command, args, extraEnv = {}) {
  console.log(`\n— ${name}\n`);
  const started = performance.now();
  const cpuBefore = childCpuSeconds();
  const status = spawnSync(command, args, { stdio: "inherit", env: { ...env, ...extraEnv } }).status ?? 1;
  const seconds = Math.round((performance.now() - started) / 1000);
  const cpu = Math.round(childCpuSeconds() - cpuBefore);
  times.push({ name, seconds, cpu, status });
  console.log(`\n⏱ ${name}: ${seconds} s, ${cpu} CPU-s${status === 0 ? "" : ` (failed, exit ${status})`}`);
  if (status !== 0) {
    printTimes();
    process.exit(status);
  }
}
const node = (name, args, extraEnv) => stage(name, process.execPath, args, extraEnv);

// The system date of the clock run (decisions 0016 and 0071): past the 2027 the tests were written in, on a leap
// year's last day at 21:30 UTC, when Istanbul is already in the new year. faketime reads it in TZ (UTC here).
const FAKE_DATES = ["2028-12-31 21:30:00"];
const hasFaketime = spawnSync("faketime", ["--version"], { stdio: "ignore" }).status === 0;
if (!hasFaketime && process.env.CI) {
  console.error("faketime is missing (apt-get install -y faketime): the clock runs cannot run.");
  process.exit(1);
}
// Only the test files that read the date run again under the moved dates (tests/unit/date-reading-tests.test.ts
// checks that the list names every one of them).
const dateReading = readFileSync("tests/date-reading-tests.txt", "utf8")
  .split("\n")
  .map((line) => line.trim())
  .filter((line) => line !== "" && !line.startsWith("#"));

// PGlite runs inside Node, so faketime moves its now() too; a PostgreSQL server keeps the real date. With a server,
// the real date runs the API tests on it and the PGlite project runs under the moved dates only (CI time).
const onServer = Boolean(process.env.TEST_DATABASE_URL);
const realDateApi = onServer && hasFaketime ? "api-postgres" : "api-*";
node(`unit and API tests (${realDateApi})`, [...parallel, "--project", "unit", "--project", realDateApi]);
if (hasFaketime) {
  for (const date of FAKE_DATES) {
    const args = [process.execPath, ...parallel, "--project", "unit", "--project", "api-pglite", ...dateReading];
    stage(`date-reading unit and API tests (PGlite) at ${date} UTC (faketime)`, "faketime", [date, ...args]);
  }
} else {
  console.warn("faketime is not installed: the runs under moved system dates were skipped (CI runs them).");
}
// The build is its own step, not inside Playwright's web-server start (whose timeout it once came close to).
node("production build", ["node_modules/next/dist/bin/next", "build"], { NEXT_TELEMETRY_DISABLED: "1" });
node("e2e (Playwright)", ["scripts/e2e.mjs"], {
  E2E_SKIP_BUILD: "1",
  ...(onServer ? { E2E_DATABASE_SERVER_URL: process.env.TEST_DATABASE_URL } : {}),
});
// The client chunks of the build just made: no server library in them.
node("bundle check", [...vitest, "--project", "bundle"]);
// The smoke files that measure nothing run two at a time; the ones that measure memory or time (or race two
// servers) run one at a time after them, and the bench (`npm run bench -- --quick`, reusing the build) alone last.
const BENCH = "tests/smoke/bench.test.ts";
const MEASURING_SMOKE = [
  "tests/smoke/two-instances.test.ts",
  "tests/smoke/limits.test.ts",
  "tests/smoke/first-start-memory.test.ts",
];
// One first start with the demo makes a data directory the smoke files copy when they do not measure a first start
// (scripts/lib/prepared-data-dir.ts): each paid initdb, the migrations and the demo's pictures again.
const preparedDataDir = mkdtempSync(path.join(os.tmpdir(), "liman-prepared-"));
process.on("exit", () => rmSync(preparedDataDir, { recursive: true, force: true }));
env.LIMAN_PREPARED_DATA_DIR = preparedDataDir;
node("smoke: a prepared data directory (first start with the demo)", [
  "--import",
  "tsx",
  "--import",
  "./scripts/lib/server-only.mjs",
  "scripts/prepare-data-dir.ts",
  preparedDataDir,
]);
node("smoke tests that measure nothing (two at a time)", [
  ...parallel,
  "--project",
  "smoke",
  ...[...MEASURING_SMOKE, BENCH].flatMap((file) => ["--exclude", file]),
]);
node("smoke tests that measure, one at a time", [...vitest, "--project", "smoke", ...MEASURING_SMOKE]);
node("smoke: the bench, alone", [...vitest, "--project", "smoke", BENCH]);
printTimes();
