import { readFile } from "node:fs/promises";
import { extractText, getDocumentProxy } from "unpdf";
import { formatDayLongTr } from "../../src/lib/turkish-calendar";
import { apiAs, createBoat, dayFromNow, signInAsAdmin, tokenFor } from "./support/dashboard";
import { expect, test } from "./support/test";

const GUEST = "Gülşen Işıkoğlu Çağlar";
/** A date of birth `years` years ago, from the clock of the test run (never a literal). */
const yearsAgo = (years: number) => dayFromNow(-Math.round(years * 365.25));

/**
 * Issue 15's journey end to end: a boat with an obligatory and an optional extra and a long-stay discount; the guest
 * chooses the optional extra, sees the itemised quote and books; the confirmation PDF from /enquire holds the boat,
 * the dates, every line and the total with its Turkish letters; the guest fills the passenger list and staff export
 * it; a cancellation request shows the tier's cost, staff approve it and the dates are free again. (The review after
 * check-out is the journey of site-reviews.spec.ts: it needs the demo's stay that ended yesterday.)
 */
test("a charter from extras to documents, passenger list and an approved cancellation", async ({ page, request }) => {
  test.setTimeout(180_000);
  const api = apiAs(request, await tokenFor(request));
  const boat = await createBoat(api);
  await api.post("/admin/boats/price", {
    boat_id: boat.id,
    start_date: dayFromNow(100),
    end_date: dayFromNow(130),
    day_price: 1_000_000,
    currency: "TRY",
  });
  await api.put(`/admin/boats/${boat.id}/extras`, [
    { name: "Kaptan", unit: "day", amount: 200_000, currency: "TRY", obligatory: true, payable: "booking" },
    { name: "Şişme SUP", unit: "booking", amount: 150_000, currency: "TRY", obligatory: false, payable: "booking" },
  ]);
  await api.post("/admin/discounts", {
    boat_id: boat.id,
    kind: "long_stay",
    percent: 10,
    threshold_days: 7,
    valid_from: dayFromNow(0),
    valid_to: dayFromNow(365),
    active: true,
  });
  const start = dayFromNow(110);
  const end = dayFromNow(117);

  // The guest chooses the optional extra and sees the itemised quote.
  await page.goto(`/boat/${boat.slug}`);
  const panel = page.getByRole("complementary", { name: "Rezervasyon" });
  await panel.getByLabel("Giriş").fill(start);
  await panel.getByLabel("Çıkış").fill(end);
  await panel.getByLabel(/Misafir sayısı/).fill("2");
  await panel
    .getByTestId("extras")
    .getByRole("checkbox", { name: /Şişme SUP/ })
    .check();
  const quote = panel.getByTestId("quote");
  const lines = quote.getByTestId("quote-lines");
  // 7 nights × ₺10.000 = ₺70.000, 10 % off (−₺7.000), the skipper 7 × ₺2.000, the SUP ₺1.500: ₺78.500.
  await expect(quote.locator('[data-amount="total"]')).toContainText("₺78.500");
  for (const text of ["₺70.000", "₺7.000", "Kaptan (7 gün)", "₺14.000", "Şişme SUP", "₺1.500"]) {
    await expect(lines).toContainText(text);
  }
  const email = `yolculuk-${Date.now().toString(36)}@liman.test`;
  await panel.getByLabel("Ad soyad").fill(GUEST);
  await panel.getByLabel("E-posta").fill(email);
  await panel.getByLabel("Telefon").fill("+90 532 765 43 21");
  await panel.getByRole("checkbox", { name: /KVKK aydınlatma metnini/ }).check();
  await panel.getByRole("button", { name: "Rezervasyon talebi gönder" }).click();
  const code = (await page.getByTestId("reservation-code").textContent())!.trim();

  // /enquire: the booking confirmation as a PDF, read back in the test.
  await page.goto(`/enquire?code=${encodeURIComponent(code)}`);
  await page.getByLabel("E-posta adresi", { exact: true }).fill(email);
  await page.getByRole("button", { name: "Sorgula" }).click();
  // The card under the lookup form (the list of this browser's reservations above it shows the same reservation).
  const lookedUp = page.getByRole("region", { name: "Rezervasyon sorgula" });
  const card = lookedUp.locator(`[data-reservation="${code}"]`);
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    card.getByRole("button", { name: /Rezervasyon Onayı \/ Proforma \(PDF\)/ }).click(),
  ]);
  const bytes = new Uint8Array(await readFile((await download.path())!));
  const text = (await extractText(await getDocumentProxy(bytes), { mergePages: true })).text.replace(/\s+/g, " ");
  for (const expected of [
    code,
    GUEST,
    boat.name,
    formatDayLongTr(start),
    formatDayLongTr(end),
    "Tekne kiralama",
    "₺70.000,00",
    "indirim",
    "₺7.000,00",
    "Kaptan",
    "₺14.000,00",
    "Şişme SUP",
    "₺1.500,00",
    "₺78.500,00",
  ]) {
    expect(text, `the confirmation holds ${expected}`).toContain(expected);
  }

  // The guest fills the passenger list (after the KVKK consent).
  await card.getByRole("button", { name: /^Yolcu listesini aç/ }).click();
  const form = card.getByRole("form", { name: `${code} yolcu listesi` });
  const first = form.getByRole("group", { name: "1. yolcu" });
  await first.getByLabel("Ad soyad").fill(GUEST);
  await first.getByLabel("Doğum tarihi").fill(yearsAgo(41));
  await first.getByLabel("Uyruk").selectOption("TR");
  await first.getByLabel("Kimlik / pasaport no").fill("10000000146");
  await form.getByRole("button", { name: "Yolcu ekle" }).click();
  const second = form.getByRole("group", { name: "2. yolcu" });
  await second.getByLabel("Ad soyad").fill("Øystein Şenol");
  await second.getByLabel("Doğum tarihi").fill(yearsAgo(12));
  await second.getByLabel("Uyruk").selectOption({ label: "Norveç" });
  await second.getByLabel("Kimlik / pasaport no").fill("NO1234567");
  await form.getByLabel("KVKK kapsamında yolcu bilgilerinin saklanmasına açık rıza veriyorum.").check();
  await form.getByRole("button", { name: "Yolcu listesini kaydet" }).click();
  await expect(form.getByText("Yolcu listesi kaydedildi (2/2 yolcu).")).toBeVisible();

  // The cancellation request shows the tier's cost today (more than 60 days ahead: the deposit, 20 % of ₺78.500).
  const cancellation = lookedUp.locator(`[data-cancellation="${code}"]`);
  await expect(cancellation.getByTestId("cancellation-cost")).toContainText(
    "Bugün iptal ederseniz iptal bedeli: ₺15.700",
  );
  await cancellation.getByRole("button", { name: "İptal talebi gönder" }).click();
  await cancellation.getByLabel(/Mesajınız/).fill("Planlarımız değişti.");
  await cancellation.getByRole("button", { name: "Devam et" }).click();
  await cancellation.getByRole("alertdialog").getByRole("button", { name: "Evet, talebi gönder" }).click();
  await expect(cancellation.getByText("Talebiniz gönderildi.")).toBeVisible();

  // Staff: the passenger list as CSV, then the request approved on the reservation screen.
  const { id } = await api.get<{ id: number }>(`/admin/reservationfromplatoid?platoReservationId=${code}`);
  await signInAsAdmin(page);
  await page.goto(`/dashboard/reservations/${id}`);
  const passengers = page.getByRole("region", { name: /^Yolcu listesi/ });
  await expect(passengers.getByText("2/2 tamam")).toBeVisible();
  const [csv] = await Promise.all([
    page.waitForEvent("download"),
    passengers.getByRole("button", { name: "Yolcu listesi CSV" }).click(),
  ]);
  const rows = (await readFile((await csv.path())!))
    .toString("utf8")
    .replace(/^\uFEFF/, "")
    .trim()
    .split("\r\n");
  expect(rows).toHaveLength(3);
  expect(rows[1]).toContain(GUEST);
  expect(rows[2]).toContain("Øystein Şenol");

  const requests = page.getByRole("region", { name: "Misafir talepleri" });
  await expect(requests).toContainText("Planlarımız değişti.");
  await requests.getByRole("button", { name: "Onayla ve iptal et" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Onayla" }).click();
  await expect(page.getByText("Talep onaylandı, misafire mail gönderildi.")).toBeVisible();

  // The dates are free again.
  const availability = await request.get(`/v1/boats/${boat.slug}/availability?from=${start}&to=${end}`);
  expect((await availability.json()).content.blocked).toEqual([]);
});
