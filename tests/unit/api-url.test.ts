import { describe, expect, it } from "vitest";
import { apiUrl } from "@/shared/api/client";

describe("apiUrl (the browser's one client)", () => {
  it("fills path parameters, keeps /v1 once, and writes a space in the query as %20", () => {
    expect(apiUrl("/boats/{slug}/extras", { slug: "mavi rüya" })).toBe("/v1/boats/mavi%20r%C3%BCya/extras");
    expect(apiUrl("/v1/search/input", undefined, { searchString: "mavi ryüa" })).toBe(
      "/v1/search/input?searchString=mavi%20ry%C3%BCa",
    );
  });

  it("drops empty query values and keeps zero and false", () => {
    expect(
      apiUrl("/admin/reservations", undefined, { q: "", boat: undefined, owner: null, skip: 0, oldrez: false }),
    ).toBe("/v1/admin/reservations?skip=0&oldrez=false");
  });
});
