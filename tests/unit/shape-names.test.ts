import { describe, expect, it } from "vitest";
import { shapeNames } from "@/server/search/shape-statement";

describe("the names of the listing's statement shapes", () => {
  it("gives one name per SQL text, the same on every call", () => {
    const nameOf = shapeNames(10);
    const first = nameOf("select 1 limit 12");
    expect(first).toMatch(/^shape_[\w-]+$/);
    expect(nameOf("select 1 limit 12")).toBe(first);
    expect(nameOf("select 1 limit 24")).not.toBe(first);
  });

  it("hands out no new name past its cap, and keeps the names already given", () => {
    const nameOf = shapeNames(2);
    const a = nameOf("select 1");
    const b = nameOf("select 2");
    expect(a).toBeTruthy();
    expect(b).toBeTruthy();
    // A third shape runs unnamed (planned per call), however often it comes.
    expect(nameOf("select 3")).toBeUndefined();
    expect(nameOf("select 3")).toBeUndefined();
    expect(nameOf("select 1")).toBe(a);
    expect(nameOf("select 2")).toBe(b);
  });
});
