import { and, eq, inArray, sql } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { signToken } from "@/server/auth/tokens";
import { mailOutbox, newsletterCampaignRecipients, newsletterCampaigns, subscribers } from "@/server/db/schema";
import { deliverDueMails } from "@/server/mail/deliver-due-mails";
import { createSmtpTransport } from "@/server/mail/smtp-transport";
import { enqueueCampaignBatch } from "@/server/newsletter-campaigns/enqueue-campaign-batch";
import { campaignJob } from "@/server/newsletter-campaigns/campaign-job";
import { startCampaign } from "@/server/newsletter-campaigns/start-campaign";
import { createUser } from "@/server/seed/factories";
import { startSmtpSink } from "../support/smtp-sink";
import { createTestApi, type TestApi } from "../support/test-api";
import { testDatabaseKind } from "../support/test-database";

const PUBLIC_URL = "https://liman.example";
const MAIL_FROM = "Liman <bulten@liman.example>";
const options = { publicUrl: PUBLIC_URL, mailFrom: MAIL_FROM };
const onPostgres = testDatabaseKind() === "postgres";

let api: TestApi;
let adminToken: string;
let adminEmail: string;
let ownerToken: string;

beforeAll(async () => {
  api = await createTestApi({ PUBLIC_URL, MAIL_FROM });
  const admin = await createUser(api.db, { role: "ADMIN" });
  adminEmail = admin.email;
  adminToken = await signToken(admin, api.jwtSecret);
  ownerToken = await signToken(await createUser(api.db, { role: "OWNER" }), api.jwtSecret);
});

// Every campaign goes to the whole list: each test starts from an empty list and no campaign.
beforeEach(async () => {
  await api.db.delete(newsletterCampaigns);
  await api.db.delete(subscribers);
  await api.db.delete(mailOutbox);
});

/** Subscribers straight into the table: `confirmed` ones have confirmed the double opt-in, the others not. */
async function addSubscribers(confirmed: string[], unconfirmed: string[] = []) {
  const at = new Date();
  await api.db
    .insert(subscribers)
    .values([
      ...confirmed.map((email) => ({ email, consentAt: at, confirmedAt: at })),
      ...unconfirmed.map((email) => ({ email, consentAt: at, confirmSentAt: at, confirmTokenHash: `h-${email}` })),
    ]);
}

const draft = (subject = "Yaz fırsatları", html = "<h1>Mavi yolculuk</h1><p>Erken rezervasyon indirimi.</p>") =>
  api.call("POST", "/v1/admin/newsletter", { token: adminToken, body: { subject, html } });

const outboxTo = async () =>
  (await api.db.select().from(mailOutbox).orderBy(mailOutbox.id)).filter((m) => m.templateKey === "newsletter");

const countsOf = async (id: number) =>
  (await api.call("GET", `/v1/admin/newsletter/${id}`, { token: adminToken })).json.content.counts;

