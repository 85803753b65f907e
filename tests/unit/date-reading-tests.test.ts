import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");
const listFile = "tests/date-reading-tests.txt";

/** What reads the date: the test dates, the app's clock, the system clock, Vitest's fake timers. */
const READS_DATE =
  /support\/test-dates|\.\/test-dates"|@\/lib\/clock|new Date\(|Date\.now\(|todayIn|useFakeTimers|setSystemTime/;

const read = (file: string) => readFileSync(path.join(root, file), "utf8");

/** The tests/support modules a source imports ("../support/x", "./x" inside support). */
function supportImports(file: string, source: string): string[] {
  return [...source.matchAll(/from "(\.{1,2}\/[^"]+)"/g)]
    .map((m) => path.relative(root, path.resolve(root, path.dirname(file), m[1] as string)))
    .filter((target) => target.startsWith("tests/support/"))
    .map((target) => (target.endsWith(".ts") ? target : `${target}.ts`))
    .filter((target) => existsSync(path.join(root, target)));
}

/** Whether a file reads the date itself or through a support module it imports (followed transitively). */
function readsDate(file: string, seen = new Set<string>()): boolean {
  if (seen.has(file)) return false;
  seen.add(file);
  const source = read(file);
  return READS_DATE.test(source) || supportImports(file, source).some((target) => readsDate(target, seen));
}

const listed = read(listFile)
  .split("\n")
  .map((line) => line.trim())
  .filter((line) => line !== "" && !line.startsWith("#"));

const self = path.relative(root, import.meta.filename);
const testFiles = ["tests/unit", "tests/api"].flatMap((dir) =>
  readdirSync(path.join(root, dir))
    .filter((f) => f.endsWith(".test.ts"))
    .map((f) => `${dir}/${f}`),
);

describe(`the list of date-reading tests (${listFile}), which CI runs under faketime`, () => {
  it("names every unit and API test file that reads the date", () => {
    // This file names the patterns without reading the date.
    const missing = testFiles.filter((file) => file !== self && readsDate(file) && !listed.includes(file));
    expect(missing, `add these to ${listFile}`).toEqual([]);
  });

  it("names only unit and API test files that exist, once each", () => {
    expect(listed.filter((file) => !testFiles.includes(file))).toEqual([]);
    expect(new Set(listed).size).toBe(listed.length);
  });

  it("sees the date read through a support module", () => {
    expect(readsDate("tests/support/booking-fixtures.ts")).toBe(true);
    expect(readsDate("tests/support/free-port.ts")).toBe(false);
  });
});
