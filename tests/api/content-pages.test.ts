import { beforeAll, describe, expect, it } from "vitest";
import { blogPosts, documents, teamMembers } from "@/server/db/schema";
import { pdfBytes, pngBytes, sendForm, staffTokens, storedKeys } from "../support/content-helpers";
import { createTestApi, type TestApi } from "../support/test-api";

let api: TestApi;
let t: Awaited<ReturnType<typeof staffTokens>>;
let png: Buffer;

beforeAll(async () => {
  api = await createTestApi();
  t = await staffTokens(api);
  png = await pngBytes(1400, 900);
});

const EVIL =
  '<p onclick="steal()">Merhaba <b>dünya</b></p><script>alert(1)</script><style>body{display:none}</style>' +
  '<img src="https://liman.test/a.jpg" onerror="alert(2)"><a href="javascript:alert(3)">tıkla</a>' +
  '<a href="https://liman.test" target="_blank">site</a><iframe src="https://evil.test"></iframe>';

function expectClean(html: string) {
  expect(html).not.toMatch(/<script|<style|<iframe|onerror|onclick|javascript:/i);
  expect(html).toContain("<b>dünya</b>");
  expect(html).toContain('<img src="https://liman.test/a.jpg" />');
  expect(html).toContain('rel="noopener noreferrer"');
}

const text = Buffer.from("Bu bir metin dosyası, görsel değil.\n".repeat(20), "utf8");

