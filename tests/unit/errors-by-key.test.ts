import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "../..");
const TURKISH = /[çğıöşüÇĞİÖŞÜ]/;
const LITERAL = String.raw`(["'\`])((?:(?!\1)[^\\\n]|\\.)*)\1`;

function sources(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => path.relative(ROOT, path.join(entry.parentPath, entry.name)));
}

/** `file:line: text` for each match of `pattern` whose string literal holds a Turkish letter. */
function turkishIn(files: string[], pattern: RegExp): string[] {
  const found: string[] = [];
  for (const file of files) {
    const text = readFileSync(path.join(ROOT, file), "utf8");
    for (const match of text.matchAll(pattern)) {
      if (!TURKISH.test(match[0])) continue;
      const line = text.slice(0, match.index).split("\n").length;
      found.push(`${file}:${line}: ${match[0].slice(0, 80)}`);
    }
  }
  return found;
}

describe("errors by key (decision 0040)", () => {
  it("throws no Turkish sentence in src/server: every error names a key of the catalogues", () => {
    const thrown = new RegExp(
      String.raw`\b(?:notFound|conflict|unprocessable|badRequest|forbidden|unauthorized|payloadTooLarge)\(\s*${LITERAL}|new AppError\([^;]*?${LITERAL}`,
      "g",
    );
    expect(turkishIn(sources("src/server"), thrown)).toEqual([]);
  });

  it("writes no Turkish sentence as a zod message in src/shared or src/server", () => {
    const zodMessage = new RegExp(String.raw`\b(?:error|message):\s*${LITERAL}`, "g");
    // The demo data's contact messages (`message: "…"`) are content, not zod messages.
    const files = [...sources("src/shared"), ...sources("src/server")].filter((f) => !f.startsWith("src/server/seed/"));
    expect(turkishIn(files, zodMessage)).toEqual([]);
  });

  it("writes no Turkish sentence as a zod message in the browser's code (its forms write keys too)", () => {
    const zodError = new RegExp(String.raw`\berror:\s*${LITERAL}`, "g");
    const files = [...sources("src/features"), ...sources("src/components"), ...sources("src/app")];
    expect(turkishIn(files, zodError)).toEqual([]);
  });
});
