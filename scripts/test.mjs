#!/usr/bin/env node
// `npm test`: unit and API tests (PGlite; PostgreSQL too when TEST_DATABASE_URL is set), e2e in Chromium, then the
// smoke tests of the real server (bench, two instances on one PostgreSQL when TEST_DATABASE_URL is set).
import { spawnSync } from "node:child_process";

const run = (args) =>
  spawnSync(process.execPath, args, { stdio: "inherit", env: { ...process.env, TZ: "UTC" } }).status ?? 1;

const fast = run(["node_modules/vitest/vitest.mjs", "run", "--project", "unit", "--project", "api-*"]);
if (fast !== 0) process.exit(fast);
const e2e = run(["scripts/e2e.mjs"]);
if (e2e !== 0) process.exit(e2e);
// Last: `npm run bench -- --quick` end to end (reuses the production build the e2e run made).
process.exit(run(["node_modules/vitest/vitest.mjs", "run", "--project", "smoke"]));
