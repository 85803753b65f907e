import { beforeAll, describe, expect, it } from "vitest";
import { createBoat, createBoatType, createDistrict, createMarina } from "@/server/seed/factories";
import { staffTokens } from "../support/content-helpers";
import { createTestApi, type TestApi } from "../support/test-api";

let api: TestApi;
let t: Awaited<ReturnType<typeof staffTokens>>;

beforeAll(async () => {
  api = await createTestApi();
  t = await staffTokens(api);
});

const big = "ş".repeat(200_000);

describe("boat types", () => {
  it("creates with a Turkish slug, reads, renames, lists with page size 10", async () => {
    const created = await api.call("POST", "/v1/admin/boattypes", {
      token: t.adminToken,
      body: { name: "Yelkenli Gület Çeşidi" },
    });
    expect(created.status).toBe(201);
    expect(created.json.content).toMatchObject({
      name: "Yelkenli Gület Çeşidi",
      slug: "yelkenli-gulet-cesidi",
      boat_count: 0,
    });
    const id = created.json.content.id;

    const one = await api.call("GET", `/v1/admin/boattypes/${id}`, { token: t.adminToken });
    expect(one.status).toBe(200);
    expect(one.json.content.id).toBe(id);

    const renamed = await api.call("PUT", `/v1/admin/boattypes/${id}`, {
      token: t.adminToken,
      body: { name: "Motoryat Ğ", sort_order: 3 },
    });
    expect(renamed.status).toBe(200);
    expect(renamed.json.content).toMatchObject({ name: "Motoryat Ğ", slug: "motoryat-g", sort_order: 3 });

    for (let i = 0; i < 12; i++) await createBoatType(api.db, { name: `Liste Tipi ${i}` });
    const page = await api.call("GET", "/v1/admin/boattypes", { token: t.adminToken });
    expect(page.status).toBe(200);
    expect(page.json.content.items).toHaveLength(10);
    expect(page.json.content.total).toBeGreaterThanOrEqual(13);
    const second = await api.call("GET", "/v1/admin/boattypes?skip=10&take=10", { token: t.adminToken });
    expect(second.json.content.items.length).toBe(page.json.content.total - 10);
  });

  it("makes slugs unique and refuses a name differing only in case", async () => {
    const a = await api.call("POST", "/v1/admin/boattypes", { token: t.adminToken, body: { name: "Katamaran" } });
    const dup = await api.call("POST", "/v1/admin/boattypes", { token: t.adminToken, body: { name: "katamaran" } });
    expect(a.status).toBe(201);
    expect(dup.status).toBe(409);
    expect(dup.json.content).toBe("Bu adla bir tekne tipi zaten var.");
    const b = await api.call("POST", "/v1/admin/boattypes", { token: t.adminToken, body: { name: "Katamaran!" } });
    expect(b.status).toBe(201);
    expect(b.json.content.slug).toBe("katamaran-2");
  });

  it("refuses to delete a type in use (409, Turkish) and deletes an unused one", async () => {
    const type = await createBoatType(api.db, { name: "Kullanılan Tip" });
    await createBoat(api.db, { typeId: type.id });
    const inUse = await api.call("DELETE", `/v1/admin/boattypes/${type.id}`, { token: t.adminToken });
    expect(inUse.status).toBe(409);
    expect(inUse.json.content).toMatch(/1 teknede kullanıldığı için silinemez/);
    const listed = await api.call("GET", `/v1/admin/boattypes/${type.id}`, { token: t.adminToken });
    expect(listed.json.content.boat_count).toBe(1);

    const free = await createBoatType(api.db, { name: "Boş Tip" });
    const del = await api.call("DELETE", `/v1/admin/boattypes/${free.id}`, { token: t.adminToken });
    expect(del.status).toBe(200);
    const gone = await api.call("GET", `/v1/admin/boattypes/${free.id}`, { token: t.adminToken });
    expect(gone.status).toBe(404);
    expect(gone.json.content).toBe("Tekne tipi bulunamadı.");
  });

  it("answers bad input with Turkish 4xx", async () => {
    const cases = [
      { body: {}, field: "name" },
      { body: { name: "" }, field: "name" },
      { body: { name: 42 }, field: "name" },
      { body: { name: big }, field: "name" },
      { body: { name: "X", sort_order: -1 }, field: "sort_order" },
      { body: { name: "X", sort_order: "ilk" }, field: "sort_order" },
    ];
    for (const c of cases) {
      const res = await api.call("POST", "/v1/admin/boattypes", { token: t.adminToken, body: c.body });
      expect(res.status, JSON.stringify(c.body).slice(0, 60)).toBe(400);
      expect(res.json.fields).toHaveProperty(c.field);
      expect(res.json.content).toMatch(/geçersiz/);
    }
    const missing = await api.call("POST", "/v1/admin/boattypes", { token: t.adminToken, body: {} });
    expect(missing.json.fields.name).toBe("Tekne tipi adı zorunludur.");
    const broken = await api.call("POST", "/v1/admin/boattypes", { token: t.adminToken, body: '{"name":' });
    expect(broken.status).toBe(400);
    expect(broken.json.content).toBe("İstek gövdesi geçerli bir JSON değil.");
    expect(
      (await api.call("PUT", "/v1/admin/boattypes/999999", { token: t.adminToken, body: { name: "Yok" } })).status,
    ).toBe(404);
    expect((await api.call("DELETE", "/v1/admin/boattypes/999999", { token: t.adminToken })).status).toBe(404);
    expect((await api.call("GET", "/v1/admin/boattypes/abc", { token: t.adminToken })).status).toBe(400);
    expect((await api.call("GET", "/v1/admin/boattypes?take=-5", { token: t.adminToken })).status).toBe(400);
  });
});

