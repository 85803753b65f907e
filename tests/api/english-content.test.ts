import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { blogPosts, boats, faqItems } from "@/server/db/schema";
import { createBoat, createBoatPrice, createBoatType, createDistrict, createMarina } from "@/server/seed/factories";
import { sendForm, staffTokens } from "../support/content-helpers";
import { createTestApi, type TestApi } from "../support/test-api";

// Issue 16 item 3: optional English texts beside the Turkish ones, edited in the dashboard; the public reads
// answer them on the English site (Accept-Language for the API) and fall back to the Turkish text, named in
// `turkish_fields` so the site marks it lang="tr".

let api: TestApi;
let t: Awaited<ReturnType<typeof staffTokens>>;
const english = { "accept-language": "en-GB,en;q=0.9" };

beforeAll(async () => {
  api = await createTestApi();
  t = await staffTokens(api);
});

describe("blog posts", () => {
  it("saves, sanitises and returns the English title, summary and body; clears them with null; keeps them when left out", async () => {
    const created = await api.call("POST", "/v1/admin/blog", {
      token: t.adminToken,
      body: {
        title: "Bodrum'da bir hafta",
        excerpt: "Koylar ve rotalar.",
        body: "<p>Türkçe metin.</p>",
        title_en: "  A week in Bodrum  ",
        excerpt_en: "Bays and routes.",
        body_en: '<p onclick="x()">English text.</p><script>alert(1)</script>',
      },
    });
    expect(created.status).toBe(201);
    const post = created.json.content;
    expect(post).toMatchObject({ title_en: "A week in Bodrum", excerpt_en: "Bays and routes." });
    expect(post.body_en).toBe("<p>English text.</p>");

    const read = await api.call("GET", `/v1/admin/blog/${post.id}`, { token: t.adminToken });
    expect(read.json.content).toMatchObject({ title_en: "A week in Bodrum", body_en: "<p>English text.</p>" });

    // An edit without the English fields keeps them.
    const kept = await api.call("POST", "/v1/admin/blog/edit", {
      token: t.adminToken,
      body: { id: post.id, title: "Bodrum'da bir hafta", body: "<p>Yeni Türkçe metin.</p>" },
    });
    expect(kept.status).toBe(200);
    expect(kept.json.content).toMatchObject({ title_en: "A week in Bodrum", body_en: "<p>English text.</p>" });

    // Empty or null clears them (an empty editor body too).
    const cleared = await api.call("POST", "/v1/admin/blog/edit", {
      token: t.adminToken,
      body: { id: post.id, title: "Bodrum'da bir hafta", body: "<p>Metin.</p>", excerpt_en: "", body_en: "<p></p>" },
    });
    expect(cleared.json.content).toMatchObject({ title_en: "A week in Bodrum", excerpt_en: null, body_en: null });
  });

  it("refuses an English title over the Turkish one's limit, with a Turkish message", async () => {
    const res = await api.call("POST", "/v1/admin/blog", {
      token: t.adminToken,
      body: { title: "Başlık", body: "<p>Metin.</p>", title_en: "x".repeat(201) },
    });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.json)).toContain("Başlık (İngilizce) en fazla 200 karakter olabilir.");
  });

  it("answers the English texts to an English request and the Turkish ones, marked, where English is missing", async () => {
    const [full] = await api.db
      .insert(blogPosts)
      .values({
        title: "Göcek koyları",
        slug: "gocek-koylari",
        excerpt: "Türkçe özet.",
        body: "<p>Türkçe gövde.</p>",
        titleEn: "The bays of Göcek",
        excerptEn: "English summary.",
        bodyEn: "<p>English body.</p>",
      })
      .returning();
    await api.db.insert(blogPosts).values({
      title: "Sadece Türkçe",
      slug: "sadece-turkce",
      excerpt: "Yalnız Türkçe özet.",
      body: "<p>Yalnız Türkçe.</p>",
    });

    const en = await api.call("GET", "/v1/website/blog/gocek-koylari", { headers: english });
    expect(en.json.content).toMatchObject({
      title: "The bays of Göcek",
      excerpt: "English summary.",
      body: "<p>English body.</p>",
      turkish_fields: [],
    });
    const tr = await api.call("GET", "/v1/website/blog/gocek-koylari");
    expect(tr.json.content).toMatchObject({ title: "Göcek koyları", body: "<p>Türkçe gövde.</p>", turkish_fields: [] });

    const fallback = await api.call("GET", "/v1/website/blog/sadece-turkce", { headers: english });
    expect(fallback.json.content).toMatchObject({
      title: "Sadece Türkçe",
      body: "<p>Yalnız Türkçe.</p>",
      turkish_fields: ["title", "excerpt", "body"],
    });

    const list = await api.call("GET", "/v1/website/blog", { headers: english });
    const titles = list.json.content.items.map((p: { title: string }) => p.title);
    expect(titles).toContain("The bays of Göcek");
    expect(titles).toContain("Sadece Türkçe");
    expect(titles).not.toContain(full!.title);
  });
});