describe("blog", () => {
  it("creates from JSON with a sanitised body and a unique Turkish slug", async () => {
    const body = { title: "Göcek'te Bir Hafta", excerpt: "Koylar", body: EVIL };
    const first = await api.call("POST", "/v1/admin/blog", { token: t.adminToken, body });
    expect(first.status).toBe(201);
    expect(first.json.content).toMatchObject({
      title: "Göcek'te Bir Hafta",
      slug: "gocek-te-bir-hafta",
      published: true,
      cover_url: null,
    });
    expectClean(first.json.content.body);
    const second = await api.call("POST", "/v1/admin/blog", { token: t.adminToken, body });
    expect(second.json.content.slug).toBe("gocek-te-bir-hafta-2");
  });

  it("creates from a multipart form with a cover, edits it, replaces and deletes the cover files", async () => {
    const created = await sendForm(
      api,
      "POST",
      "/v1/admin/blog",
      t.adminToken,
      {
        title: "Mavi Yolculuk Rehberi",
        body: "<h2>Rota</h2><p>Bodrum → Gökova</p>",
        published: "false",
      },
      { cover: { data: png, name: "kapak.png", type: "image/png" } },
    );
    expect(created.status).toBe(201);
    const post = created.json.content;
    expect(post.published).toBe(false);
    expect(post.cover_url).toMatch(/^\/v1\/media\/blog\/[a-f0-9]+-1400\.webp$/);
    const media = await api.app.request(post.cover_url);
    expect(media.status).toBe(200);
    expect(media.headers.get("content-type")).toBe("image/webp");
    const oldKeys = (await storedKeys(api)).filter((k) => k.startsWith("blog/"));
    expect(oldKeys).toHaveLength(4); // 640, 828, 1080 and the full 1400 width

    const edited = await sendForm(
      api,
      "POST",
      "/v1/admin/blog/edit",
      t.adminToken,
      {
        id: String(post.id),
        title: "Mavi Yolculuk Rehberi 2027",
        body: "<p>Güncel</p>",
        published: "true",
      },
      { cover: { data: await pngBytes(300, 200), name: "yeni.png" } },
    );
    expect(edited.status).toBe(200);
    expect(edited.json.content).toMatchObject({
      title: "Mavi Yolculuk Rehberi 2027",
      slug: post.slug,
      published: true,
      body: "<p>Güncel</p>",
    });
    expect(edited.json.content.cover_url).not.toBe(post.cover_url);
    const keysAfterEdit = (await storedKeys(api)).filter((k) => k.startsWith("blog/"));
    expect(keysAfterEdit.some((k) => oldKeys.includes(k))).toBe(false);
    expect(keysAfterEdit).toHaveLength(1);

    const jsonEdit = await api.call("POST", "/v1/admin/blog/edit", {
      token: t.adminToken,
      body: { id: post.id, title: "Yeni Başlık", body: "<p>x</p>", slug: "Özel Adres", remove_cover: true },
    });
    expect(jsonEdit.status).toBe(200);
    expect(jsonEdit.json.content).toMatchObject({ slug: "ozel-adres", cover_url: null });
    expect((await storedKeys(api)).filter((k) => k.startsWith("blog/"))).toHaveLength(0);

    const one = await api.call("GET", `/v1/admin/blog/${post.id}`, { token: t.adminToken });
    expect(one.json.content.body).toBe("<p>x</p>");
    const del = await api.call("DELETE", `/v1/admin/blog/${post.id}`, { token: t.adminToken });
    expect(del.status).toBe(200);
    expect((await api.call("GET", `/v1/admin/blog/${post.id}`, { token: t.adminToken })).status).toBe(404);
  });

  it("lists 10 per page, drafts included, without bodies", async () => {
    for (let i = 0; i < 11; i++) {
      await api.db
        .insert(blogPosts)
        .values({ title: `Yazı ${i}`, slug: `yazi-liste-${i}`, body: "<p>x</p>", published: i % 2 === 0 });
    }
    const res = await api.call("GET", "/v1/admin/blog", { token: t.adminToken });
    expect(res.status).toBe(200);
    expect(res.json.content.items).toHaveLength(10);
    expect(res.json.content.total).toBeGreaterThanOrEqual(13);
    expect(res.json.content.items[0]).not.toHaveProperty("body");
  });

  it("refuses bad input: nothing stored, nothing half-written", async () => {
    const before = await api.db.select({ id: blogPosts.id }).from(blogPosts);
    const keysBefore = await storedKeys(api);
    const noTitle = await api.call("POST", "/v1/admin/blog", { token: t.adminToken, body: { body: "<p>x</p>" } });
    expect(noTitle.status).toBe(400);
    expect(noTitle.json.fields.title).toBe("Başlık zorunludur.");
    const onlyScript = await api.call("POST", "/v1/admin/blog", {
      token: t.adminToken,
      body: { title: "A", body: "<script>x</script>" },
    });
    expect(onlyScript.status).toBe(400);
    expect(onlyScript.json.fields.body).toBe("İçerik zorunludur.");
    const huge = await api.call("POST", "/v1/admin/blog", {
      token: t.adminToken,
      body: { title: "A", body: "a".repeat(200_000) },
    });
    expect(huge.status).toBe(400);
    expect(huge.json.fields.body).toMatch(/en fazla/);
    const wrongType = await api.call("POST", "/v1/admin/blog", {
      token: t.adminToken,
      body: { title: 5, body: ["x"] },
    });
    expect(wrongType.status).toBe(400);
    const broken = await api.call("POST", "/v1/admin/blog", { token: t.adminToken, body: "{oops" });
    expect(broken.status).toBe(400);
    expect(broken.json.content).toBe("İstek gövdesi geçerli bir JSON değil.");
    const fakeJpg = await sendForm(
      api,
      "POST",
      "/v1/admin/blog",
      t.adminToken,
      { title: "Sahte", body: "<p>x</p>" },
      {
        cover: { data: text, name: "kapak.jpg", type: "image/jpeg" },
      },
    );
    expect(fakeJpg.status).toBe(400);
    expect(fakeJpg.json.content).toMatch(/görsel/);
    // Valid cover but invalid fields: the fields are checked before anything is stored.
    const badFieldsWithCover = await sendForm(
      api,
      "POST",
      "/v1/admin/blog",
      t.adminToken,
      { title: "", body: "<p>x</p>" },
      {
        cover: { data: png, name: "k.png" },
      },
    );
    expect(badFieldsWithCover.status).toBe(400);
    const unknownEdit = await api.call("POST", "/v1/admin/blog/edit", {
      token: t.adminToken,
      body: { id: 999999, title: "A", body: "<p>x</p>" },
    });
    expect(unknownEdit.status).toBe(404);
    const negativeId = await api.call("POST", "/v1/admin/blog/edit", {
      token: t.adminToken,
      body: { id: -1, title: "A", body: "<p>x</p>" },
    });
    expect(negativeId.status).toBe(400);
    expect((await api.db.select({ id: blogPosts.id }).from(blogPosts)).length).toBe(before.length);
    expect(await storedKeys(api)).toEqual(keysBefore);
  });

  it("deletes freshly stored files when the database write that references them fails", async () => {
    const keysBefore = await storedKeys(api);
    const existing = await api.call("POST", "/v1/admin/blog", {
      token: t.adminToken,
      body: { title: "Çakışma", body: "<p>a</p>" },
    });
    const { imageFileKey } = await import("@/server/content/stored-files");
    const { encodeImage } = await import("@/server/media/store-image");
    const { writeWithFiles } = await import("@/server/media/shared-files");
    const sharp = (await import("sharp")).default;
    const fresh = await sharp({ create: { width: 1500, height: 900, channels: 3, background: "#123456" } })
      .png()
      .toBuffer();
    const image = await encodeImage(fresh, "blog");
    const key = imageFileKey(image);
    let storedInside: string[] = [];
    // A duplicate slug makes the insert fail (unique violation) after the image was stored.
    await expect(
      writeWithFiles(api.db, api.storage, image.files, async (tx) => {
        storedInside = await storedKeys(api);
        await tx
          .insert(blogPosts)
          .values({ title: "x", slug: existing.json.content.slug, body: "<p>x</p>", coverImage: key });
      }),
    ).rejects.toBeTruthy();
    expect(storedInside.length).toBe(keysBefore.length + 4);
    expect(await storedKeys(api)).toEqual(keysBefore);
  });
});