describe("districts", () => {
  it("creates, lists, edits and deletes; unique per town ignoring case", async () => {
    const created = await api.call("POST", "/v1/admin/towndistrict", {
      token: t.adminToken,
      body: { town: "Muğla", name: "Fethiye" },
    });
    expect(created.status).toBe(201);
    expect(created.json.content).toMatchObject({ town: "Muğla", name: "Fethiye", marina_count: 0 });
    const id = created.json.content.id;
    const dup = await api.call("POST", "/v1/admin/towndistrict", {
      token: t.adminToken,
      body: { town: "muğla", name: "fethiye" },
    });
    expect(dup.status).toBe(409);
    expect(dup.json.content).toBe("Bu ilde bu adla bir ilçe zaten var.");

    const edited = await api.call("PUT", `/v1/admin/towndistrict/${id}`, {
      token: t.adminToken,
      body: { town: "Muğla", name: "Göcek" },
    });
    expect(edited.status).toBe(200);
    expect(edited.json.content.name).toBe("Göcek");
    const got = await api.call("GET", `/v1/admin/towndistrict/${id}`, { token: t.adminToken });
    expect(got.json.content.name).toBe("Göcek");

    for (let i = 0; i < 11; i++) await createDistrict(api.db);
    const list = await api.call("GET", "/v1/admin/towndistrict", { token: t.adminToken });
    expect(list.json.content.items).toHaveLength(10);
    expect(list.json.content.total).toBeGreaterThanOrEqual(12);

    const del = await api.call("DELETE", `/v1/admin/towndistrict/${id}`, { token: t.adminToken });
    expect(del.status).toBe(200);
    expect((await api.call("GET", `/v1/admin/towndistrict/${id}`, { token: t.adminToken })).status).toBe(404);
  });

  it("refuses to delete a district with marinas, and bad input", async () => {
    const district = await createDistrict(api.db);
    await createMarina(api.db, { districtId: district.id });
    const res = await api.call("DELETE", `/v1/admin/towndistrict/${district.id}`, { token: t.adminToken });
    expect(res.status).toBe(409);
    expect(res.json.content).toMatch(/marina kayıtlı olduğu için silinemez/);

    const noTown = await api.call("POST", "/v1/admin/towndistrict", { token: t.adminToken, body: { name: "Bodrum" } });
    expect(noTown.status).toBe(400);
    expect(noTown.json.fields.town).toBe("İl zorunludur.");
    const huge = await api.call("POST", "/v1/admin/towndistrict", {
      token: t.adminToken,
      body: { town: big, name: "x" },
    });
    expect(huge.status).toBe(400);
    const wrongType = await api.call("POST", "/v1/admin/towndistrict", {
      token: t.adminToken,
      body: { town: ["Muğla"], name: 1 },
    });
    expect(wrongType.status).toBe(400);
    expect(
      (await api.call("PUT", "/v1/admin/towndistrict/424242", { token: t.adminToken, body: { town: "A", name: "B" } }))
        .status,
    ).toBe(404);
  });
});

