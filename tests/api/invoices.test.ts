import { readFile } from "node:fs/promises";
import { eq, sql } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { addDays, todayIn } from "@/lib/dates";
import { invoices, reservations, transactions } from "@/server/db/schema";
import { INVOICE_MAX_ATTEMPTS } from "@/server/invoicing/process-invoice";
import { processInvoices } from "@/server/invoicing/process-invoices";
import { createBoat, createBoatPrice } from "@/server/seed/factories";
import { ParasutToken } from "@/server/invoicing/parasut/parasut-token";
import { afterFile } from "../support/after-file";
import { type BookingCast, book, bookingCast, nextIp, reservationBody } from "../support/booking-fixtures";
import { type ParasutServer, startParasutServer } from "../support/parasut-server";
import { type PaytrServer, paytrAppEnv, startPaytrServer } from "../support/paytr-server";
import { createTestApi, type TestApi } from "../support/test-api";
import { nextSaturday } from "../support/test-dates";

const credentials = {
  clientId: "liman-client",
  clientSecret: "client-secret-value",
  username: "muhasebe@liman.test",
  password: "parasut-password-value",
  companyId: "4242",
};
const merchant = { merchantId: "123456", merchantKey: "test-merchant-key", merchantSalt: "test-merchant-salt" };
const EMAIL = "elif.sahin@example.com";

let api: TestApi;
let second: TestApi;
let cast: BookingCast;
let parasut: ParasutServer;
let paytr: PaytrServer;

beforeAll(async () => {
  parasut = await startParasutServer(credentials);
  paytr = await startPaytrServer(merchant, (form) =>
    api.app.request("/v1/payments/paytr/callback", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: form,
    }),
  );
  afterFile(() => parasut.close());
  afterFile(() => paytr.close());
  const env = {
    ...paytrAppEnv(paytr, merchant),
    PARASUT_CLIENT_ID: credentials.clientId,
    PARASUT_CLIENT_SECRET: credentials.clientSecret,
    PARASUT_USERNAME: credentials.username,
    PARASUT_PASSWORD: credentials.password,
    PARASUT_COMPANY_ID: credentials.companyId,
    PARASUT_API_URL: parasut.base,
  };
  api = await createTestApi(env);
  second = await createTestApi(env, { sameDatabaseAs: api });
  cast = await bookingCast(api);
});

// A test that failed half-way must not leave the stand-in refusing or away for the next one.
beforeEach(() => parasut.reset());

/** One pass of the invoicing job, looking at trackable jobs quickly. */
const runJob = (on: TestApi = api) => processInvoices(on.db, on.config, { pollMs: 5, polls: 5 });

/** A week's website booking (€7.000, deposit €1.400) starting `weeksAhead` Saturdays from the next one. */
async function booking(weeksAhead: number, boat = cast.ownBoat) {
  const start = nextSaturday(weeksAhead);
  const res = await book(api, reservationBody(boat, { start_date: start, end_date: addDays(start, 7) }));
  expect(res.status).toBe(201);
  const [row] = await api.db.select().from(reservations).where(eq(reservations.code, res.json.content.code));
  return row!;
}

async function pay(reservationId: number, amount: number, kind = "deposit", method = "bank_transfer") {
  const res = await api.call("POST", "/v1/admin/transactions", {
    token: cast.adminToken,
    body: { reservation_id: reservationId, kind, method, amount },
  });
  expect(res.status).toBe(201);
  return res.json.content.id as number;
}

const invoiceOf = async (transactionId: number) =>
  (await api.db.select().from(invoices).where(eq(invoices.transactionId, transactionId)))[0];
const listInvoices = (reservationId: number, token = cast.adminToken) =>
  api.call("GET", `/v1/admin/reservations/${reservationId}/invoices`, { token });
/** The stand-in's sales invoices made for one invoice row (our reference). */
const salesInvoicesFor = (invoiceId: number) =>
  parasut.salesInvoices.filter((i) => i.attributes.invoice_id === invoiceId);

