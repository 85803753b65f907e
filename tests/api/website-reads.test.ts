import { beforeAll, describe, expect, it } from "vitest";
import { banks, documents, faqItems, teamMembers, websitePages } from "@/server/db/schema";
import { updateSettings } from "@/server/settings/update-settings";
import { DEFAULT_PAGE_TITLES, TEXT_PAGES } from "@/server/website/pages/pages";
import { createTestApi, type TestApi } from "../support/test-api";
import { daysFromToday } from "../support/test-dates";

let api: TestApi;

beforeAll(async () => {
  api = await createTestApi();
});

describe("GET /v1/website/{about, privacy, rental, cancel, kvkk, howrent}", () => {
  it("answers every page with its default title and an empty body before staff write it", async () => {
    for (const key of TEXT_PAGES) {
      const res = await api.call("GET", `/v1/website/${key}`);
      expect(res.status, key).toBe(200);
      expect(res.json.content).toEqual({
        key,
        title: DEFAULT_PAGE_TITLES[key],
        body: "",
        updated_at: null,
        turkish_fields: [],
      });
    }
  });

  it("answers the stored title and HTML body of each page", async () => {
    await api.db.insert(websitePages).values([
      { key: "about", title: "Biz Kimiz", body: "<p>Liman <strong>2012</strong>'den beri.</p>" },
      { key: "kvkk", title: "KVKK", body: "<h2>Veri sorumlusu</h2><p>Liman Denizcilik</p>" },
    ]);
    const about = await api.call("GET", "/v1/website/about");
    expect(about.json.content).toMatchObject({
      key: "about",
      title: "Biz Kimiz",
      body: "<p>Liman <strong>2012</strong>'den beri.</p>",
    });
    expect(Date.parse(about.json.content.updated_at)).not.toBeNaN();
    const kvkk = await api.call("GET", "/v1/website/kvkk");
    expect(kvkk.json.content.body).toContain("Veri sorumlusu");
    // other pages are unaffected
    expect((await api.call("GET", "/v1/website/privacy")).json.content.body).toBe("");
  });

  it("needs no token and is not a write path", async () => {
    expect((await api.call("POST", "/v1/website/about", { body: {} })).status).toBe(404);
    expect((await api.call("GET", "/v1/website/nosuchpage")).status).toBe(404);
  });
});

describe("GET /v1/website/contact", () => {
  it("answers the public contact details and social links, never the staff address", async () => {
    await updateSettings(api.db, {
      site_phone: "+90 252 000 00 00",
      site_email: "info@liman.test",
      site_address: "Neyzen Tevfik Cd. 1, Bodrum",
      staff_email: "gizli-personel@liman.test",
      instagram_link: "https://instagram.com/liman",
    });
    const res = await api.call("GET", "/v1/website/contact");
    expect(res.status).toBe(200);
    expect(res.json.content).toEqual({
      site_name: "Liman",
      site_phone: "+90 252 000 00 00",
      site_email: "info@liman.test",
      site_address: "Neyzen Tevfik Cd. 1, Bodrum",
      facebook_link: "",
      instagram_link: "https://instagram.com/liman",
      twitter_link: "",
      youtube_link: "",
    });
    expect(res.text).not.toContain("gizli-personel");
  });
});

describe("GET /v1/website/bank", () => {
  it("answers active banks in staff order only", async () => {
    await api.db.insert(banks).values([
      { bankName: "Deniz Bank", accountHolder: "Liman Ltd.", iban: "TR330006100519786457841326", sortOrder: 2 },
      {
        bankName: "Euro Bank",
        accountHolder: "Liman Ltd.",
        iban: "TR320010009999901234567890",
        currency: "EUR",
        sortOrder: 1,
        branch: "Bodrum",
      },
      {
        bankName: "Kapalı Bank",
        accountHolder: "Liman Ltd.",
        iban: "TR960006100519786457841300",
        active: false,
        sortOrder: 0,
      },
    ]);
    const res = await api.call("GET", "/v1/website/bank");
    expect(res.status).toBe(200);
    expect(res.json.content.map((b: { bank_name: string }) => b.bank_name)).toEqual(["Euro Bank", "Deniz Bank"]);
    expect(res.json.content[0]).toEqual({
      id: expect.any(Number),
      bank_name: "Euro Bank",
      account_holder: "Liman Ltd.",
      iban: "TR320010009999901234567890",
      currency: "EUR",
      branch: "Bodrum",
    });
  });
});

