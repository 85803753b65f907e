import { expect, test } from "./support/test";
import { adminApiToken, contentApi } from "./support/site-content-data";

test("sitemap.xml lists the pages, an active boat and a published post with absolute URLs", async ({ request }) => {
  const api = contentApi(request, await adminApiToken(request));
  const boatSlug = await api.boatSlug();
  const post = await api.blogPost({ title: `Site Haritası ${api.unique()}`, body: "<p>Harita.</p>" });
  const draft = await api.blogPost({ title: `Gizli Taslak ${api.unique()}`, body: "<p>Yok.</p>", published: false });

  const res = await request.get("/sitemap.xml");
  expect(res.status()).toBe(200);
  expect(res.headers()["content-type"]).toContain("xml");
  const xml = await res.text();
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
  const origin = new URL(locs[0]!).origin;
  expect(origin).toMatch(/^https?:\/\//);
  for (const path of ["/", "/listing", "/contact", "/faq", "/blog", "/about", "/website/banks", "/website/kvkk"]) {
    expect(locs, path).toContain(`${origin}${path}`);
  }
  expect(locs).toContain(`${origin}/boat/${boatSlug}`);
  expect(locs).toContain(`${origin}/blog/${post.slug}`);
  expect(locs).not.toContain(`${origin}/blog/${draft.slug}`);
  expect(xml).not.toContain("/dashboard");
});

test("robots.txt lets crawlers in, keeps them out of /dashboard and names the sitemap", async ({ request }) => {
  const res = await request.get("/robots.txt");
  expect(res.status()).toBe(200);
  const text = await res.text();
  expect(text).toMatch(/User-Agent: \*/i);
  expect(text).toMatch(/^Disallow: \/dashboard$/m);
  expect(text).toMatch(/^Sitemap: https?:\/\/\S+\/sitemap\.xml$/m);
});
