import { beforeAll, describe, expect, it } from "vitest";
import { blogPosts, boatComments, faqItems } from "@/server/db/schema";
import { createBoat, createUser } from "@/server/seed/factories";
import { createTestApi, type TestApi } from "../support/test-api";

let api: TestApi;
let boat: Awaited<ReturnType<typeof createBoat>>;
const hour = 3600 * 1000;

beforeAll(async () => {
  api = await createTestApi();
  const owner = await createUser(api.db, { firstName: "Gizli", lastName: "Sahip", email: "sahip@liman.test" });
  boat = await createBoat(api.db, { name: "Mavi Rüya", ownerId: owner.id });
  const hidden = await createBoat(api.db, { name: "Pasif Tekne", active: false });
  await api.db.insert(boatComments).values([
    {
      boatId: boat.id,
      name: "ayşe nur kaptan",
      rating: 5,
      body: "Harika bir hafta!",
      approved: true,
      createdAt: new Date(Date.now() - 2 * hour),
    },
    { boatId: boat.id, name: "Onaysız Yorumcu", rating: 1, body: "Onay bekliyor", approved: false },
    { boatId: hidden.id, name: "Pasif Yorumcu", rating: 4, body: "Pasif teknede", approved: true },
  ]);
  for (let i = 0; i < 22; i++) {
    await api.db.insert(boatComments).values({
      boatId: boat.id,
      name: `Misafir${i} Soyad`,
      rating: 4,
      body: `Yorum ${i}`,
      approved: true,
      createdAt: new Date(Date.now() - (3 + i) * hour),
    });
  }
  await api.db.insert(blogPosts).values([
    {
      title: "Göcek Koyları",
      slug: "gocek-koylari",
      excerpt: "12 adanın rehberi",
      body: "<h2>Yassıca</h2><p>Berrak su.</p>",
      coverImage: "blog/cc33-1920.webp",
      publishedAt: new Date(Date.now() - 24 * hour),
    },
    {
      title: "Bodrum Rotası",
      slug: "bodrum-rotasi",
      body: "<p>Rota.</p>",
      publishedAt: new Date(Date.now() - 48 * hour),
    },
    { title: "Taslak Yazı", slug: "taslak-yazi", body: "<p>Henüz değil</p>", published: false },
    {
      title: "Gelecek Yazı",
      slug: "gelecek-yazi",
      body: "<p>Planlandı</p>",
      publishedAt: new Date(Date.now() + 24 * hour),
    },
  ]);
  await api.db
    .insert(faqItems)
    .values(Array.from({ length: 7 }, (_, i) => ({ question: `Soru ${i}?`, answer: `Cevap ${i}`, sortOrder: i })));
});

describe("GET /v1/website/comments", () => {
  it("answers approved comments of active boats, 20 per page, newest first, with the boat's name and slug", async () => {
    const res = await api.call("GET", "/v1/website/comments");
    expect(res.status).toBe(200);
    expect(res.json.content.total).toBe(23);
    expect(res.json.content.items).toHaveLength(20);
    expect(res.json.content.items[0]).toEqual({
      name: "Ayşe N. K.",
      rating: 5,
      body: "Harika bir hafta!",
      language: "tr",
      created_at: expect.any(String),
      boat: { name: "Mavi Rüya", slug: boat.slug },
    });
    const page2 = await api.call("GET", "/v1/website/comments?skip=20&take=20");
    expect(page2.json.content.items).toHaveLength(3);
    expect(page2.json.content.items.at(-1).body).toBe("Yorum 21");
  });

  const PUBLIC_COMMENT_KEYS = ["boat", "body", "created_at", "language", "name", "rating"];

  it("hides unapproved comments, comments of inactive boats, and every personal detail", async () => {
    const all = await api.call("GET", "/v1/website/comments?take=50");
    const bodies = all.json.content.items.map((c: { body: string }) => c.body);
    expect(bodies).not.toContain("Onay bekliyor");
    expect(bodies).not.toContain("Pasif teknede");
    expect(all.text).not.toMatch(/sahip@liman\.test|Gizli|Sahip|owner|email|Soyad/);
    // No row ids: they would tell how many comments (approved or not) were ever written.
    for (const item of all.json.content.items) expect(Object.keys(item).sort()).toEqual(PUBLIC_COMMENT_KEYS);
  });

  it("rejects bad paging with a Turkish 400", async () => {
    for (const q of ["skip=-1", "take=0", "take=1000", "skip=abc"]) {
      const res = await api.call("GET", `/v1/website/comments?${q}`);
      expect(res.status, q).toBe(400);
      expect(res.json.content).toMatch(/Gönderilen bilgiler geçersiz/);
    }
  });
});

describe("GET /v1/website/blog", () => {
  it("lists published posts only, newest first, with cover URLs", async () => {
    const res = await api.call("GET", "/v1/website/blog");
    expect(res.status).toBe(200);
    expect(res.json.content.total).toBe(2);
    expect(res.json.content.items.map((p: { slug: string }) => p.slug)).toEqual(["gocek-koylari", "bodrum-rotasi"]);
    expect(res.json.content.items[0]).toEqual({
      id: expect.any(Number),
      title: "Göcek Koyları",
      slug: "gocek-koylari",
      excerpt: "12 adanın rehberi",
      cover_image_url: "/v1/media/blog/cc33-1920.webp",
      cover_thumb_url: "/v1/media/blog/cc33-640.webp",
      published_at: expect.any(String),
      turkish_fields: [],
    });
    expect(res.json.content.items[0]).not.toHaveProperty("body");
    const paged = await api.call("GET", "/v1/website/blog?skip=1&take=1");
    expect(paged.json.content.items.map((p: { slug: string }) => p.slug)).toEqual(["bodrum-rotasi"]);
  });

  it("answers one published post by slug with its body", async () => {
    const res = await api.call("GET", "/v1/website/blog/gocek-koylari");
    expect(res.status).toBe(200);
    expect(res.json.content).toMatchObject({ title: "Göcek Koyları", body: "<h2>Yassıca</h2><p>Berrak su.</p>" });
  });

  it("answers 404 for a draft, a scheduled post and an unknown slug; 400 for a malformed slug", async () => {
    for (const slug of ["taslak-yazi", "gelecek-yazi", "yok-boyle-yazi"]) {
      const res = await api.call("GET", `/v1/website/blog/${slug}`);
      expect(res.status, slug).toBe(404);
      expect(res.json.content).toBe("Yazı bulunamadı.");
    }
    const bad = await api.call("GET", `/v1/website/blog/${encodeURIComponent("Büyük Harf!")}`);
    expect(bad.status).toBe(400);
    const long = await api.call("GET", `/v1/website/blog/${"a".repeat(300)}`);
    expect(long.status).toBe(400);
  });
});

describe("GET /v1/website/home", () => {
  it("answers the latest 6 approved comments, the latest 3 published posts and the top 5 FAQ items", async () => {
    const res = await api.call("GET", "/v1/website/home");
    expect(res.status).toBe(200);
    const { comments, posts, faq } = res.json.content;
    expect(comments).toHaveLength(6);
    expect(comments[0].body).toBe("Harika bir hafta!");
    expect(posts.map((p: { slug: string }) => p.slug)).toEqual(["gocek-koylari", "bodrum-rotasi"]);
    expect(faq.map((f: { question: string }) => f.question)).toEqual([
      "Soru 0?",
      "Soru 1?",
      "Soru 2?",
      "Soru 3?",
      "Soru 4?",
    ]);
    expect(res.text).not.toMatch(/Onay bekliyor|Taslak|Gelecek|sahip@/);
  });
});
