import { describe, expect, it } from "vitest";
import en from "@/i18n/messages/en.json";
import tr from "@/i18n/messages/tr.json";
import { CLIENT_NAMESPACES } from "@/i18n/client-namespaces";

type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ""): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const name = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") out.set(name, value);
    else for (const [leaf, text] of leaves(value, name)) out.set(leaf, text);
  }
  return out;
}

/** The ICU arguments a message uses: `{count}`, `{count, plural, …}`, `<b>…</b>` tags. */
function argumentsOf(message: string): string[] {
  const names = new Set<string>();
  for (const match of message.matchAll(/\{\s*([A-Za-z_][\w]*)\s*[,}]/g)) names.add(match[1]!);
  for (const match of message.matchAll(/<([A-Za-z][\w]*)>/g)) names.add(`<${match[1]}>`);
  return [...names].sort();
}

const catalogues = { tr: leaves(tr as Tree), en: leaves(en as Tree) };

describe("message catalogues (issue 16)", () => {
  it("have the same keys in Turkish and English", () => {
    const missingInEn = [...catalogues.tr.keys()].filter((key) => !catalogues.en.has(key));
    const missingInTr = [...catalogues.en.keys()].filter((key) => !catalogues.tr.has(key));
    expect({ missingInEn, missingInTr }).toEqual({ missingInEn: [], missingInTr: [] });
  });

  it("have no empty message", () => {
    for (const [locale, messages] of Object.entries(catalogues)) {
      const empty = [...messages].filter(([, text]) => text.trim() === "").map(([key]) => `${locale}:${key}`);
      expect(empty).toEqual([]);
    }
  });

  it("use the same arguments in both languages", () => {
    const differing = [...catalogues.tr]
      .filter(([key]) => catalogues.en.has(key))
      .filter(([key, text]) => argumentsOf(text).join() !== argumentsOf(catalogues.en.get(key)!).join())
      .map(([key]) => key);
    expect(differing).toEqual([]);
  });

  it("send only existing namespaces to the browser", () => {
    for (const name of CLIENT_NAMESPACES) expect(Object.keys(tr)).toContain(name);
  });

  it("catch a missing key (the check itself)", () => {
    const a = leaves({ A: { b: "x", c: "y" } });
    const b = leaves({ A: { b: "x" } });
    expect([...a.keys()].filter((key) => !b.has(key))).toEqual(["A.c"]);
    expect(argumentsOf("{count, plural, one {# night} other {# nights}} from <b>{price}</b>")).toEqual([
      "<b>",
      "count",
      "price",
    ]);
  });
});
