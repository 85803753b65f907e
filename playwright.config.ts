import os from "node:os";
import path from "node:path";
import { defineConfig } from "@playwright/test";
import { e2eChromiumPath } from "./scripts/lib/chromium-path.mjs";

/**
 * End-to-end tests in Debian's Chromium against the production build, served by the real entry file on a
 * fresh PGlite data directory (demo data + a known admin). `npm run test:e2e` wraps this (Chromium check).
 */
// scripts/e2e.mjs (`npm run test:e2e`) sets a free port; 3100 only when Playwright is started some other way.
const port = Number(process.env.E2E_PORT ?? 3100);
export const E2E_ADMIN = { email: "admin@e2e.test", password: "e2e-Mor-Pelikan-8421" };
/** Where the e2e server's test SMTP server writes the mails it receives (tests/e2e/support/mailbox.ts reads them). */
export const E2E_MAIL_DIR = process.env.E2E_MAIL_DIR ?? path.join(os.tmpdir(), `liman-e2e-mail-${port}`);
/** Where the e2e server writes its Paraşüt stand-in's address and credentials (tests/e2e/support/parasut.ts reads it). */
export const E2E_PARASUT_FILE =
  process.env.E2E_PARASUT_FILE ?? path.join(os.tmpdir(), `liman-e2e-parasut-${port}.json`);
/**
 * Specs that switch a site-wide setting other specs rely on (the TOTP requirement for every ADMIN, the cancellation
 * tiers…): they run one at a time after all the others (decision 0064), never beside them.
 */
const SITE_WIDE_SETTINGS = /dashboard-settings-[^/]*\.spec\.ts$/;

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.CI ? [["list"]] : [["list"]],
  outputDir: "test-results",
  // "site-wide-settings" is the teardown of "e2e": it starts when every other spec has finished, passed or not.
  // scripts/e2e.mjs runs named spec files with --no-deps, so one spec runs alone.
  projects: [
    { name: "e2e", testIgnore: SITE_WIDE_SETTINGS, teardown: "site-wide-settings" },
    { name: "site-wide-settings", testMatch: SITE_WIDE_SETTINGS, workers: 1 },
  ],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: "tr-TR",
    timezoneId: "Europe/Istanbul",
    // Recording a trace costs every test ~16% more CPU (a DOM snapshot per action), and CI keeps only its printed log:
    // traces are for a run on this machine (E2E_TRACE=1 turns them on in CI too).
    trace: process.env.CI && process.env.E2E_TRACE !== "1" ? "off" : "retain-on-failure",
    launchOptions: {
      executablePath: e2eChromiumPath(),
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        // One renderer per tab instead of one per site: ~7% less CPU over an e2e run (CI time, docs/performance.md).
        "--disable-site-isolation-trials",
        "--disable-features=IsolateOrigins,site-per-process",
      ],
    },
  },
  webServer: {
    command: "node --import tsx scripts/e2e-server.mjs",
    url: `http://127.0.0.1:${port}/v1/health`,
    timeout: 300_000,
    reuseExistingServer: false,
    // SIGTERM, not Playwright's default SIGKILL: scripts/e2e-server.mjs then drops its PostgreSQL database.
    gracefulShutdown: { signal: "SIGTERM", timeout: 15_000 },
    stdout: "pipe",
    stderr: "pipe",
    env: {
      PORT: String(port),
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      E2E_MAIL_DIR,
      E2E_PARASUT_FILE,
      // Links in mails (password reset) point at the address the tests browse.
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      // The iCal journey serves its calendar from this machine (127.0.0.1), which the outbound guard refuses by default.
      OUTBOUND_ALLOW_PRIVATE: "1",
      // Each test sends its own X-Forwarded-For (tests/e2e/support/test.ts): rate limits count each test apart.
      TRUST_PROXY: "1",
      // Every page load reports its Core Web Vitals (tests/e2e/site-vitals.spec.ts reads one beacon).
      VITALS_SAMPLE_RATE: "1",
    },
  },
});