describe("a payment received becomes one sales invoice and one e-Arşiv", () => {
  it("invoices a transfer recorded by staff at 20 % VAT, adding up to the payment, polled to done, shown on the reservation", async () => {
    const row = await booking(8);
    const paymentId = await pay(row.id, 140_000);
    const queued = await invoiceOf(paymentId);
    expect(queued).toMatchObject({ state: "queued", reservationId: row.id });

    expect(await runJob()).toMatchObject({ done: 1 });
    const invoice = (await invoiceOf(paymentId))!;
    const sales = salesInvoicesFor(invoice.id);
    expect(sales).toHaveLength(1);
    const [sale] = sales;
    // The guest as a contact, found or created by e-mail.
    const contact = parasut.contacts.find((c) => c.id === sale!.contactId)!;
    expect(contact.attributes).toMatchObject({ name: "Elif Şahin", contact_type: "person", account_type: "customer" });
    expect(String(contact.attributes.email).toLowerCase()).toBe(EMAIL);
    // Currency as paid, with the day's rate (the exchange settings, TL per unit); VAT included at 20 %.
    expect(sale!.attributes).toMatchObject({ currency: "EUR", exchange_rate: 37.25, item_type: "invoice" });
    expect(sale!.details).toHaveLength(1);
    expect(sale!.details[0]!.vatRate).toBe(20);
    expect(sale!.grossMinor).toBe(140_000);
    expect(sale!.attributes.net_total).toBe("1400.00");
    expect(sale!.attributes.description).toContain(cast.ownBoat.name);
    expect(sale!.attributes.description).toContain(row.code);
    expect(sale!.attributes.description).toContain(row.startDate.split("-").reverse().join("."));

    // The e-Arşiv, with the internet sale of a site reservation paid by transfer; its job was polled until done.
    const archive = parasut.eArchives.find((a) => a.salesInvoiceId === sale!.id)!;
    expect(archive.internetSale).toEqual({
      url: "https://liman.test",
      payment_type: "EFT/HAVALE",
      payment_platform: "Banka havalesi / EFT",
      payment_date: todayIn(),
    });
    expect(invoice).toMatchObject({
      state: "done",
      salesInvoiceId: sale!.id,
      eArchiveId: archive.id,
      eArchiveNumber: archive.number,
      eArchiveUuid: archive.uuid,
      eArchiveStatus: "legalized",
      amount: 140_000,
      currency: "EUR",
      vatPercent: 20,
    });

    const list = await listInvoices(row.id);
    expect(list.status).toBe(200);
    expect(list.json.content.enabled).toBe(true);
    expect(list.json.content.items).toEqual([
      expect.objectContaining({
        transaction_id: paymentId,
        state: "done",
        number: archive.number,
        amount: 140_000,
        currency: "EUR",
        issue_date: todayIn(),
        error: null,
        flagged: false,
        retryable: false,
      }),
    ]);
    const one = await api.call("GET", `/v1/admin/transactions/${paymentId}/invoice`, { token: cast.adminToken });
    expect(one.json.content).toMatchObject({ id: invoice.id, number: archive.number });
  });

  it("finds the guest's contact again for the balance, and never invoices a refund", async () => {
    const row = await booking(9);
    await pay(row.id, 140_000);
    await runJob();
    const contacts = parasut.contacts.length;
    const balanceId = await pay(row.id, 560_000, "balance");
    const refundId = await pay(row.id, 10_000, "refund");
    await runJob();
    expect(parasut.contacts.length).toBe(contacts);
    expect(await invoiceOf(balanceId)).toMatchObject({ state: "done" });
    expect(await invoiceOf(refundId)).toBeUndefined();
    const refund = await api.call("GET", `/v1/admin/transactions/${refundId}`, { token: cast.adminToken });
    expect(refund.json.content.invoice).toBeNull();
    expect((await listInvoices(row.id)).json.content.total).toBe(2);
  });

  it("invoices a damage deposit taken in cash once, when part of it is kept through the deposit's capture", async () => {
    const row = await booking(20);
    const taken = await api.call("POST", `/v1/admin/reservations/${row.id}/security-deposits`, {
      token: cast.adminToken,
      body: { method: "cash", amount: 150_000 },
    });
    expect(taken.status).toBe(201);
    await runJob();
    expect(await api.db.select().from(invoices).where(eq(invoices.reservationId, row.id))).toEqual([]); // held: no money

    const kept = await api.call("POST", `/v1/admin/security-deposits/${taken.json.content.id}/capture`, {
      token: cast.adminToken,
      body: { amount: 30_000, reason: "Kayıp can yeleği" },
    });
    expect(kept.status).toBe(200);
    const [payment] = await api.db.select().from(transactions).where(eq(transactions.reservationId, row.id));
    expect(payment).toMatchObject({ kind: "damage_deposit", method: "cash", amount: 30_000 });
    expect(await runJob()).toMatchObject({ done: 1 });
    await runJob();
    const invoice = (await invoiceOf(payment!.id))!;
    expect(invoice).toMatchObject({ state: "done", amount: 30_000 });
    const sales = salesInvoicesFor(invoice.id);
    expect(sales).toHaveLength(1);
    expect(sales[0]!.grossMinor).toBe(30_000);
    expect(sales[0]!.attributes.description).toBe(
      `Hasar depozitosu – ${cast.ownBoat.name}, ${row.startDate.split("-").reverse().join(".")}–${row.endDate.split("-").reverse().join(".")}, ${row.code}`,
    );
    expect(parasut.eArchives.filter((a) => a.salesInvoiceId === sales[0]!.id)).toHaveLength(1);
  });

  it("takes only a contact of the guest's very e-mail, however loosely Paraşüt's filter matches", async () => {
    // The stand-in's filter matches any e-mail containing the one asked for (Paraşüt does not say it matches exactly).
    parasut.contacts.push({ id: "9001", attributes: { name: "Ece Şahin", email: "ece.sahin@example.com" } });
    const start = nextSaturday(19);
    const res = await book(
      api,
      reservationBody(cast.ownBoat, {
        start_date: start,
        end_date: addDays(start, 7),
        customer_email: "sahin@example.com",
      }),
    );
    expect(res.status).toBe(201);
    const [row] = await api.db.select().from(reservations).where(eq(reservations.code, res.json.content.code));
    const paymentId = await pay(row!.id, 140_000);
    await runJob();
    const [sale] = salesInvoicesFor((await invoiceOf(paymentId))!.id);
    expect(sale!.contactId).not.toBe("9001");
    expect(parasut.contacts.find((c) => c.id === sale!.contactId)!.attributes.email).toBe("sahin@example.com");
  });

  it("names the payment intermediary on a card payment's e-Arşiv", async () => {
    const row = await booking(10);
    const started = await api.call("POST", "/v1/reservations/payments", {
      body: { code: row.code, email: EMAIL },
      headers: { "x-forwarded-for": nextIp() },
    });
    expect(started.status).toBe(201);
    await paytr.complete(started.json.content.order_id, "success");
    const [payment] = await api.db.select().from(transactions).where(eq(transactions.reservationId, row.id));
    expect(payment).toMatchObject({ method: "card", provider: "paytr" });

    await runJob();
    const invoice = (await invoiceOf(payment!.id))!;
    expect(invoice.state).toBe("done");
    const archive = parasut.eArchives.find((a) => a.salesInvoiceId === invoice.salesInvoiceId)!;
    expect(archive.internetSale).toMatchObject({ payment_type: "ODEMEARACISI", payment_platform: "PayTR" });
  });

  it("keeps the sales invoice of a refused e-Arşiv, shows Paraşüt's words, and its retry makes a new e-Arşiv of it", async () => {
    const row = await booking(11);
    const paymentId = await pay(row.id, 140_000);
    parasut.refuseNextEArchive("Alıcının adres bilgisi eksik.");
    expect(await runJob()).toMatchObject({ failed: 1 });
    const failed = (await invoiceOf(paymentId))!;
    expect(failed).toMatchObject({ state: "failed", lastError: "Alıcının adres bilgisi eksik." });
    expect(failed.salesInvoiceId).not.toBeNull();
    const onPayment = await api.call("GET", `/v1/admin/transactions/${paymentId}/invoice`, { token: cast.adminToken });
    expect(onPayment.json.content).toMatchObject({
      state: "failed",
      error: "Alıcının adres bilgisi eksik.",
      has_sales_invoice: true,
      retryable: true,
    });
    // The payment rows carry it in short: on the reservation and in the payments list.
    const summary = {
      id: failed.id,
      state: "failed",
      number: null,
      error: "Alıcının adres bilgisi eksik.",
      reason: null,
      flagged: false,
      retryable: true,
    };
    const detail = await api.call("GET", `/v1/admin/reservations/${row.id}`, { token: cast.adminToken });
    expect(detail.json.content.transactions.find((t: { id: number }) => t.id === paymentId).invoice).toEqual(summary);
    const payments = await api.call("GET", `/v1/admin/transactions?reservation_id=${row.id}`, {
      token: cast.adminToken,
    });
    expect(payments.json.content.items).toEqual([expect.objectContaining({ id: paymentId, invoice: summary })]);

    // An OWNER may not retry; an ADMIN may, once.
    const byOwner = await api.call("POST", `/v1/admin/invoices/${failed.id}/retry`, { token: cast.ownerToken });
    expect(byOwner.status).toBe(403);
    const retried = await api.call("POST", `/v1/admin/invoices/${failed.id}/retry`, { token: cast.adminToken });
    expect(retried.status).toBe(200);
    expect(retried.json.content).toMatchObject({ state: "archiving" });
    const again = await api.call("POST", `/v1/admin/invoices/${failed.id}/retry`, { token: cast.adminToken });
    expect(again.status).toBe(422);
    expect(again.json.code).toBe("INVOICE_NOT_RETRYABLE");

    await runJob();
    expect(await invoiceOf(paymentId)).toMatchObject({ state: "done", lastError: null });
    expect(salesInvoicesFor(failed.id)).toHaveLength(1);
    const posts = parasut
      .callsTo("POST", "/e_archives")
      .filter(
        (c) =>
          (c.body as { data: { relationships: { sales_invoice: { data: { id: string } } } } }).data.relationships
            .sales_invoice.data.id === failed.salesInvoiceId,
      );
    expect(posts).toHaveLength(2);
  });

  it("never invoices a voided payment; one voided after invoicing is flagged", async () => {
    const row = await booking(12);
    const early = await pay(row.id, 50_000);
    const voided = await api.call("POST", `/v1/admin/transactions/${early}/void`, {
      token: cast.adminToken,
      body: { reason: "Yanlış rezervasyona girildi" },
    });
    expect(voided.status).toBe(200);
    await runJob();
    const skipped = (await invoiceOf(early))!;
    expect(skipped).toMatchObject({
      state: "skipped",
      salesInvoiceId: null,
      reason: "payment_voided",
      lastError: null,
    });
    // Our reason by its code, worded in the caller's language; Turkish by default.
    const asked = (locale: string) =>
      api.call("GET", `/v1/admin/transactions/${early}/invoice`, {
        token: cast.adminToken,
        headers: { "accept-language": locale },
      });
    expect((await asked("tr")).json.content).toMatchObject({
      error: null,
      reason: "payment_voided",
      reason_message: "Ödeme iptal edildi; faturalanmadı.",
    });
    expect((await asked("en")).json.content.reason_message).toBe("The payment was voided; it was not invoiced.");
    expect(salesInvoicesFor(skipped.id)).toHaveLength(0);

    const late = await pay(row.id, 140_000);
    await runJob();
    expect(await invoiceOf(late)).toMatchObject({ state: "done" });
    const flaggedCount = async () =>
      (await api.call("GET", "/v1/admin/invoicing", { token: cast.adminToken })).json.content.flagged as number;
    const flaggedBefore = await flaggedCount();
    await api.call("POST", `/v1/admin/transactions/${late}/void`, {
      token: cast.adminToken,
      body: { reason: "Müşteri ödemeyi geri çekti" },
    });
    const items = (await listInvoices(row.id)).json.content.items as { transaction_id: number; flagged: boolean }[];
    expect(items.find((i) => i.transaction_id === early)).toMatchObject({ flagged: false, state: "skipped" });
    expect(items.find((i) => i.transaction_id === late)).toMatchObject({
      flagged: true,
      state: "done",
      retryable: false,
    });
    // Findable by the accountant: counted on Settings → Fatura, and a filter of the payments list.
    expect(await flaggedCount()).toBe(flaggedBefore + 1);
    const forAccountant = await api.call("GET", "/v1/admin/transactions?invoice_flagged=true", {
      token: cast.adminToken,
    });
    expect(forAccountant.status).toBe(200);
    const flaggedIds = (forAccountant.json.content.items as { id: number }[]).map((t) => t.id);
    expect(flaggedIds).toContain(late);
    expect(flaggedIds).not.toContain(early);
    expect(forAccountant.json.content.total).toBe(flaggedBefore + 1);
    const payments = await api.call("GET", `/v1/admin/transactions?reservation_id=${row.id}`, {
      token: cast.adminToken,
    });
    const invoiceOfRow = (id: number) =>
      (payments.json.content.items as { id: number; invoice: unknown }[]).find((t) => t.id === id)?.invoice;
    expect(invoiceOfRow(early)).toMatchObject({
      state: "skipped",
      error: null,
      reason: "payment_voided",
      flagged: false,
      retryable: false,
    });
    expect(invoiceOfRow(late)).toMatchObject({ state: "done", number: expect.any(String), flagged: true });
  });

  it("retries with backoff while Paraşüt is away, and picks up after a crash without a second sales invoice or e-Arşiv", async () => {
    const row = await booking(13);
    const paymentId = await pay(row.id, 140_000);
    parasut.setDown(true);
    expect(await runJob()).toMatchObject({ retry: 1 });
    const waiting = (await invoiceOf(paymentId))!;
    // Our words for a Paraşüt that does not answer; its status goes to the log.
    expect(waiting).toMatchObject({ state: "queued", attempts: 1, reason: "provider_unreachable", lastError: null });
    expect(waiting.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 20_000);
    parasut.setDown(false);
    expect(await runJob()).toMatchObject({ done: 0, retry: 0 }); // not due yet
    await api.db
      .update(invoices)
      .set({ nextAttemptAt: new Date(0) })
      .where(eq(invoices.id, waiting.id));
    expect(await runJob()).toMatchObject({ done: 1 });
    const done = (await invoiceOf(paymentId))!;

    // As if the process died after Paraşüt made both but before their ids were written: it asks, it does not resend.
    const salesPosts = parasut.callsTo("POST", "/sales_invoices").length;
    const archivePosts = parasut.callsTo("POST", "/e_archives").length;
    await api.db
      .update(invoices)
      .set({ state: "queued", salesInvoiceId: null, eArchiveId: null, invoicedAt: null, trackableJobId: null })
      .where(eq(invoices.id, done.id));
    expect(await runJob()).toMatchObject({ done: 1 });
    expect(await invoiceOf(paymentId)).toMatchObject({
      state: "done",
      salesInvoiceId: done.salesInvoiceId,
      eArchiveId: done.eArchiveId,
    });
    expect(parasut.callsTo("POST", "/sales_invoices").length).toBe(salesPosts);
    expect(parasut.callsTo("POST", "/e_archives").length).toBe(archivePosts);
  });

  it("makes one invoice when two job runs, on two instances, go at once", async () => {
    const row = await booking(14);
    const ids = [await pay(row.id, 70_000), await pay(row.id, 70_000, "deposit", "cash")];
    const results = await Promise.all([runJob(api), runJob(second), runJob(api), runJob(second)]);
    expect(results.reduce((n, r) => n + r.done, 0)).toBe(2);
    for (const id of ids) {
      const invoice = (await invoiceOf(id))!;
      expect(invoice.state).toBe("done");
      expect(salesInvoicesFor(invoice.id)).toHaveLength(1);
      expect(parasut.eArchives.filter((a) => a.salesInvoiceId === invoice.salesInvoiceId)).toHaveLength(1);
    }
  });
});

