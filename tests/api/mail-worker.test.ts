import { eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseConfig } from "@/server/config";
import { boatPrices, mailOutbox } from "@/server/db/schema";
import { type DeliveryOptions, deliverDueMails, MAX_MAIL_ATTEMPTS } from "@/server/mail/deliver-due-mails";
import { LEASE_EXPIRED_ERROR } from "@/server/mail/expire-mail-leases";
import { enqueueMail } from "@/server/mail/enqueue-mail";
import { mailJob } from "@/server/mail/mail-job";
import { createSmtpTransport, type MailTransport } from "@/server/mail/smtp-transport";
import { ANON_EMAIL, ERASED_TEXT } from "@/server/privacy/anonymous";
import { createBoat, createReservation, createUser } from "@/server/seed/factories";
import { updateSettings } from "@/server/settings/update-settings";
import { addDays, todayIn } from "@/lib/dates";
import { startSmtpSink } from "../support/smtp-sink";
import { createTestApi } from "../support/test-api";
import { openSameTestDatabase } from "../support/test-database";

const api = await createTestApi();
const FROM = "Liman <rezervasyon@liman.test>";
let sink: Awaited<ReturnType<typeof startSmtpSink>>;

beforeAll(async () => {
  sink = await startSmtpSink();
});
afterAll(() => sink.close());

async function queue(count: number, subject = "Deneme") {
  const ids: number[] = [];
  for (let i = 0; i < count; i++) {
    const [row] = await api.db
      .insert(mailOutbox)
      .values({ toAddress: `alici${i}@liman.test`, subject: `${subject} ${i}`, html: `<p>${i}</p>`, text: `${i}` })
      .returning({ id: mailOutbox.id });
    ids.push(row!.id);
  }
  return ids;
}

async function rows(ids: number[]) {
  return api.db
    .select({
      id: mailOutbox.id,
      status: mailOutbox.status,
      attempts: mailOutbox.attempts,
      lastError: mailOutbox.lastError,
      nextAttemptAt: mailOutbox.nextAttemptAt,
      messageId: mailOutbox.messageId,
      sentAt: mailOutbox.sentAt,
    })
    .from(mailOutbox)
    .where(inArray(mailOutbox.id, ids))
    .orderBy(mailOutbox.id);
}

/** The mails `received` that are these outbox rows, known by their Message-ID. */
async function deliveriesOf(ids: number[], received = sink.received) {
  const messageIds = new Set((await rows(ids)).map((r) => r.messageId));
  return received.filter((m) => m.messageId !== null && messageIds.has(m.messageId));
}

const EMPTY = { sent: 0, retried: 0, failed: 0, uncertain: 0 };

/** One worker run over a fresh pooled transport to `url`, closed afterwards (as the job does). */
async function deliver(url: string, options: Partial<DeliveryOptions> = {}, db = api.db) {
  const transport: MailTransport = createSmtpTransport(url);
  try {
    return await deliverDueMails(db, transport, { from: FROM, ...options });
  } finally {
    transport.close();
  }
}

async function adminToken() {
  const admin = await createUser(api.db, { role: "ADMIN" });
  const { signToken } = await import("@/server/auth/tokens");
  return signToken(admin, api.jwtSecret);
}

