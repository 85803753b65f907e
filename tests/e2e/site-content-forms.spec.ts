import { expect, test } from "./support/test";
import { formatIban } from "../../src/lib/iban";
import { adminApiToken, contentApi } from "./support/site-content-data";

let token = "";

test.beforeAll(async ({ request }) => {
  token = await adminApiToken(request);
});

test("the contact form sends a message that reaches staff, with a success toast", async ({ page, request }) => {
  const marker = `E2E-${Date.now()}`;
  await page.goto("/contact");
  const form = page.getByRole("form", { name: "İletişim formu" });
  await form.getByLabel("Ad Soyad").fill("Deniz Kaya");
  await form.getByLabel("E-posta").fill("deniz.kaya@example.com");
  await form.getByLabel("Telefon (isteğe bağlı)").fill("+90 532 123 45 67");
  await form.getByLabel("Konu (isteğe bağlı)").fill(`Temmuz ${marker}`);
  await form.getByLabel("Mesajınız").fill("Merhaba, temmuz ayında 6 kişilik bir gulet arıyoruz.");
  await form.getByRole("button", { name: "Mesajı Gönder" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Mesajınız bize ulaştı." })).toBeVisible();
  await expect(form.getByLabel("Ad Soyad")).toHaveValue("");

  const res = await request.get("/v1/admin/contact/messages?take=10", {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.ok()).toBe(true);
  const { items } = (await res.json()).content;
  const message = items.find((m: { subject?: string }) => m.subject === `Temmuz ${marker}`);
  expect(message).toMatchObject({ name: "Deniz Kaya", email: "deniz.kaya@example.com" });
});

test("the contact form shows the server's Turkish errors next to the fields", async ({ page }) => {
  await page.goto("/contact");
  const form = page.getByRole("form", { name: "İletişim formu" });
  await form.getByLabel("Ad Soyad").fill("Deniz Kaya");
  await form.getByLabel("E-posta").fill("gecersiz-adres");
  await form.getByLabel("Mesajınız").fill("kısa");
  await form.getByRole("button", { name: "Mesajı Gönder" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Gönderilen bilgiler geçersiz." })).toBeVisible();
  await expect(form.getByLabel("E-posta")).toHaveAttribute("aria-invalid", "true");
  await expect(form.getByText("Geçerli bir e-posta adresi girin.")).toBeVisible();
  await expect(form.getByText("Mesaj en az 10 karakter olmalı.")).toBeVisible();
});

test("the footer's newsletter form answers the same neutral message twice (double opt-in)", async ({ page }) => {
  const email = `abone-${Date.now()}@example.com`;
  for (let i = 0; i < 2; i++) {
    await page.goto("/faq");
    const footer = page.locator("footer");
    await footer.getByLabel("E-posta adresiniz").fill(email);
    await footer.getByRole("checkbox").check();
    await footer.getByRole("button", { name: "Abone ol" }).click();
    await expect(
      page.getByRole("status").filter({ hasText: "E-posta adresinize bir onay bağlantısı gönderdik." }),
    ).toBeVisible();
  }
});

test("the banks page groups IBANs by currency and copies one with a toast", async ({ page, context, request }) => {
  const api = contentApi(request, token);
  const tl = await api.bank({ bank_name: "Kopya Bank TL", currency: "TRY" });
  const eur = await api.bank({ bank_name: "Kopya Bank EUR", currency: "EUR" });
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.goto("/website/banks");
  const tlGroup = page.getByRole("region", { name: "Türk Lirası (TL) hesapları" });
  const eurGroup = page.getByRole("region", { name: "Euro (€) hesapları" });
  await expect(tlGroup.getByText(formatIban(tl))).toBeVisible();
  await expect(eurGroup.getByText(formatIban(eur))).toBeVisible();
  await expect(tlGroup.getByText(formatIban(eur))).toHaveCount(0);

  await eurGroup.getByRole("button", { name: "Kopya Bank EUR IBAN numarasını kopyala" }).click();
  await expect(page.getByRole("status").filter({ hasText: "IBAN kopyalandı." })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(eur);
});

test("the FAQ accordion opens and closes from the keyboard", async ({ page, request }) => {
  await contentApi(request, token).faq("Kaptan dahil mi E2E?", "<p>Evet, kaptan ve mürettebat fiyata dahildir.</p>");
  await page.goto("/faq");
  const question = page.locator("summary", { hasText: "Kaptan dahil mi E2E?" });
  const answer = page.getByText("Evet, kaptan ve mürettebat fiyata dahildir.");
  await expect(answer).toBeHidden();
  await question.focus();
  await page.keyboard.press("Enter");
  await expect(answer).toBeVisible();
  await page.keyboard.press("Space");
  await expect(answer).toBeHidden();
});

test("the blog lists a new post with its Turkish date and opens it; a draft is a 404", async ({ page, request }) => {
  const api = contentApi(request, token);
  const post = await api.blogPost({
    title: `Bodrum Koyları ${api.unique()}`,
    excerpt: "Bodrum'un en güzel koyları",
    body: '<p>Karaada\'nın <a href="https://example.com" target="_blank">kaplıcaları</a>.</p><script>window.hacked=1</script>',
  });
  const draft = await api.blogPost({ title: `Taslak ${api.unique()}`, body: "<p>Henüz değil.</p>", published: false });
  await page.goto("/blog");
  const card = page.getByRole("article").filter({ hasText: post.title });
  const months = "Ocak|Şubat|Mart|Nisan|Mayıs|Haziran|Temmuz|Ağustos|Eylül|Ekim|Kasım|Aralık";
  await expect(card.locator("time")).toHaveText(new RegExp(`^\\d{1,2} (${months}) \\d{4}$`));
  await card.getByRole("link", { name: post.title }).click();
  await page.waitForURL(`**/blog/${post.slug}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(post.title);
  await expect(page.getByRole("link", { name: "kaplıcaları" })).toHaveAttribute("rel", "noopener noreferrer");
  expect(await page.evaluate(() => (window as unknown as { hacked?: number }).hacked)).toBeUndefined();

  const res = await page.goto(`/blog/${draft.slug}`);
  expect(res?.status()).toBe(404);
  await expect(page.getByText(draft.title)).toHaveCount(0);
});

test("the documents page offers each document for download", async ({ page, request }) => {
  const api = contentApi(request, token);
  const title = `Sigorta Poliçesi ${api.unique()}`;
  await api.document(title);
  await page.goto("/website/document");
  const row = page.getByRole("listitem").filter({ hasText: title });
  await expect(row.getByText(/^PDF · \d+ KB · \d{1,2} \S+ \d{4}$/)).toBeVisible();
  const link = row.getByRole("link", { name: new RegExp(`^İndir: ${title} \\(PDF, \\d+ KB\\)$`) });
  const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
  // The server names the download after the document's title (Content-Disposition: attachment, UTF-8 filename*).
  expect(download.suggestedFilename()).toBe(`${title}.pdf`);
  const file = await request.get((await link.getAttribute("href")) ?? "");
  expect(file.headers()["content-type"]).toBe("application/pdf");
  expect(file.headers()["content-disposition"]).toMatch(
    /^attachment; filename="sigorta-policesi-[a-z0-9-]+\.pdf"; filename\*=UTF-8''/,
  );
  expect((await file.body()).subarray(0, 5).toString()).toBe("%PDF-");
});