describe("when Paraşüt does not answer as hoped", () => {
  const due = (invoiceId: number) =>
    api.db
      .update(invoices)
      .set({ nextAttemptAt: new Date(0) })
      .where(eq(invoices.id, invoiceId));

  it("waits longer after each failed try, and after the 8th is failed with the last error", async () => {
    const row = await booking(22);
    const paymentId = await pay(row.id, 140_000);
    const { id } = (await invoiceOf(paymentId))!;
    parasut.setDown(true);
    for (let attempt = 1; attempt < INVOICE_MAX_ATTEMPTS; attempt++) {
      await due(id);
      const before = Date.now();
      expect(await runJob()).toMatchObject({ retry: 1 });
      const after = Date.now();
      const waiting = (await invoiceOf(paymentId))!;
      expect(waiting).toMatchObject({ state: "queued", attempts: attempt });
      // 30 s, 1 min, 2 min… from the moment of the try.
      const wait = 30_000 * 2 ** (attempt - 1);
      expect(waiting.nextAttemptAt.getTime()).toBeGreaterThanOrEqual(before + wait - 1_000);
      expect(waiting.nextAttemptAt.getTime()).toBeLessThanOrEqual(after + wait + 1_000);
    }
    await due(id);
    expect(await runJob()).toMatchObject({ failed: 1 });
    const failed = (await invoiceOf(paymentId))!;
    expect(failed).toMatchObject({ state: "failed", attempts: INVOICE_MAX_ATTEMPTS, salesInvoiceId: null });
    expect(failed).toMatchObject({ reason: "provider_unreachable", lastError: null });
    // Failed is final for the job: nothing more is tried until staff ask.
    await due(id);
    expect(await runJob()).toMatchObject({ failed: 0, retry: 0 });
    expect(salesInvoicesFor(id)).toHaveLength(0);
  });

  it("puts back an e-Arşiv Paraşüt is still making after the looks run out, and finishes it on a later pass", async () => {
    const row = await booking(23);
    const paymentId = await pay(row.id, 140_000);
    parasut.setPendingLooks(7); // 5 looks a pass: still running after the first
    expect(await runJob()).toMatchObject({ pending: 1 });
    const pending = (await invoiceOf(paymentId))!;
    expect(pending).toMatchObject({ state: "archiving", attempts: 0, lastError: null });
    expect(pending.trackableJobId).not.toBeNull();
    expect(pending.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());
    await due(pending.id);
    expect(await runJob()).toMatchObject({ done: 1 });
    expect(await invoiceOf(paymentId)).toMatchObject({ state: "done", trackableJobId: null });
    const posts = parasut
      .callsTo("POST", "/e_archives")
      .filter(
        (c) =>
          (c.body as { data: { relationships: { sales_invoice: { data: { id: string } } } } }).data.relationships
            .sales_invoice.data.id === pending.salesInvoiceId,
      );
    expect(posts).toHaveLength(1);
  });

  it("shows staff Paraşüt's words when it refuses the e-Arşiv request itself (422), keeping the sales invoice", async () => {
    const row = await booking(24);
    const paymentId = await pay(row.id, 140_000);
    parasut.refuseNextEArchivePost("Fatura tarihi e-Arşiv için geçersiz.");
    expect(await runJob()).toMatchObject({ failed: 1 });
    const shown = await api.call("GET", `/v1/admin/transactions/${paymentId}/invoice`, { token: cast.adminToken });
    expect(shown.json.content).toMatchObject({
      state: "failed",
      has_sales_invoice: true,
      reason: null,
      retryable: true,
    });
    expect(shown.json.content.error).toContain("Fatura tarihi e-Arşiv için geçersiz.");
    const payments = await api.call("GET", `/v1/admin/transactions?reservation_id=${row.id}`, {
      token: cast.adminToken,
    });
    expect(payments.json.content.items[0].invoice.error).toContain("Fatura tarihi e-Arşiv için geçersiz.");
  });

  it("words an e-Arşiv Paraşüt calls done but its sales invoice does not show by our code, and finds it later", async () => {
    const row = await booking(26);
    const paymentId = await pay(row.id, 140_000);
    parasut.setArchivesHidden(true);
    expect(await runJob()).toMatchObject({ retry: 1 });
    const waiting = (await invoiceOf(paymentId))!;
    expect(waiting).toMatchObject({ state: "archiving", reason: "archive_not_found", lastError: null, attempts: 1 });
    const shown = await api.call("GET", `/v1/admin/transactions/${paymentId}/invoice`, {
      token: cast.adminToken,
      headers: { "accept-language": "en" },
    });
    expect(shown.json.content).toMatchObject({
      error: null,
      reason: "archive_not_found",
      reason_message: "Paraşüt reported the e-Arşiv as made, but its sales invoice does not show it.",
    });

    parasut.setArchivesHidden(false);
    await due(waiting.id);
    expect(await runJob()).toMatchObject({ done: 1 });
    expect(await invoiceOf(paymentId)).toMatchObject({ state: "done", reason: null, lastError: null });
    const posts = parasut
      .callsTo("POST", "/e_archives")
      .filter(
        (c) =>
          (c.body as { data: { relationships: { sales_invoice: { data: { id: string } } } } }).data.relationships
            .sales_invoice.data.id === waiting.salesInvoiceId,
      );
    expect(posts).toHaveLength(1);
  });

  it("carries the exchange setting's rate as staff last set it on a USD payment", async () => {
    // A boat priced in dollars: its reservations and payments are in USD.
    const boat = await createBoat(api.db);
    await createBoatPrice(api.db, { boatId: boat.id, currency: "USD" });
    const start = nextSaturday(25);
    const res = await book(api, reservationBody(boat, { start_date: start, end_date: addDays(start, 7) }));
    expect(res.status).toBe(201);
    const [row] = await api.db.select().from(reservations).where(eq(reservations.code, res.json.content.code));
    expect(row!.currency).toBe("USD");
    const current = await api.call("GET", "/v1/admin/settings/exchange", { token: cast.adminToken });
    const changed = await api.call("PUT", "/v1/admin/exchange/edit", {
      token: cast.adminToken,
      body: { ...current.json.content, dollar_exchange_rate: "41.8765" },
    });
    expect(changed.status, JSON.stringify(changed.json)).toBe(200);
    const paymentId = await pay(row!.id, 50_000);
    await runJob();
    const invoice = (await invoiceOf(paymentId))!;
    expect(invoice).toMatchObject({ state: "done", currency: "USD", exchangeRate: "41.8765" });
    const [sale] = salesInvoicesFor(invoice.id);
    expect(sale!.attributes).toMatchObject({ currency: "USD", exchange_rate: 41.8765 });
  });
});

