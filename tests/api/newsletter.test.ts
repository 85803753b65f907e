import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signToken } from "@/server/auth/tokens";
import { mailOutbox, newsletterConsents, subscribers } from "@/server/db/schema";
import { deliverDueMails } from "@/server/mail/deliver-due-mails";
import { createSmtpTransport } from "@/server/mail/smtp-transport";
import { queueNewsletterMail } from "@/server/newsletter/newsletter-mail";
import { createUser } from "@/server/seed/factories";
import { CONFIRM_RESEND_MINUTES } from "@/server/website/subscribe";
import { startSmtpSink } from "../support/smtp-sink";
import { createTestApi } from "../support/test-api";

const PUBLIC_URL = "https://liman.example";
// Behind one trusted proxy, so that each sign-up can come from its own address (the per-address limit is tested
// in form-rate-limits.test.ts).
const api = await createTestApi({ PUBLIC_URL, MAIL_FROM: "Liman <bulten@liman.example>", TRUST_PROXY: "1" });
let adminToken: string;
let sink: Awaited<ReturnType<typeof startSmtpSink>>;

beforeAll(async () => {
  adminToken = await signToken(await createUser(api.db, { role: "ADMIN" }), api.jwtSecret);
  sink = await startSmtpSink();
});
afterAll(() => sink.close());

let visitors = 0;
const subscribe = (email: string) =>
  api.call("POST", "/v1/website/subscribe", {
    body: { email, consent: true, source: "footer" },
    headers: { "x-forwarded-for": `198.51.100.${++visitors}` },
  });

const mailsTo = (email: string) =>
  api.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email)).orderBy(mailOutbox.id);

/** The confirmation link of the latest mail to an address, as the API path it points at. */
async function confirmLink(email: string): Promise<string> {
  const mails = await mailsTo(email);
  const html = mails.at(-1)!.html;
  const href = /href="([^"]+)"/.exec(html)![1]!.replace(/&amp;/g, "&");
  expect(href.startsWith(`${PUBLIC_URL}/v1/website/newsletter/confirm?token=`)).toBe(true);
  expect(mails.at(-1)!.text).toContain(href);
  return href.slice(PUBLIC_URL.length);
}

const listed = async () => {
  const res = await api.call("GET", "/v1/admin/subscriber", { token: adminToken });
  return (res.json.content.items as { email: string }[]).map((s) => s.email);
};

const backdateConfirmMail = (email: string, minutes: number) =>
  api.db
    .update(subscribers)
    .set({ confirmSentAt: new Date(Date.now() - minutes * 60_000) })
    .where(eq(subscribers.email, email));

describe("double opt-in", () => {
  it("mails a single-use link; the address is a subscriber only after it is followed", async () => {
    const email = "cift.onay@example.com";
    const res = await subscribe("Cift.Onay@Example.com");
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ content: { received: true } });

    const [row] = await api.db.select().from(subscribers).where(eq(subscribers.email, email));
    expect(row!.confirmedAt).toBeNull();
    const path = await confirmLink(email);
    const token = new URL(path, PUBLIC_URL).searchParams.get("token")!;
    expect(row!.confirmTokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.confirmTokenHash).not.toContain(token); // only the hash is stored
    expect(await listed()).not.toContain(email);
    const csvBefore = await api.app.request("/v1/admin/subscriber/csv", {
      headers: { authorization: `Bearer ${adminToken}` },
    });
    expect(await csvBefore.text()).not.toContain(email);

    const confirmed = await api.call("GET", path);
    expect(confirmed.status).toBe(303);
    expect(confirmed.headers.get("location")).toBe("/newsletter?result=confirmed");
    expect(await listed()).toContain(email);
    const page = await api.call("GET", "/v1/admin/subscriber", { token: adminToken });
    expect(page.json.content.total).toBe(1);

    const again = await api.call("GET", path);
    expect(again.headers.get("location")).toBe("/newsletter?result=invalid");

    const [consent] = await api.db.select().from(newsletterConsents).where(eq(newsletterConsents.email, email));
    expect(consent).toMatchObject({ textVersion: expect.any(String), source: "footer", withdrawnAt: null });
    expect(consent!.textHash).toMatch(/^[0-9a-f]{64}$/);
    expect(consent!.confirmedAt).toBeInstanceOf(Date);
    expect(consent!.confirmedAt!.getTime()).toBeGreaterThanOrEqual(consent!.givenAt.getTime());
  });

  it("re-sends to an unconfirmed address at most once per window (the old link dies); a confirmed one gets nothing", async () => {
    const email = "tekrar@example.com";
    await subscribe(email);
    const firstLink = await confirmLink(email);
    const same = await subscribe(email);
    expect(same.json).toEqual({ content: { received: true } });
    expect(await mailsTo(email)).toHaveLength(1); // inside the window: no second mail

    await backdateConfirmMail(email, CONFIRM_RESEND_MINUTES + 1);
    const parallel = await Promise.all(Array.from({ length: 5 }, () => subscribe(email)));
    expect(parallel.every((r) => r.status === 200)).toBe(true);
    expect(await mailsTo(email)).toHaveLength(2); // parallel requests send one mail between them
    const secondLink = await confirmLink(email);
    expect(secondLink).not.toBe(firstLink);
    expect((await api.call("GET", firstLink)).headers.get("location")).toBe("/newsletter?result=invalid");
    expect((await api.call("GET", secondLink)).headers.get("location")).toBe("/newsletter?result=confirmed");

    await backdateConfirmMail(email, CONFIRM_RESEND_MINUTES + 1);
    const known = await subscribe(email);
    expect(known.json).toEqual({ content: { received: true } });
    expect(await mailsTo(email)).toHaveLength(2);
    expect(await api.db.select().from(newsletterConsents).where(eq(newsletterConsents.email, email))).toHaveLength(1);
  });

  it("refuses an expired link and a made-up one", async () => {
    const email = "gec.kalan@example.com";
    await subscribe(email);
    const link = await confirmLink(email);
    await backdateConfirmMail(email, 8 * 24 * 60);
    expect((await api.call("GET", link)).headers.get("location")).toBe("/newsletter?result=expired");
    for (const bad of ["", "?token=x", `?token=${"A".repeat(43)}`]) {
      const res = await api.call("GET", `/v1/website/newsletter/confirm${bad}`);
      expect(res.status).toBe(303);
      expect(res.headers.get("location")).toBe("/newsletter?result=invalid");
    }
    // Text PostgreSQL cannot store is refused at the boundary, like on every operation.
    expect((await api.call("GET", `/v1/website/newsletter/confirm?token=${"%00".repeat(3)}`)).status).toBe(400);
    expect(await listed()).not.toContain(email);
  });
});

