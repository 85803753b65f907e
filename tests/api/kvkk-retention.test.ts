import { eq, inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { addDays, todayIn } from "@/lib/dates";
import { parseConfig } from "@/server/config";
import {
  availabilityBlocks,
  contactMessages,
  mailOutbox,
  newsletterConsents,
  privacyAudit,
  reservations,
  subscribers,
  transactions,
} from "@/server/db/schema";
import { queueMail } from "@/server/mail/queue-mail";
import { anonymiseStaleRequests, monthsBefore } from "@/server/privacy/anonymise-stale-requests";
import { ANON_EMAIL } from "@/server/privacy/anonymous";
import { createBoat, createReservation } from "@/server/seed/factories";
import { createTestApi } from "../support/test-api";

const api = await createTestApi();
/** The job's "now": a moment of the real clock, so nothing depends on the calendar date. */
const now = new Date();
const monthsAgo = (months: number, extraDays = 0) =>
  new Date(monthsBefore(now, months).getTime() - extraDays * 86_400_000);
const day = (n: number) => addDays(todayIn("Europe/Istanbul", now), n);

type Row = Awaited<ReturnType<typeof createReservation>>;
const r: Record<string, Row> = {};

beforeAll(async () => {
  const boat = await createBoat(api.db);
  const old = monthsAgo(24, 3);
  const recent = monthsAgo(23);
  const make = (status: Row["status"], createdAt: Date, start: number) =>
    createReservation(api.db, {
      boatId: boat.id,
      status,
      customerName: `Müşteri ${status} ${start}`,
      createdAt,
      updatedAt: createdAt,
      startDate: day(start),
      endDate: day(start + 3),
    });
  r.oldExpired = await make("expired", old, 10);
  r.oldCancelled = await make("cancelled", old, 20);
  r.oldCancelledPaid = await make("cancelled", old, 30);
  r.oldConfirmed = await make("confirmed", old, 40);
  r.recentExpired = await make("expired", recent, 50);
  await api.db.insert(transactions).values([
    { reservationId: r.oldCancelledPaid.id, kind: "deposit", method: "card", amount: 50_000, currency: "EUR" },
    { reservationId: r.oldCancelledPaid.id, kind: "refund", method: "card", amount: 50_000, currency: "EUR" },
  ]);
  await api.db.insert(contactMessages).values([
    { name: "Eski Yazan", email: "eski@example.com", message: "Eski bir soru, çok eski.", createdAt: old },
    { name: "Yeni Yazan", email: "yeni@example.com", message: "Yeni bir soru, daha taze.", createdAt: recent },
  ]);
  const oldMail = await queueMail(api.db, { to: "eski@example.com", subject: "Eski", html: "<p>eski</p>" });
  const queued = await queueMail(api.db, { to: "bekleyen@example.com", subject: "Kuyrukta", html: "<p>x</p>" });
  await api.db.update(mailOutbox).set({ status: "sent", createdAt: old }).where(eq(mailOutbox.id, oldMail));
  await api.db.update(mailOutbox).set({ createdAt: old }).where(eq(mailOutbox.id, queued));
  // A mail whose delivery was left uncertain is old data too.
  const uncertain = await queueMail(api.db, { to: "belirsiz@example.com", subject: "Belirsiz", html: "<p>b</p>" });
  await api.db.update(mailOutbox).set({ status: "uncertain", createdAt: old }).where(eq(mailOutbox.id, uncertain));
  await api.db.insert(subscribers).values([
    { email: "hic.onaylamadi@example.com", consentAt: old, confirmSentAt: old, createdAt: old },
    { email: "onayli.eski@example.com", consentAt: old, confirmedAt: old, createdAt: old },
    { email: "yeni.bekleyen@example.com", consentAt: recent, confirmSentAt: recent, createdAt: recent },
  ]);
  await api.db.insert(newsletterConsents).values([
    { email: "hic.onaylamadi@example.com", textVersion: "1", textHash: "h", source: "website", givenAt: old },
    {
      email: "onayli.eski@example.com",
      textVersion: "1",
      textHash: "h",
      source: "website",
      givenAt: old,
      confirmedAt: old,
    },
  ]);
});

const state = async (row: Row) => (await api.db.select().from(reservations).where(eq(reservations.id, row.id)))[0]!;

describe("data retention job", () => {
  it("defaults to 24 months and reads DATA_RETENTION_MONTHS", () => {
    expect(parseConfig({}).retentionMonths).toBe(24);
    expect(parseConfig({ DATA_RETENTION_MONTHS: "6" }).retentionMonths).toBe(6);
    expect(() => parseConfig({ DATA_RETENTION_MONTHS: "0" })).toThrow(/DATA_RETENTION_MONTHS/);
  });

  it("anonymises unpaid expired/cancelled requests and messages past the retention, nothing else", async () => {
    const blocksBefore = await api.db.select().from(availabilityBlocks).orderBy(availabilityBlocks.id);
    const result = await anonymiseStaleRequests(api.db, { months: 24, now });
    expect(result).toEqual({ reservations: 2, contact_messages: 1, mails: 2, unconfirmed_subscriptions: 1 });
    const left = await api.db.select({ email: subscribers.email }).from(subscribers).orderBy(subscribers.email);
    expect(left.map((s) => s.email)).toEqual(["onayli.eski@example.com", "yeni.bekleyen@example.com"]);
    const consents = await api.db.select({ email: newsletterConsents.email }).from(newsletterConsents);
    expect(consents.map((c) => c.email)).toEqual(["onayli.eski@example.com"]);

    for (const gone of [r.oldExpired!, r.oldCancelled!]) {
      const row = await state(gone);
      expect(row).toMatchObject({
        customerEmail: ANON_EMAIL,
        customerName: "Anonim",
        total: gone.total,
        status: gone.status,
      });
      expect(row.anonymizedAt!.getTime()).toBe(now.getTime());
    }
    for (const kept of [r.oldCancelledPaid!, r.oldConfirmed!, r.recentExpired!]) {
      expect(await state(kept)).toMatchObject({ customerEmail: kept.customerEmail, anonymizedAt: null });
    }
    const messages = await api.db.select().from(contactMessages).orderBy(contactMessages.id);
    expect(messages.map((m) => m.email)).toEqual([ANON_EMAIL, "yeni@example.com"]);
    const mails = await api.db.select().from(mailOutbox).orderBy(mailOutbox.id);
    expect(mails.map((m) => m.toAddress)).toEqual([ANON_EMAIL, "bekleyen@example.com", ANON_EMAIL]);
    expect(await api.db.select().from(availabilityBlocks).orderBy(availabilityBlocks.id)).toEqual(blocksBefore);
    const [audit] = await api.db.select().from(privacyAudit).where(eq(privacyAudit.action, "retention"));
    expect(audit!.details).toEqual(result);
  });

  it("does nothing twice, and takes the rest once the clock passes their cutoff", async () => {
    expect(await anonymiseStaleRequests(api.db, { months: 24, now })).toEqual({
      reservations: 0,
      contact_messages: 0,
      mails: 0,
      unconfirmed_subscriptions: 0,
    });
    const later = new Date(now.getTime() + 40 * 86_400_000);
    expect(await anonymiseStaleRequests(api.db, { months: 24, now: later })).toEqual({
      reservations: 1,
      contact_messages: 1,
      mails: 0,
      unconfirmed_subscriptions: 1,
    });
    const kept = await api.db
      .select({ email: reservations.customerEmail })
      .from(reservations)
      .where(inArray(reservations.id, [r.oldCancelledPaid!.id, r.oldConfirmed!.id]));
    expect(kept.every((k) => k.email !== ANON_EMAIL)).toBe(true);
    expect(await api.db.select().from(privacyAudit).where(eq(privacyAudit.action, "retention"))).toHaveLength(2);
  });

  it("a shorter retention reaches further", async () => {
    const fresh = await createReservation(api.db, {
      status: "cancelled",
      createdAt: monthsAgo(7),
      updatedAt: monthsAgo(7),
      startDate: day(100),
      endDate: day(103),
    });
    expect((await anonymiseStaleRequests(api.db, { months: 24, now })).reservations).toBe(0);
    expect((await anonymiseStaleRequests(api.db, { months: 6, now })).reservations).toBe(1);
    expect((await state(fresh)).customerEmail).toBe(ANON_EMAIL);
  });
});
