import { cpSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { openPglite } from "@/server/db/client";
import { migrationsFolder } from "@/server/db/migrate";
import { checkReadiness } from "@/server/db/readiness";
import { createTestApi, type TestApi } from "../support/test-api";

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});

/** A copy of the migrations folder whose journal names one migration newer than any applied. */
function folderWithNewerMigration(): string {
  const folder = mkdtempSync(path.join(os.tmpdir(), "liman-migrations-"));
  cpSync(migrationsFolder, folder, { recursive: true });
  const journalPath = path.join(folder, "meta", "_journal.json");
  const journal = JSON.parse(readFileSync(journalPath, "utf8")) as { entries: { when: number; tag: string }[] };
  const last = journal.entries.at(-1) as { when: number; tag: string };
  journal.entries.push({ ...last, when: last.when + 1000, tag: "9999_from_a_newer_build" });
  writeFileSync(journalPath, JSON.stringify(journal));
  return folder;
}

describe("readiness", () => {
  it("GET /v1/health/ready answers 200 when the database answers and holds every migration", async () => {
    const res = await api.call("GET", "/v1/health/ready");
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ content: { status: "ready", database: api.kind } });
  });

  it("is not ready while a migration of this build is not applied yet, nor on a database without schema", async () => {
    expect(await checkReadiness(api.db, folderWithNewerMigration())).toEqual({
      ready: false,
      reason: "migrations-pending",
    });
    const empty = await openPglite(null);
    try {
      expect(await checkReadiness(empty.db)).toEqual({ ready: false, reason: "migrations-pending" });
    } finally {
      await empty.close();
    }
  });

  it("is declared in the OpenAPI document with its 503 and Retry-After", async () => {
    const doc = (await api.call("GET", "/v1/openapi.json")).json;
    const op = doc.paths["/v1/health/ready"].get;
    expect(Object.keys(op.responses)).toEqual(expect.arrayContaining(["200", "503"]));
    expect(op.responses["503"].headers["Retry-After"]).toBeDefined();
    // Liveness never asks the database, so it cannot answer 503.
    expect(doc.paths["/v1/health"].get.responses["503"]).toBeUndefined();
  });
});
