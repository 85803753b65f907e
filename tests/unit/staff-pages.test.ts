import { describe, expect, it } from "vitest";
import { canVisit } from "@/features/dashboard/shell/menu";

describe("pages of every staff member", () => {
  it("lets an OWNER open Hesabım (not in their menu) but still no ADMIN page", () => {
    expect(canVisit("OWNER", "/dashboard/account")).toBe(true);
    expect(canVisit("ADMIN", "/dashboard/account")).toBe(true);
    expect(canVisit("OWNER", "/dashboard/accounts")).toBe(false);
    expect(canVisit("OWNER", "/dashboard/users")).toBe(false);
  });
});
