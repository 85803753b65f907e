import { describe, expect, it } from "vitest";
import { createTestApi } from "../support/test-api";

const plain = await createTestApi();
const secure = await createTestApi({ PUBLIC_URL: "https://liman.example" });

const EXPECTED = {
  "content-security-policy": "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
  "x-frame-options": "DENY",
  "x-content-type-options": "nosniff",
  "referrer-policy": "strict-origin-when-cross-origin",
  "cross-origin-opener-policy": "same-origin",
};

describe("API security headers", () => {
  it("are on answers, errors and unknown addresses alike", async () => {
    for (const [method, path, status] of [
      ["GET", "/v1/health", 200],
      ["GET", "/v1/yok-boyle-bir-adres", 404],
      ["GET", "/v1/admin/boats", 401],
      ["POST", "/v1/auth/login", 400],
    ] as const) {
      const res = await plain.call(method, path, method === "POST" ? { body: {} } : {});
      expect(res.status, path).toBe(status);
      for (const [name, value] of Object.entries(EXPECTED))
        expect(res.headers.get(name), `${path} ${name}`).toBe(value);
      expect(res.headers.get("permissions-policy"), path).toContain("geolocation=()");
      expect(res.headers.get("strict-transport-security"), path).toBeNull();
    }
  });

  it("include HSTS only when PUBLIC_URL is https", async () => {
    const res = await secure.call("GET", "/v1/health");
    expect(res.headers.get("strict-transport-security")).toBe("max-age=63072000");
    expect(res.headers.get("content-security-policy")).toBe(EXPECTED["content-security-policy"]);
  });
});
