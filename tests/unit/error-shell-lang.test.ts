import { describe, expect, it } from "vitest";
import { errorShellWithLang, pathLocale } from "@/server/http/error-shell-lang";

const SHELL = '<!DOCTYPE html><html id="__next_error__"><head><meta charSet="utf-8"/>';

describe("Next's error shell (a notFound() page) gets the address's language", () => {
  it("English under /en, Turkish elsewhere", () => {
    expect(errorShellWithLang(SHELL, "/en/no-such-page")).toBe(
      '<!DOCTYPE html><html id="__next_error__" lang="en"><head><meta charSet="utf-8"/>',
    );
    expect(errorShellWithLang(SHELL, "/en?x=1")).toContain('lang="en"');
    expect(errorShellWithLang(SHELL, "/no-such-page")).toContain('<html id="__next_error__" lang="tr">');
    expect(errorShellWithLang(SHELL, "/boat/yok")).toContain('lang="tr"');
  });

  it("leaves every other document alone", () => {
    const page = '<!DOCTYPE html><html lang="en" class="x"><head>';
    expect(errorShellWithLang(page, "/en")).toBe(page);
    const later = `<p>${"x".repeat(100)}</p><html id="__next_error__">`;
    expect(errorShellWithLang(later, "/en")).toBe(later);
  });

  it("reads the language from the first path segment only", () => {
    expect(pathLocale("/")).toBe("tr");
    expect(pathLocale("/en")).toBe("en");
    expect(pathLocale("/english")).toBe("tr");
    expect(pathLocale("/listing/en")).toBe("tr");
  });
});
