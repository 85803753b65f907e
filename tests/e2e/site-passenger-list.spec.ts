import { readFile } from "node:fs/promises";
import { seriousViolations } from "./support/axe";
import { expect, test } from "./support/test";
import { apiAs, createBoat, dayFromNow, reservationIdByCode, signInAsAdmin, tokenFor } from "./support/dashboard";
import { unique } from "./support/names-and-toasts";

/** A date of birth `years` years ago, from the browser-independent clock of the test run (never a literal). */
const yearsAgo = (years: number) => dayFromNow(-Math.round(years * 365.25));

test("the guest fills two passengers on /enquire; staff see them and download the CSV", async ({ page, request }) => {
  test.setTimeout(120_000);
  const admin = apiAs(request, await tokenFor(request));
  const tag = unique();
  const boat = await createBoat(admin, { name: `Yolcu Gülü ${tag}` });
  await admin.post("/admin/boats/price", {
    boat_id: boat.id,
    start_date: dayFromNow(150),
    end_date: dayFromNow(170),
    day_price: 50_000,
    currency: "EUR",
  });
  const email = `yolcu-${tag}@example.com`;
  const res = await request.post("/v1/reservations", {
    data: {
      boat_id: boat.id,
      start_date: dayFromNow(155),
      end_date: dayFromNow(158),
      guests: 2,
      customer_name: "Şule Çelik",
      customer_email: email,
      customer_phone: "+90 532 111 22 33",
      kvkk_consent: true,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const { code } = (await res.json()).content as { code: string };

  // The guest looks the reservation up with code + e-mail and opens its passenger list.
  await page.goto("/enquire");
  const lookup = page.getByRole("region", { name: "Rezervasyon sorgula" });
  await lookup.getByLabel("Rezervasyon kodu").fill(code);
  await lookup.getByLabel("E-posta adresi").fill(email);
  await lookup.getByRole("button", { name: "Sorgula" }).click();
  const card = lookup.locator(`[data-reservation="${code}"]`);
  await card.getByRole("button", { name: /^Yolcu listesini aç/ }).click();
  const form = card.getByRole("form", { name: `${code} yolcu listesi` });

  // Saving without consent and with an empty row shows the errors next to the fields.
  await form.getByRole("button", { name: "Yolcu listesini kaydet" }).click();
  const firstName = form.getByRole("group", { name: "1. yolcu" }).getByLabel("Ad soyad");
  await expect(firstName).toHaveAttribute("aria-invalid", "true");
  await expect(firstName).toBeFocused();
  expect(await seriousViolations(page)).toEqual([]);
  await expect(form.getByText("Ad soyad en az 2 karakter olmalı.")).toBeVisible();
  await expect(
    form.getByText("Yolcu listesini kaydetmek için KVKK açık rızası kutusunu işaretlemeniz gerekir."),
  ).toBeVisible();

  const first = form.getByRole("group", { name: "1. yolcu" });
  await first.getByLabel("Ad soyad").fill("Şule Çelik");
  await first.getByLabel("Doğum tarihi").fill(yearsAgo(36));
  await first.getByLabel("Uyruk").selectOption("TR");
  await first.getByLabel("Kimlik / pasaport no").fill("10000000146");
  await form.getByRole("button", { name: "Yolcu ekle" }).click();
  const second = form.getByRole("group", { name: "2. yolcu" });
  await second.getByLabel("Ad soyad").fill("Ignacio Güneş");
  await second.getByLabel("Doğum tarihi").fill(yearsAgo(40));
  await second.getByLabel("Uyruk").selectOption({ label: "İspanya" });
  await second.getByLabel("Kimlik / pasaport no").fill("PAA123456");
  // The reservation is for 2: a third passenger cannot be added.
  await expect(form.getByRole("button", { name: "Yolcu ekle" })).toBeDisabled();
  // On a phone the form fits the screen: the page does not get wider than it.
  await page.setViewportSize({ width: 375, height: 800 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  await form.getByLabel("KVKK kapsamında yolcu bilgilerinin saklanmasına açık rıza veriyorum.").check();
  await form.getByRole("button", { name: "Yolcu listesini kaydet" }).click();
  await expect(form.getByText("Yolcu listesi kaydedildi (2/2 yolcu).")).toBeVisible();

  // Staff open the reservation and download the list as CSV.
  const reservationId = await reservationIdByCode(admin, boat.id, code);
  await signInAsAdmin(page);
  await page.goto(`/dashboard/reservations/${reservationId}`);
  const panel = page.getByRole("region", { name: /^Yolcu listesi/ });
  await expect(panel.getByText("2/2 tamam")).toBeVisible();
  const table = panel.getByRole("table", { name: "Yolcu listesi" });
  await expect(table).toContainText("Şule Çelik");
  await expect(table).toContainText("İspanya (ES)");
  const [answer, download] = await Promise.all([
    page.waitForResponse((r) => new URL(r.url()).pathname === `/v1/admin/reservations/${reservationId}/passengers.csv`),
    page.waitForEvent("download"),
    panel.getByRole("button", { name: "Yolcu listesi CSV" }).click(),
  ]);
  expect(answer.status()).toBe(200);
  expect(download.suggestedFilename()).toBe(`yolcu-listesi-${code}.csv`);
  const bytes = await readFile((await download.path())!);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes
    .toString("utf8")
    .replace(/^\uFEFF/, "")
    .trim()
    .split("\r\n");
  expect(lines).toEqual([
    "Sıra,Ad soyad,Doğum tarihi,Uyruk kodu,Uyruk,Kimlik / pasaport no",
    `1,Şule Çelik,${yearsAgo(36)},TR,Türkiye,10000000146`,
    `2,Ignacio Güneş,${yearsAgo(40)},ES,İspanya,PAA123456`,
  ]);
});
