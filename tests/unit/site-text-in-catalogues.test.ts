import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { hardCodedText } from "../support/hard-coded-text";

const root = path.resolve(import.meta.dirname, "../..");
/** The public site's components and routes: every string a visitor reads comes from src/i18n/messages. */
const SITE_DIRS = ["src/features/site", "src/app/(site)"];

function tsxFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir), { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".tsx"))
    .map((file) => path.join(dir, file));
}

const files = SITE_DIRS.flatMap(tsxFiles);

describe("the public site's text comes from the catalogues (issue 16)", () => {
  it("finds hard-coded text where there is some", () => {
    const sample = `export const A = () => <p title="Başlık" aria-label={"x"}>Merhaba {"dünya"} {\`\${n} gece\`}<span>{n}</span> € · Liman</p>;`;
    expect(hardCodedText(sample).map((hit) => hit.text)).toEqual(["Merhaba", "dünya", "gece", "Başlık", "x"]);
    expect(hardCodedText(`export const B = () => <p title={t("x")}>{t("y")} — {count}</p>;`)).toEqual([]);
  });

  it.each(files)("%s has no hard-coded text", (file) => {
    const hits = hardCodedText(readFileSync(path.join(root, file), "utf8"));
    expect(hits.map(({ line, text }) => `${file}:${line} ${text}`)).toEqual([]);
  });
});
