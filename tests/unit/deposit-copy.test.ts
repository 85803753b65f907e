import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { bookingCopy } from "../support/booking-panel-copy";
import { siteDepositCopy } from "@/features/site/content/deposit-copy";
import { DEFAULT_DEPOSIT_PERCENT, depositPercentOf, fillCopy, percentTr } from "@/lib/deposit-copy";

/** Every string a copy object holds, calling its sentence builders with a sample argument. */
function sentences(copy: Record<string, string | ((arg: string) => string)>): string[] {
  return Object.values(copy).map((v) => (typeof v === "function" ? v("Kiralık Tekneler") : v));
}

describe("deposit copy", () => {
  it("writes the rate the Turkish way and reads the setting leniently", () => {
    expect(percentTr(30)).toBe("%30");
    expect(depositPercentOf("30")).toBe(30);
    expect(depositPercentOf(45)).toBe(45);
    for (const bad of ["", "0", "101", "2.5", "abc", undefined])
      expect(depositPercentOf(bad)).toBe(DEFAULT_DEPOSIT_PERCENT);
  });

  it("fills the rate placeholders of a stored text and leaves any other {{…}} alone", () => {
    expect(fillCopy("<p>%{{deposit_percent}} şimdi, %{{ balance_percent }} binişte; {{code}}</p>", 30)).toBe(
      "<p>%30 şimdi, %70 binişte; {{code}}</p>",
    );
  });

  it("states the given rate in every built-in sentence of the site and the booking panel", () => {
    const all = [...sentences(siteDepositCopy(30)), bookingCopy.depositRow(30), bookingCopy.formNote(30)];
    expect(all.length).toBeGreaterThanOrEqual(11);
    for (const text of all) {
      expect(text).toContain("%30");
      expect(text).not.toMatch(/%\s?20\b/);
    }
  });
});

const root = path.resolve(import.meta.dirname, "../..");
function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.(tsx?|sql)$/.test(e.name))
    .map((e) => path.relative(root, path.join(e.parentPath, e.name)));
}

describe("no text names a deposit rate of its own", () => {
  it("src/ and the migrations never write the default 20 % (or its 80 % balance) as a literal", () => {
    // `%20` / `20 %` / `yüzde 20`, not URL encoding (`%20a`, `%20${…}`).
    const literalRate = /%\s?[28]0(?![0-9A-Fa-f$])|(?<![\w.])[28]0\s?%(?![\w{])|yüzde\s+[28]0\b/i;
    const offenders = [...sourceFiles("src"), ...sourceFiles("drizzle")].flatMap((file) =>
      readFileSync(path.join(root, file), "utf8")
        .split("\n")
        .flatMap((line, i) => (literalRate.test(line) ? [`${file}:${i + 1}`] : [])),
    );
    expect(offenders).toEqual([]);
  });
});
