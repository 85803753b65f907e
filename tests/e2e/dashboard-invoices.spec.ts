import { readFile } from "node:fs/promises";
import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { extractText, getDocumentProxy } from "unpdf";
import { formatMoney } from "../../src/lib/money";
import { formatDayTr } from "../../src/lib/turkish-calendar";
import { expectAccessible } from "./support/axe";
import {
  type Api,
  apiAs,
  createBoat,
  createWebsiteReservation,
  dayFromNow,
  signInAsAdmin,
  tokenFor,
} from "./support/dashboard";
import { unique } from "./support/names-and-toasts";
import { parasutStandIn, parasutState, refuseEArchive } from "./support/parasut";
import { expect, test } from "./support/test";

/**
 * Issue 32 in the browser: the e2e server invoices through a Paraşüt stand-in (scripts/e2e-server.mjs) whose invoices
 * job runs every 15 s. The reservation's panel follows an invoice on its way by itself, so each step waits for the job
 * by watching the screen (Playwright's retrying assertions), never sleeping.
 */

type Invoice = {
  id: number;
  transaction_id: number;
  state: string;
  number: string | null;
  issue_date: string | null;
  amount: number;
};

/** Two job runs and the panel's look after them, with room for a slow machine. */
const JOB_MS = 60_000;

async function reservationPaidByTransfer(request: APIRequestContext, api: Api, startDay: number) {
  const boat = await createBoat(api);
  await api.post("/admin/boats/price", {
    boat_id: boat.id,
    start_date: dayFromNow(startDay - 5),
    end_date: dayFromNow(startDay + 10),
    day_price: 400_000,
    currency: "TRY",
  });
  const email = `fatura-${unique()}@example.com`;
  const created = await createWebsiteReservation(request, {
    boat_id: boat.id,
    start_date: dayFromNow(startDay),
    end_date: dayFromNow(startDay + 3),
    customer_name: `Ece Faturalı ${unique()}`,
    customer_email: email,
  });
  const { id } = await api.get<{ id: number }>(`/admin/reservationfromplatoid?platoReservationId=${created.code}`);
  return { id, code: created.code, email };
}

/** Staff record a bank transfer on the reservation's page (the form's default method). */
async function recordTransfer(page: Page, amount: string) {
  const form = page.getByRole("form", { name: "Ödeme kaydet" });
  await form.getByLabel(/^Tutar/).fill(amount);
  await form.getByRole("button", { name: "Ödemeyi kaydet" }).click();
  await expect(page.getByText("Ödeme kaydedildi.")).toBeVisible();
}

const invoicesPanel = (page: Page) => page.getByRole("region", { name: "Faturalar" });

/** Waits, without touching the page, until the panel's one row shows `text`. */
async function waitForRow(page: Page, text: string | RegExp): Promise<Locator> {
  const row = invoicesPanel(page).getByRole("table", { name: "Rezervasyonun faturaları" }).getByRole("row").nth(1);
  await expect(row).toContainText(text, { timeout: JOB_MS });
  return row;
}

async function pdfText(path: string) {
  const bytes = new Uint8Array(await readFile(path));
  expect(Buffer.from(bytes.subarray(0, 5)).toString("latin1")).toBe("%PDF-");
  return (await extractText(await getDocumentProxy(bytes), { mergePages: true })).text;
}

