import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, describe, expect, it, vi } from "vitest";
import { waitHealthy } from "../../scripts/lib/test-server";
import { type BundledRun, startBundledServer } from "../support/bundled-server";
import { startTcpProxy, type TcpProxy } from "../support/tcp-proxy";

// The bundled server on PostgreSQL through a proxy the test cuts: pages and readiness while the database is away,
// and back without a restart. Needs a PostgreSQL server (TEST_DATABASE_URL), as the api-postgres project does.
const serverUrl = process.env.TEST_DATABASE_URL;
const name = `liman_smoke_${randomBytes(6).toString("hex")}`;
const dataDir = mkdtempSync(path.join(os.tmpdir(), "liman-outage-"));
let run: BundledRun | undefined;
let proxy: TcpProxy | undefined;

async function admin(statement: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  await client.query(statement);
  await client.end();
}

afterAll(async () => {
  if (run && run.child.exitCode === null) {
    run.child.kill("SIGTERM");
    await run.exit;
  }
  await proxy?.close();
  if (serverUrl) await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  rmSync(dataDir, { recursive: true, force: true });
});

const get = (port: number, url: string) => fetch(`http://127.0.0.1:${port}${url}`, { redirect: "manual" });

describe.runIf(serverUrl)("the bundled server while its PostgreSQL is away", () => {
  it("answers pages and readiness 503 with Retry-After, stays alive, and serves again when the database is back", async () => {
    await admin(`CREATE DATABASE ${name}`);
    const url = new URL(serverUrl as string);
    proxy = await startTcpProxy({ host: url.hostname, port: Number(url.port || 5432) });
    url.host = `127.0.0.1:${proxy.port}`;
    url.pathname = `/${name}`;
    run = await startBundledServer(dataDir, { DATABASE_URL: url.toString(), JWT_SECRET: "s".repeat(48) });
    const { port } = run;
    await waitHealthy(`http://127.0.0.1:${port}`, 120_000).catch((error) => {
      throw new Error(`${error.message}:\n${run?.output()}`);
    });
    expect((await get(port, "/listing?guests=2")).status).toBe(200);
    expect((await get(port, "/v1/health/ready")).status).toBe(200);

    await proxy.cut();
    // A page that is not in the page cache needs the database: the Turkish error page, with 503.
    const page = await get(port, "/listing?guests=3");
    expect(page.status).toBe(503);
    expect(page.headers.get("retry-after")).toBe("5");
    const ready = await get(port, "/v1/health/ready");
    expect(ready.status).toBe(503);
    expect(ready.headers.get("retry-after")).toBe("5");
    const api = await get(port, "/v1/searchboats");
    expect(api.status).toBe(503);
    expect(((await api.json()) as { code: string }).code).toBe("DATABASE_UNAVAILABLE");
    expect((await get(port, "/v1/health")).status).toBe(200);

    await proxy.restore();
    await vi.waitFor(async () => expect((await get(port, "/v1/health/ready")).status).toBe(200), {
      timeout: 5_000,
      interval: 100,
    });
    expect((await get(port, "/listing?guests=3")).status).toBe(200);
    expect(run.child.exitCode).toBeNull();
  });
});