describe("FAQ, team, documents and website pages", () => {
  it("saves the English question and answer and answers them to an English request", async () => {
    const created = await api.call("POST", "/v1/admin/faq", {
      token: t.adminToken,
      body: {
        question: "Kaptan dahil mi?",
        answer: "<p>Evet.</p>",
        question_en: "Is the skipper included?",
        answer_en: "<p>Yes.</p><img src=x onerror=alert(1)>",
      },
    });
    expect(created.status).toBe(201);
    expect(created.json.content.question_en).toBe("Is the skipper included?");
    expect(created.json.content.answer_en).not.toContain("onerror");
    await api.db.insert(faqItems).values({ question: "Yakıt dahil mi?", answer: "<p>Hayır.</p>", sortOrder: 99 });

    const en = await api.call("GET", "/v1/website/faq", { headers: english });
    expect(en.json.content).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ question: "Is the skipper included?", turkish_fields: [] }),
        expect.objectContaining({ question: "Yakıt dahil mi?", turkish_fields: ["question", "answer"] }),
      ]),
    );
    const tr = await api.call("GET", "/v1/website/faq");
    expect(tr.json.content.map((i: { question: string }) => i.question)).toContain("Kaptan dahil mi?");
  });

  it("saves a team member's English title and biography", async () => {
    const res = await sendForm(api, "POST", "/v1/admin/team", t.adminToken, {
      name: "Ayşe Deniz",
      title: "Rezervasyon sorumlusu",
      bio: "Türkçe biyografi.",
      title_en: "Reservations manager",
    });
    expect(res.status).toBe(201);
    const member = res.json.content;
    expect(member).toMatchObject({ title_en: "Reservations manager", bio_en: null });

    const en = await api.call("GET", "/v1/website/team", { headers: english });
    expect(en.json.content).toEqual([
      expect.objectContaining({
        title: "Reservations manager",
        bio: "Türkçe biyografi.",
        turkish_fields: ["bio"],
      }),
    ]);
  });

  it("saves a document's English title and answers it to an English request", async () => {
    const res = await sendForm(
      api,
      "POST",
      "/v1/admin/ourdocuments",
      t.adminToken,
      { title: "TÜRSAB Belgesi", title_en: "TÜRSAB licence" },
      { file: { data: Buffer.from("%PDF-1.4\n%%EOF\n"), name: "b.pdf", type: "application/pdf" } },
    );
    expect(res.status, JSON.stringify(res.json)).toBe(201);
    expect(res.json.content.title_en).toBe("TÜRSAB licence");
    const en = await api.call("GET", "/v1/website/ourdocuments", { headers: english });
    expect(en.json.content).toEqual([expect.objectContaining({ title: "TÜRSAB licence", turkish_fields: [] })]);
    const tr = await api.call("GET", "/v1/website/ourdocuments");
    expect(tr.json.content).toEqual([expect.objectContaining({ title: "TÜRSAB Belgesi" })]);
  });

  it("saves a website page's English title and body and shows them on the English read only", async () => {
    const saved = await api.call("PUT", "/v1/admin/website/about", {
      token: t.adminToken,
      body: {
        title: "Hakkımızda",
        body: "<p>Türkçe.</p>",
        title_en: "About us",
        body_en: "<p>English.</p>",
      },
    });
    expect(saved.status).toBe(200);
    expect(saved.json.content).toMatchObject({ title_en: "About us", body_en: "<p>English.</p>" });

    expect((await api.call("GET", "/v1/website/about", { headers: english })).json.content).toMatchObject({
      title: "About us",
      body: "<p>English.</p>",
      turkish_fields: [],
    });
    expect((await api.call("GET", "/v1/website/about")).json.content).toMatchObject({
      title: "Hakkımızda",
      body: "<p>Türkçe.</p>",
    });

    // Saving the Turkish text alone keeps the English one.
    await api.call("PUT", "/v1/admin/website/about", {
      token: t.adminToken,
      body: { title: "Hakkımızda", body: "<p>Yeni Türkçe.</p>" },
    });
    expect((await api.call("GET", "/v1/website/about", { headers: english })).json.content.body).toBe(
      "<p>English.</p>",
    );
    const privacy = await api.call("PUT", "/v1/admin/website/privacy", {
      token: t.adminToken,
      body: { title: "Gizlilik", body: "<p>Türkçe gizlilik.</p>" },
    });
    expect(privacy.status).toBe(200);
    expect((await api.call("GET", "/v1/website/privacy", { headers: english })).json.content).toMatchObject({
      title: "Gizlilik",
      turkish_fields: ["title", "body"],
    });
  });
});