test("a transfer staff record becomes one e-Arşiv on the reservation; staff and the guest download its PDF", async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const api = apiAs(request, await tokenFor(request));
  const reservation = await reservationPaidByTransfer(request, api, 300);

  await signInAsAdmin(page);
  await page.goto(`/dashboard/reservations/${reservation.id}`);
  await recordTransfer(page, "1.234,56");

  const row = await waitForRow(page, "Kesildi");
  const [invoice] = (await api.get<{ items: Invoice[] }>(`/admin/reservations/${reservation.id}/invoices`)).items;
  expect(invoice).toMatchObject({ state: "done", amount: 123_456 });
  expect(invoice!.number).toMatch(/^GIB\d{13}$/);
  await expect(row).toContainText("Ön ödeme");
  await expect(row).toContainText(invoice!.number!);
  await expect(row).toContainText(formatDayTr(invoice!.issue_date!));
  await expect(row).toContainText(formatMoney(123_456, "TRY", { decimals: true }));
  await expectAccessible(page, "the reservation with its invoice");

  // At Paraşüt: one sales invoice of this reservation at 20 % VAT adding up to the transfer, and one e-Arşiv for it,
  // sold on the site and paid by EFT/havale.
  const state = await parasutState(request);
  const sales = state.salesInvoices.filter((s) => String(s.attributes.description).includes(reservation.code));
  expect(sales).toHaveLength(1);
  expect(sales[0]!.grossMinor).toBe(123_456);
  expect(sales[0]!.attributes.issue_date).toBe(invoice!.issue_date);
  expect(sales[0]!.details.every((d) => d.vatRate === 20)).toBe(true);
  const archives = state.eArchives.filter((a) => a.salesInvoiceId === sales[0]!.id);
  expect(archives).toHaveLength(1);
  expect(archives[0]!.number).toBe(invoice!.number);
  expect(archives[0]!.internetSale).toMatchObject({ payment_type: "EFT/HAVALE" });

  // Staff's PDF, by keyboard: Paraşüt's document passed on through Liman.
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    (async () => {
      await row.getByRole("button", { name: `PDF: ${invoice!.number}` }).focus();
      await page.keyboard.press("Enter");
    })(),
  ]);
  expect(download.suggestedFilename()).toBe(`LIMAN-${reservation.code}-fatura-${invoice!.number}.pdf`);
  expect(await pdfText((await download.path())!)).toContain(`e-Arsiv Fatura ${invoice!.number}`);

  // The guest, where their documents are: /enquire with the code and their e-mail.
  await page.goto(`/enquire?code=${encodeURIComponent(reservation.code)}`);
  await page.getByLabel("E-posta adresi", { exact: true }).fill(reservation.email);
  await page.getByRole("button", { name: "Sorgula" }).click();
  const card = page
    .getByRole("region", { name: "Rezervasyon sorgula" })
    .locator(`[data-reservation="${reservation.code}"]`);
  const guestButton = card.getByRole("button", { name: `e-Arşiv fatura ${invoice!.number} (PDF)` });
  await expect(guestButton).toBeVisible();
  const [guestDownload] = await Promise.all([page.waitForEvent("download"), guestButton.click()]);
  expect(guestDownload.suggestedFilename()).toBe(`LIMAN-${reservation.code}-fatura-${invoice!.number}.pdf`);
  expect(await pdfText((await guestDownload.path())!)).toContain(`e-Arsiv Fatura ${invoice!.number}`);

  // Another e-mail gets nothing: neither the list nor the PDF.
  const other = encodeURIComponent(`baska-${unique()}@example.com`);
  const code = encodeURIComponent(reservation.code);
  expect((await request.get(`/v1/reservations/invoices?code=${code}&email=${other}`)).status()).toBe(404);
  const pdf = await request.get(`/v1/reservations/invoices/${invoice!.id}/pdf?code=${code}&email=${other}`);
  expect(pdf.status()).toBe(404);
  expect(pdf.headers()["content-type"]).not.toBe("application/pdf");
  // Voided after it was invoiced: the accountant finds it from Settings → Fatura, in the payments list's tab.
  await api.post(`/admin/transactions/${invoice!.transaction_id}/void`, { reason: "Yanlış rezervasyona girildi" });
  await page.goto("/dashboard/settings/invoicing");
  const status = page.getByRole("status").filter({ hasText: "Fatura kesimi" });
  await status.getByRole("link", { name: "muhasebeye bildirilecek faturalar" }).click();
  await expect(page.getByRole("tab", { name: "Muhasebeye bildirilecek faturalar" })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  const flagged = page.getByRole("table", { name: "Ödemeler" }).getByRole("row").filter({ hasText: reservation.code });
  await expect(flagged).toHaveCount(1);
  await expect(flagged).toContainText("muhasebeye bildirin");
});

