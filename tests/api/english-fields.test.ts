import { beforeAll, describe, expect, it } from "vitest";
import { createBoat } from "@/server/seed/factories";
import { getSiteShell } from "@/server/website/shell/get-site-shell";
import { staffTokens } from "../support/content-helpers";
import { createTestApi, type TestApi } from "../support/test-api";

// Issue 33 item 2: the footer's company text and the boats' amenities get English twins, edited by staff beside
// the Turkish ones; /en shows them, and the Turkish text marked lang="tr" where none was written.

let api: TestApi;
let t: Awaited<ReturnType<typeof staffTokens>>;
const english = { "accept-language": "en-GB,en;q=0.9" };

beforeAll(async () => {
  api = await createTestApi();
  t = await staffTokens(api);
});

describe("amenities' English names", () => {
  it("are saved by the boat's owner, matched to the listed amenities, and shown on the English boat read", async () => {
    const boat = await createBoat(api.db, { ownerId: t.owner.id, amenities: ["Klima"] });
    const saved = await api.call("PUT", `/v1/admin/boats/${boat.id}`, {
      token: t.ownerToken,
      body: {
        amenities: ["Klima", "Jeneratör", "Güverte duşu", "Kano"],
        amenities_en: {
          // Matched ignoring case and spaces, kept under the amenity's own spelling.
          klima: "  Air conditioning ",
          "Güverte   duşu": "Deck shower",
          Jeneratör: "Generator",
          Kano: "",
          // Not listed: dropped.
          "Su kayağı": "Water skis",
        },
      },
    });
    expect(saved.status).toBe(200);
    expect(saved.json.content.amenities_en).toEqual({
      Klima: "Air conditioning",
      Jeneratör: "Generator",
      "Güverte duşu": "Deck shower",
    });
    const staff = await api.call("GET", `/v1/admin/boats/${boat.id}`, { token: t.ownerToken });
    expect(staff.json.content.amenities_en).toEqual(saved.json.content.amenities_en);

    const en = await api.call("GET", `/v1/boats/${boat.slug}`, { headers: english });
    expect(en.json.content).toMatchObject({
      amenities: ["Air conditioning", "Generator", "Deck shower", "Kano"],
      turkish_amenities: ["Kano"],
    });
    expect(en.json.content).not.toHaveProperty("amenities_en");
    const tr = await api.call("GET", `/v1/boats/${boat.slug}`);
    expect(tr.json.content).toMatchObject({
      amenities: ["Klima", "Jeneratör", "Güverte duşu", "Kano"],
      turkish_amenities: [],
    });
  });

  it("stay when left out, follow the list when it changes, and go with a removed amenity", async () => {
    const boat = await createBoat(api.db, { amenities: ["Klima", "Jeneratör"] });
    const put = (body: Record<string, unknown>) =>
      api.call("PUT", `/v1/admin/boats/${boat.id}`, { token: t.adminToken, body });
    await put({ amenities_en: { Klima: "Air conditioning", Jeneratör: "Generator" } });

    const kept = await put({ name: "Yeni Ad" });
    expect(kept.json.content.amenities_en).toEqual({ Klima: "Air conditioning", Jeneratör: "Generator" });

    // The dashboard sends the list and its names together: a removed amenity's name is not kept.
    const removed = await put({ amenities: ["Klima", "SUP"], amenities_en: { Klima: "Air conditioning", SUP: "" } });
    expect(removed.json.content.amenities_en).toEqual({ Klima: "Air conditioning" });
    const en = await api.call("GET", `/v1/boats/${removed.json.content.slug}`, { headers: english });
    expect(en.json.content).toMatchObject({ amenities: ["Air conditioning", "SUP"], turkish_amenities: ["SUP"] });

    // A list sent alone keeps the stored names; the English read shows those of the listed amenities only.
    await put({ amenities: ["SUP"] });
    const only = await api.call("GET", `/v1/boats/${removed.json.content.slug}`, { headers: english });
    expect(only.json.content).toMatchObject({ amenities: ["SUP"], turkish_amenities: ["SUP"] });
  });

  it("refuses a long or multi-line name, a list instead of names, and more than 50 names, saving nothing", async () => {
    const boat = await createBoat(api.db, { amenities: ["Klima"], amenitiesEn: { Klima: "Air conditioning" } });
    const fifty = Object.fromEntries(Array.from({ length: 51 }, (_, i) => [`Olanak ${i}`, `Amenity ${i}`]));
    const cases: [unknown, string][] = [
      [{ Klima: "x".repeat(61) }, "Bir olanağın İngilizce adı en fazla 60 karakter olabilir."],
      [{ Klima: "Air\nconditioning" }, "Tek satır olmalı"],
      [{ Klima: 5 }, "Olanağın İngilizce adı metin olmalı."],
      [["Air conditioning"], "Olanakların İngilizce adları, Türkçe adlarla eşleşen bir nesne olmalı."],
      [fifty, "En fazla 50 olanağa İngilizce ad verebilirsiniz."],
    ];
    for (const [names, message] of cases) {
      const res = await api.call("PUT", `/v1/admin/boats/${boat.id}`, {
        token: t.adminToken,
        body: { amenities: ["Klima"], amenities_en: names },
      });
      expect(res.status, JSON.stringify(names).slice(0, 40)).toBe(400);
      expect(JSON.stringify(res.json)).toContain(message);
    }
    const english400 = await api.call("PUT", `/v1/admin/boats/${boat.id}`, {
      token: t.adminToken,
      headers: english,
      body: { amenities_en: { Klima: "x".repeat(61) } },
    });
    expect(JSON.stringify(english400.json)).toContain("An amenity's English name can be at most 60 characters long.");
    const read = await api.call("GET", `/v1/admin/boats/${boat.id}`, { token: t.adminToken });
    expect(read.json.content.amenities_en).toEqual({ Klima: "Air conditioning" });
  });
});

