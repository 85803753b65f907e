import { describe, expect, it } from "vitest";
import { isImageFile, outputType, renamed, targetSize } from "../../src/features/dashboard/boats/compress-image";
import { moneyInputValue, parseMoneyInput } from "../../src/features/dashboard/format";
import { moveItem, pageSortOrders } from "../../src/features/dashboard/boats/reorder";
import { isActive, menuFor } from "../../src/features/dashboard/shell/menu";

describe("image compression rules (spec §5)", () => {
  it("caps the height at 1280 px keeping the ratio and never enlarges", () => {
    expect(targetSize(4000, 3000)).toEqual({ width: 1707, height: 1280 });
    expect(targetSize(800, 600)).toEqual({ width: 800, height: 600 });
    expect(targetSize(1000, 1280)).toEqual({ width: 1000, height: 1280 });
  });

  it("turns only a PNG over 5,000,000 bytes into a JPEG", () => {
    expect(outputType({ type: "image/png", size: 5_000_001 })).toBe("image/jpeg");
    expect(outputType({ type: "image/png", size: 5_000_000 })).toBe("image/png");
    expect(outputType({ type: "image/webp", size: 9_000_000 })).toBe("image/webp");
    expect(outputType({ type: "image/jpeg", size: 9_000_000 })).toBe("image/jpeg");
  });

  it("accepts image files only and renames to the output type", () => {
    expect(isImageFile({ type: "image/png" })).toBe(true);
    expect(isImageFile({ type: "application/pdf" })).toBe(false);
    expect(isImageFile({ type: "" })).toBe(false);
    expect(renamed("deniz.png", "image/jpeg")).toBe("deniz.jpg");
    expect(renamed("deniz", "image/webp")).toBe("deniz.webp");
  });
});

describe("amount input", () => {
  it("reads Turkish and plain amounts into minor units", () => {
    expect(parseMoneyInput("12500")).toBe(1_250_000);
    expect(parseMoneyInput("12.500")).toBe(1_250_000);
    expect(parseMoneyInput("12.500,5")).toBe(1_250_050);
    expect(parseMoneyInput("12500.50")).toBe(1_250_050);
    expect(parseMoneyInput("₺ 1.250,00")).toBe(125_000);
    expect(parseMoneyInput("")).toBeUndefined();
    expect(parseMoneyInput("abc")).toBeNaN();
    expect(parseMoneyInput("1,234")).toBeNaN();
  });

  it("writes minor units back for editing", () => {
    expect(moneyInputValue(1_250_050)).toBe("12500,50");
    expect(moneyInputValue(1_250_000)).toBe("12500");
    expect(moneyInputValue(null)).toBe("");
  });
});

describe("side menu (spec §6)", () => {
  const hrefs = (role: "ADMIN" | "OWNER") =>
    menuFor(role).flatMap((entry) => ("items" in entry ? entry.items.map((i) => i.href) : [entry.href]));

  it("gives an OWNER only home, boats, discounts, reservations, departures, guest requests, payments, their sale enquiries, statement and reports", () => {
    expect(hrefs("OWNER")).toEqual([
      "/dashboard",
      "/dashboard/boats",
      "/dashboard/discounts",
      "/dashboard/reservations",
      "/dashboard/departures",
      "/dashboard/requests",
      "/dashboard/transactions",
      "/dashboard/contact",
      "/dashboard/statements",
      "/dashboard/reports",
    ]);
  });

  it("gives an ADMIN every dashboard route of spec §2", () => {
    const admin = hrefs("ADMIN");
    for (const route of [
      "/dashboard/users",
      "/dashboard/towndistrict",
      "/dashboard/boattypes",
      "/dashboard/marina",
      "/dashboard/external",
      "/dashboard/occupancy",
      "/dashboard/departures",
      "/dashboard/reports",
      "/dashboard/agencies",
      "/dashboard/vitals",
      "/dashboard/templates/mailtemplates",
      "/dashboard/templates/contract",
      "/dashboard/contact",
      "/dashboard/comments",
      "/dashboard/subscriber",
      "/dashboard/newsletter",
      "/dashboard/kvkk",
      "/dashboard/audit",
      "/dashboard/blog",
      "/dashboard/website/howrent",
      "/dashboard/settings/social",
      "/dashboard/settings/security",
      "/dashboard/settings/passengers",
      "/dashboard/settings/cancellation",
      "/dashboard/transactions",
      "/dashboard/requests",
      "/dashboard/settings/cancellation",
      "/dashboard/discounts",
    ])
      expect(admin).toContain(route);
    expect(admin).toContain("/dashboard/statements");
    expect(admin).toContain("/dashboard/settings/invoicing");
    expect(admin).toHaveLength(44);
  });

  it("marks a section active on its sub-pages, home only exactly", () => {
    expect(isActive("/dashboard/boats", "/dashboard/boats/12")).toBe(true);
    expect(isActive("/dashboard", "/dashboard/boats")).toBe(false);
    expect(isActive("/dashboard", "/dashboard")).toBe(true);
  });
});

describe("reordering", () => {
  it("moves an item and leaves the input untouched", () => {
    const list = ["a", "b", "c", "d"];
    expect(moveItem(list, 0, 2)).toEqual(["b", "c", "a", "d"]);
    expect(moveItem(list, 3, 0)).toEqual(["d", "a", "b", "c"]);
    expect(moveItem(list, 1, 9)).toEqual(list);
    expect(list).toEqual(["a", "b", "c", "d"]);
  });
  it("reuses the page's sort orders, or positions when they repeat", () => {
    expect(pageSortOrders([30, 10, 20], 0)).toEqual([10, 20, 30]);
    expect(pageSortOrders([0, 0, 0], 20)).toEqual([21, 22, 23]);
  });
});
