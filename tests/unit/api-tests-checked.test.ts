import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const testsDir = path.resolve(import.meta.dirname, "..");
const apiDir = path.join(testsDir, "api");

/** API-suite files that test the database layer itself (migrations, backups, constraints) and call no API. */
const DATABASE_ONLY = new Set([
  "availability-constraint.test.ts",
  "backup.test.ts",
  "contract-versions-migration.test.ts",
  "db-statistics.test.ts",
  "inbox-migration.test.ts",
  "keep-listening.test.ts",
  "mail-migration.test.ts",
  "migrate-concurrently.test.ts",
  "partner-feed-items-migration.test.ts",
  "reservation-lines-migration.test.ts",
]);

/** Ways to reach the app other than the checked client of support/test-api.ts. */
const BYPASSES = [
  /from "@\/server\/api\/(app|register)"/,
  /\bcreateApiApp\b/,
  /\bregisterRoutes\b/,
  /@hono\/node-server/,
  /\bfetch\(/,
];

function sources(dir: string) {
  return readdirSync(dir)
    .filter((f) => f.endsWith(".ts"))
    .map((f) => ({ file: f, source: readFileSync(path.join(dir, f), "utf8") }));
}

describe("the API tests", () => {
  it("all call the app through createTestApi, whose client checks every answer against the OpenAPI contract", () => {
    const files = sources(apiDir).filter(({ file }) => file.endsWith(".test.ts"));
    expect(files.length).toBeGreaterThan(DATABASE_ONLY.size);
    for (const { file, source } of files) {
      if (DATABASE_ONLY.has(file)) {
        expect(source, `${file} is listed as calling no API`).not.toMatch(/createTestApi|\.request\(|\/v1\//);
      } else {
        expect(source, file).toMatch(/^import \{[^}]*\bcreateTestApi\b[^}]*\} from "\.\.\/support\/test-api";$/m);
      }
    }
  });

  it("never build or serve an app of their own (only support/test-api.ts does, and wraps it)", () => {
    const files = [
      ...sources(apiDir).map((f) => ({ ...f, file: `api/${f.file}` })),
      ...sources(path.join(testsDir, "support"))
        .filter(({ file }) => file !== "test-api.ts")
        .map((f) => ({ ...f, file: `support/${f.file}` })),
    ];
    for (const { file, source } of files) {
      for (const bypass of BYPASSES) {
        expect(source, `${file} bypasses the checked client (${bypass})`).not.toMatch(bypass);
      }
    }
  });
});
