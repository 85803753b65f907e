import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { openPglite, openPostgres } from "@/server/db/client";
import { applyMigrations } from "@/server/db/migrate";
import { createEmptyDatabase } from "./empty-database";

declare module "vitest" {
  export interface ProvidedContext {
    /** A migrated PGlite data directory saved as a tar file, loaded by each API test file (test-database.ts). */
    pgliteTemplate: string;
    /** The name of a migrated PostgreSQL database each API test file copies with CREATE DATABASE … TEMPLATE. */
    postgresTemplate: string;
  }
}

/**
 * Vitest globalSetup of the API projects (decision 0040): the migrations run once per run, into a template that
 * every test file copies, instead of initdb and 36 migrations in each file.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (project.config.env?.TEST_DB === "postgres") {
    const serverUrl = process.env.TEST_DATABASE_URL;
    if (!serverUrl) throw new Error("TEST_DB=postgres needs TEST_DATABASE_URL");
    const template = await createEmptyDatabase(serverUrl, "liman_template");
    const database = await openPostgres(template.url, 2);
    await applyMigrations(database);
    // No connection may stay open to a template while it is copied.
    await database.close();
    project.provide("postgresTemplate", template.name);
    return () => template.drop();
  }
  const database = await openPglite(null);
  await applyMigrations(database);
  const client = (database.db as unknown as { $client: { dumpDataDir(c: "none"): Promise<Blob> } }).$client;
  const image = await client.dumpDataDir("none");
  await database.close();
  const dir = mkdtempSync(path.join(os.tmpdir(), "liman-pglite-template-"));
  const file = path.join(dir, "data.tar");
  writeFileSync(file, Buffer.from(await image.arrayBuffer()));
  project.provide("pgliteTemplate", file);
  return async () => rmSync(dir, { recursive: true, force: true });
}
