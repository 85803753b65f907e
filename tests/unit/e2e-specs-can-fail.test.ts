import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const dir = path.resolve(import.meta.dirname, "../e2e");

/**
 * Patterns that make an e2e test unable to fail or slow for nothing (issue 13, item 7): each with a line it must
 * catch, so a rule that stops matching fails here too.
 */
const RULES = [
  {
    name: "a fixed sleep: wait for what the user sees instead (expect(...).toBeVisible(), page.clock)",
    pattern: /\bwaitForTimeout\(|(?<!test\.)\bsetTimeout\(/,
    catches: ["await page.waitForTimeout(1000);", "await new Promise((r) => setTimeout(r, 500));"],
    allows: ["test.setTimeout(120_000);"],
  },
  {
    name: "toBeTruthy() passes for any page, locator or object: assert what the page shows",
    pattern: /\.toBeTruthy\(\)/,
    catches: ["expect(page).toBeTruthy();", "expect(page.getByText('x')).toBeTruthy();"],
    allows: ["expect(nonce).toMatch(/\\S/);"],
  },
  {
    name: "a skipped test: create the data the test needs instead of skipping without it",
    pattern: /\b(test|describe)(\.describe)?\.(skip|fixme)\(|\.skipIf\(/,
    catches: ['test.skip(url === null, "no such page");', 'test.skip(!slug, "no boat");', "test.fixme(true);"],
    allows: ['test.use({ colorScheme: "dark" });'],
  },
  {
    name: "an assertion behind a data condition: it silently passes when the data is missing",
    pattern: /^\s*if\s*\(.*\)\s*(await\s+)?expect\b/,
    catches: ['  if (banks.length > 0) await expect(page.getByText("IBAN")).toBeVisible();'],
    allows: ["  for (const x of xs) await expect(page.getByText(x)).toBeVisible();"],
  },
];

function files(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return files(full);
    return entry.name.endsWith(".ts") ? [full] : [];
  });
}

describe("the e2e tests can fail", () => {
  it.each(RULES)("each rule catches what it names: $name", (rule) => {
    for (const line of rule.catches) expect(line, line).toMatch(rule.pattern);
    for (const line of rule.allows) expect(line, line).not.toMatch(rule.pattern);
  });

  it("no spec or helper sleeps, asserts a truthy page, skips itself or asserts behind a data condition", () => {
    const sources = files(dir);
    expect(sources.length).toBeGreaterThan(0);
    const offences: string[] = [];
    for (const file of sources) {
      readFileSync(file, "utf8")
        .split("\n")
        .forEach((line, index) => {
          for (const rule of RULES) {
            if (rule.pattern.test(line)) offences.push(`${path.relative(dir, file)}:${index + 1}: ${rule.name}`);
          }
        });
    }
    expect(offences).toEqual([]);
  });
});