describe("the footer's English company text", () => {
  const site = {
    site_name: "Liman",
    site_footer_text: "Rezervasyonunuzu %{{deposit_percent}} ön ödemeyle yapın.",
    deposit_percent: 25,
    option_hours: "48",
  };
  const footerOf = async (headers?: Record<string, string>) =>
    (await api.call("GET", "/v1/website/data", { headers })).json.content.footerData.find(
      (e: { key: string }) => e.key === "site_footer_text",
    ).value;

  it("is saved beside the Turkish one, kept when left out, and shown on the English site with the rate filled", async () => {
    const saved = await api.call("PUT", "/v1/admin/site/edit", {
      token: t.adminToken,
      body: { ...site, site_footer_text_en: "  Book now with a {{deposit_percent}}% deposit. " },
    });
    expect(saved.status).toBe(200);
    expect(saved.json.content.site_footer_text_en).toBe("Book now with a {{deposit_percent}}% deposit.");
    // An older form without the English field leaves it as it is.
    await api.call("PUT", "/v1/admin/site/edit", { token: t.adminToken, body: site });
    const section = await api.call("GET", "/v1/admin/settings/site", { token: t.adminToken });
    expect(section.json.content.site_footer_text_en).toBe("Book now with a {{deposit_percent}}% deposit.");

    expect(await footerOf(english)).toBe("Book now with a 25% deposit.");
    expect(await footerOf()).toBe("Rezervasyonunuzu %25 ön ödemeyle yapın.");
    expect(await getSiteShell(api.db, "en")).toMatchObject({
      footerText: "Book now with a 25% deposit.",
      footerTextLang: undefined,
    });
  });

  it("falls back to the Turkish text, marked Turkish, when the English one is empty", async () => {
    await api.call("PUT", "/v1/admin/site/edit", { token: t.adminToken, body: { ...site, site_footer_text_en: "" } });
    expect(await footerOf(english)).toBe("Rezervasyonunuzu %25 ön ödemeyle yapın.");
    expect(await getSiteShell(api.db, "en")).toMatchObject({
      footerText: "Rezervasyonunuzu %25 ön ödemeyle yapın.",
      footerTextLang: "tr",
    });
    expect((await getSiteShell(api.db, "tr")).footerTextLang).toBeUndefined();
  });

  it("refuses an English text over 1000 characters", async () => {
    const res = await api.call("PUT", "/v1/admin/site/edit", {
      token: t.adminToken,
      body: { ...site, site_footer_text_en: "x".repeat(1001) },
    });
    expect(res.status).toBe(400);
    expect(res.json.fields).toHaveProperty("site_footer_text_en");
  });
});