describe("website pages", () => {
  it("answers a default text page, saves it sanitised (upsert) and reads it back", async () => {
    const empty = await api.call("GET", "/v1/admin/website/about", { token: t.adminToken });
    expect(empty.status).toBe(200);
    expect(empty.json.content).toEqual({
      page: "about",
      kind: "text",
      title: "Hakkımızda",
      body: "",
      title_en: null,
      body_en: null,
      updated_at: null,
    });
    const saved = await api.call("PUT", "/v1/admin/website/about", {
      token: t.adminToken,
      body: { title: "Biz Kimiz?", body: EVIL },
    });
    expect(saved.status).toBe(200);
    expectClean(saved.json.content.body);
    const again = await api.call("PUT", "/v1/admin/website/about", {
      token: t.adminToken,
      body: { title: "Biz Kimiz", body: "<p>İkinci</p>" },
    });
    expect(again.json.content).toMatchObject({ title: "Biz Kimiz", body: "<p>İkinci</p>" });
    const read = await api.call("GET", "/v1/admin/website/about", { token: t.adminToken });
    expect(read.json.content.body).toBe("<p>İkinci</p>");
    expect(read.json.content.updated_at).not.toBeNull();
    for (const page of ["rental", "cancel", "privacy", "kvkk", "howrent"]) {
      const res = await api.call("GET", `/v1/admin/website/${page}`, { token: t.adminToken });
      expect(res.status).toBe(200);
      expect(res.json.content.kind).toBe("text");
    }
  });

  it("answers the list pages with their entries and refuses to PUT them", async () => {
    for (const [page, edit] of [
      ["team", "/v1/admin/team"],
      ["ourdocs", "/v1/admin/ourdocuments"],
      ["faq", "/v1/admin/faq"],
      ["bank", "/v1/admin/banks"],
    ]) {
      const res = await api.call("GET", `/v1/admin/website/${page}`, { token: t.adminToken });
      expect(res.status).toBe(200);
      expect(res.json.content).toMatchObject({ page, kind: "list", edit_path: edit });
      expect(Array.isArray(res.json.content.items)).toBe(true);
      const put = await api.call("PUT", `/v1/admin/website/${page}`, {
        token: t.adminToken,
        body: { title: "x", body: "<p>x</p>" },
      });
      expect(put.status).toBe(400);
      expect(put.json.content).toMatch(/kendi listesinden düzenlenir/);
    }
  });

  it("refuses an unknown page and bad bodies", async () => {
    const unknown = await api.call("GET", "/v1/admin/website/blogs", { token: t.adminToken });
    expect(unknown.status).toBe(400);
    expect(unknown.json.content).toMatch(/Sayfa şunlardan biri olmalı/);
    const noTitle = await api.call("PUT", "/v1/admin/website/kvkk", {
      token: t.adminToken,
      body: { body: "<p>x</p>" },
    });
    expect(noTitle.status).toBe(400);
    expect(noTitle.json.fields.title).toBe("Sayfa başlığı zorunludur.");
    const huge = await api.call("PUT", "/v1/admin/website/kvkk", {
      token: t.adminToken,
      body: { title: "K", body: "x".repeat(200_000) },
    });
    expect(huge.status).toBe(400);
  });
});