async function confirmedSubscriber(email: string) {
  await subscribe(email);
  await api.call("GET", await confirmLink(email));
  const [row] = await api.db.select().from(subscribers).where(eq(subscribers.email, email));
  return row!;
}

const options = { publicUrl: PUBLIC_URL, mailFrom: "Liman <bulten@liman.example>" };
const content = {
  subject: "Yaz fırsatları",
  html: "<h1>Mavi yolculuk</h1><p>Erken rezervasyon indirimi.</p>",
  siteName: "Liman",
};

describe("newsletter mails and unsubscribing", () => {
  it("every newsletter mail carries the RFC 8058 headers and an unsubscribe footer, through SMTP too", async () => {
    const sub = await confirmedSubscriber("okur@example.com");
    const id = await queueNewsletterMail(api.db, sub.id, content, options);
    const [mail] = await api.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    const url = `${PUBLIC_URL}/v1/website/newsletter/unsubscribe?token=${sub.unsubscribeToken}`;
    expect(mail!.headers).toEqual({
      "List-Unsubscribe": `<${url}>, <mailto:bulten@liman.example?subject=unsubscribe%20${sub.unsubscribeToken}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    });
    expect(mail!.html).toContain("<h1>Mavi yolculuk</h1>");
    expect(mail!.html).toContain(`href="${url}"`);
    expect(mail!.text).toContain(url);

    const transport = createSmtpTransport(sink.url);
    await deliverDueMails(api.db, transport, { from: options.mailFrom }).finally(() => transport.close());
    const delivered = sink.received.find((m) => m.messageId === mail!.messageId)!;
    const head = delivered.raw.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, " ");
    expect(head).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
    expect(head).toContain(`List-Unsubscribe: <${url}>, <mailto:bulten@liman.example`);
  });

  it("refuses to send a newsletter to an unconfirmed address", async () => {
    await subscribe("bekleyen@example.com");
    const [pending] = await api.db.select().from(subscribers).where(eq(subscribers.email, "bekleyen@example.com"));
    await expect(queueNewsletterMail(api.db, pending!.id, content, options)).rejects.toMatchObject({ status: 404 });
  });

  it("the footer link (GET) unsubscribes and shows the result page; the consent notes the withdrawal", async () => {
    const sub = await confirmedSubscriber("ayrilan@example.com");
    const path = `/v1/website/newsletter/unsubscribe?token=${sub.unsubscribeToken}`;
    const res = await api.call("GET", path);
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("/newsletter?result=unsubscribed");
    expect(await listed()).not.toContain("ayrilan@example.com");
    expect((await api.call("GET", path)).headers.get("location")).toBe("/newsletter?result=unknown");
    const [consent] = await api.db
      .select()
      .from(newsletterConsents)
      .where(eq(newsletterConsents.email, "ayrilan@example.com"));
    expect(consent!.withdrawnAt).toBeInstanceOf(Date);
    await expect(queueNewsletterMail(api.db, sub.id, content, options)).rejects.toMatchObject({ status: 404 });
  });

  it("one-click POST (RFC 8058 form body) unsubscribes", async () => {
    const sub = await confirmedSubscriber("tek.tik@example.com");
    const other = await confirmedSubscriber("kalan@example.com");
    const res = await api.app.request(`/v1/website/newsletter/unsubscribe?token=${sub.unsubscribeToken}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ content: { unsubscribed: true } });
    const left = await api.db
      .select({ email: subscribers.email })
      .from(subscribers)
      .where(inArray(subscribers.email, ["tek.tik@example.com", "kalan@example.com"]));
    expect(left.map((r) => r.email)).toEqual(["kalan@example.com"]);
    expect(other.confirmedAt).toBeInstanceOf(Date);
    const unknown = await api.app.request("/v1/website/newsletter/unsubscribe?token=bilinmeyen-jeton-1234567", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(unknown.status).toBe(200);
  });

  it("staff removing a subscriber also notes the withdrawal on the consent record", async () => {
    const sub = await confirmedSubscriber("personel.sildi@example.com");
    const res = await api.call("DELETE", `/v1/admin/subscriber/${sub.id}`, { token: adminToken });
    expect(res.status).toBe(200);
    const [consent] = await api.db
      .select()
      .from(newsletterConsents)
      .where(eq(newsletterConsents.email, "personel.sildi@example.com"));
    expect(consent!.withdrawnAt).toBeInstanceOf(Date);
    expect(await listed()).not.toContain("personel.sildi@example.com");
  });
});
