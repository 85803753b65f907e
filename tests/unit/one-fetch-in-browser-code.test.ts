import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");
/** The code that can reach the browser: pages, UI, the shared schemas and helpers. */
const BROWSER_DIRS = ["src/app", "src/features", "src/components", "src/shared", "src/lib"];

function sources(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const file = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) return sources(file);
    return /\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

describe("browser code", () => {
  it("calls fetch in one file only: the typed API client (src/shared/api/client.ts)", () => {
    const callers = BROWSER_DIRS.flatMap(sources).filter((file) =>
      /\bfetch\s*\(/.test(readFileSync(path.join(root, file), "utf8")),
    );
    expect(callers).toEqual(["src/shared/api/client.ts"]);
  });
});
