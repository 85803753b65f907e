import { expect, test } from "./support/test";
import sharp from "sharp";
import { apiAs, createBoat, dayFromNow, signInAsAdmin, tokenFor } from "./support/dashboard";

/** Records the files of every FormData the page sends with fetch (name, type, size), in window.__uploads. */
const recordUploads = () => {
  const w = window as unknown as { __uploads: { name: string; type: string; size: number }[] };
  w.__uploads = [];
  const original = window.fetch;
  window.fetch = (input, init) => {
    if (init?.body instanceof FormData)
      for (const value of init.body.values())
        if (value instanceof File) w.__uploads.push({ name: value.name, type: value.type, size: value.size });
    return original(input, init);
  };
};

test("an admin creates a boat with compressed images, a price period and a closing, and it is on the site", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const api = apiAs(request, await tokenFor(request));
  const name = `E2E Mavi Rüya ${Date.now().toString(36)}`;

  await page.addInitScript(recordUploads);
  await signInAsAdmin(page);
  await page.goto("/dashboard/boats");
  await page.getByRole("link", { name: "Yeni tekne" }).click();
  await page.waitForURL("**/dashboard/boats/new");

  // The API's zod schema answers in Turkish before anything is sent.
  await page.getByRole("button", { name: "Tekneyi oluştur" }).click();
  await expect(page.getByText("Tekne adı en az 2 karakter olmalı.")).toBeVisible();
  await expect(page.getByText("Geçerli bir tekne tipi seçin.")).toBeVisible();

  await page.getByLabel("Tekne adı").fill(name);
  // Demo records by name: other specs running at the same time create and delete their own types.
  await page.getByLabel("Tekne tipi").selectOption({ label: "Gulet" });
  await page.getByLabel("Marina").selectOption({ label: "Yalıkavak Marina" });
  await page.getByLabel("Misafir sayısı").fill("10");
  await page.getByLabel("Kabin").fill("4");
  await page.getByLabel("Uzunluk (m)").fill("24,5");
  await page.getByRole("button", { name: "Kalın" }).click();
  await page
    .getByLabel("Açıklama", { exact: true })
    .fill("<p>Bodrum koylarında <strong>konforlu</strong> bir gulet.</p>");
  await page.getByRole("textbox", { name: "Olanaklar" }).fill("Klima");
  await page.getByRole("button", { name: "Ekle", exact: true }).click();
  await page.getByRole("textbox", { name: "Olanaklar" }).fill("Jeneratör");
  await page.getByRole("textbox", { name: "Olanaklar" }).press("Enter");
  await page.getByRole("button", { name: "Tekneyi oluştur" }).click();
  await expect(page.getByText("Tekne oluşturuldu.")).toBeVisible();
  await page.waitForURL(/\/dashboard\/boats\/\d+#images$/);
  const boatId = Number(/boats\/(\d+)/.exec(page.url())?.[1]);
  await expect(page.getByRole("tab", { name: "Görseller" })).toHaveAttribute("aria-selected", "true");

  // Two images: a PNG over 5,000,000 bytes and 1800 px high, and a small JPEG.
  const bigPng = await sharp({
    create: {
      width: 2400,
      height: 1800,
      channels: 3,
      background: "#000000",
      noise: { type: "gaussian", mean: 128, sigma: 60 },
    },
  })
    .png({ compressionLevel: 0 })
    .toBuffer();
  expect(bigPng.byteLength).toBeGreaterThan(5_000_000);
  const smallJpeg = await sharp({ create: { width: 800, height: 600, channels: 3, background: "#1d6fa5" } })
    .jpeg()
    .toBuffer();
  await page.getByLabel("Görsel yükle").setInputFiles([
    { name: "koy.png", mimeType: "image/png", buffer: bigPng },
    { name: "guverte.jpg", mimeType: "image/jpeg", buffer: smallJpeg },
  ]);
  // The server re-encodes every image into several WebP widths: slow on a busy machine.
  await expect(page.getByText("2 görsel yüklendi.")).toBeVisible({ timeout: 30_000 });
  const sent = await page.evaluate(
    () => (window as unknown as { __uploads: { name: string; type: string; size: number }[] }).__uploads,
  );
  expect(sent).toHaveLength(2);
  expect(sent[0]).toMatchObject({ name: "koy.jpg", type: "image/jpeg" });
  expect(sent[0]!.size).toBeLessThan(bigPng.byteLength / 3);
  expect(sent[1]).toMatchObject({ name: "guverte.jpg", type: "image/jpeg" });
  await expect(page.getByRole("img", { name: /\d\. görsel/ })).toHaveCount(2);
  const afterUpload = await api.get<{ images: { id: number; width: number; height: number }[] }>(
    `/admin/boats/${boatId}`,
  );
  expect(afterUpload.images.map((i) => [i.width, i.height])).toEqual([
    [1707, 1280],
    [800, 600],
  ]);

  // Reorder with the keyboard buttons: the small one becomes the cover.
  await page.getByRole("button", { name: "2. görseli öne al" }).click();
  await expect(page.getByText("Görsel sırası kaydedildi.")).toBeVisible();
  const reordered = await api.get<{ images: { id: number }[] }>(`/admin/boats/${boatId}`);
  expect(reordered.images.map((i) => i.id)).toEqual([afterUpload.images[1]!.id, afterUpload.images[0]!.id]);

  // A price period, with the Turkish field errors of the API's schema first.
  await page.getByRole("tab", { name: "Fiyatlar" }).click();
  await page.getByRole("button", { name: "Fiyat dönemi ekle" }).click();
  const priceDialog = page.getByRole("dialog", { name: "Yeni fiyat dönemi" });
  await priceDialog.getByRole("button", { name: "Kaydet" }).click();
  await expect(priceDialog.getByText(/Başlangıç tarihi/).first()).toBeVisible();
  await priceDialog.getByLabel("Başlangıç", { exact: true }).fill(dayFromNow(60));
  await priceDialog.getByLabel("Bitiş (bu gün hariç)").fill(dayFromNow(120));
  await priceDialog.getByLabel("Günlük fiyat").fill("12.500");
  await priceDialog.getByLabel("Para birimi").selectOption("EUR");
  await priceDialog.getByLabel("En az gün").fill("3");
  await priceDialog.getByRole("button", { name: "Kaydet" }).click();
  await expect(page.getByText("Fiyat dönemi kaydedildi.")).toBeVisible();
  await expect(page.getByRole("table", { name: "Fiyat dönemleri" }).getByText("€12.500,00")).toBeVisible();

  // A closing.
  await page.getByRole("tab", { name: "Kapalı tarihler" }).click();
  await page.getByRole("button", { name: "Kapalı tarih ekle" }).click();
  const closingDialog = page.getByRole("dialog", { name: "Yeni kapalı tarih" });
  await closingDialog.getByLabel("Başlangıç", { exact: true }).fill(dayFromNow(70));
  await closingDialog.getByLabel("Bitiş (bu gün hariç)").fill(dayFromNow(73));
  await closingDialog.getByLabel("Not").fill("Bakım");
  await closingDialog.getByRole("button", { name: "Kaydet" }).click();
  await expect(page.getByText("Kapalı tarih kaydedildi.")).toBeVisible();
  await expect(page.getByRole("table", { name: "Kapalı tarihler" }).getByText("Bakım")).toBeVisible();

  const saved = await api.get<{
    slug: string;
    active: boolean;
    description: string;
    amenities: string[];
    length_m: number;
    prices: { day_price: number; currency: string; min_days: number }[];
    dates: { note: string }[];
  }>(`/admin/boats/${boatId}`);
  expect(saved).toMatchObject({
    active: true,
    amenities: ["Klima", "Jeneratör"],
    length_m: 24.5,
    prices: [{ day_price: 1_250_000, currency: "EUR", min_days: 3 }],
    dates: [{ note: "Bakım" }],
  });
  expect(saved.description).toContain("<strong>konforlu</strong>");

  // On the public site.
  const [publicPage] = await Promise.all([
    page.context().waitForEvent("page"),
    page.getByRole("link", { name: "Sitede gör ↗" }).click(),
  ]);
  await publicPage.waitForLoadState();
  expect(new URL(publicPage.url()).pathname).toBe(`/boat/${saved.slug}`);
  await expect(publicPage.getByRole("heading", { level: 1, name })).toBeVisible();
});