describe("faq", () => {
  it("creates (appended), edits, hides, lists in order and deletes", async () => {
    const a = await api.call("POST", "/v1/admin/faq", {
      token: t.adminToken,
      body: { question: "Kapora ne kadar?", answer: "<p>%20</p>" },
    });
    const b = await api.call("POST", "/v1/admin/faq", {
      token: t.adminToken,
      body: { question: "İptal?", answer: '<p onmouseover="x()">48 saat</p><script>x</script>' },
    });
    expect(a.status).toBe(201);
    expect(b.json.content.answer).toBe("<p>48 saat</p>");
    expect(b.json.content.sort_order).toBe(a.json.content.sort_order + 1);
    const edited = await api.call("PUT", `/v1/admin/faq/${a.json.content.id}`, {
      token: t.adminToken,
      body: { question: "Kapora oranı nedir?", answer: "<p>%20</p>", active: false, sort_order: 9 },
    });
    expect(edited.status).toBe(200);
    expect(edited.json.content).toMatchObject({ question: "Kapora oranı nedir?", active: false, sort_order: 9 });
    const list = await api.call("GET", "/v1/admin/faq", { token: t.adminToken });
    expect(list.json.content.items.map((i: { id: number }) => i.id)).toEqual([b.json.content.id, a.json.content.id]);
    expect((await api.call("DELETE", `/v1/admin/faq/${b.json.content.id}`, { token: t.adminToken })).status).toBe(200);
    expect((await api.call("DELETE", `/v1/admin/faq/${b.json.content.id}`, { token: t.adminToken })).status).toBe(404);
  });

  it("refuses bad input", async () => {
    const missing = await api.call("POST", "/v1/admin/faq", { token: t.adminToken, body: { question: "Soru?" } });
    expect(missing.status).toBe(400);
    expect(missing.json.fields.answer).toBe("Cevap zorunludur.");
    const neg = await api.call("POST", "/v1/admin/faq", {
      token: t.adminToken,
      body: { question: "S", answer: "C", sort_order: -2 },
    });
    expect(neg.status).toBe(400);
    expect(neg.json.fields.sort_order).toBe("Sıra negatif olamaz.");
    const huge = await api.call("POST", "/v1/admin/faq", {
      token: t.adminToken,
      body: { question: "S".repeat(200_000), answer: "C" },
    });
    expect(huge.status).toBe(400);
    expect(
      (await api.call("PUT", "/v1/admin/faq/55555", { token: t.adminToken, body: { question: "S", answer: "C" } }))
        .status,
    ).toBe(404);
  });
});

