import { expect, test } from "./support/test";
import { adminApi, apiLogin, useStoredSession } from "./support/dashboard-session";
import { apiAs, busiestTypeAndMarina } from "./support/dashboard";
import { unique, toast } from "./support/names-and-toasts";

// Issue 16 item 3: the English texts are written in the dashboard beside the Turkish ones and shown on /en;
// where one is missing, the English page shows the Turkish text marked lang="tr".

let api: ReturnType<typeof adminApi>;
let adminToken: string;

test.beforeEach(async ({ page, request }) => {
  const { token, session } = await apiLogin(request);
  api = adminApi(request, token);
  adminToken = token;
  await useStoredSession(page, session);
});

test("a blog post's English text written in the dashboard shows on /en, and the Turkish one marked lang=tr where English is missing", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const id = unique();
  const title = `Kaş koyları ${id}`;
  const englishTitle = `The coves of Kaş ${id}`;

  await page.goto("/dashboard/blog");
  await page.getByRole("button", { name: "Yeni yazı" }).click();
  const dialog = page.getByRole("dialog", { name: "Yeni blog yazısı" });
  await dialog.getByRole("textbox", { name: "Başlık", exact: true }).fill(title);
  await dialog.getByLabel("İçerik", { exact: true }).fill("<p>Kekova'da bir gün.</p>");
  await dialog.getByText("İngilizce metinler").click();
  await dialog.getByLabel("İngilizce başlığı").fill(englishTitle);
  await dialog.getByLabel("İngilizce içeriği", { exact: true }).fill("<p>A day at Kekova.</p>");
  await dialog.getByLabel("Yayında (sitede gösterilir)").check();
  await dialog.getByRole("button", { name: "Kaydet" }).click();
  await expect(toast(page, "Yazı eklendi.")).toBeVisible();

  const posts = await api<{ items: { id: number; title: string; slug: string }[] }>("get", "/admin/blog?take=50");
  const post = posts.items.find((p) => p.title === title);
  expect(post, "the new post in the dashboard list").toBeDefined();

  // The English site shows the English texts, unmarked.
  await page.goto(`/en/blog/${post!.slug}`);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  const heading = page.getByRole("heading", { level: 1 });
  await expect(heading).toHaveText(englishTitle);
  await expect(heading).not.toHaveAttribute("lang", /.+/);
  await expect(page.getByText("A day at Kekova.")).toBeVisible();
  await expect(page.getByText("Kekova'da bir gün.")).toHaveCount(0);
  // The Turkish site keeps the Turkish texts.
  await page.goto(`/blog/${post!.slug}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);

  // Staff clear the English body in the dashboard: /en falls back to the Turkish body, marked as Turkish.
  await page.goto("/dashboard/blog");
  await page.getByRole("button", { name: `${title}: düzenle` }).click();
  const edit = page.getByRole("dialog", { name: "Yazıyı düzenle" });
  await edit.getByText("İngilizce metinler").click();
  await expect(edit.getByLabel("İngilizce başlığı")).toHaveValue(englishTitle);
  await edit.getByLabel("İngilizce içeriği", { exact: true }).fill("");
  await edit.getByRole("button", { name: "Kaydet" }).click();
  await expect(toast(page, "Yazı güncellendi.")).toBeVisible();

  await page.goto(`/en/blog/${post!.slug}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(englishTitle);
  const body = page.locator('[lang="tr"]').filter({ hasText: "Kekova'da bir gün." });
  await expect(body).toBeVisible();
});

test("an FAQ item without English texts is shown on /en/faq in Turkish, marked lang=tr", async ({ page }) => {
  const id = unique();
  const question = `Evcil hayvan kabul ediliyor mu? ${id}`;
  await api("post", "/admin/faq", { question, answer: "<p>Kaptana sorunuz.</p>", sort_order: 0 });
  await api("post", "/admin/faq", {
    question: `Tekne içinde sigara içilir mi? ${id}`,
    answer: "<p>Hayır.</p>",
    question_en: `Can we smoke on board? ${id}`,
    answer_en: "<p>No.</p>",
    sort_order: 0,
  });

  await page.goto("/en/faq");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByText(question)).toHaveAttribute("lang", "tr");
  const english = page.getByText(`Can we smoke on board? ${id}`);
  await expect(english).toBeVisible();
  await expect(english).not.toHaveAttribute("lang", /.+/);
});

test("a boat page on /en shows the English description, or the Turkish one marked lang=tr once it is cleared", async ({
  page,
  request,
}) => {
  const wordsOf = (html: string) =>
    html
      .replace(/<[^>]+>/g, " ")
      .trim()
      .split(/\s+/)
      .slice(0, 4)
      .join(" ");

  // The demo fleet's flagship has its English description (read only: parallel specs show it too).
  const demo = await api<{ items: { id: number; slug: string }[] }>(
    "get",
    `/admin/boats?search=${encodeURIComponent("Bodrum Kraliçesi")}&take=1`,
  );
  const flagship = await api<{ description_en: string | null }>("get", `/admin/boats/${demo.items[0]!.id}`);
  expect(flagship.description_en ?? "", "the demo boat's English description").toMatch(/\p{L}{3}/u);
  await page.goto(`/en/boat/${demo.items[0]!.slug}`);
  await expect(page.getByText(wordsOf(flagship.description_en!)).first()).toBeVisible();

  // A boat of this test's own: its English description, then the Turkish one once the English is cleared.
  const id = unique();
  const boat = await api<{ id: number; slug: string }>("post", "/admin/boats", {
    name: `Çift Dil ${id}`,
    ...(await busiestTypeAndMarina(apiAs(request, adminToken))),
    guests: 6,
    description: `<p>Geniş güvertesi ve gölgelik tentesiyle ${id} koylarda rahat bir hafta sunar.</p>`,
    description_en: `<p>Roomy decks and a shaded awning make ${id} an easy week among the coves.</p>`,
  });
  await page.goto(`/en/boat/${boat.slug}`);
  await expect(page.getByText(`Roomy decks and a shaded awning make ${id}`)).toBeVisible();
  await expect(page.locator('[lang="tr"]').filter({ hasText: "Roomy decks" })).toHaveCount(0);

  await api("put", `/admin/boats/${boat.id}`, { description_en: null });
  await page.goto(`/en/boat/${boat.slug}`);
  await expect(page.locator('[lang="tr"]').filter({ hasText: "Geniş güvertesi ve gölgelik tentesiyle" })).toBeVisible();
  await expect(page.getByText("Roomy decks")).toHaveCount(0);
});
