import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const dir = path.resolve(import.meta.dirname, "../e2e");

describe("the e2e specs", () => {
  it("all take `test` from support/test.ts, whose guard fails a test on any CSP violation", () => {
    const specs = readdirSync(dir).filter((f) => f.endsWith(".spec.ts"));
    expect(specs.length).toBeGreaterThan(0);
    for (const spec of specs) {
      const source = readFileSync(path.join(dir, spec), "utf8");
      expect(source, spec).toMatch(/^import \{[^}]*\btest\b[^}]*\} from "\.\/support\/test";$/m);
      // Types only from Playwright itself.
      for (const [, names] of source.matchAll(/^import \{([^}]*)\} from "@playwright\/test";$/gm)) {
        expect(names, spec).not.toMatch(/(^|,)\s*(test|expect)\s*(,|$)/);
      }
    }
  });
});
