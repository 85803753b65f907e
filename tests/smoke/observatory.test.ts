import { describe, expect, it } from "vitest";
import { scoreLiman } from "../../scripts/lib/observatory";
import { freePort } from "../support/free-port";

// Mozilla's HTTP Observatory on the production build (the one the e2e run made), behind a local TLS proxy
// with PUBLIC_URL https: A+ on the four pages the issue names.
describe("Mozilla HTTP Observatory", () => {
  it("grades /, /listing, a boat page and /dashboard/login A+", async () => {
    const results = await scoreLiman(await freePort());
    expect(results.map((r) => r.path)).toHaveLength(4);
    for (const r of results) {
      expect({ path: r.path, grade: r.grade, penalties: r.penalties }).toEqual({
        path: r.path,
        grade: "A+",
        penalties: {},
      });
    }
  });
});
