import { z } from "zod";
import { describe, expect, it } from "vitest";
import { idParam, pagingFields, queryBool, queryDecimal, queryInt } from "@/shared/input";
import { findUnstorableText, isStorableText } from "@/server/http/storable-text";
import { formBoolean, idField } from "@/server/content/fields";
import { formValues } from "@/server/content/form-values";
import { badPageUrl } from "@/server/http/url-guard";

describe("idParam", () => {
  it("takes positive canonical decimal integers only", () => {
    const id = idParam();
    expect(id.parse("9")).toBe(9);
    expect(id.parse("2147483647")).toBe(2_147_483_647);
    for (const bad of ["0x9", "1e3", " 9", "9 ", "9.0", "+9", "09", "0", "-1", "", "2147483648", "٩", "Infinity"]) {
      expect(id.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
    for (const bad of [9, true, ["9"], { id: "9" }, null]) {
      expect(id.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });
});

describe("queryInt, queryDecimal, queryBool, pagingFields", () => {
  it("reads numbers strictly, with range messages", () => {
    const guests = queryInt({ min: 0, max: 50, message: "sayı", tooSmall: "negatif", tooBig: "büyük" });
    expect(guests.parse("0")).toBe(0);
    expect(guests.safeParse("-2").error?.issues[0]?.message).toBe("negatif");
    expect(guests.safeParse("51").error?.issues[0]?.message).toBe("büyük");
    expect(guests.safeParse("1e1").error?.issues[0]?.message).toBe("sayı");
    const length = queryDecimal({ min: 0, max: 100 });
    expect(length.parse("12.5")).toBe(12.5);
    for (const bad of ["12,5", ".5", "1e2", "0x10", "12.", " 1"]) expect(length.safeParse(bad).success).toBe(false);
  });

  it("reads booleans as true/false/1/0 only", () => {
    const flag = queryBool();
    expect(flag.parse("1")).toBe(true);
    expect(flag.parse("false")).toBe(false);
    for (const bad of ["yes", "on", "", ["1"], true]) expect(flag.safeParse(bad).success).toBe(false);
  });

  it("defaults skip and take and refuses repeated keys", () => {
    const paging = z.object(pagingFields(10, 100));
    expect(paging.parse({})).toEqual({ skip: 0, take: 10 });
    expect(paging.safeParse({ take: ["5", "6"] }).success).toBe(false);
    expect(paging.safeParse({ take: "101" }).success).toBe(false);
  });
});

describe("JSON body fields", () => {
  it("refuse strings, booleans and arrays where numbers and booleans are required", () => {
    expect(idField().safeParse(true).success).toBe(false);
    expect(idField().safeParse("9").success).toBe(false);
    expect(idField().safeParse([9]).success).toBe(false);
    expect(formBoolean("blog.published").safeParse("1").success).toBe(false);
    expect(formBoolean("blog.published").safeParse("true").success).toBe(false);
    expect(formBoolean("blog.published").parse(true)).toBe(true);
  });

  it("multipart form text is turned into typed values by the schema's field types", () => {
    const schema = z.object({
      id: idField(),
      published: formBoolean("blog.published").optional(),
      title: z.string(),
      boat_id: idParam(),
    });
    const values = formValues(schema, { id: "7", published: "on", title: "12", boat_id: "3", extra: "1" });
    expect(values).toEqual({ id: 7, published: true, title: "12", boat_id: "3", extra: "1" });
    expect(schema.parse(values)).toEqual({ id: 7, published: true, title: "12", boat_id: 3 });
    expect(schema.safeParse(formValues(schema, { id: "0x7", title: "a", boat_id: "3" })).success).toBe(false);
    expect(schema.safeParse(formValues(schema, { id: "7", published: "evet", title: "a", boat_id: "3" })).success).toBe(
      false,
    );
  });
});

describe("storable text", () => {
  it("refuses NUL and lone surrogates, keeps paired surrogates (emoji)", () => {
    expect(isStorableText("Mavi Rüya ⛵ 🐬")).toBe(true);
    expect(isStorableText("a\u0000b")).toBe(false);
    expect(isStorableText("a\uD800b")).toBe(false);
    expect(isStorableText("a\uDC00")).toBe(false);
    expect(isStorableText("\uD83D")).toBe(false);
  });

  it("names the first offending field, in nested objects, arrays and keys", () => {
    expect(findUnstorableText({ a: "ok", b: [{ c: "x\u0000" }] })).toBe("b.0.c");
    expect(findUnstorableText({ ["k\uD800"]: 1 })).toBe("k\uD800");
    expect(findUnstorableText("\u0000")).toBe("_");
    expect(findUnstorableText({ a: 1, b: true, c: null, d: ["🐬"] })).toBeUndefined();
    let deep: unknown = "\u0000";
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(findUnstorableText(deep)).toMatch(/^0(\.0)+$/);
  });
});

describe("badPageUrl", () => {
  it("refuses undecodable paths and NUL in a path or query; serves the rest", () => {
    expect(badPageUrl("/%")).toBe("undecodable");
    expect(badPageUrl("/boat/%E0%A4%A")).toBe("undecodable");
    expect(badPageUrl("/boat/%ED%A0%80")).toBe("undecodable");
    expect(badPageUrl("/boat/%00")).toBe("unstorable");
    expect(badPageUrl("/listing?q=%00")).toBe("unstorable");
    expect(badPageUrl("/listing?%00=1")).toBe("unstorable");
    expect(badPageUrl("/listing?guests=4&types=1,2")).toBeUndefined();
    expect(badPageUrl("/boat/mavi-r%C3%BCya?start_date=%E0%A4%A")).toBeUndefined();
    expect(badPageUrl("/")).toBeUndefined();
  });
});