describe("GET /v1/website/team", () => {
  it("answers the team in order with photo URLs (a small variant for cards)", async () => {
    await api.db.insert(teamMembers).values([
      { name: "Kaptan Murat", title: "Operasyon", sortOrder: 2 },
      {
        name: "Deniz Yılmaz",
        title: "Kurucu",
        bio: "30 yıllık denizci.",
        photo: "team/ab12cd-1920.webp",
        sortOrder: 1,
      },
      { name: "Ece Kara", title: "Rezervasyon", photo: "team/ef34-500.webp", sortOrder: 3 },
    ]);
    const res = await api.call("GET", "/v1/website/team");
    expect(res.status).toBe(200);
    expect(res.json.content.map((m: { name: string }) => m.name)).toEqual(["Deniz Yılmaz", "Kaptan Murat", "Ece Kara"]);
    expect(res.json.content[0]).toEqual({
      id: expect.any(Number),
      name: "Deniz Yılmaz",
      title: "Kurucu",
      bio: "30 yıllık denizci.",
      photo_url: "/v1/media/team/ab12cd-1920.webp",
      photo_thumb_url: "/v1/media/team/ab12cd-640.webp",
      turkish_fields: [],
    });
    expect(res.json.content[1]).toMatchObject({ photo_url: null, photo_thumb_url: null });
    // a photo narrower than 640 px has only its own size
    expect(res.json.content[2].photo_thumb_url).toBe("/v1/media/team/ef34-500.webp");
  });
});

describe("GET /v1/website/faq", () => {
  it("answers active items in order", async () => {
    await api.db.insert(faqItems).values([
      { question: "Ön ödeme ne kadar?", answer: "<p>%20</p>", sortOrder: 2 },
      { question: "Kaptan dahil mi?", answer: "Evet.", sortOrder: 1 },
      { question: "Gizli soru", answer: "Yok.", sortOrder: 0, active: false },
    ]);
    const res = await api.call("GET", "/v1/website/faq");
    expect(res.status).toBe(200);
    expect(res.json.content).toEqual([
      { id: expect.any(Number), question: "Kaptan dahil mi?", answer: "Evet.", turkish_fields: [] },
      { id: expect.any(Number), question: "Ön ödeme ne kadar?", answer: "<p>%20</p>", turkish_fields: [] },
    ]);
  });
});

describe("GET /v1/website/ourdocuments", () => {
  it("answers documents newest first with download URLs, not storage internals", async () => {
    const older = new Date(`${daysFromToday(-60)}T00:00:00Z`);
    const newer = new Date(`${daysFromToday(-30)}T00:00:00Z`);
    await api.db.insert(documents).values([
      {
        title: "TÜRSAB Belgesi",
        storageKey: "documents/aa11.pdf",
        mimeType: "application/pdf",
        sizeBytes: 123_456,
        createdAt: older,
      },
      {
        title: "Sigorta Poliçesi",
        storageKey: "documents/bb22-1080.webp",
        mimeType: "image/webp",
        sizeBytes: 80_000,
        createdAt: newer,
      },
    ]);
    const res = await api.call("GET", "/v1/website/ourdocuments");
    expect(res.status).toBe(200);
    expect(res.json.content).toEqual([
      {
        id: expect.any(Number),
        title: "Sigorta Poliçesi",
        turkish_fields: [],
        url: expect.stringMatching(/^\/v1\/media\/documents\/bb22-1080\.webp\?document=\d+$/),
        mime_type: "image/webp",
        size_bytes: 80_000,
        created_at: newer.toISOString(),
      },
      {
        id: expect.any(Number),
        title: "TÜRSAB Belgesi",
        turkish_fields: [],
        url: expect.stringMatching(/^\/v1\/media\/documents\/aa11\.pdf\?document=\d+$/),
        mime_type: "application/pdf",
        size_bytes: 123_456,
        created_at: older.toISOString(),
      },
    ]);
  });
});

describe("OpenAPI", () => {
  it("publishes every public website read and form", async () => {
    const doc = (await api.call("GET", "/v1/openapi.json")).json;
    for (const path of [
      ...TEXT_PAGES.map((k) => `/v1/website/${k}`),
      "/v1/website/contact",
      "/v1/website/home",
      "/v1/website/bank",
      "/v1/website/team",
      "/v1/website/faq",
      "/v1/website/ourdocuments",
      "/v1/website/comments",
      "/v1/website/blog",
      "/v1/website/blog/{slug}",
      "/v1/website/subscribe",
    ]) {
      expect(doc.paths[path], path).toBeDefined();
    }
    expect(doc.paths["/v1/website/contact"].post).toBeDefined();
  });
});