test("the boats list filters, toggles flags, reorders and downloads the CSV", async ({ page, request }) => {
  const api = apiAs(request, await tokenFor(request));
  await signInAsAdmin(page);
  await page.goto("/dashboard/boats");
  const table = page.getByRole("table", { name: "Tekneler" });
  await expect(table.getByRole("row")).toHaveCount(21);

  // Site order, then move the second boat up with the keyboard button. The rows are read only once the
  // list in site order has arrived: until then the previous order is still on screen.
  const showSiteOrder = async () => {
    await page.getByLabel("Sıralama").selectOption("sort_order");
    await Promise.all([
      page.waitForResponse((r) => r.url().includes("/v1/admin/boats?") && r.url().includes("order=sort_order")),
      page.getByRole("button", { name: "Filtrele" }).click(),
    ]);
    await expect(table).not.toHaveAttribute("aria-busy", "true");
    await expect(page.getByText("Satırları sürükleyip bırakarak")).toBeVisible();
  };
  await showSiteOrder();
  // Other specs create boats meanwhile (a new boat comes first in site order): the two boats are followed by name.
  const rowNames = () =>
    table.locator("tbody tr").evaluateAll((rows) => rows.map((row) => row.querySelector("a")?.textContent ?? ""));
  const before = (await rowNames()).slice(0, 2);
  const firstTwo = async () => (await rowNames()).filter((name) => name === before[0] || name === before[1]).join("|");
  const rowOf = (name: string) => table.getByRole("row").filter({ has: page.getByRole("link", { name, exact: true }) });
  await table.getByRole("button", { name: `${before[1]}: yukarı taşı` }).click();
  await expect(page.getByText("Sıralama kaydedildi.")).toBeVisible();
  await page.reload();
  await showSiteOrder();
  await expect.poll(firstTwo).toBe(`${before[1]}|${before[0]}`);

  // Drag and drop the (now) first of the two below the other.
  await rowOf(before[1]!).dragTo(rowOf(before[0]!));
  await expect(page.getByText("Sıralama kaydedildi.").first()).toBeVisible();
  await expect.poll(firstTwo).toBe(`${before[0]}|${before[1]}`);

  // Name filter and a flag switch.
  // The boat is on screen before the filtered list arrives too: its switch is read once that list has replaced it.
  await page.getByLabel("Tekne adı").fill(before[0]!);
  await Promise.all([
    page.waitForResponse((r) => r.url().includes("/v1/admin/boats?") && r.url().includes("search=")),
    page.getByRole("button", { name: "Filtrele" }).click(),
  ]);
  await expect(table).not.toHaveAttribute("aria-busy", "true");
  await expect(table.getByRole("link", { name: before[0]! })).toBeVisible();
  const popular = table.getByRole("switch", { name: `${before[0]}: Popüler` });
  const wasPopular = (await popular.getAttribute("aria-checked")) === "true";
  await popular.click();
  await expect(popular).toHaveAttribute("aria-checked", String(!wasPopular));
  const boats = await api.get<{ items: { name: string; popular: boolean }[] }>(
    `/admin/boats?search=${encodeURIComponent(before[0]!)}`,
  );
  expect(boats.items.find((b) => b.name === before[0])?.popular).toBe(!wasPopular);

  // CSV with the token.
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "CSV indir" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^tekneler-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await (await import("node:fs/promises")).readFile((await file.path())!, "utf8");
  expect(csv.charCodeAt(0)).toBe(0xfeff);
  expect(csv).toContain(before[0]!);
});

