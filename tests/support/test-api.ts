import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { LocalStorage } from "@/server/media/local-storage";
import type { Storage } from "@/server/media/storage";
import type { Hono } from "hono";
import { createApiApp } from "@/server/api/app";
import type { ApiDeps, ApiRoute } from "@/server/api/route";
import { ContentChanges } from "@/server/cache/content-changes";
import { parseConfig } from "@/server/config";
import type { Database } from "@/server/db/client";
import { openApiContract } from "./openapi-contract";
import { readAnswer } from "./read-answer";
import { afterFile } from "./after-file";
import { createTestDatabase, openSameTestDatabase } from "./test-database";

export type TestApi = Awaited<ReturnType<typeof createTestApi>>;
type Json = Record<string, unknown> | unknown[];

export type TestApiOptions = {
  /** Another instance over the same database as `sameDatabaseAs` (on PostgreSQL through its own pool). */
  sameDatabaseAs?: TestApi;
  /** A database the test opened itself (e.g. through a proxy it can cut), used instead of a fresh one. */
  database?: Database;
  /** The app's clock (rate-limit windows); the system clock when absent. */
  now?: () => Date;
  /** Where uploads go (an S3Storage from tests/support/s3-server.ts); a fresh temp folder when absent. */
  storage?: Storage;
};

/**
 * The app as the tests call it: every answer, whether through `call` or `app.request` (uploads, CSV), is checked
 * against the operation's OpenAPI description (openapi-contract.ts) before the test sees it.
 */
function checkedClient(app: Hono, routes: ApiRoute[]) {
  const checkContract = openApiContract(routes);
  const checkedApp: Hono = Object.create(app);
  checkedApp.request = async (input, init, ...rest) => {
    const res = await app.request(input, init, ...rest);
    const url = input instanceof Request ? input.url : String(input);
    await checkContract(init?.method ?? (input instanceof Request ? input.method : "GET"), url, res);
    return res;
  };

  async function call(
    method: string,
    path: string,
    options: { token?: string; body?: Json | string; headers?: Record<string, string> } = {},
  ) {
    const headers: Record<string, string> = { ...options.headers };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    let body: BodyInit | undefined;
    if (typeof options.body === "string") body = options.body;
    else if (options.body !== undefined) body = JSON.stringify(options.body);
    if (body !== undefined) headers["content-type"] ??= "application/json";
    const res = await checkedApp.request(path, { method, headers, body });
    return readAnswer(res);
  }

  return { app: checkedApp, call };
}

/** A fresh database and the real Hono app over it, called in-process. Closed after the file's tests. */
export async function createTestApi(env: Record<string, string> = {}, options: TestApiOptions = {}) {
  const database: Database =
    options.database ??
    (options.sameDatabaseAs ? await openSameTestDatabase(options.sameDatabaseAs.database) : await createTestDatabase());
  const config = parseConfig({ DATA_DIR: `./test-data/${process.pid}`, JWT_SECRET: "t".repeat(40), ...env });
  const jwtSecret = new TextEncoder().encode(config.jwtSecret);
  const storage = options.storage ?? new LocalStorage(mkdtempSync(path.join(os.tmpdir(), "liman-test-")));
  // Announces changes like a running instance; listens only when a test starts it.
  const contentChanges = new ContentChanges(database);
  const deps = { db: database.db, config, jwtSecret, storage, now: options.now, contentChanges };
  const { app, routes } = createApiApp(deps, database.kind);
  afterFile(async () => {
    await contentChanges.stop();
    await database.close();
  });
  const { app: checkedApp, call } = checkedClient(app, routes);

  /** Another app over the same database and storage with some dependencies replaced, checked the same way. */
  function withDeps(overrides: Partial<ApiDeps>) {
    const other = createApiApp({ ...deps, ...overrides }, database.kind);
    return checkedClient(other.app, other.routes);
  }

  return {
    app: checkedApp,
    routes,
    storage,
    database,
    db: database.db,
    kind: database.kind,
    config,
    jwtSecret,
    contentChanges,
    call,
    withDeps,
  };
}