describe("drafts", () => {
  it("are created, read, changed and deleted by ADMIN only, with the body sanitised and the subject checked", async () => {
    const created = await draft(
      "Yaz fırsatları",
      `<p style="color:#0e4a6e" onclick="alert(1)">Merhaba <a href="javascript:alert(1)">tık</a></p><script>alert(2)</script>`,
    );
    expect(created.status).toBe(201);
    const campaign = created.json.content;
    expect(campaign).toMatchObject({ subject: "Yaz fırsatları", status: "draft", sent_at: null });
    expect(campaign.created_by).toMatch(/^Ayşe Kaptan/);
    expect(campaign.html).toContain('style="color:#0e4a6e"');
    expect(campaign.html).not.toMatch(/onclick|script|javascript/);
    expect(campaign.counts).toEqual({ recipients: 0, sent: 0, failed: 0, pending: 0, skipped: 0 });

    const missing = await api.call("POST", "/v1/admin/newsletter", {
      token: adminToken,
      body: { subject: "  ", html: "<script>alert(1)</script>" },
    });
    expect(missing.status).toBe(400);
    expect(missing.json.fields).toMatchObject({ subject: expect.any(String), html: expect.any(String) });
    const twoLines = await draft("Bir\nİki");
    expect(twoLines.status).toBe(400);

    const changed = await api.call("PUT", `/v1/admin/newsletter/${campaign.id}`, {
      token: adminToken,
      body: { subject: "Sonbahar fırsatları", html: "<p>Eylül</p>" },
    });
    expect(changed.status).toBe(200);
    expect(changed.json.content).toMatchObject({ subject: "Sonbahar fırsatları", html: "<p>Eylül</p>" });
    const list = await api.call("GET", "/v1/admin/newsletter", { token: adminToken });
    expect(list.json.content.total).toBe(1);
    expect(list.json.content.items[0]).not.toHaveProperty("html");

    for (const [method, path] of [
      ["GET", "/v1/admin/newsletter"],
      ["GET", `/v1/admin/newsletter/${campaign.id}`],
      ["POST", `/v1/admin/newsletter/${campaign.id}/send`],
      ["DELETE", `/v1/admin/newsletter/${campaign.id}`],
    ] as const) {
      expect((await api.call(method, path, { token: ownerToken })).status).toBe(403);
    }

    expect((await api.call("DELETE", `/v1/admin/newsletter/${campaign.id}`, { token: adminToken })).status).toBe(200);
    expect((await api.call("GET", `/v1/admin/newsletter/${campaign.id}`, { token: adminToken })).status).toBe(404);
    expect(
      (
        await api.call("PUT", `/v1/admin/newsletter/${campaign.id}`, {
          token: adminToken,
          body: { subject: "x", html: "<p>x</p>" },
        })
      ).status,
    ).toBe(404);
  });

  it("preview shows the mail a subscriber gets, footer included; the test mail goes to the signed-in admin only", async () => {
    await addSubscribers(["okur@example.com"]);
    const preview = await api.call("POST", "/v1/admin/newsletter/preview", {
      token: adminToken,
      body: { subject: "Yaz", html: "<p>Merhaba</p><img src=x onerror=alert(1)>" },
    });
    expect(preview.status).toBe(200);
    expect(preview.json.content.html).toContain("<p>Merhaba</p>");
    expect(preview.json.content.html).not.toContain("onerror");
    expect(preview.json.content.html).toContain("abonelikten çıkın");
    expect(preview.json.content.html).toContain(`${PUBLIC_URL}/v1/website/newsletter/unsubscribe?token=`);

    const { id } = (await draft()).json.content;
    const test = await api.call("POST", `/v1/admin/newsletter/${id}/test`, { token: adminToken });
    expect(test.json.content).toEqual({ to: adminEmail });
    const mails = await outboxTo();
    expect(mails.map((m) => [m.toAddress, m.subject])).toEqual([[adminEmail, "[Test] Yaz fırsatları"]]);
    expect((await countsOf(id)).recipients).toBe(0); // a test mail is not part of the campaign
  });
});