test("a refused e-Arşiv shows Paraşüt's words; Yeniden dene issues it without a second sales invoice", async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const api = apiAs(request, await tokenFor(request));
  const reservation = await reservationPaidByTransfer(request, api, 320);
  const refusal = `Alıcının adres bilgisi eksik (${unique()}).`;
  await refuseEArchive(request, reservation.code, refusal);

  await signInAsAdmin(page);
  await page.goto(`/dashboard/reservations/${reservation.id}`);
  await recordTransfer(page, "2.000,00");

  const row = await waitForRow(page, "Hata");
  await expect(row).toContainText(`Paraşüt: ${refusal}`);
  await expectAccessible(page, "the reservation with a refused invoice");

  // On the payment too: its row in the reservation's payments, and in the payments list.
  const paymentRow = page.getByRole("table", { name: "Ödemeler" }).getByRole("row").nth(1);
  await expect(paymentRow).toContainText(`Paraşüt: ${refusal}`);
  await expect(paymentRow.getByRole("button", { name: "Faturayı yeniden dene" })).toBeVisible();
  await page.goto("/dashboard/transactions");
  await page.getByLabel("Rezervasyon no veya kodu").fill(reservation.code);
  await page.getByRole("button", { name: "Filtrele" }).click();
  const listed = page.getByRole("table", { name: "Ödemeler" }).getByRole("row").filter({ hasText: reservation.code });
  await expect(listed).toHaveCount(1);
  await expect(listed).toContainText(`Paraşüt: ${refusal}`);
  await page.goto(`/dashboard/reservations/${reservation.id}`);

  const before = await parasutState(request);
  const sales = before.salesInvoices.filter((s) => String(s.attributes.description).includes(reservation.code));
  expect(sales).toHaveLength(1);
  const archivePosts = (calls: typeof before.calls) =>
    calls.filter(
      (c) =>
        c.method === "POST" &&
        c.path === "/e_archives" &&
        c.body?.data?.relationships?.sales_invoice?.data?.id === sales[0]!.id,
    );
  expect(archivePosts(before.calls)).toHaveLength(1);

  // By keyboard, as the table's other actions.
  await row.getByRole("button", { name: /^Yeniden dene/ }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByText("Fatura yeniden sıraya alındı.")).toBeVisible();

  await waitForRow(page, "Kesildi");
  await expect(row).not.toContainText(refusal);
  await expect(row).toContainText(/GIB\d{13}/);
  await expect(paymentRow).toContainText(/GIB\d{13}/);
  await expect(paymentRow).not.toContainText(refusal);

  const after = await parasutState(request);
  const salesPosts = after.calls.filter(
    (c) =>
      c.method === "POST" &&
      c.path === "/sales_invoices" &&
      String(c.body?.data?.attributes?.description).includes(reservation.code),
  );
  expect(salesPosts).toHaveLength(1);
  expect(archivePosts(after.calls)).toHaveLength(2);
  expect(after.eArchives.filter((a) => a.salesInvoiceId === sales[0]!.id)).toHaveLength(1);
});

test("Settings → Fatura says invoicing is on through Paraşüt and shows no credential", async ({ page }) => {
  const standIn = parasutStandIn();
  await signInAsAdmin(page);
  await page.goto("/dashboard/settings/invoicing");
  const status = page.getByRole("status").filter({ hasText: "Fatura kesimi" });
  await expect(status).toContainText("Fatura kesimi açık");
  await expect(status).toContainText("Paraşüt");
  await expect(page.getByLabel(/KDV oranı/)).toBeVisible();
  const html = await page.content();
  for (const secret of [standIn.clientId, standIn.clientSecret, standIn.password, standIn.username]) {
    expect(html).not.toContain(secret);
  }
  await expectAccessible(page, "the invoicing settings");
});
