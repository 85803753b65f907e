import { eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseConfig } from "@/server/config";
import { boatPrices, mailOutbox } from "@/server/db/schema";
import { deliverDueMails, MAX_MAIL_ATTEMPTS } from "@/server/mail/deliver-due-mails";
import { enqueueMail } from "@/server/mail/enqueue-mail";
import { mailJob } from "@/server/mail/mail-job";
import { createSmtpTransport } from "@/server/mail/smtp-transport";
import { createBoat, createReservation, createUser } from "@/server/seed/factories";
import { updateSettings } from "@/server/settings/update-settings";
import { addDays, todayIn } from "@/lib/dates";
import { startSmtpSink } from "../support/smtp-sink";
import { createTestApi } from "../support/test-api";
import { testDatabaseKind } from "../support/test-database";

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

const deliveriesOf = (ids: number[]) => sink.received.filter((m) => m.outboxId !== null && ids.includes(m.outboxId));

describe("mail outbox worker", () => {
  it("delivers a queued mail exactly once with the right subject, recipient and sender", async () => {
    const transport = createSmtpTransport(sink.url);
    const [id] = await queue(1, "Rezervasyonunuz onaylandı – ÇĞİÖŞÜ");
    const first = await deliverDueMails(api.db, transport, { from: FROM });
    expect(first.sent).toBeGreaterThanOrEqual(1);
    const again = await deliverDueMails(api.db, transport, { from: FROM });
    expect(again).toEqual({ sent: 0, retried: 0, failed: 0 });
    const got = deliveriesOf([id!]);
    expect(got).toHaveLength(1);
    expect(got[0]!.subject).toBe("Rezervasyonunuz onaylandı – ÇĞİÖŞÜ 0");
    expect(got[0]!.to).toEqual(["alici0@liman.test"]);
    expect(got[0]!.from).toBe("rezervasyon@liman.test");
    const [row] = await rows([id!]);
    expect(row).toMatchObject({ status: "sent", attempts: 1, lastError: null });
    expect(row!.messageId).toBeTruthy();
    expect(row!.sentAt).toBeInstanceOf(Date);
  });

  it("a reservation mail queued by staff reaches the customer through the job", async () => {
    const admin = await createUser(api.db, { role: "ADMIN" });
    const reservation = await createReservation(api.db, { customerName: "Zeynep Şahin" });
    const { signToken } = await import("@/server/auth/tokens");
    const token = await signToken(admin, api.jwtSecret);
    const res = await api.call("POST", "/v1/admin/sendbank", { token, body: { reservation_id: reservation.id } });
    expect(res.status).toBe(200);
    const job = mailJob({ db: api.db, config: parseConfig({ SMTP_URL: sink.url, MAIL_FROM: FROM }) });
    expect(job.everyMs).toBeLessThanOrEqual(10_000);
    await job.run();
    const got = deliveriesOf([res.json.content.mail_id]);
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
    const rows = await api.db
      .select({ status: mailOutbox.status })
      .from(mailOutbox)
      .where(
        inArray(
          mailOutbox.id,
          got.map((m) => m.outboxId!),
        ),
      );
    expect(rows.map((r) => r.status)).toEqual(["sent", "sent"]);
  });

  it("without SMTP_URL the job sends nothing and mails stay queued", async () => {
    const ids = await queue(2);
    const before = sink.received.length;
    await mailJob({ db: api.db, config: parseConfig({}) }).run();
    expect(sink.received.length).toBe(before);
    expect((await rows(ids)).map((r) => r.status)).toEqual(["queued", "queued"]);
    // Settle them so later tests start from an empty queue.
    await deliverDueMails(api.db, createSmtpTransport(sink.url), { from: FROM });
  });

  it("SMTP down: retries later with backoff and loses nothing; after it returns every mail goes out once", async () => {
    const down = await startSmtpSink();
    const port = down.port;
    await down.close();
    const transport = createSmtpTransport(`smtp://127.0.0.1:${port}`);
    const ids = await queue(3, "Kesinti");
    const failed = await deliverDueMails(api.db, transport, { from: FROM });
    expect(failed).toEqual({ sent: 0, retried: 3, failed: 0 });
    for (const row of await rows(ids)) {
      expect(row.status).toBe("queued");
      expect(row.attempts).toBe(1);
      expect(row.lastError).toBeTruthy();
      expect(row.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 20_000);
    }
    // Backoff respected: nothing is due yet.
    expect(await deliverDueMails(api.db, transport, { from: FROM })).toEqual({ sent: 0, retried: 0, failed: 0 });
    // A second failure doubles the wait.
    await api.db.update(mailOutbox).set({ nextAttemptAt: sql`now()` }).where(inArray(mailOutbox.id, ids));
    expect((await deliverDueMails(api.db, transport, { from: FROM })).retried).toBe(3);
    for (const row of await rows(ids)) {
      expect(row.attempts).toBe(2);
      expect(row.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 50_000);
    }

    const back = await startSmtpSink({ port });
    try {
      await api.db.update(mailOutbox).set({ nextAttemptAt: sql`now()` }).where(inArray(mailOutbox.id, ids));
      expect((await deliverDueMails(api.db, transport, { from: FROM })).sent).toBe(3);
      expect(await deliverDueMails(api.db, transport, { from: FROM })).toEqual({ sent: 0, retried: 0, failed: 0 });
      const got = back.received.map((m) => m.outboxId).sort();
      expect(got).toEqual([...ids].sort());
      expect((await rows(ids)).map((r) => [r.status, r.attempts, r.lastError])).toEqual(
        ids.map(() => ["sent", 3, null]),
      );
    } finally {
      await back.close();
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
    const result = await deliverDueMails(api.db, createSmtpTransport(down.url), { from: FROM });
    expect(result).toEqual({ sent: 0, retried: 0, failed: 1 });
    const [row] = await rows([id!]);
    expect(row).toMatchObject({ status: "failed", attempts: MAX_MAIL_ATTEMPTS });
    expect(row!.lastError).toBeTruthy();
  });

  it("a permanent SMTP refusal (550) fails the mail at once instead of retrying", async () => {
    const rejecting = await startSmtpSink({ rejectRcpt: true });
    try {
      const [id] = await queue(1, "Reddedilen");
      const result = await deliverDueMails(api.db, createSmtpTransport(rejecting.url), { from: FROM });
      expect(result).toEqual({ sent: 0, retried: 0, failed: 1 });
      const [row] = await rows([id!]);
      expect(row).toMatchObject({ status: "failed", attempts: 1 });
      expect(row!.lastError).toMatch(/550/);
    } finally {
      await rejecting.close();
    }
  });

  it("reclaims a mail whose worker died mid-send once its lease has run out, but not before", async () => {
    const [id] = await queue(1, "Yarım kalan");
    const transport = createSmtpTransport(sink.url);
    await api.db
      .update(mailOutbox)
      .set({ status: "sending", attempts: 1, lockedUntil: sql`now() + interval '1 minute'` })
      .where(eq(mailOutbox.id, id!));
    expect((await deliverDueMails(api.db, transport, { from: FROM })).sent).toBe(0);
    await api.db
      .update(mailOutbox)
      .set({ lockedUntil: sql`now() - interval '1 second'` })
      .where(eq(mailOutbox.id, id!));
    expect((await deliverDueMails(api.db, transport, { from: FROM })).sent).toBe(1);
    expect(deliveriesOf([id!])).toHaveLength(1);
    expect((await rows([id!]))[0]).toMatchObject({ status: "sent", attempts: 2 });
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

  // PGlite has one connection, so workers cannot overlap there: the race only means something on PostgreSQL.
  if (testDatabaseKind() === "postgres")
    it("several workers running at once on PostgreSQL deliver every mail exactly once", async () => {
      const slow = await startSmtpSink({ delayMs: 15 });
      try {
        const ids = await queue(40, "Eşzamanlı");
        const worker = async () => {
          const transport = createSmtpTransport(slow.url);
          let total = 0;
          for (;;) {
            const r = await deliverDueMails(api.db, transport, { from: FROM, batch: 3 });
            total += r.sent;
            if (r.sent + r.retried + r.failed === 0) return total;
          }
        };
        const counts = await Promise.all([worker(), worker(), worker(), worker()]);
        expect(counts.reduce((a, b) => a + b, 0)).toBe(40);
        expect(counts.filter((c) => c > 0).length).toBeGreaterThan(1);
        const got = slow.received.map((m) => m.outboxId);
        expect(got).toHaveLength(40);
        expect(new Set(got).size).toBe(40);
        expect((await rows(ids)).every((r) => r.status === "sent" && r.attempts === 1)).toBe(true);
      } finally {
        await slow.close();
      }
    });
});
