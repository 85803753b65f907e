import { describe, expect, it } from "vitest";
import { prefixEnd } from "@/server/search/search-by-name";

/** Byte order of UTF-8, the order of `collate "C"` on PostgreSQL. */
const byteCompare = (a: string, b: string) => Buffer.compare(Buffer.from(a), Buffer.from(b));
const inRange = (s: string, prefix: string) => byteCompare(s, prefix) >= 0 && byteCompare(s, prefixEnd(prefix)) < 0;

describe("prefixEnd (the range of names starting with the header search's query)", () => {
  it("is the prefix with its last character plus one", () => {
    expect(prefixEnd("mavi")).toBe("mavj");
    expect(prefixEnd("mavi ")).toBe("mavi!");
    expect(prefixEnd("ruz9")).toBe("ruz:");
    expect(prefixEnd("z")).toBe("{");
  });

  it("holds exactly the names that start with the prefix", () => {
    const names = ["mavi", "mavi ruya", "mavi9", "maviz", "mavj", "mavh", "mav", "mavi{", "mavia 1", "mav i", "mavizz"];
    for (const prefix of ["mavi", "mavi ", "mav", "m"]) {
      for (const name of names) expect(inRange(name, prefix), `${name} / ${prefix}`).toBe(name.startsWith(prefix));
    }
  });

  it("keeps byte order beyond ASCII", () => {
    expect(inRange("çay", "ç")).toBe(true);
    expect(inRange("d", "ç")).toBe(false);
    expect(inRange("çz", "çy")).toBe(false);
  });
});