test("iCal: save the feed URL, preview, sync, see the last sync, disconnect", async ({ page, request }) => {
  const { createServer } = await import("node:http");
  const start = dayFromNow(90).replace(/-/g, "");
  const end = dayFromNow(94).replace(/-/g, "");
  const ics = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Baska Site//TR",
    "BEGIN:VEVENT",
    "UID:baska-site-1@example.com",
    `DTSTART;VALUE=DATE:${start}`,
    `DTEND;VALUE=DATE:${end}`,
    "SUMMARY:Başka sitede rezerve",
    "END:VEVENT",
    "END:VCALENDAR",
  ].join("\r\n");
  const server = createServer((_, res) => {
    res.writeHead(200, { "content-type": "text/calendar; charset=utf-8" });
    res.end(ics);
  });
  await new Promise<void>((resolve) => server.listen(3258, "127.0.0.1", resolve));
  try {
    const api = apiAs(request, await tokenFor(request));
    const boat = await createBoat(api);
    await signInAsAdmin(page);
    await page.goto(`/dashboard/boats/${boat.id}#ical`);
    await expect(page.getByText("Henüz yapılmadı")).toBeVisible();
    await page.getByLabel("iCal adresi").fill("ftp://yanlis");
    await page.getByRole("button", { name: "Kaydet" }).click();
    await expect(page.getByText(/iCal adresi http:\/\/, https:\/\/ veya webcal:\/\//)).toBeVisible();
    await page.getByLabel("iCal adresi").fill("http://127.0.0.1:3258/takvim.ics");
    await page.getByRole("button", { name: "Kaydet" }).click();
    await expect(page.getByText("iCal adresi kaydedildi.")).toBeVisible();

    await page.getByRole("button", { name: "Önizle" }).click();
    await expect(page.getByRole("heading", { name: /Eklenecek kapalı tarihler/ })).toContainText("1");
    await expect(page.getByText("Başka sitede rezerve")).toBeVisible();
    expect((await api.get<{ dates: unknown[] }>(`/admin/boats/${boat.id}`)).dates).toHaveLength(0);

    await page.getByRole("button", { name: "Senkronize et" }).click();
    await expect(page.getByText("Takvim senkronize edildi.")).toBeVisible();
    await expect(page.getByText("Başarılı", { exact: true })).toBeVisible();
    await page.getByRole("tab", { name: "Kapalı tarihler" }).click();
    await expect(page.getByRole("table", { name: "Kapalı tarihler" }).getByText("iCal")).toBeVisible();

    await page.getByRole("tab", { name: "iCal" }).click();
    await page.getByRole("button", { name: "Bağlantıyı kaldır" }).click();
    await page
      .getByRole("dialog", { name: "iCal bağlantısını kaldır" })
      .getByRole("button", { name: "Bağlantıyı kaldır" })
      .click();
    await expect(page.getByText("iCal bağlantısı kaldırıldı.")).toBeVisible();
    const after = await api.get<{ ical_url: string | null; dates: unknown[] }>(`/admin/boats/${boat.id}`);
    expect(after).toMatchObject({ ical_url: null, dates: [] });
  } finally {
    server.close();
  }
});
