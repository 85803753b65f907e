import { readFile } from "node:fs/promises";
import { extractText, getDocumentProxy } from "unpdf";
import { type Currency, formatMoney } from "../../src/lib/money";
import { formatDayLongTr } from "../../src/lib/turkish-calendar";
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
  const card = page.locator(`[data-reservation="${created.code}"]`).first();
  await expect(card).toContainText(boat.name);

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
