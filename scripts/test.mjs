#!/usr/bin/env node
// `npm test`: unit and API tests (PGlite; PostgreSQL too when TEST_DATABASE_URL is set), e2e in Chromium, the check of
// the build's client chunks, then the smoke tests of the real server (bench, two instances on one PostgreSQL when
// TEST_DATABASE_URL is set).
import { spawnSync } from "node:child_process";

const env = { ...process.env, TZ: "UTC" };
const vitest = ["node_modules/vitest/vitest.mjs", "run"];
// Vitest's default on a 2-core machine is one worker: the unit and API files then run one after the other, each
// waiting on its imports. Their files are independent (one database each), so they run two at a time; the smoke
// files keep the default (they measure and start servers).
const parallel = [...vitest, "--maxWorkers=2"];
const run = (args) => spawnSync(process.execPath, args, { stdio: "inherit", env }).status ?? 1;
const exitOnFailure = (status) => status !== 0 && process.exit(status);

// The system dates of the clock runs (decision 0016): past the 2027 the tests were written in, and the year end at
// 21:30 UTC, when Istanbul is already in the new year. faketime reads them in TZ (UTC here).
const FAKE_DATES = ["2028-07-01 12:00:00", "2026-12-31 21:30:00"];
const hasFaketime = spawnSync("faketime", ["--version"], { stdio: "ignore" }).status === 0;
if (!hasFaketime && process.env.CI) {
  console.error("faketime is missing (apt-get install -y faketime): the clock runs cannot run.");
  process.exit(1);
}

// PGlite runs inside Node, so faketime moves its now() too; a PostgreSQL server keeps the real date. With a server,
// the real date runs the API tests on it and the PGlite project runs under the moved dates only (CI time).
const onServer = Boolean(process.env.TEST_DATABASE_URL);
const realDateApi = onServer && hasFaketime ? "api-postgres" : "api-*";
exitOnFailure(run([...parallel, "--project", "unit", "--project", realDateApi]));
if (hasFaketime) {
  for (const date of FAKE_DATES) {
    console.log(`\n— unit and API tests (PGlite) with the system date at ${date} UTC (faketime)\n`);
    const args = ["faketime", date, process.execPath, ...parallel, "--project", "unit", "--project", "api-pglite"];
    exitOnFailure(spawnSync(args[0], args.slice(1), { stdio: "inherit", env }).status ?? 1);
  }
} else {
  console.warn("faketime is not installed: the runs under moved system dates were skipped (CI runs them).");
}
exitOnFailure(run(["scripts/e2e.mjs"]));
// The client chunks of the build the e2e run just made: no server library in them (builds one if e2e was skipped).
exitOnFailure(run([...vitest, "--project", "bundle"]));
// Last: `npm run bench -- --quick` end to end (reuses the production build the e2e run made).
process.exit(run([...vitest, "--project", "smoke"]));
