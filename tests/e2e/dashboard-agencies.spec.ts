import { createHmac } from "node:crypto";
import { readFile } from "node:fs/promises";
import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { expect, test } from "./support/test";
import { apiAs, createBoat, dayFromNow, signInAsAdmin, tokenFor } from "./support/dashboard";
import { toast, unique } from "./support/names-and-toasts";

/** `€1.234,56`: the dashboard's money format. */
const eur = (minor: number) =>
  new Intl.NumberFormat("tr-TR", { style: "currency", currency: "EUR", minimumFractionDigits: 2 }).format(minor / 100);

/** The agency's webhook endpoint on this machine: keeps every POST; answers 500 to the first `failFirst`, then 200. */
async function startReceiver(failFirst: number) {
  const received: { headers: IncomingHttpHeaders; body: string }[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString("utf8") });
      res.writeHead(received.length <= failFirst ? 500 : 200).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/liman`,
    received,
    events: () => received.map((r) => ({ ...r, event: JSON.parse(r.body) as { id: string; type: string } })),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** What an agency's developer checks: v1 is HMAC-SHA256(secret, "t.body"). */
function signedWith(secret: string, header: string, body: string) {
  const parts = Object.fromEntries(header.split(",").map((kv) => kv.split("=", 2) as [string, string]));
  return parts.v1 === createHmac("sha256", secret).update(`${parts.t}.${body}`).digest("hex");
}

test("ADMIN adds an agency, makes an API key that is shown once, and revokes it", async ({ page, request }) => {
  test.setTimeout(120_000);
  const tag = unique();
  const name = `Ege Turizm ${tag}`;

  await signInAsAdmin(page);
  await page.goto("/dashboard");
  await page.getByRole("navigation", { name: "Yönetim menüsü" }).getByRole("link", { name: "Acenteler" }).click();
  await expect(page.getByRole("heading", { name: "Acenteler", level: 1 })).toBeVisible();

  // Create, with the form kit's field errors first.
  await page.getByRole("button", { name: "Yeni acente" }).click();
  const dialog = page.getByRole("dialog", { name: "Yeni acente" });
  await dialog.getByLabel("Komisyon (%)").fill("12,555");
  await dialog.getByRole("button", { name: "Kaydet" }).click();
  await expect(dialog.getByText("Acentenin adını girin.")).toBeVisible();
  await dialog.getByLabel("Acente adı").fill(name);
  await dialog.getByLabel("İlgili kişi").fill("Zeynep Aksoy");
  await dialog.getByLabel("E-posta").fill(`zeynep-${tag}@e2e.test`);
  await dialog.getByLabel("Komisyon (%)").fill("12,5");
  await dialog.getByLabel("İstek sınırı (dakikada)").fill("90");
  // An address the deliveries could never reach is refused on the field (this server allows the local network).
  await dialog.getByLabel("Webhook adresi").fill("http://192.0.2.10/liman");
  await dialog.getByRole("button", { name: "Kaydet" }).click();
  await expect(dialog.getByLabel("Webhook adresi")).toHaveAccessibleDescription(
    /Webhook adresi internette herkese açık bir adres olmalı: bu adres ayrılmış bir adres aralığına işaret ediyor/,
  );
  await dialog.getByLabel("Webhook adresi").fill("https://hooks.example.com/liman");
  await dialog.getByRole("button", { name: "Kaydet" }).click();
  await expect(toast(page, "Acente eklendi.")).toBeVisible();
  await expect(dialog).toBeHidden();
  const row = page.getByRole("table", { name: "Acenteler" }).getByRole("row").filter({ hasText: name });
  await expect(row).toContainText("%12,5");
  await expect(row).toContainText("90");
  await expect(row).toContainText("Aktif");

  // Its page: no key yet.
  await row.getByRole("link", { name, exact: true }).click();
  await expect(page.getByRole("heading", { name, level: 1 })).toBeVisible();
  await expect(page.getByText("Bu acentenin henüz API anahtarı yok.")).toBeVisible();
  await expect(page.getByText("Henüz gönderilecek olay yok.")).toBeVisible();

  // A new key: shown once, with a warning and a copy button.
  await page.getByRole("button", { name: "Yeni anahtar" }).click();
  const keyDialog = page.getByRole("dialog", { name: "Yeni API anahtarı" });
  await keyDialog.getByLabel("Etiket (isteğe bağlı)").fill("Canlı sistem");
  await keyDialog.getByRole("button", { name: "Anahtar oluştur" }).click();
  const shown = page.getByRole("dialog", { name: "API anahtarı oluşturuldu" });
  await expect(shown.getByText(/yalnızca şimdi/)).toBeVisible();
  const keyField = shown.getByLabel("API anahtarı");
  const key = await keyField.inputValue();
  expect(key).toMatch(/^lmn_live_[A-Za-z0-9_-]{43}$/);
  await expect(shown.getByRole("button", { name: "Kopyala" })).toBeVisible();
  await shown.getByRole("button", { name: "Kaydettim, kapat" }).click();
  await expect(shown).toBeHidden();
  // Never shown again: neither on the page nor in the API's list.
  await expect(page.getByText(key)).toHaveCount(0);
  const keys = page.getByRole("table", { name: "API anahtarları" });
  const keyRow = keys.getByRole("row").filter({ hasText: "Canlı sistem" });
  await expect(keyRow).toContainText(`${key.slice(0, 12)}`);
  await expect(keyRow).toContainText("Geçerli");
  await expect(keyRow).toContainText("Hiç");
  const admin = apiAs(request, await tokenFor(request));
  const agencyId = Number(new URL(page.url()).pathname.split("/").at(-1));
  const listed = await admin.get<{ items: Record<string, unknown>[] }>(`/admin/agencies/${agencyId}/keys`);
  expect(JSON.stringify(listed)).not.toContain(key);

  // Revoke, after a confirmation.
  await keyRow.getByRole("button", { name: /anahtarını iptal et/ }).click();
  const confirm = page.getByRole("dialog", { name: "API anahtarını iptal et" });
  await expect(confirm).toContainText("geri alınamaz");
  await confirm.getByRole("button", { name: "İptal et" }).click();
  await expect(toast(page, "API anahtarı iptal edildi.")).toBeVisible();
  await expect(keyRow).toContainText("İptal edildi");
  await expect(keyRow.getByRole("button", { name: /anahtarını iptal et/ })).toHaveCount(0);
  const after = await admin.get<{ items: { revoked_at: string | null }[] }>(`/admin/agencies/${agencyId}/keys`);
  expect(after.items[0]!.revoked_at).not.toBeNull();

  // The webhook secret: hidden until asked for.
  await page.getByRole("button", { name: "Anahtarı göster" }).click();
  await expect(page.getByLabel("İmza anahtarı")).toHaveValue(/^whsec_/);
});

test("the agencies list fits a phone screen", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAsAdmin(page);
  await page.goto("/dashboard/agencies");
  await expect(page.getByRole("heading", { name: "Acenteler", level: 1 })).toBeVisible();
  await expect(page.getByRole("button", { name: "Yeni acente" })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(1);
});

test("an agency's webhook log, sending again, rotating the secret, its statement CSV and its booking's detail", async ({
  page,
  request,
}) => {
  // The webhook job runs every 5 s on the e2e server, which may reach this machine (OUTBOUND_ALLOW_PRIVATE=1).
  test.setTimeout(150_000);
  const receiver = await startReceiver(1);
  try {
    const tag = unique();
    const admin = apiAs(request, await tokenFor(request));
    const boat = await createBoat(admin, { name: `Poyraz ${tag}` });
    const [start, end] = [dayFromNow(200), dayFromNow(203)];
    await admin.post("/admin/boats/price", {
      boat_id: boat.id,
      start_date: dayFromNow(190),
      end_date: dayFromNow(220),
      day_price: 33_333,
      currency: "EUR",
    });
    const name = `Rüzgar Travel ${tag}`;
    const agency = await admin.post<{ id: number }>("/admin/agencies", {
      name,
      commission_bps: 1250,
      webhook_url: receiver.url,
    });
    const { key } = await admin.post<{ key: string }>(`/admin/agencies/${agency.id}/keys`, {});
    const partner = async (path: string, data?: unknown) => {
      const res = await request.post(`/v1/partner${path}`, { headers: { authorization: `Bearer ${key}` }, data });
      expect(res.status(), await res.text()).toBeLessThan(300);
      return (await res.json()).content;
    };
    const option = await partner("/options", {
      boat_id: boat.id,
      start_date: start,
      end_date: end,
      guests: 4,
      client: { name: "Familie Weber" },
      partner_reference: `RT-${tag}`,
    });

    // The first delivery is answered 500: the log shows it waiting, with the answer.
    await signInAsAdmin(page);
    await page.goto(`/dashboard/agencies/${agency.id}`);
    await expect(page.getByRole("heading", { name, level: 1 })).toBeVisible();
    const log = page.getByRole("table", { name: "Webhook gönderimleri" });
    const entry = log.getByRole("row").filter({ hasText: "option.created" });
    await expect(async () => {
      await page.getByRole("button", { name: "Yenile", exact: true }).click();
      await expect(entry).toContainText("Bekliyor", { timeout: 1_000 });
      await expect(entry).toContainText("500", { timeout: 1_000 });
    }).toPass({ timeout: 30_000 });
    await expect(entry).toContainText(option.code);
    const [first] = receiver.events();
    expect(first!.event.type).toBe("option.created");

    // Sent again at once (not after the 30 s wait), after a confirmation: delivered, the same event id.
    await entry.getByRole("button", { name: `${first!.event.id}: yeniden gönder` }).click();
    const confirm = page.getByRole("dialog", { name: "Yeniden gönder" });
    await expect(confirm).toContainText(first!.event.id);
    await confirm.getByRole("button", { name: "Yeniden gönder" }).click();
    await expect(toast(page, "Olay yeniden gönderim için sıraya alındı.")).toBeVisible();
    await expect(async () => {
      await page.getByRole("button", { name: "Yenile", exact: true }).click();
      await expect(entry).toContainText("İletildi", { timeout: 1_000 });
    }).toPass({ timeout: 25_000 });
    await expect(entry.getByRole("button", { name: /yeniden gönder/ })).toHaveCount(0);
    expect(receiver.events().map((r) => r.event.id)).toEqual([first!.event.id, first!.event.id]);

    // Rotating the secret asks first; the next event is signed with the new secret only.
    await page.getByRole("button", { name: "Anahtarı göster" }).click();
    const secretField = page.getByLabel("İmza anahtarı");
    await expect(secretField).toHaveValue(/^whsec_/);
    const oldSecret = await secretField.inputValue();
    expect(
      signedWith(oldSecret, String(receiver.received[1]!.headers["liman-signature"]), receiver.received[1]!.body),
    ).toBe(true);
    await page.getByRole("button", { name: "Anahtarı yenile" }).click();
    const rotate = page.getByRole("dialog", { name: "Webhook imza anahtarını yenile" });
    await expect(rotate).toContainText("eski anahtar hemen geçersiz olur");
    await rotate.getByRole("button", { name: "Yenile" }).click();
    await expect(toast(page, "Webhook imza anahtarı yenilendi.")).toBeVisible();
    await expect(secretField).not.toHaveValue(oldSecret);
    const newSecret = await secretField.inputValue();
    expect(newSecret).toMatch(/^whsec_/);
    await partner(`/options/${option.id}/confirm`);
    await expect
      .poll(() => receiver.events().some((r) => r.event.type === "option.confirmed"), { timeout: 20_000 })
      .toBe(true);
    const confirmed = receiver.received.find((r) => r.body.includes('"option.confirmed"'))!;
    const signature = String(confirmed.headers["liman-signature"]);
    expect(signedWith(newSecret, signature, confirmed.body)).toBe(true);
    expect(signedWith(oldSecret, signature, confirmed.body)).toBe(false);

    // The month's commission statement: the booking, then its CSV.
    const commission = 12_500; // 3 days × €333,33 = €999,99; 12,5 % → €125,00
    await page.getByLabel("Ay", { exact: true }).fill(start.slice(0, 7));
    const line = page
      .getByRole("table", { name: /^Komisyon dökümü/ })
      .getByRole("row")
      .filter({ hasText: option.code });
    await expect(line).toContainText(`RT-${tag}`);
    await expect(line).toContainText(eur(99_999));
    await expect(line).toContainText("%12,50");
    await expect(line).toContainText(eur(commission));
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "CSV indir" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`komisyon-dokumu-ruzgar-travel-${tag}-${start.slice(0, 7)}.csv`);
    const csv = await readFile((await download.path())!, "utf8");
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    expect(csv).toContain(
      `${option.code},RT-${tag},${boat.name},${start},${end},Onaylandı,EUR,999.99,12.50,125.00,874.99`,
    );
    await expect(toast(page, "CSV indirildi.")).toBeVisible();

    // The booking's own page names the agency, its reference and its commission.
    await page.goto(`/dashboard/reservations/${option.id}`);
    await expect(page.getByText(`Acente (${name})`)).toBeVisible();
    await expect(page.getByText(`RT-${tag}`)).toBeVisible();
    await expect(page.getByText(`${eur(commission)} (%12,5)`)).toBeVisible();
  } finally {
    await receiver.close();
  }
});
