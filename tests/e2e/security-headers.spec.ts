import { apiContent } from "./support/site";
import { expect, test } from "./support/test";

const headerNonce = (csp: string | undefined) => /'nonce-([^']+)'/.exec(csp ?? "")?.[1];

test("every page answers with the security headers and a fresh nonce, which all its scripts carry", async ({
  request,
}) => {
  const boats = await apiContent<{ items: { slug: string }[] }>(request, "/v1/searchboats?take=1");
  const pages = ["/", "/listing", `/boat/${boats.items[0]?.slug}`, "/dashboard/login"];
  for (const path of pages) {
    const nonces = [];
    // The second answer of a public page comes from the page cache.
    for (let i = 0; i < 2; i++) {
      const res = await request.get(path);
      expect(res.status(), path).toBe(200);
      const headers = res.headers();
      expect(headers["x-frame-options"], path).toBe("DENY");
      expect(headers["x-content-type-options"], path).toBe("nosniff");
      expect(headers["referrer-policy"], path).toBe("strict-origin-when-cross-origin");
      expect(headers["cross-origin-opener-policy"], path).toBe("same-origin");
      expect(headers["permissions-policy"], path).toContain("camera=()");
      const csp = headers["content-security-policy"] ?? "";
      expect(csp, path).toContain("frame-ancestors 'none'");
      const scriptSrc = csp.split(";").find((d) => d.trim().startsWith("script-src ")) ?? "";
      expect(scriptSrc, path).not.toContain("'unsafe-");
      const nonce = headerNonce(scriptSrc);
      expect(nonce, path).toMatch(/^[A-Za-z0-9+/=_-]{16,}$/);
      nonces.push(nonce);
      const html = await res.text();
      const scripts = [...html.matchAll(/<script\b([^>]*)>/g)].map((m) => m[1] ?? "");
      const executable = scripts.filter((attrs) => !attrs.includes('type="application/ld+json"'));
      expect(executable.length, path).toBeGreaterThan(0);
      for (const attrs of executable) expect(attrs, path).toContain(`nonce="${nonce}"`);
    }
    expect(nonces[0], path).not.toBe(nonces[1]);
  }
});

test("the policy stops a script slipped into a page, and the guard sees it", async ({ page, cspViolations }) => {
  // As if stored markup had smuggled a script tag into the page: same answer, same headers, one more script.
  await page.route("**/faq", async (route) => {
    const original = await route.fetch();
    const html = (await original.text()).replace("</body>", "<script>window.__injected = true</script></body>");
    await route.fulfill({ response: original, body: html });
  });
  await page.goto("/faq");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => (window as { __injected?: boolean }).__injected)).toBeUndefined();
  await expect.poll(() => cspViolations.join("\n")).toContain("script-src");
  // Provoked on purpose: the guard has done its job.
  cspViolations.length = 0;
});

test("the API answers with the strict resource policy", async ({ request }) => {
  for (const path of ["/v1/health", "/v1/yok-boyle-bir-adres", "/v1/admin/boats"]) {
    const headers = (await request.get(path)).headers();
    expect(headers["content-security-policy"], path).toBe(
      "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'",
    );
    expect(headers["x-content-type-options"], path).toBe("nosniff");
    expect(headers["x-frame-options"], path).toBe("DENY");
  }
});
