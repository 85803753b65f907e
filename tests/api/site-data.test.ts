import { beforeAll, describe, expect, it } from "vitest";
import { addDays, todayIn } from "@/lib/dates";
import {
  createBoat,
  createBoatComment,
  createBoatImage,
  createBoatPrice,
  createBoatType,
  createMarina,
  createUser,
} from "@/server/seed/factories";
import { updateSettings } from "@/server/settings/update-settings";
import { createTestApi, type TestApi } from "../support/test-api";

let api: TestApi;

beforeAll(async () => {
  api = await createTestApi();
});

describe("GET /v1/website/sitecontent", () => {
  it("answers the seven site content keys of spec §3, empty when unset", async () => {
    const res = await api.call("GET", "/v1/website/sitecontent");
    expect(res.status).toBe(200);
    expect(res.json.content.map((e: { key: string }) => e.key)).toEqual([
      "site_phone",
      "site_email",
      "site_footer_text",
      "facebook_link",
      "instagram_link",
      "twitter_link",
      "youtube_link",
    ]);
    expect(res.json.content.find((e: { key: string }) => e.key === "youtube_link").value).toBe("");
  });

  it("answers what staff saved, never the staff-only address", async () => {
    await updateSettings(api.db, {
      site_phone: "+90 252 111 22 33",
      instagram_link: "https://instagram.com/liman",
      staff_email: "personel@liman.test",
    });
    const res = await api.call("GET", "/v1/website/sitecontent");
    expect(res.json.content).toContainEqual({ key: "site_phone", value: "+90 252 111 22 33" });
    expect(res.json.content).toContainEqual({ key: "instagram_link", value: "https://instagram.com/liman" });
    expect(res.text).not.toContain("personel@liman.test");
  });

  it("answers the footer text in the asker's language: English when written, else the Turkish one", async () => {
    await updateSettings(api.db, { site_footer_text: "Türkiye'nin koyları", site_footer_text_en: "" });
    const footer = async (language: string) => {
      const res = await api.call("GET", "/v1/website/sitecontent", { headers: { "accept-language": language } });
      return res.json.content.find((e: { key: string }) => e.key === "site_footer_text").value;
    };
    expect(await footer("en")).toBe("Türkiye'nin koyları");
    await updateSettings(api.db, { site_footer_text_en: "The bays of Turkey" });
    expect(await footer("en")).toBe("The bays of Turkey");
    expect(await footer("tr")).toBe("Türkiye'nin koyları");
  });
});

describe("GET /v1/website/exchange", () => {
  it("answers the rates as content.currency key/values (spec §3)", async () => {
    await updateSettings(api.db, { dollar_exchange_rate: "35.10", euro_exchange_rate: "38.00" });
    const res = await api.call("GET", "/v1/website/exchange");
    expect(res.status).toBe(200);
    expect(res.json.content).toEqual({
      currency: [
        { key: "dollar_exchange_rate", value: "35.10" },
        { key: "euro_exchange_rate", value: "38.00" },
        { key: "sterling_exchange_rate", value: "43.10" },
      ],
    });
  });
});

describe("GET /v1/website/data", () => {
  it("answers footerData, the popular marinas only and every boat type in staff order", async () => {
    const popular = await createMarina(api.db, { name: "D-Marin Göcek", popular: true });
    await createMarina(api.db, { name: "Sessiz Koy Marina", popular: false });
    const second = await createBoatType(api.db, { name: "Yelkenli", sortOrder: 2 });
    const first = await createBoatType(api.db, { name: "Gulet", sortOrder: 1 });
    await updateSettings(api.db, { site_footer_text: "Güvenli kiralama.", site_email: "info@liman.test" });
    const res = await api.call("GET", "/v1/website/data");
    expect(res.status).toBe(200);
    const { footerData, marinaPopular, boatTypes } = res.json.content;
    expect(footerData).toContainEqual({ key: "site_footer_text", value: "Güvenli kiralama." });
    expect(footerData).toContainEqual({ key: "site_email", value: "info@liman.test" });
    expect(marinaPopular).toEqual([{ id: popular.id, name: "D-Marin Göcek" }]);
    expect(boatTypes).toEqual([
      { id: first.id, name: "Gulet" },
      { id: second.id, name: "Yelkenli" },
    ]);
  });
});