describe("marinas", () => {
  it("creates with its district, shows, edits popular, lists 10 with district", async () => {
    const district = await createDistrict(api.db, { town: "Muğla", name: "Marmaris" });
    const created = await api.call("POST", "/v1/admin/marina", {
      token: t.adminToken,
      body: { name: "Netsel Marina", district_id: district.id, popular: true },
    });
    expect(created.status).toBe(201);
    expect(created.json.content).toMatchObject({
      name: "Netsel Marina",
      popular: true,
      district: { id: district.id, town: "Muğla", name: "Marmaris" },
    });
    const id = created.json.content.id;
    const shown = await api.call("GET", `/v1/admin/showmarina/${id}`, { token: t.adminToken });
    expect(shown.status).toBe(200);
    expect(shown.json.content.name).toBe("Netsel Marina");

    const edited = await api.call("PUT", `/v1/admin/marina/${id}`, {
      token: t.adminToken,
      body: { name: "Netsel Marina", district_id: district.id, popular: false },
    });
    expect(edited.status).toBe(200);
    expect(edited.json.content.popular).toBe(false);

    for (let i = 0; i < 11; i++) await createMarina(api.db, { districtId: district.id });
    const list = await api.call("GET", "/v1/admin/marina", { token: t.adminToken });
    expect(list.json.content.items).toHaveLength(10);
    expect(list.json.content.items[0].district).toHaveProperty("town");

    const del = await api.call("DELETE", `/v1/admin/marina/${id}`, { token: t.adminToken });
    expect(del.status).toBe(200);
    expect((await api.call("GET", `/v1/admin/showmarina/${id}`, { token: t.adminToken })).status).toBe(404);
  });

  it("refuses an unknown district, a duplicate name, deleting a marina in use, and bad input", async () => {
    const unknown = await api.call("POST", "/v1/admin/marina", {
      token: t.adminToken,
      body: { name: "Yok", district_id: 987654 },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.json.content).toBe("Seçilen ilçe bulunamadı.");

    const marina = await createMarina(api.db, { name: "D-Marin Turgutreis" });
    const dup = await api.call("POST", "/v1/admin/marina", {
      token: t.adminToken,
      body: { name: "d-marin turgutreis", district_id: marina.districtId },
    });
    expect(dup.status).toBe(409);

    await createBoat(api.db, { marinaId: marina.id });
    const inUse = await api.call("DELETE", `/v1/admin/marina/${marina.id}`, { token: t.adminToken });
    expect(inUse.status).toBe(409);
    expect(inUse.json.content).toMatch(/tekne kayıtlı olduğu için silinemez/);

    const negative = await api.call("POST", "/v1/admin/marina", {
      token: t.adminToken,
      body: { name: "X", district_id: -3 },
    });
    expect(negative.status).toBe(400);
    expect(negative.json.fields.district_id).toMatch(/İlçe/);
    const popular = await api.call("POST", "/v1/admin/marina", {
      token: t.adminToken,
      body: { name: "X", district_id: marina.districtId, popular: "belki" },
    });
    expect(popular.status).toBe(400);
    expect(
      (
        await api.call("PUT", "/v1/admin/marina/777777", {
          token: t.adminToken,
          body: { name: "X", district_id: marina.districtId },
        })
      ).status,
    ).toBe(404);
  });
});

describe("form options (/admin/other)", () => {
  it("gives an ADMIN every list and every active user as owner", async () => {
    const res = await api.call("GET", "/v1/admin/other", { token: t.adminToken });
    expect(res.status).toBe(200);
    const c = res.json.content;
    expect(c.boatTypes.length).toBeGreaterThan(0);
    expect(c.marinas.length).toBeGreaterThan(0);
    expect(c.districts.length).toBeGreaterThan(0);
    expect(c.owners.map((o: { id: number }) => o.id)).toEqual(expect.arrayContaining([t.admin.id, t.owner.id]));
    expect(Object.keys(c.owners[0]).sort()).toEqual(["id", "name", "role"]);
    expect(JSON.stringify(c)).not.toMatch(/password|email|phone/i);
  });

  it("gives an OWNER the same lookups but only themselves as owner", async () => {
    const res = await api.call("GET", "/v1/admin/other", { token: t.ownerToken });
    expect(res.status).toBe(200);
    expect(res.json.content.owners).toEqual([{ id: t.owner.id, name: "Kaptan Şahin", role: "OWNER" }]);
    expect(res.json.content.boatTypes.length).toBeGreaterThan(0);
  });
});
