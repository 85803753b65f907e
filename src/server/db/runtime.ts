import "server-only";
import type { Config } from "../config";
import type { Database, Db } from "./client";

/**
 * What exists once per process. Next bundles server code apart from the entry file, so the entry file
 * keeps these on globalThis and both halves read them from there.
 */
export type Runtime = { database: Database; config: Config; jwtSecret: Uint8Array };

const KEY = Symbol.for("liman.runtime");
type Holder = { [KEY]?: Runtime };

export function setRuntime(runtime: Runtime | undefined): void {
  (globalThis as Holder)[KEY] = runtime;
}

export function getRuntime(): Runtime {
  const runtime = (globalThis as Holder)[KEY];
  if (!runtime) throw new Error("Liman runtime is not initialised: start the server with `npm start`.");
  return runtime;
}

export function hasRuntime(): boolean {
  return (globalThis as Holder)[KEY] !== undefined;
}

export function getDb(): Db {
  return getRuntime().database.db;
}
