import { execFile } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { createTestApi } from "../support/test-api";

const run = promisify(execFile);

describe("OpenAPI document", () => {
  it("passes `redocly lint` (recommended rules) with no error", async () => {
    const api = await createTestApi();
    const doc = await api.call("GET", "/v1/openapi.json");
    expect(doc.status).toBe(200);
    const file = path.join(mkdtempSync(path.join(os.tmpdir(), "liman-openapi-")), "openapi.json");
    writeFileSync(file, JSON.stringify(doc.json, null, 2));
    const cli = path.resolve("node_modules/@redocly/cli/bin/cli.js");
    const result = await run(process.execPath, [cli, "lint", file, "--config", "redocly.yaml", "--format", "json"], {
      maxBuffer: 64 * 1024 * 1024,
      env: { ...process.env, REDOCLY_TELEMETRY: "off", REDOCLY_SUPPRESS_UPDATE_NOTICE: "true" },
    }).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? "" }));
    const report = JSON.parse(result.stdout) as { problems: { severity: string; ruleId: string; message: string }[] };
    const errors = report.problems.filter((p) => p.severity === "error");
    expect(errors.map((p) => `${p.ruleId}: ${p.message}`)).toEqual([]);
  }, 120_000);

  it("describes the statuses each kind of operation answers", async () => {
    const api = await createTestApi();
    const doc = (await api.call("GET", "/v1/openapi.json")).json;
    const statuses = (p: string, m: string) => Object.keys(doc.paths[p][m].responses).map(Number);
    expect(statuses("/v1/auth/login", "post")).toEqual(expect.arrayContaining([200, 400, 413, 415, 429, 503]));
    expect(statuses("/v1/admin/boats/{id}", "put")).toEqual(
      expect.arrayContaining([200, 400, 401, 403, 404, 409, 413, 415, 503]),
    );
    expect(statuses("/v1/health", "get")).toEqual([200, 400]);
    expect(doc.paths["/v1/admin/boats/{id}"].put.security).toEqual([{ bearer: [] }]);
    expect(doc.paths["/v1/health"].get.security).toEqual([]);
    expect(doc.paths["/v1/auth/login"].post.responses["429"].headers["Retry-After"]).toBeDefined();
  });
});
