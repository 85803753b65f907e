import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { homeLocale, languageRedirect } from "@/server/http/language-redirect";

let server: Server;
let base: string;

beforeAll(async () => {
  server = createServer(languageRedirect((_req, res) => res.end("page")));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${base}${path}`, { headers, redirect: "manual" });

describe("the first visit to / goes to the visitor's language (issue 16)", () => {
  it("sends an English browser to /en, keeping the query", async () => {
    const answer = await get("/?utm=x", { "accept-language": "en-US,en;q=0.9" });
    expect(answer.status).toBe(307);
    expect(answer.headers.get("location")).toBe("/en?utm=x");
    expect(answer.headers.get("vary")).toBe("Accept-Language, Cookie");
  });

  it("serves Turkish to a Turkish, unknown or absent preference", async () => {
    for (const language of ["tr-TR,tr;q=0.9,en;q=0.8", "de-DE", ""]) {
      const answer = await get("/", language ? { "accept-language": language } : {});
      expect(answer.status, language).toBe(200);
      expect(await answer.text()).toBe("page");
    }
  });

  it("follows the remembered choice over the browser's", async () => {
    expect((await get("/", { "accept-language": "en", cookie: "a=1; liman-lang=tr" })).status).toBe(200);
    const english = await get("/", { "accept-language": "tr", cookie: "liman-lang=en" });
    expect(english.headers.get("location")).toBe("/en");
  });

  it("leaves every other address alone", async () => {
    for (const path of ["/listing", "/en", "/boat/x?y=1"]) {
      expect((await get(path, { "accept-language": "en" })).status, path).toBe(200);
    }
  });

  it("ignores a cookie value that is no language", () => {
    expect(homeLocale({ headers: { cookie: "liman-lang=fr", "accept-language": "tr" } })).toBe("tr");
  });
});