describe("rows written before reasons had codes", () => {
  it("are given the code of our own sentence by the migration; Paraşüt's words stay as they were", async () => {
    const row = await booking(21);
    const ids = [await pay(row.id, 10_000), await pay(row.id, 20_000), await pay(row.id, 30_000)];
    const olds = [
      "Ödeme, satış faturası kesildikten sonra iptal edildi.",
      "Ödeme, fatura kesimi kapalıyken kaydedildi.",
      "Alıcının adres bilgisi eksik.",
    ];
    for (const [n, id] of ids.entries()) {
      await api.db
        .update(invoices)
        .set({ state: n === 2 ? "failed" : "skipped", lastError: olds[n], reason: null })
        .where(eq(invoices.transactionId, id));
    }
    const migration = await readFile("drizzle/0056_invoice_reason.sql", "utf8");
    const update = migration.split("--> statement-breakpoint").find((part) => part.includes("UPDATE"))!;
    await api.db.execute(sql.raw(update));
    expect(await invoiceOf(ids[0]!)).toMatchObject({ reason: "voided_after_sales_invoice", lastError: null });
    expect(await invoiceOf(ids[1]!)).toMatchObject({ reason: "recorded_while_disabled", lastError: null });
    expect(await invoiceOf(ids[2]!)).toMatchObject({ reason: null, lastError: "Alıcının adres bilgisi eksik." });
  });
});