describe("mail outbox worker", () => {
  it("delivers a queued mail exactly once, under the Message-ID fixed in its row", async () => {
    const [id] = await queue(1, "Rezervasyonunuz onaylandı – ÇĞİÖŞÜ");
    const [queued] = await rows([id!]);
    expect(queued!.messageId).toMatch(/^<[0-9a-f-]{36}@liman\.outbox>$/);
    const first = await deliver(sink.url);
    expect(first.sent).toBeGreaterThanOrEqual(1);
    expect(await deliver(sink.url)).toEqual(EMPTY);
    const got = await deliveriesOf([id!]);
    expect(got).toHaveLength(1);
    expect(got[0]!.messageId).toBe(queued!.messageId);
    expect(got[0]!.subject).toBe("Rezervasyonunuz onaylandı – ÇĞİÖŞÜ 0");
    expect(got[0]!.to).toEqual(["alici0@liman.test"]);
    expect(got[0]!.from).toBe("rezervasyon@liman.test");
    // The outbox's sequential id is not exposed to receivers.
    expect(got[0]!.raw).not.toMatch(/^X-Liman-Outbox-Id:/im);
    const [row] = await rows([id!]);
    expect(row).toMatchObject({ status: "sent", attempts: 1, lastError: null, messageId: queued!.messageId });
    expect(row!.sentAt).toBeInstanceOf(Date);
  });

  it("each mail gets its own Message-ID", async () => {
    const ids = await queue(3, "Kimlik");
    const messageIds = (await rows(ids)).map((r) => r.messageId);
    expect(new Set(messageIds).size).toBe(3);
    await deliver(sink.url);
  });

  it("a reservation mail queued by staff reaches the customer through the job", async () => {
    const reservation = await createReservation(api.db, { customerName: "Zeynep Şahin" });
    const token = await adminToken();
    const res = await api.call("POST", "/v1/admin/sendbank", { token, body: { reservation_id: reservation.id } });
    expect(res.status).toBe(200);
    const job = mailJob({ db: api.db, config: parseConfig({ SMTP_URL: sink.url, MAIL_FROM: FROM }) });
    expect(job.everyMs).toBeLessThanOrEqual(10_000);
    await job.run();
    const got = await deliveriesOf([res.json.content.mail_id]);
    expect(got).toHaveLength(1);
    expect(got[0]!.to).toEqual([reservation.customerEmail]);
    expect(got[0]!.subject).toBe(`Liman – Ödeme bilgileri (${reservation.code})`);
    expect(got[0]!.raw).toContain("Zeynep");
  });

  it("a website reservation delivers the customer's and the staff's mails through the job", async () => {
    await updateSettings(api.db, { staff_email: "ekip@liman.test" });
    const boat = await createBoat(api.db, { name: "Deniz Yıldızı" });
    const start = addDays(todayIn(), 40);
    await api.db
      .insert(boatPrices)
      .values({ boatId: boat.id, startDate: start, endDate: addDays(start, 30), dayPrice: 50_000, currency: "EUR" });
    const res = await api.call("POST", "/v1/reservations", {
      body: {
        boat_slug: boat.slug,
        start_date: start,
        end_date: addDays(start, 3),
        guests: 2,
        customer_name: "Elif Kaya",
        customer_email: "elif@ornek.test",
        customer_phone: "+90 532 222 33 44",
        kvkk_consent: true,
      },
    });
    expect(res.status).toBe(201);
    const code = res.json.content.code as string;
    const before = sink.received.length;
    await mailJob({ db: api.db, config: parseConfig({ SMTP_URL: sink.url, MAIL_FROM: FROM }) }).run();
    const got = sink.received.slice(before);
    expect(got).toHaveLength(2);
    const customer = got.find((m) => m.to[0] === "elif@ornek.test");
    const staff = got.find((m) => m.to[0] === "ekip@liman.test");
    expect(customer?.subject).toBe(`Liman – Rezervasyon talebiniz alındı (${code})`);
    expect(staff?.subject).toMatch(new RegExp(`^Yeni rezervasyon: ${code} – Deniz Yıldızı \\(`));
    const statuses = await api.db
      .select({ status: mailOutbox.status })
      .from(mailOutbox)
      .where(
        inArray(
          mailOutbox.messageId,
          got.map((m) => m.messageId!),
        ),
      );
    expect(statuses.map((r) => r.status)).toEqual(["sent", "sent"]);
  });

  it("without SMTP_URL the job sends nothing and mails stay queued", async () => {
    const ids = await queue(2);
    const before = sink.received.length;
    await mailJob({ db: api.db, config: parseConfig({}) }).run();
    expect(sink.received.length).toBe(before);
    expect((await rows(ids)).map((r) => r.status)).toEqual(["queued", "queued"]);
    // Settle them so later tests start from an empty queue.
    await deliver(sink.url);
  });

  it("keeps draining while mail is due, several in flight over a few pooled connections", async () => {
    const slow = await startSmtpSink({ delayMs: 100 });
    try {
      const ids = await queue(30, "Toplu");
      const result = await deliver(slow.url, { concurrency: 5 });
      // One run sends them all (not a batch per tick).
      expect(result).toEqual({ ...EMPTY, sent: 30 });
      expect(await deliveriesOf(ids, slow.received)).toHaveLength(30);
      expect(slow.stats.maxInFlight).toBeGreaterThan(1);
      expect(slow.stats.maxInFlight).toBeLessThanOrEqual(5);
      expect(slow.stats.connections).toBeLessThanOrEqual(5);
    } finally {
      await slow.close();
    }
  });

  it("a stopped worker claims nothing more", async () => {
    const ids = await queue(2, "Durdurulan");
    const result = await deliver(sink.url, { signal: AbortSignal.abort() });
    expect(result).toEqual(EMPTY);
    expect((await rows(ids)).map((r) => r.status)).toEqual(["queued", "queued"]);
    await deliver(sink.url);
  });

  it("SMTP down: retries later with backoff and loses nothing; after it returns every mail goes out once", async () => {
    const down = await startSmtpSink();
    const port = down.port;
    await down.close();
    const url = `smtp://127.0.0.1:${port}`;
    const ids = await queue(3, "Kesinti");
    // Connection refused: nothing can have been sent, so it is safe to try again.
    expect(await deliver(url)).toEqual({ ...EMPTY, retried: 3 });
    for (const row of await rows(ids)) {
      expect(row.status).toBe("queued");
      expect(row.attempts).toBe(1);
      expect(row.lastError).toBeTruthy();
      expect(row.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 20_000);
    }
    // Backoff respected: nothing is due yet.
    expect(await deliver(url)).toEqual(EMPTY);
    // A second failure doubles the wait.
    await api.db.update(mailOutbox).set({ nextAttemptAt: sql`now()` }).where(inArray(mailOutbox.id, ids));
    expect((await deliver(url)).retried).toBe(3);
    for (const row of await rows(ids)) {
      expect(row.attempts).toBe(2);
      expect(row.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 50_000);
    }

    const back = await startSmtpSink({ port });
    try {
      await api.db.update(mailOutbox).set({ nextAttemptAt: sql`now()` }).where(inArray(mailOutbox.id, ids));
      expect((await deliver(url)).sent).toBe(3);
      expect(await deliver(url)).toEqual(EMPTY);
      expect(await deliveriesOf(ids, back.received)).toHaveLength(3);
      expect((await rows(ids)).map((r) => [r.status, r.attempts, r.lastError])).toEqual(
        ids.map(() => ["sent", 3, null]),
      );
    } finally {
      await back.close();
    }
  });

  it("a temporary refusal before DATA (451 on RCPT) is retried, and the mail goes out once", async () => {
    const deferring = await startSmtpSink({ deferRcpt: 1 });
    try {
      const [id] = await queue(1, "Ertelenen");
      expect(await deliver(deferring.url)).toEqual({ ...EMPTY, retried: 1 });
      const [row] = await rows([id!]);
      expect(row).toMatchObject({ status: "queued", attempts: 1 });
      expect(row!.lastError).toMatch(/451/);
      await api.db.update(mailOutbox).set({ nextAttemptAt: sql`now()` }).where(eq(mailOutbox.id, id!));
      expect(await deliver(deferring.url)).toEqual({ ...EMPTY, sent: 1 });
      expect(await deliveriesOf([id!], deferring.received)).toHaveLength(1);
      expect(deferring.dropped).toHaveLength(0);
    } finally {
      await deferring.close();
    }
  });

  it("a connection dropped before DATA is retried: the message never left", async () => {
    const cutting = await startSmtpSink({ dropOnRcpt: 1 });
    try {
      const [id] = await queue(1, "Kopan bağlantı");
      expect(await deliver(cutting.url)).toEqual({ ...EMPTY, retried: 1 });
      expect((await rows([id!]))[0]).toMatchObject({ status: "queued", attempts: 1 });
      await api.db.update(mailOutbox).set({ nextAttemptAt: sql`now()` }).where(eq(mailOutbox.id, id!));
      expect(await deliver(cutting.url)).toEqual({ ...EMPTY, sent: 1 });
      expect(await deliveriesOf([id!], cutting.received)).toHaveLength(1);
    } finally {
      await cutting.close();
    }
  });

  it("gives up after the last attempt, keeping the mail readable as failed", async () => {
    const down = await startSmtpSink();
    await down.close();
    const [id] = await queue(1, "Son deneme");
    await api.db
      .update(mailOutbox)
      .set({ attempts: MAX_MAIL_ATTEMPTS - 1 })
      .where(eq(mailOutbox.id, id!));
    expect(await deliver(down.url)).toEqual({ ...EMPTY, failed: 1 });
    const [row] = await rows([id!]);
    expect(row).toMatchObject({ status: "failed", attempts: MAX_MAIL_ATTEMPTS });
    expect(row!.lastError).toBeTruthy();
  });

  it("a permanent SMTP refusal (550) fails the mail at once instead of retrying", async () => {
    const rejecting = await startSmtpSink({ rejectRcpt: true });
    try {
      const [id] = await queue(1, "Reddedilen");
      expect(await deliver(rejecting.url)).toEqual({ ...EMPTY, failed: 1 });
      const [row] = await rows([id!]);
      expect(row).toMatchObject({ status: "failed", attempts: 1 });
      expect(row!.lastError).toMatch(/550/);
    } finally {
      await rejecting.close();
    }
  });

  it("a connection dropped after DATA makes the mail uncertain: never resent by itself, resent once by staff", async () => {
    const crashing = await startSmtpSink({ dropAfterData: 1 });
    try {
      const [id] = await queue(1, "Belirsiz");
      expect(await deliver(crashing.url)).toEqual({ ...EMPTY, uncertain: 1 });
      expect(await deliveriesOf([id!], crashing.dropped)).toHaveLength(1);
      const [row] = await rows([id!]);
      expect(row).toMatchObject({ status: "uncertain", attempts: 1 });
      expect(row!.lastError).toMatch(/bilinmiyor/);
      // Not retried, whenever the worker runs again.
      await api.db
        .update(mailOutbox)
        .set({ nextAttemptAt: sql`now() - interval '1 hour'` })
        .where(eq(mailOutbox.id, id!));
      expect(await deliver(crashing.url)).toEqual(EMPTY);
      expect(await deliveriesOf([id!], crashing.received)).toHaveLength(0);

      // Staff find it in the outbox and send it again by hand: it goes out once more, under the same Message-ID.
      const token = await adminToken();
      const list = await api.call("GET", "/v1/admin/mail/outbox?status=uncertain", { token });
      expect(list.status).toBe(200);
      expect(list.json.content.items.map((m: { id: number }) => m.id)).toContain(id);
      const resend = await api.call("POST", `/v1/admin/mail/outbox/${id}/resend`, { token });
      expect(resend.status).toBe(200);
      expect(resend.json.content).toMatchObject({ id, status: "queued", last_error: null });
      expect(await deliver(crashing.url)).toEqual({ ...EMPTY, sent: 1 });
      const got = await deliveriesOf([id!], crashing.received);
      expect(got).toHaveLength(1);
      expect(got[0]!.messageId).toBe(crashing.dropped[0]!.messageId);
      expect((await rows([id!]))[0]).toMatchObject({ status: "sent", attempts: 2 });
      // A sent mail is not resent again.
      const again = await api.call("POST", `/v1/admin/mail/outbox/${id}/resend`, { token });
      expect(again.status).toBe(409);
      expect(again.json.content).toMatch(/yeniden gönderilebilir/);
      expect((await api.call("POST", "/v1/admin/mail/outbox/999999/resend", { token })).status).toBe(404);
      // A mail erased under KVKK is never sent again, whatever its state.
      await api.db
        .update(mailOutbox)
        .set({ status: "uncertain", subject: ERASED_TEXT, toAddress: ANON_EMAIL })
        .where(eq(mailOutbox.id, id!));
      const erased = await api.call("POST", `/v1/admin/mail/outbox/${id}/resend`, { token });
      expect(erased.status).toBe(409);
      expect(erased.json.content).toMatch(/KVKK/);
    } finally {
      await crashing.close();
    }
  });

  it("a server that takes the message but never answers makes the mail uncertain at the send deadline", async () => {
    const stalling = await startSmtpSink({ delayMs: 10_000 });
    try {
      const [id] = await queue(1, "Yanıtsız");
      // The deadline leaves the connection, the greeting and DATA time to finish on a loaded CI machine (at 300 ms,
      // a CI run broke off before the message went out: "retried", not "uncertain"); the answer never comes in it.
      expect(await deliver(stalling.url, { sendDeadlineMs: 2_000 })).toEqual({ ...EMPTY, uncertain: 1 });
      expect((await rows([id!]))[0]).toMatchObject({ status: "uncertain", attempts: 1 });
    } finally {
      await stalling.close();
    }
  });

  it("a mail accepted by SMTP whose 'sent' mark fails is not sent again: it becomes uncertain after its lease", async () => {
    await api.db.execute(sql`
      CREATE FUNCTION test_refuse_sent_mark() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.status = 'sent' AND NEW.subject LIKE 'İşaretlenemeyen%' THEN
          RAISE EXCEPTION 'veritabanı yanıt vermiyor';
        END IF;
        RETURN NEW;
      END $$`);
    await api.db.execute(
      sql`CREATE TRIGGER test_refuse_sent_mark BEFORE UPDATE ON mail_outbox FOR EACH ROW EXECUTE FUNCTION test_refuse_sent_mark()`,
    );
    try {
      const [id] = await queue(1, "İşaretlenemeyen");
      expect(await deliver(sink.url)).toEqual({ ...EMPTY, uncertain: 1 });
      expect(await deliveriesOf([id!])).toHaveLength(1);
      // Still held by its claim: not sent again while the lease lasts…
      expect((await rows([id!]))[0]).toMatchObject({ status: "sending", attempts: 1 });
      expect(await deliver(sink.url)).toEqual(EMPTY);
      // …nor after it: the mail becomes uncertain for staff.
      await api.db
        .update(mailOutbox)
        .set({ lockedUntil: sql`now() - interval '1 second'` })
        .where(eq(mailOutbox.id, id!));
      expect(await deliver(sink.url)).toEqual(EMPTY);
      expect(await deliveriesOf([id!])).toHaveLength(1);
      expect((await rows([id!]))[0]).toMatchObject({
        status: "uncertain",
        attempts: 1,
        lastError: LEASE_EXPIRED_ERROR,
      });
    } finally {
      await api.db.execute(sql`DROP TRIGGER test_refuse_sent_mark ON mail_outbox`);
      await api.db.execute(sql`DROP FUNCTION test_refuse_sent_mark()`);
    }
  });

  it("a mail whose worker died mid-send is not sent again when its lease runs out, and not touched before", async () => {
    const [id] = await queue(1, "Yarım kalan");
    await api.db
      .update(mailOutbox)
      .set({ status: "sending", attempts: 1, lockedUntil: sql`now() + interval '1 minute'` })
      .where(eq(mailOutbox.id, id!));
    expect(await deliver(sink.url)).toEqual(EMPTY);
    expect((await rows([id!]))[0]).toMatchObject({ status: "sending" });
    await api.db
      .update(mailOutbox)
      .set({ lockedUntil: sql`now() - interval '1 second'` })
      .where(eq(mailOutbox.id, id!));
    expect(await deliver(sink.url)).toEqual(EMPTY);
    expect(await deliveriesOf([id!])).toHaveLength(0);
    expect((await rows([id!]))[0]).toMatchObject({ status: "uncertain", attempts: 1, lastError: LEASE_EXPIRED_ERROR });
  });

  it("a rolled-back change leaves no mail in the outbox", async () => {
    const before = await api.db.select({ n: sql<number>`count(*)::int` }).from(mailOutbox);
    const error = await api.db
      .transaction(async (tx) => {
        const id = await enqueueMail(tx, {
          templateKey: "reservation_staff",
          to: "personel@liman.test",
          vars: { code: "GERIAL" },
        });
        expect(id).toBeGreaterThan(0);
        throw new Error("vazgeçildi");
      })
      .catch((e: Error) => e);
    expect(error).toBeInstanceOf(Error);
    const after = await api.db.select({ n: sql<number>`count(*)::int` }).from(mailOutbox);
    expect(after[0]!.n).toBe(before[0]!.n);
    const leftovers = await api.db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(sql`${mailOutbox.subject} like '%GERIAL%'`);
    expect(leftovers).toHaveLength(0);
  });

  it("two instances' workers on one database, with a slow SMTP server, deliver 20 mails exactly once", async () => {
    const slow = await startSmtpSink({ delayMs: 2_000 });
    const other = await openSameTestDatabase(api.database);
    try {
      const ids = await queue(20, "Eşzamanlı");
      const [a, b] = await Promise.all([deliver(slow.url, {}, api.db), deliver(slow.url, {}, other.db)]);
      expect(a.sent + b.sent).toBe(20);
      expect(a.sent).toBeGreaterThan(0);
      expect(b.sent).toBeGreaterThan(0);
      const got = slow.received.map((m) => m.messageId);
      expect(got).toHaveLength(20);
      expect(new Set(got).size).toBe(20);
      expect(await deliveriesOf(ids, slow.received)).toHaveLength(20);
      expect((await rows(ids)).every((r) => r.status === "sent" && r.attempts === 1)).toBe(true);
    } finally {
      await other.close();
      await slow.close();
    }
  });
});
