import { beforeAll, describe, expect, it } from "vitest";
import { pdfBytes, sendForm, staffTokens } from "../support/content-helpers";
import { createTestApi, type TestApi } from "../support/test-api";

let api: TestApi;
let t: Awaited<ReturnType<typeof staffTokens>>;

beforeAll(async () => {
  api = await createTestApi();
  t = await staffTokens(api);
});

const upload = async (title: string, data = pdfBytes()) => {
  const res = await sendForm(
    api,
    "POST",
    "/v1/admin/ourdocuments",
    t.adminToken,
    { title },
    { file: { data, name: "belge.pdf", type: "application/pdf" } },
  );
  expect(res.status).toBe(201);
  return res.json.content as { id: number; title: string; url: string };
};

const downloadName = async (url: string, data = pdfBytes()) => {
  const res = await api.app.request(url);
  expect(res.status).toBe(200);
  expect(Buffer.from(await res.arrayBuffer()).equals(data)).toBe(true);
  return res.headers.get("content-disposition");
};

describe("two documents with the same bytes", () => {
  it("share one stored file but each downloads under its own name, from the dashboard's and the site's lists", async () => {
    const tursab = await upload("TÜRSAB Belgesi");
    const policy = await upload("Sigorta Poliçesi");
    expect(new URL(policy.url, "http://x").pathname).toBe(new URL(tursab.url, "http://x").pathname);

    expect(await downloadName(tursab.url)).toBe(
      "attachment; filename=\"tursab-belgesi.pdf\"; filename*=UTF-8''T%C3%9CRSAB%20Belgesi.pdf",
    );
    expect(await downloadName(policy.url)).toBe(
      "attachment; filename=\"sigorta-policesi.pdf\"; filename*=UTF-8''Sigorta%20Poli%C3%A7esi.pdf",
    );

    const site = await api.call("GET", "/v1/website/ourdocuments");
    expect(site.status).toBe(200);
    const onSite = site.json.content as { id: number; url: string }[];
    expect(await downloadName(onSite.find((d) => d.id === policy.id)!.url)).toContain("sigorta-policesi.pdf");
    expect(await downloadName(onSite.find((d) => d.id === tursab.id)!.url)).toContain("tursab-belgesi.pdf");
  });

  it("names the file after the first document with it when the address names none, and by the file when it names another file's document", async () => {
    // Other bytes than the first test's: a file of this test's own.
    const data = Buffer.concat([pdfBytes(), Buffer.from("% ikinci\n", "latin1")]);
    const first = await upload("Birinci Belge", data);
    await upload("İkinci Belge", data);
    const bare = new URL(first.url, "http://x").pathname;
    expect(await downloadName(bare, data)).toContain("birinci-belge.pdf");
    const stranger = await api.app.request(`${bare}?document=999999`);
    expect(stranger.status).toBe(200);
    expect(stranger.headers.get("content-disposition")).toMatch(/^attachment; filename="[a-f0-9]{32}\.pdf"/);
    const bad = await api.app.request(`${bare}?document=abc`);
    expect(bad.status).toBe(400);
  });
});
