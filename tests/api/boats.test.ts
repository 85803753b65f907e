import { count, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { availabilityBlocks, boatDates, boats } from "@/server/db/schema";
import { createBoat, createUser } from "@/server/seed/factories";
import { signToken } from "@/server/auth/tokens";
import { type BoatCast, boatCast } from "../support/boat-fixtures";
import { createTestApi, type TestApi } from "../support/test-api";
import { testDatabaseKind } from "../support/test-database";
import { monthDay, yearOf } from "../support/test-dates";

let api: TestApi;
let cast: BoatCast;

beforeAll(async () => {
  api = await createTestApi();
  cast = await boatCast(api);
});

const boatCount = async () => (await api.db.select({ n: count() }).from(boats))[0]!.n;
const newBoatBody = (extra: Record<string, unknown> = {}) => ({
  name: "Yeni Tekne",
  type_id: cast.type.id,
  marina_id: cast.marina.id,
  ...extra,
});

describe("GET /v1/admin/boats", () => {
  it("pages 20 boats by default, newest first, with the total", async () => {
    for (let i = 0; i < 21; i++) {
      await createBoat(api.db, { ownerId: cast.admin.id, typeId: cast.type.id, marinaId: cast.marina.id });
    }
    const res = await api.call("GET", "/v1/admin/boats", { token: cast.adminToken });
    expect(res.status).toBe(200);
    expect(res.json.content.items).toHaveLength(20);
    expect(res.json.content.total).toBe(await boatCount());
    const ids = res.json.content.items.map((b: { id: number }) => b.id);
    expect(ids).toEqual([...ids].sort((a: number, b: number) => b - a));
    const second = await api.call("GET", "/v1/admin/boats?skip=20", { token: cast.adminToken });
    expect(second.json.content.items.length).toBe(res.json.content.total - 20);
  });

  it("shows an OWNER only their own boats", async () => {
    const res = await api.call("GET", "/v1/admin/boats", { token: cast.ownerToken });
    expect(res.status).toBe(200);
    expect(res.json.content.total).toBe(1);
    expect(res.json.content.items[0]).toMatchObject({
      id: cast.ownBoat.id,
      name: "Mavi Rüya",
      marina_name: "Göcek Marina",
      owner_id: cast.owner.id,
      thumbnail_url: null,
    });
    const other = await api.call("GET", `/v1/admin/boats?id=${cast.otherBoat.id}`, { token: cast.ownerToken });
    expect(other.json.content).toEqual({ items: [], total: 0 });
  });

  it("filters by id, popular and name, and orders by name", async () => {
    const byId = await api.call("GET", `/v1/admin/boats?id=${cast.otherBoat.id}`, { token: cast.adminToken });
    expect(byId.json.content.items.map((b: { id: number }) => b.id)).toEqual([cast.otherBoat.id]);

    await api.db.update(boats).set({ popular: true }).where(eq(boats.id, cast.otherBoat.id));
    const popular = await api.call("GET", "/v1/admin/boats?popular=true", { token: cast.adminToken });
    expect(popular.json.content.items.map((b: { id: number }) => b.id)).toEqual([cast.otherBoat.id]);
    await api.db.update(boats).set({ popular: false }).where(eq(boats.id, cast.otherBoat.id));

    const search = await api.call("GET", "/v1/admin/boats?search=mavi%20ruya", { token: cast.adminToken });
    expect(search.json.content.items.map((b: { name: string }) => b.name)).toEqual(["Mavi Rüya"]);

    const byName = await api.call("GET", "/v1/admin/boats?order=name_asc&take=100", { token: cast.adminToken });
    const names = byName.json.content.items.map((b: { name: string }) => b.name);
    expect(names.indexOf("Deniz Yıldızı")).toBeLessThan(names.indexOf("Mavi Rüya"));
  });

  it("refuses an unknown order or a negative skip with a Turkish 400", async () => {
    const order = await api.call("GET", "/v1/admin/boats?order=drop_table", { token: cast.adminToken });
    expect(order.status).toBe(400);
    expect(order.json.content).toContain("Sıralama şunlardan biri olmalı");
    const skip = await api.call("GET", "/v1/admin/boats?skip=-1", { token: cast.adminToken });
    expect(skip.status).toBe(400);
  });
});

describe("GET /v1/admin/boats/all and /csv", () => {
  it("lists id + name of the boats one may see", async () => {
    const admin = await api.call("GET", "/v1/admin/boats/all", { token: cast.adminToken });
    expect(admin.status).toBe(200);
    expect(admin.json.content.length).toBe(await boatCount());
    expect(Object.keys(admin.json.content[0]).sort()).toEqual(["active", "id", "name"]);
    const owner = await api.call("GET", "/v1/admin/boats/all", { token: cast.ownerToken });
    expect(owner.json.content).toEqual([{ id: cast.ownBoat.id, name: "Mavi Rüya", active: true }]);
  });

  it("downloads a UTF-8 CSV with BOM and a header row that keeps Turkish letters", async () => {
    const res = await api.app.request("/v1/admin/boats/csv", {
      headers: { authorization: `Bearer ${cast.adminToken}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="tekneler-\d{4}-\d{2}-\d{2}\.csv"$/);
    const bytes = Buffer.from(await res.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.subarray(3).toString("utf8");
    const [header, ...lines] = text.trim().split("\r\n");
    expect(header).toBe(
      "ID;Ad;Slug;Sahip;Tip;Marina;Kiralık;Satılık;Satış fiyatı;Para birimi;Uzunluk (m);Genişlik (m);Yapım yılı;Misafir;Kabin;Banyo;Mürettebat;Popüler;Ayın teknesi;Sıra;Aktif;iCal adresi;Oluşturulma",
    );
    expect(lines.length).toBe(await boatCount());
    const ruya = lines.find((l) => l.includes("Mavi Rüya"));
    expect(ruya).toContain("Göcek Marina");
    expect(ruya).toContain("Ayşe Kaptan");
  });

  it("gives an OWNER only their boats and defuses spreadsheet formulas", async () => {
    await api.db.update(boats).set({ name: "=HYPERLINK(1)" }).where(eq(boats.id, cast.otherBoat.id));
    const own = await api.app.request("/v1/admin/boats/csv", {
      headers: { authorization: `Bearer ${cast.ownerToken}` },
    });
    const lines = (await own.text()).trim().split("\r\n");
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain("Mavi Rüya");
    const all = await (
      await api.app.request("/v1/admin/boats/csv", { headers: { authorization: `Bearer ${cast.adminToken}` } })
    ).text();
    expect(all).toContain(";'=HYPERLINK(1);");
    await api.db.update(boats).set({ name: "Deniz Yıldızı" }).where(eq(boats.id, cast.otherBoat.id));
  });
});

describe("GET /v1/admin/boats/:id", () => {
  it("answers the boat with its prices, dates, images and comments", async () => {
    const res = await api.call("GET", `/v1/admin/boats/${cast.ownBoat.id}`, { token: cast.ownerToken });
    expect(res.status).toBe(200);
    expect(res.json.content).toMatchObject({
      id: cast.ownBoat.id,
      name: "Mavi Rüya",
      prices: [],
      dates: [],
      images: [],
      comments: [],
      owner_name: "Ayşe Kaptan",
    });
    expect(JSON.stringify(res.json)).not.toMatch(/password|argon2|email/i);
  });

  it("answers 404 for another owner's boat or an unknown id, and 400 for a non-number", async () => {
    const other = await api.call("GET", `/v1/admin/boats/${cast.otherBoat.id}`, { token: cast.ownerToken });
    expect(other.status).toBe(404);
    expect(other.json).toEqual({ content: "Tekne bulunamadı.", code: "NOT_FOUND" });
    expect((await api.call("GET", "/v1/admin/boats/999999", { token: cast.adminToken })).status).toBe(404);
    expect((await api.call("GET", "/v1/admin/boats/abc", { token: cast.adminToken })).status).toBe(400);
  });
});

describe("POST /v1/admin/boats", () => {
  it("slugs a Turkish name and keeps slugs unique", async () => {
    const first = await api.call("POST", "/v1/admin/boats", {
      token: cast.adminToken,
      body: newBoatBody({ name: "Çağrı Güneş" }),
    });
    expect(first.status).toBe(201);
    expect(first.json.content.slug).toBe("cagri-gunes");
    const second = await api.call("POST", "/v1/admin/boats", {
      token: cast.adminToken,
      body: newBoatBody({ name: "ÇAĞRI  güneş" }),
    });
    expect(second.status).toBe(201);
    expect(second.json.content.slug).toBe("cagri-gunes-2");
    const [row] = await api.db
      .select({ searchName: boats.searchName })
      .from(boats)
      .where(eq(boats.id, first.json.content.id));
    expect(row!.searchName).toBe("cagri gunes");
  });

  it("stores every field, sanitises the description and tidies amenities", async () => {
    const res = await api.call("POST", "/v1/admin/boats", {
      token: cast.adminToken,
      body: newBoatBody({
        name: "Gökçe",
        owner_id: cast.owner.id,
        for_sale: true,
        sale_price: 1_250_000_00,
        sale_currency: "EUR",
        length_m: 24.456,
        year: 2015,
        guests: 12,
        cabins: 5,
        description:
          '<h2>Lüks gulet</h2><p onclick="x()">Geniş <b>güverte</b><script>alert(1)</script></p><a href="javascript:alert(1)">x</a><a href="https://liman.test/a">bağlantı</a><img src=x onerror=alert(1)>',
        amenities: ["  Klima ", "Wi-Fi", "wi-fi", "", "Jeneratör"],
        ical_url: "webcal://takvim.example.com/gokce.ics",
        check_in_time: "15:00",
      }),
    });
    expect(res.status).toBe(201);
    const boat = res.json.content;
    expect(boat).toMatchObject({
      owner_id: cast.owner.id,
      owner_name: "Ayşe Kaptan",
      for_sale: true,
      sale_price: 125_000_000,
      sale_currency: "EUR",
      length_m: 24.46,
      year: 2015,
      guests: 12,
      amenities: ["Klima", "Wi-Fi", "Jeneratör"],
      ical_url: "https://takvim.example.com/gokce.ics",
      check_in_time: "15:00",
      check_out_time: "11:00",
      active: true,
    });
    expect(boat.description).toContain("<h2>Lüks gulet</h2>");
    expect(boat.description).toContain("<strong>güverte</strong>");
    expect(boat.description).toContain('href="https://liman.test/a"');
    expect(boat.description).not.toMatch(/script|onclick|onerror|javascript|<img/);
  });

  it("makes an OWNER's boat their own and keeps it off the site until an ADMIN publishes it", async () => {
    const res = await api.call("POST", "/v1/admin/boats", {
      token: cast.ownerToken,
      body: newBoatBody({ name: "Sahibin Teknesi" }),
    });
    expect(res.status).toBe(201);
    expect(res.json.content).toMatchObject({ owner_id: cast.owner.id, active: false, popular: false });
  });

  it("refuses ADMIN-only fields from an OWNER with 403 and writes nothing", async () => {
    const before = await boatCount();
    for (const extra of [{ owner_id: cast.otherOwner.id }, { popular: true }, { sort_order: 5 }, { active: true }]) {
      const res = await api.call("POST", "/v1/admin/boats", { token: cast.ownerToken, body: newBoatBody(extra) });
      expect(res.status, JSON.stringify(extra)).toBe(403);
      expect(res.json.code).toBe("ADMIN_ONLY_FIELD");
      expect(res.json.content).toMatch(/yalnızca yönetici/);
    }
    // The values an OWNER would get anyway are fine (a form may send them).
    const same = await api.call("POST", "/v1/admin/boats", {
      token: cast.ownerToken,
      body: newBoatBody({ name: "Aynı Değerler", owner_id: cast.owner.id, popular: false, active: false }),
    });
    expect(same.status).toBe(201);
    expect(await boatCount()).toBe(before + 1);
  });

  it("answers bad input with a Turkish 4xx and writes nothing", async () => {
    const before = await boatCount();
    const cases: [unknown, number, RegExp | string][] = [
      [{ type_id: cast.type.id, marina_id: cast.marina.id }, 400, "Tekne adı zorunludur."],
      [newBoatBody({ name: "x".repeat(200_000) }), 400, "en fazla 120 karakter"],
      [newBoatBody({ guests: -3 }), 400, "Misafir sayısı en az 1"],
      [newBoatBody({ cabins: "üç" }), 400, "Kabin sayısı bir sayı olmalı"],
      [newBoatBody({ type_id: 999_999 }), 400, "Tekne tipi bulunamadı."],
      [newBoatBody({ marina_id: 999_999 }), 400, "Marina bulunamadı."],
      [newBoatBody({ owner_id: 999_999 }), 400, "Tekne sahibi bulunamadı"],
      [newBoatBody({ sale_price: 100 }), 400, "para birimi"],
      [newBoatBody({ sale_price: 10.5, sale_currency: "EUR" }), 400, "tam sayı"],
      [newBoatBody({ amenities: Array.from({ length: 51 }, (_, i) => `Olanak ${i}`) }), 400, "En fazla 50 olanak"],
      [newBoatBody({ amenities: ["x".repeat(61)] }), 400, "en fazla 60 karakter"],
      [newBoatBody({ description: "x".repeat(200_000) }), 400, "Açıklama en fazla"],
      [newBoatBody({ ical_url: "javascript:alert(1)" }), 400, "iCal adresi"],
      [newBoatBody({ check_in_time: "25:00" }), 400, "SS:DD"],
      [newBoatBody({ sale_currency: "BTC", sale_price: 1 }), 400, "TRY, EUR, USD veya GBP"],
      ["{broken json", 400, "İstek gövdesi geçerli bir JSON değil."],
      [[1, 2, 3], 400, "geçersiz"],
    ];
    for (const [body, status, message] of cases) {
      const res = await api.call("POST", "/v1/admin/boats", { token: cast.adminToken, body: body as never });
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(status);
      if (typeof message === "string") expect(res.json.content).toContain(message);
      else expect(res.json.content).toMatch(message);
    }
    expect(await boatCount()).toBe(before);
  });
});

describe("PUT /v1/admin/boats/:boat_id", () => {
  it("renames without changing the slug unless asked, keeping search_name in sync", async () => {
    const created = await api.call("POST", "/v1/admin/boats", {
      token: cast.adminToken,
      body: newBoatBody({ name: "Eski Ad" }),
    });
    const id = created.json.content.id;
    const renamed = await api.call("PUT", `/v1/admin/boats/${id}`, {
      token: cast.adminToken,
      body: { name: "Şirin Özlem" },
    });
    expect(renamed.status).toBe(200);
    expect(renamed.json.content).toMatchObject({ name: "Şirin Özlem", slug: "eski-ad" });
    const [row] = await api.db.select({ searchName: boats.searchName }).from(boats).where(eq(boats.id, id));
    expect(row!.searchName).toBe("sirin ozlem");
    const reslug = await api.call("PUT", `/v1/admin/boats/${id}`, {
      token: cast.adminToken,
      body: { regenerate_slug: true },
    });
    expect(reslug.json.content.slug).toBe("sirin-ozlem");
  });

  it("sets and clears the iCal address, resetting the sync status", async () => {
    await api.db
      .update(boats)
      .set({ icalError: "eski hata", icalSyncedAt: new Date() })
      .where(eq(boats.id, cast.ownBoat.id));
    const set = await api.call("PUT", `/v1/admin/boats/${cast.ownBoat.id}`, {
      token: cast.ownerToken,
      body: { ical_url: "https://takvim.example.com/ruya.ics" },
    });
    expect(set.status).toBe(200);
    expect(set.json.content).toMatchObject({
      ical_url: "https://takvim.example.com/ruya.ics",
      ical_error: null,
      ical_synced_at: null,
    });
    const cleared = await api.call("PUT", `/v1/admin/boats/${cast.ownBoat.id}`, {
      token: cast.ownerToken,
      body: { ical_url: "" },
    });
    expect(cleared.json.content.ical_url).toBeNull();
  });

  it("lets an OWNER send ADMIN-only fields only unchanged, and take the boat off the site", async () => {
    const current = (await api.call("GET", `/v1/admin/boats/${cast.ownBoat.id}`, { token: cast.ownerToken })).json
      .content;
    const roundTrip = await api.call("PUT", `/v1/admin/boats/${cast.ownBoat.id}`, {
      token: cast.ownerToken,
      body: {
        name: current.name,
        guests: 10,
        owner_id: current.owner_id,
        popular: current.popular,
        sort_order: current.sort_order,
        active: current.active,
      },
    });
    expect(roundTrip.status).toBe(200);
    expect(roundTrip.json.content.guests).toBe(10);
    for (const body of [{ popular: true }, { sort_order: 99 }, { owner_id: cast.otherOwner.id }]) {
      const res = await api.call("PUT", `/v1/admin/boats/${cast.ownBoat.id}`, { token: cast.ownerToken, body });
      expect(res.status, JSON.stringify(body)).toBe(403);
    }
    const off = await api.call("PUT", `/v1/admin/boats/${cast.ownBoat.id}`, {
      token: cast.ownerToken,
      body: { active: false },
    });
    expect(off.json.content.active).toBe(false);
    const on = await api.call("PUT", `/v1/admin/boats/${cast.ownBoat.id}`, {
      token: cast.ownerToken,
      body: { active: true },
    });
    expect(on.status).toBe(403);
    const admin = await api.call("PUT", `/v1/admin/boats/${cast.ownBoat.id}`, {
      token: cast.adminToken,
      body: { active: true, popular: true, sort_order: 3 },
    });
    expect(admin.json.content).toMatchObject({ active: true, popular: true, sort_order: 3 });
    await api.db.update(boats).set({ popular: false, sortOrder: 0 }).where(eq(boats.id, cast.ownBoat.id));
  });

  it("answers 404 for another owner's boat and 400 for bad input, changing nothing", async () => {
    const other = await api.call("PUT", `/v1/admin/boats/${cast.otherBoat.id}`, {
      token: cast.ownerToken,
      body: { name: "Ele Geçirildi" },
    });
    expect(other.status).toBe(404);
    const bad = await api.call("PUT", `/v1/admin/boats/${cast.ownBoat.id}`, {
      token: cast.ownerToken,
      body: { name: "Yeni", guests: 0 },
    });
    expect(bad.status).toBe(400);
    const noCurrency = await api.call("PUT", `/v1/admin/boats/${cast.otherBoat.id}`, {
      token: cast.adminToken,
      body: { sale_price: 5000 },
    });
    expect(noCurrency.status).toBe(400);
    expect(noCurrency.json.fields).toHaveProperty("sale_currency");
    const [row] = await api.db
      .select({ name: boats.name, salePrice: boats.salePrice })
      .from(boats)
      .where(eq(boats.id, cast.otherBoat.id));
    expect(row).toEqual({ name: "Deniz Yıldızı", salePrice: null });
    const [own] = await api.db.select({ name: boats.name }).from(boats).where(eq(boats.id, cast.ownBoat.id));
    expect(own!.name).toBe("Mavi Rüya");
  });
});

describe("PATCH switches", () => {
  it("turns for rent, for sale and activity of one's own boat", async () => {
    const id = cast.ownBoat.id;
    const rent = await api.call("PATCH", "/v1/admin/boats/forrent", {
      token: cast.ownerToken,
      body: { boat_id: id, for_rent: false },
    });
    expect(rent.status).toBe(200);
    expect(rent.json.content.for_rent).toBe(false);
    const sale = await api.call("PATCH", "/v1/admin/boats/forsale", {
      token: cast.ownerToken,
      body: { boat_id: id, for_sale: true },
    });
    expect(sale.json.content.for_sale).toBe(true);
    const off = await api.call("PATCH", "/v1/admin/boats/activity", {
      token: cast.ownerToken,
      body: { boat_id: id, active: false },
    });
    expect(off.json.content.active).toBe(false);
    const on = await api.call("PATCH", "/v1/admin/boats/activity", {
      token: cast.ownerToken,
      body: { boat_id: id, active: true },
    });
    expect(on.status).toBe(403);
    expect(on.json.content).toBe("Tekneyi yayına yalnızca yönetici alabilir.");
    const adminOn = await api.call("PATCH", "/v1/admin/boats/activity", {
      token: cast.adminToken,
      body: { boat_id: id, active: true },
    });
    expect(adminOn.json.content.active).toBe(true);
    await api.call("PATCH", "/v1/admin/boats/forrent", {
      token: cast.ownerToken,
      body: { boat_id: id, for_rent: true },
    });
  });

  it("answers 404 for another owner's boat and 400 for a bad body", async () => {
    for (const path of ["forrent", "forsale", "activity"]) {
      const field = { forrent: "for_rent", forsale: "for_sale", activity: "active" }[path]!;
      const other = await api.call("PATCH", `/v1/admin/boats/${path}`, {
        token: cast.ownerToken,
        body: { boat_id: cast.otherBoat.id, [field]: false },
      });
      expect(other.status, path).toBe(404);
      const bad = await api.call("PATCH", `/v1/admin/boats/${path}`, {
        token: cast.ownerToken,
        body: { boat_id: cast.ownBoat.id, [field]: "evet" },
      });
      expect(bad.status, path).toBe(400);
      const missing = await api.call("PATCH", `/v1/admin/boats/${path}`, {
        token: cast.adminToken,
        body: { boat_id: 999_999, [field]: true },
      });
      expect(missing.status, path).toBe(404);
    }
    const [row] = await api.db.select({ active: boats.active }).from(boats).where(eq(boats.id, cast.otherBoat.id));
    expect(row!.active).toBe(true);
  });

  it("sets popular for an ADMIN only", async () => {
    const owner = await api.call("PATCH", "/v1/admin/boats/setpopular", {
      token: cast.ownerToken,
      body: { boat_id: cast.ownBoat.id, popular: true },
    });
    expect(owner.status).toBe(403);
    const admin = await api.call("PATCH", "/v1/admin/boats/setpopular", {
      token: cast.adminToken,
      body: { boat_id: cast.ownBoat.id, popular: true },
    });
    expect(admin.json.content.popular).toBe(true);
    await api.call("PATCH", "/v1/admin/boats/setpopular", {
      token: cast.adminToken,
      body: { boat_id: cast.ownBoat.id, popular: false },
    });
  });
});

describe("PATCH /v1/admin/boats/setboatofmonth", () => {
  const monthBoats = async () =>
    (await api.db.select({ id: boats.id }).from(boats).where(eq(boats.boatOfMonth, true))).map((b) => b.id);

  it("leaves exactly one boat of the month", async () => {
    const first = await api.call("PATCH", "/v1/admin/boats/setboatofmonth", {
      token: cast.adminToken,
      body: { boat_id: cast.ownBoat.id },
    });
    expect(first.status).toBe(200);
    expect(first.json.content.boat_of_month).toBe(true);
    expect(await monthBoats()).toEqual([cast.ownBoat.id]);
    await api.call("PATCH", "/v1/admin/boats/setboatofmonth", {
      token: cast.adminToken,
      body: { boat_id: cast.otherBoat.id },
    });
    expect(await monthBoats()).toEqual([cast.otherBoat.id]);
    const cleared = await api.call("PATCH", "/v1/admin/boats/setboatofmonth", {
      token: cast.adminToken,
      body: { boat_id: cast.otherBoat.id, boat_of_month: false },
    });
    expect(cleared.json.content.boat_of_month).toBe(false);
    expect(await monthBoats()).toEqual([]);
  });

  it("refuses an OWNER (403), an unknown boat (404) and an inactive boat (400), changing nothing", async () => {
    await api.call("PATCH", "/v1/admin/boats/setboatofmonth", {
      token: cast.adminToken,
      body: { boat_id: cast.otherBoat.id },
    });
    const owner = await api.call("PATCH", "/v1/admin/boats/setboatofmonth", {
      token: cast.ownerToken,
      body: { boat_id: cast.ownBoat.id },
    });
    expect(owner.status).toBe(403);
    const unknown = await api.call("PATCH", "/v1/admin/boats/setboatofmonth", {
      token: cast.adminToken,
      body: { boat_id: 999_999 },
    });
    expect(unknown.status).toBe(404);
    const inactive = await createBoat(api.db, { active: false, typeId: cast.type.id, marinaId: cast.marina.id });
    const res = await api.call("PATCH", "/v1/admin/boats/setboatofmonth", {
      token: cast.adminToken,
      body: { boat_id: inactive.id },
    });
    expect(res.status).toBe(400);
    expect(await monthBoats()).toEqual([cast.otherBoat.id]);
  });

  it("ends the title when the boat goes off the site", async () => {
    await api.call("PATCH", "/v1/admin/boats/activity", {
      token: cast.otherOwnerToken,
      body: { boat_id: cast.otherBoat.id, active: false },
    });
    expect(await monthBoats()).toEqual([]);
    await api.call("PATCH", "/v1/admin/boats/activity", {
      token: cast.adminToken,
      body: { boat_id: cast.otherBoat.id, active: true },
    });
  });

  it.runIf(testDatabaseKind() === "postgres")("keeps one boat of the month under concurrent requests", async () => {
    const many = await Promise.all(
      Array.from({ length: 8 }, () => createBoat(api.db, { typeId: cast.type.id, marinaId: cast.marina.id })),
    );
    const results = await Promise.all(
      many.map((b) =>
        api.call("PATCH", "/v1/admin/boats/setboatofmonth", { token: cast.adminToken, body: { boat_id: b.id } }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(many.map(() => 200));
    expect(await monthBoats()).toHaveLength(1);
  });
});

describe("PATCH /v1/admin/boats/order", () => {
  const orders = async (ids: number[]) => {
    const rows = await api.db.select({ id: boats.id, sortOrder: boats.sortOrder }).from(boats);
    return ids.map((id) => rows.find((r) => r.id === id)!.sortOrder);
  };

  it("reorders by an id list or by { id, sort_order } items", async () => {
    const ids = [cast.otherBoat.id, cast.ownBoat.id];
    const list = await api.call("PATCH", "/v1/admin/boats/order", { token: cast.adminToken, body: { ids } });
    expect(list.status).toBe(200);
    expect(await orders(ids)).toEqual([1, 2]);
    const items = await api.call("PATCH", "/v1/admin/boats/order", {
      token: cast.adminToken,
      body: [
        { id: cast.ownBoat.id, sort_order: 10 },
        { id: cast.otherBoat.id, sort_order: 20 },
      ],
    });
    expect(items.status).toBe(200);
    expect(await orders(ids)).toEqual([20, 10]);
    const sorted = await api.call("GET", "/v1/admin/boats?order=sort_order&take=100", { token: cast.adminToken });
    const positions = sorted.json.content.items.map((b: { id: number }) => b.id);
    expect(positions.indexOf(cast.ownBoat.id)).toBeLessThan(positions.indexOf(cast.otherBoat.id));
  });

  it("is all or nothing, ADMIN only", async () => {
    const ids = [cast.otherBoat.id, cast.ownBoat.id];
    const before = await orders(ids);
    const unknown = await api.call("PATCH", "/v1/admin/boats/order", {
      token: cast.adminToken,
      body: { ids: [cast.ownBoat.id, 999_999] },
    });
    expect(unknown.status).toBe(404);
    const dup = await api.call("PATCH", "/v1/admin/boats/order", {
      token: cast.adminToken,
      body: { ids: [cast.ownBoat.id, cast.ownBoat.id] },
    });
    expect(dup.status).toBe(400);
    const negative = await api.call("PATCH", "/v1/admin/boats/order", {
      token: cast.adminToken,
      body: [{ id: cast.ownBoat.id, sort_order: -1 }],
    });
    expect(negative.status).toBe(400);
    const empty = await api.call("PATCH", "/v1/admin/boats/order", { token: cast.adminToken, body: { ids: [] } });
    expect(empty.status).toBe(400);
    const owner = await api.call("PATCH", "/v1/admin/boats/order", {
      token: cast.ownerToken,
      body: { ids: [cast.ownBoat.id] },
    });
    expect(owner.status).toBe(403);
    expect(await orders(ids)).toEqual(before);
  });
});

describe("PATCH /v1/admin/boats/deleteical", () => {
  it("clears the feed and removes only the iCal closings with their blocks", async () => {
    const boat = await createBoat(api.db, {
      ownerId: cast.owner.id,
      typeId: cast.type.id,
      marinaId: cast.marina.id,
      icalUrl: "https://takvim.example.com/x.ics",
    });
    const close = async (startDate: string, endDate: string, source: "manual" | "ical") => {
      const [d] = await api.db
        .insert(boatDates)
        .values({ boatId: boat.id, startDate, endDate, source, icalUid: source === "ical" ? `${startDate}@x` : null })
        .returning();
      await api.db
        .insert(availabilityBlocks)
        .values({ boatId: boat.id, startDate, endDate, kind: "boat_date", boatDateId: d!.id });
    };
    await close(monthDay(8), monthDay(8, 8), "ical");
    await close(monthDay(8, 10), monthDay(8, 12), "ical");
    await close(monthDay(9), monthDay(9, 5), "manual");

    const other = await api.call("PATCH", "/v1/admin/boats/deleteical", {
      token: cast.otherOwnerToken,
      body: { boat_id: boat.id },
    });
    expect(other.status).toBe(404);

    const res = await api.call("PATCH", "/v1/admin/boats/deleteical", {
      token: cast.ownerToken,
      body: { boat_id: boat.id },
    });
    expect(res.status).toBe(200);
    expect(res.json.content).toEqual({ boat_id: boat.id, removed_dates: 2 });
    const dates = await api.db.select().from(boatDates).where(eq(boatDates.boatId, boat.id));
    expect(dates.map((d) => d.source)).toEqual(["manual"]);
    const blocks = await api.db.select().from(availabilityBlocks).where(eq(availabilityBlocks.boatId, boat.id));
    expect(blocks.map((b) => b.startDate)).toEqual([monthDay(9)]);
    const [row] = await api.db.select({ icalUrl: boats.icalUrl }).from(boats).where(eq(boats.id, boat.id));
    expect(row!.icalUrl).toBeNull();

    const bad = await api.call("PATCH", "/v1/admin/boats/deleteical", {
      token: cast.ownerToken,
      body: { boat_id: "x" },
    });
    expect(bad.status).toBe(400);
  });
});

describe("GET /v1/admin/boats/withdates", () => {
  it("lists the boats one may see with their blocked intervals", async () => {
    const created = await api.call("POST", "/v1/admin/boats/date", {
      token: cast.ownerToken,
      body: { boat_id: cast.ownBoat.id, start_date: monthDay(18), end_date: monthDay(18, 4), note: "Bakım" },
    });
    expect(created.status).toBe(201);
    const res = await api.call("GET", `/v1/admin/boats/withdates?from=${monthDay(14)}`, { token: cast.ownerToken });
    expect(res.status).toBe(200);
    const ownIds = (await api.call("GET", "/v1/admin/boats/all", { token: cast.ownerToken })).json.content.map(
      (b: { id: number }) => b.id,
    );
    expect(res.json.content.map((b: { id: number }) => b.id).sort()).toEqual(ownIds.sort());
    expect(res.json.content.find((b: { id: number }) => b.id === cast.ownBoat.id)).toMatchObject({
      id: cast.ownBoat.id,
      name: "Mavi Rüya",
      blocks: [
        {
          start_date: monthDay(18),
          end_date: monthDay(18, 4),
          kind: "boat_date",
          boat_date_id: created.json.content.id,
          source: "manual",
          note: "Bakım",
        },
      ],
    });
    const laterPath = `/v1/admin/boats/withdates?from=${monthDay(18, 4)}&boat_id=${cast.ownBoat.id}`;
    const later = await api.call("GET", laterPath, { token: cast.ownerToken });
    expect(later.json.content).toMatchObject([{ id: cast.ownBoat.id, blocks: [] }]);
    const before = await api.call(
      "GET",
      `/v1/admin/boats/withdates?from=${monthDay(14)}&to=${monthDay(18)}&boat_id=${cast.ownBoat.id}`,
      {
        token: cast.ownerToken,
      },
    );
    expect(before.json.content[0].blocks).toEqual([]);
    const others = await api.call("GET", `/v1/admin/boats/withdates?boat_id=${cast.otherBoat.id}`, {
      token: cast.ownerToken,
    });
    expect(others.json.content).toEqual([]);
    const admin = await api.call("GET", "/v1/admin/boats/withdates", { token: cast.adminToken });
    expect(admin.json.content.length).toBe(await boatCount());
    const bad = await api.call("GET", `/v1/admin/boats/withdates?from=${yearOf(monthDay(14))}-02-30`, {
      token: cast.adminToken,
    });
    expect(bad.status).toBe(400);
  });
});

describe("roles", () => {
  const staffRoutes = () =>
    api.routes.filter((r) => r.def.path.startsWith("/admin/boats") || r.def.path === "/admin/comment");

  it("answers 401 on every boat call without a token or with a deactivated user's token", async () => {
    const gone = await createUser(api.db, { role: "ADMIN", active: false });
    const goneToken = await signToken(gone, api.jwtSecret);
    const list = staffRoutes().filter((r) => !r.def.path.includes("/date/sync"));
    expect(list.length).toBeGreaterThanOrEqual(26);
    for (const { def } of list) {
      const path = `/v1${def.path.replace(/:\w+/g, "1")}`;
      const none = await api.call(def.method.toUpperCase(), path);
      expect(none.status, `${def.method} ${path}`).toBe(401);
      const inactive = await api.call(def.method.toUpperCase(), path, { token: goneToken });
      expect(inactive.status, `${def.method} ${path}`).toBe(401);
    }
  });

  it("answers 403 to an OWNER on every ADMIN-only boat call", async () => {
    const adminOnly = staffRoutes().filter((r) => r.def.access === "admin");
    expect(adminOnly.map((r) => r.def.path).sort()).toEqual(
      expect.arrayContaining(["/admin/boats/order", "/admin/boats/setboatofmonth", "/admin/boats/setpopular"]),
    );
    for (const { def } of adminOnly) {
      const res = await api.call(def.method.toUpperCase(), `/v1${def.path}`, {
        token: cast.ownerToken,
        body: { boat_id: cast.ownBoat.id, ids: [cast.ownBoat.id], popular: true },
      });
      expect(res.status, def.path).toBe(403);
    }
  });

  it("publishes every boat call in the OpenAPI document", async () => {
    const doc = await api.call("GET", "/v1/openapi.json");
    for (const path of [
      "/v1/admin/boats",
      "/v1/admin/boats/{id}",
      "/v1/admin/boats/csv",
      "/v1/admin/boats/price/{id}",
      "/v1/admin/boats/date/{id}",
      "/v1/admin/boats/image",
      "/v1/admin/boats/image/updateorder",
      "/v1/admin/boats/commentactivity/{id}",
      "/v1/admin/comment",
    ]) {
      expect(doc.json.paths[path], path).toBeDefined();
    }
    expect(doc.json.paths["/v1/admin/boats"].post.requestBody.content["application/json"].schema.required).toEqual([
      "name",
      "type_id",
      "marina_id",
    ]);
  });
});