describe("rows written before our technical failures had codes", () => {
  it("are given their code by migration 0058; Paraşüt's own words stay as they were", async () => {
    const row = await booking(27);
    const olds: [string, string | null][] = [
      ["Paraşüt said the e-Arşiv was done; the invoice shows none", "archive_not_found"],
      ["Paraşüt refused the sign-in (HTTP 401): check PARASUT_* settings", "sign_in_refused"],
      ["Paraşüt POST /sales_invoices answered HTTP 422", "provider_refused"],
      ["Paraşüt POST /e_archives answered HTTP 503: Service Unavailable", "provider_unreachable"],
      ["Paraşüt GET /trackable_jobs/7 timed out", "provider_unreachable"],
      ["Paraşüt /oauth/token could not be reached", "provider_unreachable"],
      ["Paraşüt sales invoice: an answer without its resource", "provider_unreachable"],
      ["Alıcının adres bilgisi eksik.", null],
    ];
    const ids: number[] = [];
    for (const [n, [text]] of olds.entries()) {
      const id = await pay(row.id, 1_000 * (n + 1));
      ids.push(id);
      await api.db
        .update(invoices)
        .set({ state: "failed", lastError: text, reason: null })
        .where(eq(invoices.transactionId, id));
    }
    const migration = await readFile("drizzle/0058_invoice_reasons_of_ours.sql", "utf8");
    const update = migration.split("--> statement-breakpoint").find((part) => part.includes("UPDATE"))!;
    await api.db.execute(sql.raw(update));
    for (const [n, [text, reason]] of olds.entries()) {
      expect(await invoiceOf(ids[n]!)).toMatchObject(
        reason ? { reason, lastError: null } : { reason: null, lastError: text },
      );
    }
  });
});