describe("team", () => {
  it("adds members with and without photo, reorders in one call, deletes with the photo", async () => {
    const ayse = await sendForm(
      api,
      "POST",
      "/v1/admin/team",
      t.adminToken,
      { name: "Ayşe Çelik", title: "Kaptan", bio: "20 yıl" },
      {
        photo: { data: png, name: "ayse.png" },
      },
    );
    expect(ayse.status).toBe(201);
    expect(ayse.json.content.photo_url).toMatch(/^\/v1\/media\/team\//);
    const mehmet = await sendForm(api, "POST", "/v1/admin/team", t.adminToken, {
      name: "Mehmet Öz",
      title: "Rezervasyon",
    });
    const zeynep = await sendForm(api, "POST", "/v1/admin/team", t.adminToken, {
      name: "Zeynep Ün",
      title: "Muhasebe",
    });
    expect(mehmet.json.content.photo_url).toBeNull();
    const ids = [ayse, mehmet, zeynep].map((r) => r.json.content.id);

    const order = await api.call("PATCH", "/v1/admin/team/order", {
      token: t.adminToken,
      body: { ids: [ids[2], ids[0], ids[1]] },
    });
    expect(order.status).toBe(200);
    expect(order.json.content.items.map((m: { id: number }) => m.id)).toEqual([ids[2], ids[0], ids[1]]);
    const listed = await api.call("GET", "/v1/admin/team", { token: t.adminToken });
    expect(listed.json.content.items.map((m: { sort_order: number }) => m.sort_order)).toEqual([0, 1, 2]);

    const edited = await sendForm(
      api,
      "PUT",
      `/v1/admin/team/${ids[1]}`,
      t.adminToken,
      { name: "Mehmet Öz", title: "Operasyon" },
      {
        photo: { data: png, name: "m.png" },
      },
    );
    expect(edited.status).toBe(200);
    expect(edited.json.content).toMatchObject({ title: "Operasyon" });
    expect(edited.json.content.photo_url).toMatch(/^\/v1\/media\/team\//);

    const teamKeys = (await storedKeys(api)).filter((k) => k.startsWith("team/"));
    // Both members have the same photo: stored once (content-addressed), four widths (640, 828, 1080, 1400).
    expect(teamKeys.length).toBe(4);
    expect(edited.json.content.photo_url).toBe(ayse.json.content.photo_url);
    expect((await api.call("DELETE", `/v1/admin/team/${ids[0]}`, { token: t.adminToken })).status).toBe(200);
    // Still shown by the other member: kept.
    expect((await storedKeys(api)).filter((k) => k.startsWith("team/"))).toEqual(teamKeys);
    expect((await api.app.request(edited.json.content.photo_url)).status).toBe(200);
  });

  it("rejects a reorder with an unknown or repeated id and changes nothing", async () => {
    const before = await api.call("GET", "/v1/admin/team", { token: t.adminToken });
    const ids = before.json.content.items.map((m: { id: number }) => m.id);
    const unknown = await api.call("PATCH", "/v1/admin/team/order", {
      token: t.adminToken,
      body: { ids: [...ids].reverse().concat(999999) },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.json.content).toMatch(/Ekip üyesi bulunamadı: 999999/);
    const repeated = await api.call("PATCH", "/v1/admin/team/order", {
      token: t.adminToken,
      body: { ids: [ids[0], ids[0]] },
    });
    expect(repeated.status).toBe(400);
    const wrong = await api.call("PATCH", "/v1/admin/team/order", { token: t.adminToken, body: { ids: "1,2" } });
    expect(wrong.status).toBe(400);
    const after = await api.call("GET", "/v1/admin/team", { token: t.adminToken });
    expect(after.json.content.items).toEqual(before.json.content.items);
  });

  it("refuses bad forms: a text file renamed .jpg, JSON instead of a form, missing fields", async () => {
    const count = async () => (await api.db.select({ id: teamMembers.id }).from(teamMembers)).length;
    const before = await count();
    const keysBefore = await storedKeys(api);
    const fake = await sendForm(
      api,
      "POST",
      "/v1/admin/team",
      t.adminToken,
      { name: "Sahte", title: "x" },
      {
        photo: { data: text, name: "foto.jpg", type: "image/jpeg" },
      },
    );
    expect(fake.status).toBe(400);
    expect(fake.json.content).toMatch(/görsel değil/);
    const json = await api.call("POST", "/v1/admin/team", { token: t.adminToken, body: { name: "A", title: "B" } });
    expect(json.status).toBe(415);
    expect(json.json.content).toMatch(/^Bu istek multipart\/form-data biçiminde gönderilmeli/);
    const malformed = await api.call("POST", "/v1/admin/team", {
      token: t.adminToken,
      body: "--x\r\nbozuk",
      headers: { "content-type": "multipart/form-data; boundary=zzz" },
    });
    expect(malformed.status).toBe(400);
    expect(malformed.json.content).toBe("Form verisi okunamadı.");
    const missing = await sendForm(api, "POST", "/v1/admin/team", t.adminToken, { title: "Kaptan" });
    expect(missing.status).toBe(400);
    expect(missing.json.fields.name).toBe("Ad soyad zorunludur.");
    const huge = await sendForm(api, "POST", "/v1/admin/team", t.adminToken, {
      name: "A",
      title: "B",
      bio: "x".repeat(200_000),
    });
    expect(huge.status).toBe(400);
    const unknown = await sendForm(
      api,
      "PUT",
      "/v1/admin/team/999999",
      t.adminToken,
      { name: "A", title: "B" },
      {
        photo: { data: png, name: "p.png" },
      },
    );
    expect(unknown.status).toBe(404);
    expect(await count()).toBe(before);
    expect(await storedKeys(api)).toEqual(keysBefore);
  });
});

describe("documents", () => {
  it("stores a PDF raw and an image re-encoded, lists them, deletes them with their files", async () => {
    const pdf = await sendForm(
      api,
      "POST",
      "/v1/admin/ourdocuments",
      t.adminToken,
      { title: "TÜRSAB Belgesi" },
      {
        file: { data: pdfBytes(), name: "tursab.pdf", type: "application/pdf" },
      },
    );
    expect(pdf.status).toBe(201);
    expect(pdf.json.content).toMatchObject({
      title: "TÜRSAB Belgesi",
      mime_type: "application/pdf",
      size_bytes: pdfBytes().byteLength,
    });
    expect(pdf.json.content.url).toBe(`${pdf.json.content.url.split("?")[0]}?document=${pdf.json.content.id}`);
    expect(pdf.json.content.url).toMatch(/^\/v1\/media\/documents\/[a-f0-9]{32}\.pdf\?document=\d+$/);
    const served = await api.app.request(pdf.json.content.url);
    expect(served.headers.get("content-type")).toBe("application/pdf");
    // Downloaded, never rendered inline by the browser; named after the title (ASCII and UTF-8 forms).
    expect(served.headers.get("content-disposition")).toBe(
      "attachment; filename=\"tursab-belgesi.pdf\"; filename*=UTF-8''T%C3%9CRSAB%20Belgesi.pdf",
    );
    expect(served.headers.get("x-content-type-options")).toBe("nosniff");
    expect(Buffer.from(await served.arrayBuffer()).equals(pdfBytes())).toBe(true);

    const image = await sendForm(
      api,
      "POST",
      "/v1/admin/ourdocuments",
      t.adminToken,
      { title: "Sigorta Poliçesi" },
      {
        file: { data: png, name: "police.png", type: "image/png" },
      },
    );
    expect(image.status).toBe(201);
    expect(image.json.content.mime_type).toBe("image/webp");
    const shown = await api.app.request(image.json.content.url);
    expect(shown.headers.get("content-type")).toBe("image/webp");
    expect(shown.headers.get("content-disposition")).toBeNull();
    expect(shown.headers.get("x-content-type-options")).toBe("nosniff");

    const list = await api.call("GET", "/v1/admin/ourdocuments", { token: t.adminToken });
    expect(list.json.content.items.map((d: { id: number }) => d.id)).toEqual(
      expect.arrayContaining([pdf.json.content.id, image.json.content.id]),
    );

    for (const doc of [pdf, image]) {
      expect(
        (await api.call("DELETE", `/v1/admin/ourdocuments/${doc.json.content.id}`, { token: t.adminToken })).status,
      ).toBe(200);
    }
    expect((await storedKeys(api)).filter((k) => k.startsWith("documents/"))).toEqual([]);
    expect(
      (await api.call("DELETE", `/v1/admin/ourdocuments/${pdf.json.content.id}`, { token: t.adminToken })).status,
    ).toBe(404);
  });

  it("refuses a text file renamed .pdf or .jpg, a missing file or title, and an oversized PDF: nothing stored", async () => {
    const rows = async () => (await api.db.select({ id: documents.id }).from(documents)).length;
    const before = await rows();
    const keysBefore = await storedKeys(api);
    for (const name of ["sozlesme.pdf", "belge.jpg"]) {
      const res = await sendForm(
        api,
        "POST",
        "/v1/admin/ourdocuments",
        t.adminToken,
        { title: "Sahte" },
        {
          file: { data: text, name, type: name.endsWith(".pdf") ? "application/pdf" : "image/jpeg" },
        },
      );
      expect(res.status).toBe(400);
      expect(res.json.content).toBe("Yalnızca PDF veya görsel (JPEG, PNG, WebP, AVIF) yükleyebilirsiniz.");
    }
    const noFile = await sendForm(api, "POST", "/v1/admin/ourdocuments", t.adminToken, { title: "Boş" });
    expect(noFile.status).toBe(400);
    expect(noFile.json.content).toBe("Dosya seçilmedi.");
    const noTitle = await sendForm(
      api,
      "POST",
      "/v1/admin/ourdocuments",
      t.adminToken,
      {},
      { file: { data: pdfBytes(), name: "a.pdf" } },
    );
    expect(noTitle.status).toBe(400);
    expect(noTitle.json.fields.title).toBe("Belge adı zorunludur.");
    const tooBig = Buffer.concat([pdfBytes(), Buffer.alloc(10 * 1024 * 1024)]);
    const big = await sendForm(
      api,
      "POST",
      "/v1/admin/ourdocuments",
      t.adminToken,
      { title: "Büyük" },
      { file: { data: tooBig, name: "b.pdf" } },
    );
    expect(big.status).toBe(413);
    expect(big.json.content).toMatch(/en fazla 10 MB/);
    expect(await rows()).toBe(before);
    expect(await storedKeys(api)).toEqual(keysBefore);
  });
});
