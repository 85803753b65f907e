#!/usr/bin/env node
// Runs the Playwright e2e suite in Debian's Chromium (its headless shell when installed, decision 0072). Without
// Chromium: a loud skip locally, a failure in CI.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { e2eChromiumPath } from "./lib/chromium-path.mjs";
import { freePort } from "./lib/free-port.mjs";

const chromium = e2eChromiumPath();
if (!existsSync(chromium)) {
  const message = `Chromium not found at ${chromium}: install it with \`apt-get install -y chromium chromium-headless-shell fonts-liberation\`.`;
  if (process.env.CI) {
    console.error(`\n✖ ${message} The e2e tests cannot run in CI without it.\n`);
    process.exit(1);
  }
  console.warn(`\n${"!".repeat(72)}\n!! E2E TESTS SKIPPED. ${message}\n${"!".repeat(72)}\n`);
  process.exit(0);
}
console.log(`e2e in ${chromium}`);
// Chosen once here, since playwright.config.ts is read again in every worker process; the config, the server
// and the specs (through baseURL) all read it from E2E_PORT.
const port = process.env.E2E_PORT ?? String(await freePort());
// Named spec files run alone: without --no-deps, Playwright would also run the whole site-wide-settings project, the
// teardown of the others (playwright.config.ts, decision 0064).
const args = process.argv.slice(2);
const namesSpecs = args.some((arg) => !arg.startsWith("-"));
const playwright = ["node_modules/@playwright/test/cli.js", "test", ...(namesSpecs ? ["--no-deps"] : []), ...args];
const result = spawnSync(process.execPath, playwright, {
  stdio: "inherit",
  env: { ...process.env, E2E_PORT: port },
});
process.exit(result.status ?? 1);