describe("the invoice PDF", () => {
  let row: typeof reservations.$inferSelect;
  let invoiceId: number;
  /** The e-Arşiv's own PDF at the stand-in (naming its number): what Liman must pass on unchanged. */
  let pdf: Buffer;

  beforeAll(async () => {
    row = await booking(15);
    const paymentId = await pay(row.id, 140_000);
    await runJob();
    const invoice = (await invoiceOf(paymentId))!;
    invoiceId = invoice.id;
    pdf = parasut.pdfOf({ number: invoice.eArchiveNumber!, uuid: invoice.eArchiveUuid! });
  });

  it("downloads for staff through Liman, not for another owner", async () => {
    const res = await api.app.request(`/v1/admin/invoices/${invoiceId}/pdf`, {
      headers: { authorization: `Bearer ${cast.adminToken}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(Buffer.from(await res.arrayBuffer())).toEqual(pdf);
    const owner = await api.call("GET", `/v1/admin/invoices/${invoiceId}/pdf`, { token: cast.ownerToken });
    expect(owner.status).toBe(200);

    const otherRow = await booking(15, cast.otherBoat);
    const otherPayment = await pay(otherRow.id, 140_000);
    await runJob();
    const other = (await invoiceOf(otherPayment))!;
    const foreign = await api.call("GET", `/v1/admin/invoices/${other.id}/pdf`, { token: cast.ownerToken });
    expect(foreign.status).toBe(404);
    const list = await listInvoices(otherRow.id, cast.ownerToken);
    expect(list.status).toBe(404);
  });

  it("answers 409 PDF_NOT_READY while Paraşüt is still making the PDF (204)", async () => {
    parasut.setPdfReady(false);
    const res = await api.call("GET", `/v1/admin/invoices/${invoiceId}/pdf`, { token: cast.adminToken });
    expect(res.status).toBe(409);
    expect(res.json.code).toBe("PDF_NOT_READY");
    parasut.setPdfReady(true);
    const ready = await api.app.request(`/v1/admin/invoices/${invoiceId}/pdf`, {
      headers: { authorization: `Bearer ${cast.adminToken}` },
    });
    expect(ready.status).toBe(200);
  });

  it("downloads for the guest by code and e-mail; another e-mail or another reservation's invoice is 404", async () => {
    const get = (id: number, code: string, email: string) =>
      api.app.request(`/v1/reservations/invoices/${id}/pdf?code=${code}&email=${encodeURIComponent(email)}`, {
        headers: { "x-forwarded-for": nextIp() },
      });
    const res = await get(invoiceId, row.code, EMAIL);
    expect(res.status).toBe(200);
    expect(Buffer.from(await res.arrayBuffer())).toEqual(pdf);
    expect((await get(invoiceId, row.code, "baska@example.com")).status).toBe(404);

    const otherRow = await booking(16);
    expect((await get(invoiceId, otherRow.code, EMAIL)).status).toBe(404);

    const list = await api.call("GET", `/v1/reservations/invoices?code=${row.code}&email=${EMAIL}`, {
      headers: { "x-forwarded-for": nextIp() },
    });
    expect(list.status).toBe(200);
    expect(list.json.content.items).toEqual([
      expect.objectContaining({ id: invoiceId, amount: 140_000, currency: "EUR", issue_date: todayIn() }),
    ]);
  });
});

describe("settings and the token", () => {
  it("says whether invoicing is on, never a credential; the VAT rate is a setting", async () => {
    const res = await api.call("GET", "/v1/admin/invoicing", { token: cast.adminToken });
    expect(res.status).toBe(200);
    expect(res.json.content).toMatchObject({ enabled: true, provider: "parasut" });
    const text = JSON.stringify(res.json);
    for (const secret of Object.values(credentials)) expect(text).not.toContain(secret);
    expect((await api.call("GET", "/v1/admin/invoicing", { token: cast.ownerToken })).status).toBe(403);

    const off = await createTestApi({}, { sameDatabaseAs: api });
    const offRes = await off.call("GET", "/v1/admin/invoicing", { token: cast.adminToken });
    expect(offRes.json.content).toMatchObject({ enabled: false, provider: null });
    const anyReservation = (await api.db.select({ id: invoices.reservationId }).from(invoices).limit(1))[0]!;
    const offList = await off.call("GET", `/v1/admin/reservations/${anyReservation.id}/invoices`, {
      token: cast.adminToken,
    });
    expect(offList.json.content.enabled).toBe(false);
    expect(await processInvoices(off.db, off.config)).toMatchObject({ done: 0 });

    const saved = await api.call("PUT", "/v1/admin/invoicing/edit", {
      token: cast.adminToken,
      body: { vat_percent: "10" },
    });
    expect(saved.status).toBe(200);
    const row = await booking(17);
    const paymentId = await pay(row.id, 140_000);
    await runJob();
    const invoice = (await invoiceOf(paymentId))!;
    const [sale] = salesInvoicesFor(invoice.id);
    expect(sale!.details[0]!.vatRate).toBe(10);
    expect(sale!.grossMinor).toBe(140_000);
    await api.call("PUT", "/v1/admin/invoicing/edit", { token: cast.adminToken, body: { vat_percent: "20" } });
  });

  it("signs in once, keeps the token, renews it with the refresh token before it lapses, and again after a 401", async () => {
    const before = parasut.grants.length;
    const row = await booking(18);
    await pay(row.id, 140_000);
    await runJob();
    expect(parasut.grants.slice(before)).toEqual([]); // the token of the earlier runs is still good

    parasut.expireTokens();
    await pay(row.id, 100_000, "balance");
    expect(await runJob()).toMatchObject({ done: 1 });
    expect(parasut.grants.slice(before)).toEqual(["password"]);

    let now = Date.now();
    const token = new ParasutToken({ ...credentials, apiUrl: parasut.base }, () => now);
    const first = await token.get();
    expect(await token.get()).toBe(first);
    now += 7200 * 1000;
    const renewed = await token.get();
    expect(renewed).not.toBe(first);
    expect(parasut.grants.slice(-2)).toEqual(["password", "refresh_token"]);

    // Paraşüt refuses the refresh token (revoked): the password grant gets a new one.
    parasut.revokeRefreshTokens();
    now += 7200 * 1000;
    const fresh = await token.get();
    expect(fresh).not.toBe(renewed);
    expect(parasut.grants.slice(-2)).toEqual(["refresh_token", "password"]);
    expect(parasut.tokenWorks(fresh)).toBe(true);
  });
});