describe("GET /v1/boats/{slug}", () => {
  it("answers an active boat with specs, images, current prices and approved comments, no owner data", async () => {
    const owner = await createUser(api.db, { email: "sahip-gizli@liman.test", phone: "+90 555 999 88 77" });
    const today = todayIn();
    const boat = await createBoat(api.db, {
      name: "Deniz Yıldızı",
      ownerId: owner.id,
      lengthM: 24.5,
      year: 2019,
      guests: 12,
      cabins: 6,
      amenities: ["Klima", "Jeneratör"],
      description: '<p>Geniş güverte.</p><script>alert("x")</script>',
      icalUrl: "https://gizli.example/cal.ics",
    });
    await createBoatImage(api.db, { boatId: boat.id, storageKey: "boats/b2", variants: [640, 1080], sortOrder: 2 });
    await createBoatImage(api.db, {
      boatId: boat.id,
      storageKey: "boats/b1",
      variants: [1920, 640, 1080],
      sortOrder: 1,
    });
    await createBoatPrice(api.db, { boatId: boat.id, startDate: addDays(today, -60), endDate: addDays(today, -10) });
    const later = await createBoatPrice(api.db, {
      boatId: boat.id,
      startDate: addDays(today, 40),
      endDate: addDays(today, 80),
      dayPrice: 150_000,
      currency: "EUR",
      minDays: 7,
      startWeekday: 6,
    });
    const now = await createBoatPrice(api.db, {
      boatId: boat.id,
      startDate: addDays(today, -5),
      endDate: addDays(today, 40),
      dayPrice: 2_000_000,
      currency: "TRY",
    });
    await createBoatComment(api.db, { boatId: boat.id, name: "ayşe nur kaya", rating: 4 });
    await createBoatComment(api.db, { boatId: boat.id, name: "Mehmet Öz", rating: 5 });
    await createBoatComment(api.db, { boatId: boat.id, name: "Gizli Kişi", approved: false, body: "onaysız yorum" });

    const res = await api.call("GET", `/v1/boats/${boat.slug}`);
    expect(res.status).toBe(200);
    const b = res.json.content;
    expect(b).toMatchObject({
      id: boat.id,
      slug: boat.slug,
      name: "Deniz Yıldızı",
      for_rent: true,
      for_sale: false,
      sale_price: null,
      length_m: 24.5,
      year: 2019,
      guests: 12,
      cabins: 6,
      amenities: ["Klima", "Jeneratör"],
      description: "<p>Geniş güverte.</p>",
      rating: { average: 4.5, count: 2 },
    });
    expect(b.images).toEqual([
      {
        src: "/v1/media/boats/b1-1920.webp?variants=640-1080-1920",
        thumbnail: "/v1/media/boats/b1-640.webp",
        width: 1600,
        height: 1067,
        variants: [
          { width: 640, url: "/v1/media/boats/b1-640.webp" },
          { width: 1080, url: "/v1/media/boats/b1-1080.webp" },
          { width: 1920, url: "/v1/media/boats/b1-1920.webp" },
        ],
      },
      expect.objectContaining({ thumbnail: "/v1/media/boats/b2-640.webp" }),
    ]);
    // past periods left out; by start date
    expect(b.prices).toEqual([
      {
        start_date: now.startDate,
        end_date: now.endDate,
        day_price: 2_000_000,
        currency: "TRY",
        min_days: 1,
        start_weekday: null,
      },
      {
        start_date: later.startDate,
        end_date: later.endDate,
        day_price: 150_000,
        currency: "EUR",
        min_days: 7,
        start_weekday: 6,
      },
    ]);
    // €1.500 × 38.00 = 57.000 TL < 20.000 TL? no: the TL period is cheaper
    expect(b.price_from).toEqual({ amount: 2_000_000, currency: "TRY" });
    expect(b.comments.map((c: { name: string }) => c.name).sort()).toEqual(["Ayşe N. K.", "Mehmet Ö."]);
    // No row ids on comments: they would tell how many comments (approved or not) were ever written.
    for (const c of b.comments)
      expect(Object.keys(c).sort()).toEqual(["body", "created_at", "language", "name", "rating", "verified_stay"]);
    expect(res.text).not.toContain("onaysız");
    expect(res.text).not.toContain("sahip-gizli@liman.test");
    expect(res.text).not.toContain("999 88 77");
    expect(res.text).not.toContain("gizli.example");
    expect(b).not.toHaveProperty("owner_id");
  });

  it("answers the sale price of a boat for sale", async () => {
    const boat = await createBoat(api.db, {
      forRent: false,
      forSale: true,
      salePrice: 450_000_000,
      saleCurrency: "EUR",
    });
    const res = await api.call("GET", `/v1/boats/${boat.slug}`);
    expect(res.json.content).toMatchObject({ for_sale: true, sale_price: { amount: 450_000_000, currency: "EUR" } });
    expect(res.json.content.price_from).toBeNull();
    expect(res.json.content.images).toEqual([]);
  });

  it("answers 404 in Turkish for an inactive or unknown boat", async () => {
    const hidden = await createBoat(api.db, { active: false });
    for (const slug of [hidden.slug, "boyle-bir-tekne-yok"]) {
      const res = await api.call("GET", `/v1/boats/${slug}`);
      expect(res.status).toBe(404);
      expect(res.json).toEqual({ content: "Tekne bulunamadı.", code: "NOT_FOUND" });
    }
  });
});
