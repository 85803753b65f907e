import { readFile } from "node:fs/promises";
import { extractText, getDocumentProxy } from "unpdf";
import { type Currency, formatMoney } from "../../src/lib/money";
import { formatDayLongTr } from "../../src/lib/turkish-calendar";
import { expectAccessible } from "./support/axe";
import { apiAs, signInAsAdmin, tokenFor } from "./support/dashboard";
import { apiContent, findBookableBoat } from "./support/site";
import { expect, test } from "./support/test";

const GUEST = "Gülçin Işıkoğlu Özşahin İnce";

test("the guest downloads the booking confirmation from /enquire and it reads back with boat, dates, name and total", async ({
  page,
  request,
}) => {
  const all = await apiContent<{ items: { slug: string; name: string }[] }>(
    request,
    "/v1/searchboats?order=price_desc&take=10",
  );
  const { boat, ...stay } = await findBookableBoat(request, all.items, 60);
  const email = `belge-${Date.now()}@liman.test`;
  const res = await request.post("/v1/reservations", {
    data: {
      boat_slug: boat.slug,
      start_date: stay.start,
      end_date: stay.end,
      guests: 2,
      customer_name: GUEST,
      customer_email: email,
      customer_phone: "+90 532 000 33 44",
      kvkk_consent: true,
    },
  });
  expect(res.status()).toBe(201);
  const created = (await res.json()).content as { code: string; total: number; currency: Currency };

  // The link of the reservation mails ({{documents_url}}) fills the code in; the guest adds the e-mail.
  await page.goto(`/enquire?code=${encodeURIComponent(created.code)}`);
  await expect(page.getByLabel("Rezervasyon kodu")).toHaveValue(created.code);
  await page.getByLabel("E-posta adresi", { exact: true }).fill(email);
  await page.getByRole("button", { name: "Sorgula" }).click();
  // The card under the lookup form: the list of this browser's reservations above it shows the same reservation a
  // moment later (the lookup remembers it), so an unscoped "first card" could change under the test.
  const card = page
    .getByRole("region", { name: "Rezervasyon sorgula" })
    .locator(`[data-reservation="${created.code}"]`);
  await expect(card).toContainText(boat.name);
  await expect(card.getByRole("button", { name: /Kiralama Sözleşmesi \(PDF\)/ })).toBeVisible();
  await expectAccessible(page, "/enquire with the documents");

  const [answer, download] = await Promise.all([
    page.waitForResponse((r) => new URL(r.url()).pathname === "/v1/reservations/documents/confirmation"),
    page.waitForEvent("download"),
    card.getByRole("button", { name: /Rezervasyon Onayı \/ Proforma \(PDF\)/ }).click(),
  ]);
  expect(answer.status()).toBe(200);
  expect(answer.headers()["content-type"]).toBe("application/pdf");
  expect(answer.headers()["content-disposition"]).toContain(`LIMAN-${created.code}-onay.pdf`);
  expect(download.suggestedFilename()).toBe(`LIMAN-${created.code}-onay.pdf`);

  const bytes = new Uint8Array(await readFile((await download.path())!));
  const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: true });
  const flat = text.replace(/\s+/g, " ");
  for (const expected of [
    "Rezervasyon Onayı / Proforma",
    created.code,
    GUEST,
    boat.name,
    formatDayLongTr(stay.start),
    formatDayLongTr(stay.end),
    "Tekne kiralama",
    formatMoney(created.total, created.currency, { decimals: true }),
    "İptal koşulları",
  ]) {
    expect(flat).toContain(expected);
  }

  // The contract is there too.
  const [contract] = await Promise.all([
    page.waitForEvent("download"),
    card.getByRole("button", { name: /Kiralama Sözleşmesi \(PDF\)/ }).click(),
  ]);
  expect(contract.suggestedFilename()).toBe(`LIMAN-${created.code}-sozlesme.pdf`);
});

test("ADMIN edits the contract's terms in the dashboard; a reservation booked after it has them in its contract", async ({
  page,
  request,
}) => {
  await signInAsAdmin(page);
  await page.goto("/dashboard/templates/contract");
  const terms = page.getByLabel("Sözleşme koşulları (düz metin; paragrafları boş satırla ayırın)", { exact: true });
  await expect(terms).toHaveValue(/Kiracı/);
  const version = page.getByTestId("contract-version");
  const before = Number((await version.textContent())?.match(/Sürüm (\d+),/)?.[1]);
  expect(before).toBeGreaterThanOrEqual(1);
  const added = `Ek madde ${Date.now()}: {{boat_name}} teknesinde evcil hayvan kabul edilmez.`;
  await terms.fill(`${await terms.inputValue()}\n\n${added}`);
  await expect(page.getByTestId("contract-preview")).toContainText("Mavi Rüya teknesinde evcil hayvan kabul edilmez.");
  await page.getByRole("button", { name: "Kaydet" }).click();
  await expect(page.getByText("Şablon kaydedildi.")).toBeVisible();
  // A save is a new version of the terms (decision 0061).
  await expect(version).toContainText(`Sürüm ${before + 1},`);
  await page.getByRole("tab", { name: "İngilizce" }).click();
  const english = page.getByLabel("İngilizce sözleşme koşulları (düz metin; paragrafları boş satırla ayırın)", {
    exact: true,
  });
  await expect(english).toHaveValue(/Charterer/);
  await expect(page.getByTestId("contract-preview")).toContainText("Delivery and return");

  // Booked under the new terms: its contract prints them (one booked before keeps its own: tests/api).
  const all = await apiContent<{ items: { slug: string; name: string }[] }>(
    request,
    "/v1/searchboats?order=price_asc&take=10",
  );
  const { boat, ...stay } = await findBookableBoat(request, all.items, 90);
  const booked = await request.post("/v1/reservations", {
    data: {
      boat_slug: boat.slug,
      start_date: stay.start,
      end_date: stay.end,
      guests: 3,
      customer_name: GUEST,
      customer_email: `sozlesme-${Date.now()}@liman.test`,
      customer_phone: "+90 532 000 55 66",
      kvkk_consent: true,
    },
  });
  expect(booked.status()).toBe(201);
  const { code } = (await booked.json()).content as { code: string };
  const admin = apiAs(request, await tokenFor(request));
  const { id } = await admin.get<{ id: number }>(`/admin/reservationfromplatoid?platoReservationId=${code}`);

  await page.goto(`/dashboard/reservations/${id}`);
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Kiralama Sözleşmesi (PDF)" }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`LIMAN-${code}-sozlesme.pdf`);
  const bytes = new Uint8Array(await readFile((await download.path())!));
  const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: true });
  const flat = text.replace(/\s+/g, " ");
  expect(flat).toContain(added.replace("{{boat_name}}", boat.name));
  expect(flat).toContain(GUEST);
  expect(flat).toContain(formatDayLongTr(stay.start));
});
