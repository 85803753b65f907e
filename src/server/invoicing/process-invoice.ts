import "server-only";
import { eq, sql } from "drizzle-orm";
import type { PgUpdateSetSource } from "drizzle-orm/pg-core";
import { clock } from "../../lib/clock";
import { todayIn } from "../../lib/dates";
import type { Db } from "../db/client";
import { invoices } from "../db/schema";
import { log } from "../log";
import { EXCHANGE_RATE_KEYS } from "../settings/exchange-keys";
import { getSettings } from "../settings/get-settings";
import type { ClaimedInvoice } from "./claim-invoice";
import { internetSale, invoiceDescription, salesInvoiceLines } from "./invoice-content";
import { type InvoiceSubject, loadInvoiceSubject } from "./invoice-subject";
import { InvoicingError, type InvoicingProvider } from "./invoicing-provider";

/** A provider failure that says nothing of the request (network, 5xx) is tried again this many times, with backoff. */
export const INVOICE_MAX_ATTEMPTS = 8;
/** A payment recorded while invoicing was off, found this long after, is not invoiced by Liman (e-Arşiv's window). */
export const INVOICE_MAX_AGE_DAYS = 7;

export type InvoiceRun = {
  provider: InvoicingProvider;
  /** The site's address for the internet-sale block (PUBLIC_URL). */
  siteUrl: string;
  /** Between two looks at a trackable job in one pass, and how many looks before the row is put back. */
  pollMs: number;
  polls: number;
  now?: Date;
};

type Values = PgUpdateSetSource<typeof invoices>;

export type InvoiceOutcome = "done" | "failed" | "skipped" | "pending" | "retry";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** 30 s, 1 min, 2 min… up to 6 h. */
const backoffSeconds = (attempts: number) => Math.min(30 * 2 ** Math.max(attempts - 1, 0), 6 * 3600);

/**
 * Walks one claimed invoice as far as it goes: the sales invoice (once: after a crash the provider is asked for the
 * one made under our reference before anything is sent again), then its e-Arşiv (the trackable job polled; after a
 * crash the sales invoice is asked whether it already carries one), then the e-Arşiv's number, uuid and status. Each
 * step's result is written before the next call goes out. Releases the row's lease at the end.
 */
export async function processInvoice(db: Db, row: ClaimedInvoice, run: InvoiceRun): Promise<InvoiceOutcome> {
  const set = (values: Values) => db.update(invoices).set(values).where(eq(invoices.id, row.id));
  const release = (values: Values = {}) => set({ ...values, lockedUntil: null });
  const now = run.now ?? clock.now();
  const subject = await loadInvoiceSubject(db, row.transactionId);

  if (subject.payment.voidedAt) {
    // Never invoiced; one whose sales invoice exists already is flagged for the accountant (voided after invoicing).
    await release({
      state: "skipped",
      lastError: null,
      reason: row.salesInvoiceId ? "voided_after_sales_invoice" : "payment_voided",
    });
    return "skipped";
  }
  const ageDays = (now.getTime() - row.createdAt.getTime()) / 86_400_000;
  if (row.state === "queued" && !row.salesInvoiceRequestedAt && row.attempts === 0 && ageDays > INVOICE_MAX_AGE_DAYS) {
    await release({ state: "skipped", lastError: null, reason: "recorded_while_disabled" });
    return "skipped";
  }

  try {
    let salesInvoiceId = row.salesInvoiceId;
    if (!salesInvoiceId) {
      salesInvoiceId = await salesInvoice(db, row, subject, run, now);
      await set({ salesInvoiceId, state: "archiving", lastError: null, reason: null });
    }
    return await eArchive(db, { ...row, salesInvoiceId }, subject, run, release);
  } catch (error) {
    const refused = error instanceof InvoicingError && error.refused;
    // The provider's words verbatim; an error of ours by its code.
    const why: Values =
      error instanceof InvoicingError
        ? error.reason
          ? { lastError: null, reason: error.reason }
          : { lastError: error.message, reason: null }
        : { lastError: null, reason: "unexpected_error" };
    if (!(error instanceof InvoicingError)) log.error(`[invoices] invoice ${row.id} failed`, error);
    else if (error.reason) log.warn(`[invoices] invoice ${row.id}: ${error.message}`);
    const attempts = row.attempts + 1;
    if (refused || attempts >= INVOICE_MAX_ATTEMPTS) {
      await release({ state: "failed", attempts, ...why });
      return "failed";
    }
    await release({
      attempts,
      ...why,
      nextAttemptAt: sql`now() + make_interval(secs => ${backoffSeconds(attempts)})`,
    });
    return "retry";
  }
}

