import { describe, expect, it } from "vitest";
import { reviewerName } from "@/server/website/reviewer-name";

describe("reviewerName", () => {
  it("keeps the first name and shortens the rest to initials, with Turkish capitals", () => {
    expect(reviewerName("ayşe nur kaptan")).toBe("Ayşe N. K.");
    expect(reviewerName("  ilker   şahin ")).toBe("İlker Ş.");
    expect(reviewerName("Can")).toBe("Can");
  });
  it("names an empty reviewer Misafir", () => {
    expect(reviewerName("   ")).toBe("Misafir");
  });
});