describe("boats and their places", () => {
  it("saves a boat's English description through the dashboard and answers it on the English boat read", async () => {
    const type = await createBoatType(api.db, { name: "Motoryat", nameEn: "Motor yacht" });
    const district = await createDistrict(api.db, { name: "Göcek", nameEn: null });
    const marina = await createMarina(api.db, {
      name: "Göcek Belediye Marinası",
      nameEn: "Göcek Municipal Marina",
      districtId: district.id,
    });
    const boat = await createBoat(api.db, {
      typeId: type.id,
      marinaId: marina.id,
      description: "<p>Türkçe açıklama.</p>",
    });
    await createBoatPrice(api.db, { boatId: boat.id });

    const res = await api.call("PUT", `/v1/admin/boats/${boat.id}`, {
      token: t.adminToken,
      body: { description_en: '<p>A fast motor yacht.</p><iframe src="https://x.test"></iframe>' },
    });
    expect(res.status).toBe(200);
    expect(res.json.content.description_en).toBe("<p>A fast motor yacht.</p>");
    const [row] = await api.db.select({ description: boats.description }).from(boats).where(eq(boats.id, boat.id));
    expect(row!.description).toBe("<p>Türkçe açıklama.</p>");

    const en = await api.call("GET", `/v1/boats/${boat.slug}`, { headers: english });
    expect(en.json.content).toMatchObject({
      description: "<p>A fast motor yacht.</p>",
      type: { name: "Motor yacht" },
      marina: { name: "Göcek Municipal Marina" },
      district: { name: "Göcek" },
      turkish_fields: [],
    });
    expect(en.json.content).not.toHaveProperty("description_en");
    const tr = await api.call("GET", `/v1/boats/${boat.slug}`);
    expect(tr.json.content).toMatchObject({ description: "<p>Türkçe açıklama.</p>", type: { name: "Motoryat" } });

    await api.call("PUT", `/v1/admin/boats/${boat.id}`, { token: t.adminToken, body: { description_en: null } });
    const fallback = await api.call("GET", `/v1/boats/${boat.slug}`, { headers: english });
    expect(fallback.json.content).toMatchObject({
      description: "<p>Türkçe açıklama.</p>",
      turkish_fields: ["description"],
    });

    // The listing and its filter options name the type and marina in English too.
    const cards = await api.call("GET", "/v1/searchboats", { headers: english });
    const card = cards.json.content.items.find((c: { id: number }) => c.id === boat.id);
    expect(card).toMatchObject({ type: { name: "Motor yacht" }, marina: { name: "Göcek Municipal Marina" } });
    const trCards = await api.call("GET", "/v1/searchboats");
    expect(trCards.json.content.items.find((c: { id: number }) => c.id === boat.id)).toMatchObject({
      type: { name: "Motoryat" },
    });
    const options = await api.call("GET", "/v1/search/boatoptions", { headers: english });
    expect(options.json.content.types.map((o: { name: string }) => o.name)).toContain("Motor yacht");
    expect(options.json.content.marinas.map((o: { name: string }) => o.name)).toContain("Göcek Municipal Marina");
  });

  it("saves English names of a boat type, a marina and a district", async () => {
    const type = await api.call("POST", "/v1/admin/boattypes", {
      token: t.adminToken,
      body: { name: "Yelkenli", name_en: "Sailing yacht" },
    });
    expect(type.status).toBe(201);
    expect(type.json.content.name_en).toBe("Sailing yacht");
    const renamed = await api.call("PUT", `/v1/admin/boattypes/${type.json.content.id}`, {
      token: t.adminToken,
      body: { name: "Yelkenli", name_en: "" },
    });
    expect(renamed.json.content.name_en).toBeNull();

    const district = await api.call("POST", "/v1/admin/towndistrict", {
      token: t.adminToken,
      body: { town: "Muğla", name: "Fethiye", name_en: "Fethiye" },
    });
    expect(district.status, JSON.stringify(district.json)).toBe(201);
    expect(district.json.content.name_en).toBe("Fethiye");
    const marina = await api.call("POST", "/v1/admin/marina", {
      token: t.adminToken,
      body: { name: "Fethiye Limanı", name_en: "Fethiye Harbour", district_id: district.json.content.id },
    });
    expect(marina.status, JSON.stringify(marina.json)).toBe(201);
    expect(marina.json.content.name_en).toBe("Fethiye Harbour");
  });
});
