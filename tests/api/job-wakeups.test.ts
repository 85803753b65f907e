import { eq, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { agencyWebhookEvents, invoices, mailOutbox, transactions } from "@/server/db/schema";
import { JOBS_CHANNEL } from "@/server/jobs/job-wakeups";
import { type Job, type JobRunner, startJobs } from "@/server/jobs/runner";
import { mailJob } from "@/server/mail/mail-job";
import { resendOutboxMail } from "@/server/mail/resend-outbox-mail";
import { retryDelivery } from "@/server/agency-webhooks/retry-delivery";
import { createAgencyReservation, createHookedAgency } from "../support/agency-webhook-fixtures";
import { startSmtpSink } from "../support/smtp-sink";
import { createTestApi } from "../support/test-api";
import { openSameTestDatabase, testDatabaseKind } from "../support/test-database";

/**
 * Queued work wakes its job through the database (migration 0053_wake_jobs, decision 0069). Every runner here runs
 * its jobs every minute and first after a minute, so whatever runs within a test ran because it was announced.
 */
const MINUTE = 60_000;
let sink: Awaited<ReturnType<typeof startSmtpSink>>;
let api: Awaited<ReturnType<typeof createTestApi>>;
const runners: JobRunner[] = [];

beforeAll(async () => {
  sink = await startSmtpSink();
  api = await createTestApi({ SMTP_URL: sink.url });
});
afterEach(async () => {
  await Promise.all(runners.splice(0).map((r) => r.stop()));
});
afterAll(() => sink.close());

const notify = (payload: string) => api.db.execute(sql`SELECT pg_notify(${JOBS_CHANNEL}, ${payload})`);

/** A job that counts its runs and, while `hold` is set, waits for the test to let each run finish. */
function countingJob(name: string) {
  let release: (() => void) | undefined;
  const job = {
    name,
    everyMs: MINUTE,
    runs: 0,
    running: 0,
    mostAtOnce: 0,
    hold: false,
    finishRun: () => release?.(),
    run: async () => {
      job.runs++;
      job.running++;
      job.mostAtOnce = Math.max(job.mostAtOnce, job.running);
      if (job.hold) await new Promise<void>((r) => (release = r));
      job.running--;
    },
  };
  return job;
}

async function listeningRunner(jobs: Job[]) {
  const runner = startJobs(jobs, { listen: api.database.listen, firstRunMs: MINUTE });
  runners.push(runner);
  await vi.waitFor(() => expect(runner.isListening).toBe(true), { timeout: 5000 });
  return runner;
}

/**
 * Waits until the runner has heard everything announced so far: notifications arrive in commit order, so once a
 * marker sent last has woken its job, whatever was announced before it has been heard too.
 */
async function heardAll(marker: ReturnType<typeof countingJob>) {
  const before = marker.runs;
  await notify(marker.name);
  await vi.waitFor(() => expect(marker.runs).toBe(before + 1), { timeout: 5000, interval: 5 });
}

/** What the channel carries while `act` runs, up to a marker sent after it. */
async function announced(act: () => Promise<unknown>): Promise<string[]> {
  const heard: string[] = [];
  const listening = await api.database.listen(JOBS_CHANNEL, { onNotify: (p) => heard.push(p), onLost: () => {} });
  try {
    await act();
    await notify("marker");
    await vi.waitFor(() => expect(heard.at(-1)).toBe("marker"), { timeout: 5000, interval: 5 });
    return heard.slice(0, -1);
  } finally {
    await listening.close();
  }
}

const queueMail = (subject: string) =>
  api.db
    .insert(mailOutbox)
    .values({ toAddress: "misafir@liman.test", subject, html: `<p>${subject}</p>`, text: subject })
    .returning({ messageId: mailOutbox.messageId });

describe("queued work wakes its job", () => {
  it("delivers a queued mail within a moment, though the mail job's interval is a minute", async () => {
    await listeningRunner([{ ...mailJob({ db: api.db, config: api.config }), everyMs: MINUTE }]);
    const started = performance.now();
    const [mail] = await queueMail("Rezervasyonunuz alındı");
    // Without a wake-up the mail would wait for the interval (a minute): a third of it proves the wake-up without
    // holding a loaded machine to a time (the time it took is printed).
    await vi.waitFor(() => expect(sink.received.map((m) => m.messageId)).toContain(mail!.messageId), {
      timeout: MINUTE / 3,
      interval: 5,
    });
    console.info(`[job-wakeups] queued → delivered to the SMTP sink in ${Math.round(performance.now() - started)} ms`);
  });

  it("runs a job announced during its run exactly once more, never two runs at once", async () => {
    const job = countingJob("counting");
    const marker = countingJob("marker");
    await listeningRunner([job, marker]);
    job.hold = true;
    await notify(job.name);
    await vi.waitFor(() => expect(job.running).toBe(1), { timeout: 5000, interval: 5 });
    for (let i = 0; i < 3; i++) await notify(job.name);
    await heardAll(marker);
    expect(job.runs).toBe(1);
    job.hold = false;
    job.finishRun();
    await vi.waitFor(() => expect(job.runs).toBe(2), { timeout: 5000, interval: 5 });
    await vi.waitFor(() => expect(job.running).toBe(0), { timeout: 5000, interval: 5 });
    await heardAll(marker);
    expect(job.runs).toBe(2);
    expect(job.mostAtOnce).toBe(1);
  });

  it("wakes nothing for a queued mail whose transaction rolled back", async () => {
    const mail = countingJob("mail-outbox");
    const marker = countingJob("marker");
    await listeningRunner([mail, marker]);
    await api.db
      .transaction(async (tx) => {
        await tx.insert(mailOutbox).values({ toAddress: "geri@liman.test", subject: "Geri", html: "-", text: "-" });
        throw new Error("rolled back");
      })
      .catch(() => {});
    await heardAll(marker);
    expect(mail.runs).toBe(0);
    await queueMail("Kalır");
    await heardAll(marker);
    expect(mail.runs).toBe(1);
  });

  it("announces a 100-row insert once: the trigger runs per statement, not per row", async () => {
    let calls: number | undefined;
    const heard = await announced(async () => {
      calls = await api.db.transaction(async (tx) => {
        await tx.execute(sql`SET LOCAL track_functions = 'all'`);
        await tx.insert(mailOutbox).values(
          Array.from({ length: 100 }, (_, i) => ({
            toAddress: `toplu${i}@liman.test`,
            subject: `Toplu ${i}`,
            html: "-",
            text: "-",
            // Not due for a year: the next test's mail job is not held up by them.
            nextAttemptAt: sql`now() + interval '1 year'`,
          })),
        );
        const result = (await tx.execute(
          sql`SELECT calls::int AS calls FROM pg_stat_xact_user_functions WHERE funcname = 'wake_job'`,
        )) as unknown as { rows: { calls: number }[] };
        return result.rows[0]?.calls;
      });
    });
    expect(calls).toBe(1);
    expect(heard).toEqual(["mail-outbox"]);
  });

  it.skipIf(testDatabaseKind() !== "postgres")(
    "listens again when its connection is terminated, and queued mail is delivered at once again",
    async () => {
      const runner = await listeningRunner([{ ...mailJob({ db: api.db, config: api.config }), everyMs: MINUTE }]);
      const pid = runner.listenerPid;
      expect(pid).toBeTypeOf("number");
      await api.db.execute(sql`SELECT pg_terminate_backend(${pid}::int)`);
      await vi.waitFor(() => expect(runner.listenerPid).not.toBe(pid), { timeout: 5000, interval: 10 });
      await vi.waitFor(() => expect(runner.isListening).toBe(true), { timeout: 5000, interval: 10 });
      const [mail] = await queueMail("Yeniden dinlenen");
      await vi.waitFor(() => expect(sink.received.map((m) => m.messageId)).toContain(mail!.messageId), {
        timeout: MINUTE / 3,
        interval: 5,
      });
    },
  );

  it("wakes every instance, and their claims deliver each of 20 mails queued at once exactly once", async () => {
    const other = await openSameTestDatabase(api.database);
    try {
      const starts = [0, 0];
      const instance = (db: typeof api.db, i: number) => {
        const job = mailJob({ db, config: api.config });
        const run = (signal?: AbortSignal) => {
          starts[i]!++;
          return job.run(signal);
        };
        return { ...job, everyMs: MINUTE, run };
      };
      await listeningRunner([instance(api.db, 0)]);
      const runner = startJobs([instance(other.db, 1)], { listen: other.listen, firstRunMs: MINUTE });
      runners.push(runner);
      await vi.waitFor(() => expect(runner.isListening).toBe(true), { timeout: 5000 });
      const queued = await api.db
        .insert(mailOutbox)
        .values(
          Array.from({ length: 20 }, (_, i) => ({
            toAddress: `ikisi${i}@liman.test`,
            subject: `İki ${i}`,
            html: "-",
            text: "-",
          })),
        )
        .returning({ messageId: mailOutbox.messageId });
      const ids = new Set(queued.map((m) => m.messageId));
      const delivered = () => sink.received.filter((m) => m.messageId !== null && ids.has(m.messageId));
      await vi.waitFor(() => expect(delivered().length).toBeGreaterThanOrEqual(20), { timeout: 10_000, interval: 10 });
      await Promise.all(runners.map((r) => r.stop()));
      expect(starts).toEqual([1, 1]);
      expect(new Set(delivered().map((m) => m.messageId)).size).toBe(20);
      expect(delivered()).toHaveLength(20);
    } finally {
      await other.close();
    }
  });

  it("names the invoicing job for a payment's invoice and the webhook job for an agency's event", async () => {
    const heard = await announced(async () => {
      const agency = await createHookedAgency(api.db, api.jwtSecret);
      const reservation = await createAgencyReservation(api.db, agency);
      await api.db
        .insert(transactions)
        .values({ reservationId: reservation.id, kind: "deposit", method: "cash", amount: 200_000, currency: "EUR" });
    });
    expect(heard).toEqual(["agency-webhooks", "invoices"]);
  });
});

describe("work made due again wakes its job (migration 0054_wake_jobs_on_retry)", () => {
  it("delivers a failed mail staff send again at once, though the mail job's interval is a minute", async () => {
    const [failed] = await api.db
      .insert(mailOutbox)
      .values({
        toAddress: "yeniden@liman.test",
        subject: "Yeniden gönderilen",
        html: "-",
        text: "-",
        status: "failed",
        attempts: 5,
        lastError: "550 mailbox unavailable",
      })
      .returning({ id: mailOutbox.id, messageId: mailOutbox.messageId });
    await listeningRunner([{ ...mailJob({ db: api.db, config: api.config }), everyMs: MINUTE }]);
    await resendOutboxMail(api.db, failed!.id);
    await vi.waitFor(() => expect(sink.received.map((m) => m.messageId)).toContain(failed!.messageId), {
      timeout: MINUTE / 3,
      interval: 5,
    });
  });

  it("announces an agency's event sent again and an invoice asked for again, once each", async () => {
    const agency = await createHookedAgency(api.db, api.jwtSecret);
    const reservation = await createAgencyReservation(api.db, agency);
    const [event] = await api.db
      .insert(agencyWebhookEvents)
      .values({
        agencyId: agency.id,
        reservationId: reservation.id,
        type: "option.created",
        data: {},
        status: "failed",
      })
      .returning({ id: agencyWebhookEvents.id });
    expect(await announced(() => retryDelivery(api.db, agency.id, event!.id))).toEqual(["agency-webhooks"]);

    const [payment] = await api.db
      .insert(transactions)
      .values({ reservationId: reservation.id, kind: "deposit", method: "cash", amount: 100_000, currency: "EUR" })
      .returning({ id: transactions.id });
    await api.db
      .update(invoices)
      .set({ state: "failed", lastError: "e-Arşiv reddedildi", nextAttemptAt: sql`now() - interval '1 hour'` })
      .where(eq(invoices.transactionId, payment!.id));
    // What retryInvoice writes (it needs Paraşüt configured; tests/api/invoices.test.ts runs it end to end).
    const retried = () =>
      api.db
        .update(invoices)
        .set({ state: "queued", attempts: 0, nextAttemptAt: sql`now()`, lockedUntil: null })
        .where(eq(invoices.transactionId, payment!.id));
    expect(await announced(retried)).toEqual(["invoices"]);
  });

  it("announces nothing for a job's own claims, backoffs and outcomes", async () => {
    const [mail] = await queueMail("Kendi işi");
    const heard = await announced(async () => {
      await api.db
        .update(mailOutbox)
        .set({ status: "sending", lockedUntil: sql`now() + interval '1 minute'`, attempts: 1 })
        .where(eq(mailOutbox.messageId, mail!.messageId));
      await api.db
        .update(mailOutbox)
        .set({ status: "queued", lockedUntil: null, nextAttemptAt: sql`now() + interval '30 seconds'` })
        .where(eq(mailOutbox.messageId, mail!.messageId));
      await api.db
        .update(mailOutbox)
        .set({ status: "sent", lockedUntil: null, sentAt: sql`now()` })
        .where(eq(mailOutbox.messageId, mail!.messageId));
    });
    expect(heard).toEqual([]);
  });
});
