#!/usr/bin/env node
// Runs the Playwright e2e suite in Debian's Chromium. Without Chromium: a loud skip locally, a failure in CI.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
if (!existsSync(chromium)) {
  const message = `Chromium not found at ${chromium}: install it with \`apt-get install -y chromium fonts-liberation\`.`;
  if (process.env.CI) {
    console.error(`\n✖ ${message} The e2e tests cannot run in CI without it.\n`);
    process.exit(1);
  }
  console.warn(`\n${"!".repeat(72)}\n!! E2E TESTS SKIPPED. ${message}\n${"!".repeat(72)}\n`);
  process.exit(0);
}
const result = spawnSync(process.execPath, ["node_modules/@playwright/test/cli.js", "test", ...process.argv.slice(2)], {
  stdio: "inherit",
});
process.exit(result.status ?? 1);
