import { expectAccessible } from "./support/axe";
import { apiAs, signInAsAdmin, tokenFor } from "./support/dashboard";
import { waitForMail } from "./support/mailbox";
import { expect, test } from "./support/test";

// The invitation comes from the job (first run a second after start) through the outbox worker (every 5 s).
test.beforeEach(() => test.slow());

/** The guest of the demo's stay that checked out yesterday (src/server/seed/demo-review-stay.ts). */
const DEMO_REVIEW_GUEST = { name: "Tuna Ergül", email: "tuna.ergul@example.org" };

type Rating = { average: number | null; count: number };

/** The rating the boat page shows for these approved ratings: the mean to one decimal, null without any. */
const ratingOf = (ratings: number[]): Rating => ({
  average: ratings.length === 0 ? null : Math.round((ratings.reduce((a, b) => a + b, 0) / ratings.length) * 10) / 10,
  count: ratings.length,
});

/** The line under a boat's name on its page: "4,5 · 12 yorum". */
const ratingLine = (rating: Rating) => `${rating.average!.toLocaleString("tr-TR")} · ${rating.count} yorum`;

test("a guest who sailed reviews the boat from the mailed link; once staff approve, the boat page counts it", async ({
  page,
  request,
}) => {
  // The demo's stay that checked out yesterday: the review job mailed its guest on start.
  const mail = await waitForMail(DEMO_REVIEW_GUEST.email);
  expect(mail.subject).toContain("tatiliniz nasıldı");
  const link = mail.text.match(/https?:\/\/[^\s"<>]+\/review\/[A-Za-z0-9_-]+/)?.[0];
  expect(link, "a review link in the mail").toBeDefined();
  const token = link!.split("/review/")[1]!;
  const stay = (await (await request.get(`/v1/website/reviews/${token}`)).json()).content as {
    boat_name: string;
    boat_slug: string;
  };
  const boatBefore = (await (await request.get(`/v1/boats/${stay.boat_slug}`)).json()).content as {
    id: number;
    rating: Rating;
  };
  // The boat's approved comments as staff see them (the demo draws them at random): its rating is known exactly.
  const staff = apiAs(request, await tokenFor(request));
  const approved = await staff.get<{ items: { rating: number }[]; total: number }>(
    `/admin/comment?boat_id=${boatBefore.id}&approved=true&take=100`,
  );
  expect(approved.items).toHaveLength(approved.total);
  const ratingsBefore = approved.items.map((c) => c.rating);
  expect(boatBefore.rating).toEqual(ratingOf(ratingsBefore));
  // The boat page is rendered (and cached) before the review exists.
  await page.goto(`/boat/${stay.boat_slug}`);
  await expect(page.getByRole("heading", { level: 1, name: stay.boat_name })).toBeVisible();

  await page.goto(link!);
  await expect(page.getByRole("heading", { name: stay.boat_name })).toBeVisible();
  // Keyboard only: into the radio group, then the arrow keys move the choice (1 → 2 → 1 star).
  const group = page.getByRole("group", { name: "Puanınız" });
  await group.getByRole("radio", { name: "1 yıldız – Çok kötü" }).focus();
  await page.keyboard.press("Space");
  await page.keyboard.press("ArrowRight");
  await expect(group.getByRole("radio", { name: "2 yıldız – Kötü" })).toBeChecked();
  await page.keyboard.press("ArrowLeft");
  await expect(group.getByRole("radio", { name: "1 yıldız – Çok kötü" })).toBeChecked();
  await expect(group.getByText("1 yıldız – Çok kötü")).toBeVisible();
  const text = `Rüzgâr güzeldi ama klima çalışmadı (${Date.now().toString(36)}).`;
  // Too short first: the Turkish field error, nothing sent.
  await page.getByLabel("Yorumunuz").fill("kısa");
  await page.getByRole("button", { name: "Değerlendirmeyi Gönder" }).click();
  await expect(page.getByText("Yorumunuz en az 10 karakter olmalı.")).toBeVisible();
  await expectAccessible(page, "review form with an error");
  await page.getByLabel("Yorumunuz").fill(text);
  await page.getByRole("button", { name: "Değerlendirmeyi Gönder" }).click();
  await expect(page.getByRole("heading", { name: "Teşekkür ederiz!" })).toBeVisible();

  // The link works once.
  await page.goto(link!);
  await expect(page.getByRole("heading", { name: "Değerlendirmeniz zaten gönderildi" })).toBeVisible();
  await page.goto("/review/bilinmeyen-baglanti");
  await expect(page.getByRole("heading", { name: "Bağlantı geçersiz" })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  // Not on the site before approval.
  await page.goto(`/boat/${stay.boat_slug}`);
  await expect(page.getByText(text)).toHaveCount(0);

  // Staff approve it in the moderation queue, where it shows as a verified stay.
  await signInAsAdmin(page);
  await page.goto("/dashboard/comments");
  await expect(page.getByRole("heading", { name: "Yorumlar" })).toBeVisible();
  const row = page.getByRole("row").filter({ hasText: text });
  await expect(row.getByText("Doğrulanmış konaklama · LMN-DEGERS")).toBeVisible();
  await row.getByRole("switch", { name: `${DEMO_REVIEW_GUEST.name} adlı kişinin yorumu: onaylı` }).click();
  await expect(page.getByText("Yorum onaylandı; sitede gösteriliyor.")).toBeVisible();

  const boatAfter = (await (await request.get(`/v1/boats/${stay.boat_slug}`)).json()).content as { rating: Rating };
  // The 1-star review joins the average (and lowers it whenever the boat had better ratings before).
  expect(boatAfter.rating).toEqual(ratingOf([...ratingsBefore, 1]));
  await page.goto(`/boat/${stay.boat_slug}`);
  await expect(page.getByText(ratingLine(boatAfter.rating))).toBeVisible();
  const review = page.getByRole("listitem").filter({ hasText: text });
  await expect(review.getByText("Doğrulanmış konaklama")).toBeVisible();
  await expect(review.getByRole("img", { name: "5 üzerinden 1 puan" })).toBeVisible();
});