async function salesInvoice(db: Db, row: ClaimedInvoice, subject: InvoiceSubject, run: InvoiceRun, now: Date) {
  const { provider } = run;
  if (row.salesInvoiceRequestedAt) {
    // Asked before and the answer was lost (a crash, a timeout): the provider says whether it made it.
    const made = await provider.findSalesInvoice(row.id);
    if (made) return made;
  }
  const settings = await getSettings(db);
  const vatPercent = Number(settings.vat_percent);
  const { currency } = subject.payment;
  const exchangeRate =
    currency === "TRY" ? undefined : settings[EXCHANGE_RATE_KEYS[currency as keyof typeof EXCHANGE_RATE_KEYS]];
  const issueDate = todayIn("Europe/Istanbul", now);
  const contactId = row.contactId ?? (await provider.findOrCreateContact(subject.reservation));
  await db
    .update(invoices)
    .set({
      contactId,
      amount: subject.payment.amount,
      currency,
      exchangeRate: exchangeRate ?? null,
      vatPercent,
      issueDate,
      salesInvoiceRequestedAt: now,
    })
    .where(eq(invoices.id, row.id));
  return provider.createSalesInvoice({
    reference: row.id,
    contactId,
    issueDate,
    currency,
    exchangeRate,
    description: invoiceDescription(subject),
    lines: salesInvoiceLines(subject, vatPercent),
  });
}

async function eArchive(
  db: Db,
  row: ClaimedInvoice & { salesInvoiceId: string },
  subject: InvoiceSubject,
  run: InvoiceRun,
  release: (values?: Values) => Promise<unknown>,
): Promise<InvoiceOutcome> {
  const { provider } = run;
  const finish = async () => {
    const archive = await provider.findEArchive(row.salesInvoiceId);
    if (!archive) throw new InvoicingError("archive not found on the sales invoice", false, "archive_not_found");
    await release({
      state: "done",
      eArchiveId: archive.id,
      eArchiveNumber: archive.number,
      eArchiveUuid: archive.uuid,
      eArchiveStatus: archive.status,
      trackableJobId: null,
      lastError: null,
      reason: null,
      invoicedAt: run.now ?? clock.now(),
    });
    return "done" as const;
  };

  let jobId = row.trackableJobId;
  if (!jobId) {
    if (row.eArchiveRequestedAt && (await provider.findEArchive(row.salesInvoiceId))) return finish();
    await db
      .update(invoices)
      .set({ eArchiveRequestedAt: run.now ?? clock.now() })
      .where(eq(invoices.id, row.id));
    jobId = await provider.requestEArchive(row.salesInvoiceId, internetSale(subject, run.siteUrl));
    await db.update(invoices).set({ trackableJobId: jobId }).where(eq(invoices.id, row.id));
  }
  for (let look = 0; look < run.polls; look++) {
    if (look > 0) await sleep(run.pollMs);
    const job = await provider.jobState(jobId);
    if (job.state === "done") return finish();
    if (job.state === "error") {
      // Refused: the sales invoice stays; staff's retry asks for a new e-Arşiv of it.
      await release({
        state: "failed",
        lastError: job.message,
        reason: null,
        trackableJobId: null,
        eArchiveRequestedAt: null,
      });
      return "failed";
    }
  }
  // Still working at Paraşüt: looked at again shortly, not counted as a failure.
  await release({ nextAttemptAt: sql`now() + make_interval(secs => 10)` });
  return "pending";
}