describe("sending", () => {
  it("goes to the confirmed subscribers only, each with a personal unsubscribe link, and counts what was sent", async () => {
    await addSubscribers(["bir@example.com", "iki@example.com"], ["onaysiz@example.com"]);
    const { id } = (await draft()).json.content;
    const audience = await api.call("GET", "/v1/admin/newsletter/audience", { token: adminToken });
    expect(audience.json.content).toEqual({ confirmed: 2 });

    const sent = await api.call("POST", `/v1/admin/newsletter/${id}/send`, { token: adminToken });
    expect(sent.status).toBe(200);
    expect(sent.json.content).toEqual({ id, recipients: 2 });
    const mails = await outboxTo();
    expect(mails.map((m) => m.toAddress).sort()).toEqual(["bir@example.com", "iki@example.com"]);
    const rows = await api.db
      .select()
      .from(subscribers)
      .where(inArray(subscribers.email, ["bir@example.com", "iki@example.com"]));
    for (const mail of mails) {
      const token = rows.find((r) => r.email === mail.toAddress)!.unsubscribeToken;
      const link = `${PUBLIC_URL}/v1/website/newsletter/unsubscribe?token=${token}`;
      expect(mail.subject).toBe("Yaz fırsatları");
      expect(mail.html).toContain("<h1>Mavi yolculuk</h1>");
      expect(mail.html).toContain(`href="${link}"`);
      expect(mail.headers?.["List-Unsubscribe"]).toContain(`<${link}>`);
      expect(mail.headers?.["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    }
    const campaign = (await api.call("GET", `/v1/admin/newsletter/${id}`, { token: adminToken })).json.content;
    expect(campaign.status).toBe("sent");
    expect(campaign.counts).toEqual({ recipients: 2, sent: 0, failed: 0, pending: 2, skipped: 0 });

    // Sent campaigns cannot change, be deleted or be sent again.
    expect((await api.call("POST", `/v1/admin/newsletter/${id}/send`, { token: adminToken })).status).toBe(409);
    expect(
      (
        await api.call("PUT", `/v1/admin/newsletter/${id}`, {
          token: adminToken,
          body: { subject: "x", html: "<p>x</p>" },
        })
      ).status,
    ).toBe(409);
    expect((await api.call("DELETE", `/v1/admin/newsletter/${id}`, { token: adminToken })).status).toBe(409);

    // Delivered through SMTP: the counts follow the outbox.
    const sink = await startSmtpSink();
    const transport = createSmtpTransport(sink.url);
    try {
      expect(await deliverDueMails(api.db, transport, { from: MAIL_FROM })).toMatchObject({ sent: 2 });
    } finally {
      transport.close();
      await sink.close();
    }
    expect(sink.received.flatMap((m) => m.to).sort()).toEqual(["bir@example.com", "iki@example.com"]);
    expect(await countsOf(id)).toEqual({ recipients: 2, sent: 2, failed: 0, pending: 0, skipped: 0 });
    // A mail the server refused for good counts as failed.
    await api.db.update(mailOutbox).set({ status: "failed" }).where(eq(mailOutbox.id, mails[1]!.id));
    expect(await countsOf(id)).toEqual({ recipients: 2, sent: 1, failed: 1, pending: 0, skipped: 0 });

    // The link in the mail takes the reader off the list.
    const link = /href="([^"]+unsubscribe[^"]+)"/.exec(mails[0]!.html)![1]!.replace(/&amp;/g, "&");
    const left = await api.call("GET", link.slice(PUBLIC_URL.length));
    expect(left.headers.get("location")).toBe("/newsletter?result=unsubscribed");
    expect(await api.db.select().from(subscribers).where(eq(subscribers.email, mails[0]!.toAddress))).toEqual([]);
  });

  it("refuses a campaign with no confirmed subscriber (422) and leaves it a draft", async () => {
    await addSubscribers([], ["onaysiz@example.com"]);
    const { id } = (await draft()).json.content;
    const res = await api.call("POST", `/v1/admin/newsletter/${id}/send`, { token: adminToken });
    expect(res.status).toBe(422);
    expect((await countsOf(id)).recipients).toBe(0);
    const [row] = await api.db.select().from(newsletterCampaigns).where(eq(newsletterCampaigns.id, id));
    expect(row!.status).toBe("draft");
  });

  it("is throttled: one batch per interval; someone who unsubscribes before their batch gets nothing", async () => {
    const emails = ["a@example.com", "b@example.com", "c@example.com", "d@example.com", "e@example.com"];
    await addSubscribers(emails);
    const { id } = (await draft()).json.content;
    expect(await startCampaign(api.db, id)).toEqual({ id, recipients: 5 });
    const rate = { ...options, batchSize: 2, intervalSeconds: 60 };

    expect(await enqueueCampaignBatch(api.db, rate)).toEqual({ campaignId: id, queued: 2, skipped: 0, done: false });
    expect(await enqueueCampaignBatch(api.db, rate)).toBeNull(); // the next batch is not due yet
    expect((await outboxTo()).map((m) => m.toAddress)).toEqual(["a@example.com", "b@example.com"]);
    expect(await countsOf(id)).toEqual({ recipients: 5, sent: 0, failed: 0, pending: 5, skipped: 0 });
    const [waiting] = await api.db.select().from(newsletterCampaigns).where(eq(newsletterCampaigns.id, id));
    expect(waiting!.status).toBe("sending");
    expect(waiting!.nextBatchAt!.getTime()).toBeGreaterThan(Date.now() + 50_000);

    const due = () =>
      api.db
        .update(newsletterCampaigns)
        .set({ nextBatchAt: sql`now() - interval '1 second'` })
        .where(eq(newsletterCampaigns.id, id));
    await due();
    expect(await enqueueCampaignBatch(api.db, rate)).toMatchObject({ queued: 2, done: false });

    // e@ leaves the list before the last batch.
    const [leaving] = await api.db.select().from(subscribers).where(eq(subscribers.email, "e@example.com"));
    await api.call("GET", `/v1/website/newsletter/unsubscribe?token=${leaving!.unsubscribeToken}`);
    await due();
    expect(await enqueueCampaignBatch(api.db, rate)).toEqual({ campaignId: id, queued: 0, skipped: 1, done: true });
    expect((await outboxTo()).map((m) => m.toAddress)).toEqual(emails.slice(0, 4));
    expect(await countsOf(id)).toEqual({ recipients: 5, sent: 0, failed: 0, pending: 4, skipped: 1 });
    const [finished] = await api.db.select().from(newsletterCampaigns).where(eq(newsletterCampaigns.id, id));
    expect(finished).toMatchObject({ status: "sent", nextBatchAt: null });
    expect(finished!.sentAt).toBeInstanceOf(Date);
    await due();
    expect(await enqueueCampaignBatch(api.db, rate)).toBeNull();
  });

  it("the job queues one batch of every due campaign per run and leaves drafts alone", async () => {
    await addSubscribers(["x@example.com", "y@example.com"]);
    const first = (await draft("Birinci")).json.content.id;
    const second = (await draft("İkinci")).json.content.id;
    const untouched = (await draft("Taslak kalan")).json.content.id;
    await startCampaign(api.db, first);
    await startCampaign(api.db, second);
    const job = campaignJob({ db: api.db, config: api.config });
    const batches = (await job.run()) as { campaignId: number; queued: number; done: boolean }[];
    expect(batches.map((b) => [b.campaignId, b.queued, b.done]).sort()).toEqual([
      [first, 2, true],
      [second, 2, true],
    ]);
    expect(await job.run()).toEqual([]);
    expect((await outboxTo()).map((m) => m.subject).sort()).toEqual(["Birinci", "Birinci", "İkinci", "İkinci"]);
    expect((await countsOf(untouched)).recipients).toBe(0);
  });

  it("never mails one subscriber twice for one campaign: the database refuses a second recipient row", async () => {
    await addSubscribers(["tek@example.com"]);
    const { id } = (await draft()).json.content;
    await startCampaign(api.db, id);
    const [sub] = await api.db.select().from(subscribers).where(eq(subscribers.email, "tek@example.com"));
    await expect(
      api.db.insert(newsletterCampaignRecipients).values({ campaignId: id, subscriberId: sub!.id }),
    ).rejects.toThrow();
  });
});

describe.runIf(onPostgres)("concurrent sending on PostgreSQL", () => {
  it("parallel starts and batch workers on two instances queue exactly one mail per subscriber", async () => {
    const other = await createTestApi({ PUBLIC_URL, MAIL_FROM }, { sameDatabaseAs: api });
    const emails = Array.from({ length: 40 }, (_, i) => `okur${i}@example.com`);
    await addSubscribers(emails);
    const { id } = (await draft()).json.content;

    const starts = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        (i % 2 ? other : api).call("POST", `/v1/admin/newsletter/${id}/send`, { token: adminToken }),
      ),
    );
    expect(starts.map((s) => s.status).sort()).toEqual([200, 409, 409, 409, 409, 409]);

    // Workers on both instances drain the rest as fast as they can (no pause between batches).
    const rate = { ...options, batchSize: 3, intervalSeconds: 0 };
    const worker = async (db: typeof api.db) => {
      for (let i = 0; i < 100; i++) {
        const batch = await enqueueCampaignBatch(db, rate);
        if (batch?.done) return;
        if (!batch) await new Promise((resolve) => setTimeout(resolve, 5));
      }
    };
    await Promise.all([worker(api.db), worker(other.db), worker(api.db), worker(other.db)]);

    const mails = await outboxTo();
    expect(mails).toHaveLength(40);
    expect(new Set(mails.map((m) => m.toAddress)).size).toBe(40);
    const queued = await api.db
      .select()
      .from(newsletterCampaignRecipients)
      .where(and(eq(newsletterCampaignRecipients.campaignId, id), eq(newsletterCampaignRecipients.state, "queued")));
    expect(queued).toHaveLength(40);
    expect(await countsOf(id)).toEqual({ recipients: 40, sent: 0, failed: 0, pending: 40, skipped: 0 });
  });
});
