#!/usr/bin/env node
// The server the e2e tests drive: a production build (built here unless E2E_SKIP_BUILD=1) on a fresh data directory.
// With E2E_MAIL_DIR it also runs a test SMTP server (tests/support/smtp-sink.ts; hence `node --import tsx`), points
// SMTP_URL at it and writes every mail it receives to that directory as JSON, where the tests read them.
// Card payments are on, against a PayTR stand-in (tests/support/paytr-server.ts) on a free port: the site shows
// "Kartla öde", the payment page opens in its iframe, and the stand-in notifies the server as PayTR would.
// Invoicing is on, against a Paraşüt stand-in (tests/support/parasut-server.ts): every payment received becomes a sales
// invoice and an e-Arşiv there. Its address and credentials go to E2E_PARASUT_FILE, where the tests read them to look
// at what it received, refuse an e-Arşiv, and check that no credential shows.
import { spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";

process.env.NEXT_TELEMETRY_DISABLED = "1";
if (process.env.E2E_SKIP_BUILD !== "1") {
  const build = spawnSync(process.execPath, ["node_modules/next/dist/bin/next", "build"], { stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const dataDir = mkdtempSync(path.join(os.tmpdir(), "liman-e2e-"));
// With E2E_DATABASE_SERVER_URL (npm test sets it from TEST_DATABASE_URL), the server runs on a fresh database of
// that PostgreSQL server, as in production: the same suite then costs ~40% less of the server's CPU than on PGlite,
// whose queries run on the server's own event loop (docs/performance.md, "CI time").
const database = {};
let dropDatabase = async () => {};
if (process.env.E2E_DATABASE_SERVER_URL) {
  const { createEmptyDatabase } = await import("../tests/support/empty-database.ts");
  const empty = await createEmptyDatabase(process.env.E2E_DATABASE_SERVER_URL, "liman_e2e");
  database.DATABASE_URL = empty.url;
  database.JWT_SECRET = process.env.JWT_SECRET ?? randomBytes(32).toString("hex");
  dropDatabase = () => empty.drop().catch(() => {});
}
const mail = {};
const mailDir = process.env.E2E_MAIL_DIR;
let sink;
if (mailDir) {
  const { startSmtpSink } = await import("../tests/support/smtp-sink.ts");
  rmSync(mailDir, { recursive: true, force: true });
  mkdirSync(mailDir, { recursive: true });
  let count = 0;
  sink = await startSmtpSink({
    onMail: (received) => {
      const name = `${String(++count).padStart(6, "0")}.json`;
      // Written whole, then renamed: a reader never sees half a file.
      writeFileSync(path.join(mailDir, `.${name}`), JSON.stringify(received));
      renameSync(path.join(mailDir, `.${name}`), path.join(mailDir, name));
    },
  });
  mail.SMTP_URL = sink.url;
}
const { startPaytrServer } = await import("../tests/support/paytr-server.ts");
const merchant = {
  merchantId: String(100000 + (randomBytes(3).readUIntBE(0, 3) % 900000)),
  merchantKey: randomBytes(16).toString("hex"),
  merchantSalt: randomBytes(16).toString("hex"),
};
const paytr = await startPaytrServer(merchant, (form) =>
  fetch(`http://127.0.0.1:${process.env.PORT ?? 3000}/v1/payments/paytr/callback`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: form,
  }),
);
const payments = {
  PAYMENTS_PROVIDER: "paytr",
  PAYTR_MERCHANT_ID: merchant.merchantId,
  PAYTR_MERCHANT_KEY: merchant.merchantKey,
  PAYTR_MERCHANT_SALT: merchant.merchantSalt,
  PAYTR_TEST_MODE: "1",
  PAYTR_API_URL: paytr.base,
};
const { startParasutServer } = await import("../tests/support/parasut-server.ts");
const parasutCredentials = {
  clientId: randomBytes(8).toString("hex"),
  clientSecret: randomBytes(16).toString("hex"),
  username: "muhasebe@e2e.test",
  password: randomBytes(16).toString("hex"),
  companyId: String(100000 + (randomBytes(3).readUIntBE(0, 3) % 900000)),
};
const parasut = await startParasutServer(parasutCredentials, { control: true });
if (process.env.E2E_PARASUT_FILE) {
  writeFileSync(process.env.E2E_PARASUT_FILE, JSON.stringify({ base: parasut.base, ...parasutCredentials }));
}
const invoicing = {
  PARASUT_CLIENT_ID: parasutCredentials.clientId,
  PARASUT_CLIENT_SECRET: parasutCredentials.clientSecret,
  PARASUT_USERNAME: parasutCredentials.username,
  PARASUT_PASSWORD: parasutCredentials.password,
  PARASUT_COMPANY_ID: parasutCredentials.companyId,
  PARASUT_API_URL: parasut.base,
};
const server = spawn(
  process.execPath,
  ["--import", "tsx", "--import", "./scripts/lib/server-only.mjs", "src/server/main.ts"],
  {
    stdio: "inherit",
    env: {
      ...process.env,
      ...mail,
      ...database,
      ...payments,
      ...invoicing,
      NODE_ENV: "production",
      DATA_DIR: dataDir,
      SEED_DEMO: "1",
      HOST: "127.0.0.1",
    },
  },
);
for (const signal of ["SIGTERM", "SIGINT"]) process.on(signal, () => server.kill("SIGTERM"));
server.on("exit", async (code) => {
  void sink?.close();
  void paytr.close();
  void parasut.close();
  if (process.env.E2E_PARASUT_FILE) rmSync(process.env.E2E_PARASUT_FILE, { force: true });
  await dropDatabase();
  process.exit(code ?? 0);
});
