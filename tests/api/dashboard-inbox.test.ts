import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { signToken } from "@/server/auth/tokens";
import { contactMessageReplies, contactMessages, mailOutbox } from "@/server/db/schema";
import { anonymiseContactMessages } from "@/server/privacy/anonymise";
import { createBoat, createUser } from "@/server/seed/factories";
import { updateSettings } from "@/server/settings/update-settings";
import { staffTokens } from "../support/content-helpers";
import { createTestApi, type TestApi } from "../support/test-api";
import { daysFromToday } from "../support/test-dates";

let api: TestApi;
let t: Awaited<ReturnType<typeof staffTokens>>;
let secondAdminToken: string;

beforeAll(async () => {
  api = await createTestApi();
  t = await staffTokens(api);
  const second = await createUser(api.db, { role: "ADMIN", firstName: "Selin", lastName: "Kara" });
  secondAdminToken = await signToken(second, api.jwtSecret);
  await updateSettings(api.db, { site_email: "iletisim@liman.test", site_name: "Liman" });
});

async function message(values: Partial<typeof contactMessages.$inferInsert> = {}) {
  const [row] = await api.db
    .insert(contactMessages)
    .values({ name: "Ayşe Yıldız", email: "ayse@example.com", subject: "Ağustos", message: "Merhaba", ...values })
    .returning({ id: contactMessages.id });
  return row!.id;
}

const counts = async (token: string) => (await api.call("GET", "/v1/admin/counts", { token })).json.content;
const unread = async (token: string) =>
  (await api.call("GET", "/v1/admin/unreadcount", { token })).json.content.count as number;

describe("per-user read marks and badges", () => {
  it("one admin opening a message does not clear it for another; unread again is theirs too", async () => {
    const id = await message({ subject: "Kişisel rozet" });
    const before = { a: await unread(t.adminToken), b: await unread(secondAdminToken) };
    expect(before.a).toBeGreaterThan(0);

    const opened = await api.call("GET", `/v1/admin/contact/messages/${id}`, { token: t.adminToken });
    expect(opened.status).toBe(200);
    expect(opened.json.content).toMatchObject({ id, read: true, thread: [] });
    expect(await unread(t.adminToken)).toBe(before.a - 1);
    expect(await unread(secondAdminToken)).toBe(before.b);
    expect((await counts(secondAdminToken)).contactCount).toBe(before.b);

    const list = await api.call("GET", "/v1/admin/contact/messages?box=unread&take=100", { token: secondAdminToken });
    expect(list.json.content.items.map((m: { id: number }) => m.id)).toContain(id);

    const mark = await api.call("PUT", `/v1/admin/contact/messages/${id}/read`, {
      token: t.adminToken,
      body: { read: false },
    });
    expect(mark.status).toBe(200);
    expect(mark.json.content.read).toBe(false);
    expect(await unread(t.adminToken)).toBe(before.a);
  });

  it("a staff member created after a message does not see it as new", async () => {
    const id = await message({ subject: "Eski mesaj" });
    const newcomer = await createUser(api.db, { role: "ADMIN" });
    const token = await signToken(newcomer, api.jwtSecret);
    expect(await unread(token)).toBe(0);
    const one = await api.call("GET", `/v1/admin/contact/messages?take=100`, { token });
    expect(one.json.content.items.find((m: { id: number }) => m.id === id)).toMatchObject({ read: true });
  });
});

describe("owner scoping", () => {
  it("an OWNER sees sale enquiries about their own boats only, never general messages", async () => {
    const own = await createBoat(api.db, { ownerId: t.owner.id, name: "Kendi Teknem" });
    const other = await createBoat(api.db, { name: "Başkasının Teknesi" });
    const mine = await message({ boatId: own.id, subject: "Satılık tekne: Kendi Teknem" });
    const theirs = await message({ boatId: other.id, subject: "Satılık tekne: Başkasının Teknesi" });
    const general = await message({ subject: "Genel soru" });

    const list = await api.call("GET", "/v1/admin/contact/messages?take=100", { token: t.ownerToken });
    expect(list.status).toBe(200);
    const ids = list.json.content.items.map((m: { id: number }) => m.id);
    expect(ids).toContain(mine);
    expect(ids).not.toContain(theirs);
    expect(ids).not.toContain(general);
    expect(list.json.content.total).toBe(ids.length);
    expect((await counts(t.ownerToken)).contactCount).toBe(1);

    for (const id of [theirs, general]) {
      expect((await api.call("GET", `/v1/admin/contact/messages/${id}`, { token: t.ownerToken })).status).toBe(404);
      const reply = await api.call("POST", `/v1/admin/contact/messages/${id}/replies`, {
        token: t.ownerToken,
        body: { text: "Merhaba" },
      });
      expect(reply.status).toBe(404);
      const archive = await api.call("PUT", `/v1/admin/contact/messages/${id}/archive`, {
        token: t.ownerToken,
        body: { archived: true },
      });
      expect(archive.status).toBe(404);
    }
    const detail = await api.call("GET", `/v1/admin/contact/messages/${mine}`, { token: t.ownerToken });
    expect(detail.json.content.boat).toMatchObject({ id: own.id, name: "Kendi Teknem" });

    const sale = await api.call("GET", "/v1/admin/contact/messages?type=sale&take=100", { token: t.adminToken });
    const saleIds = sale.json.content.items.map((m: { id: number }) => m.id);
    expect(saleIds).toEqual(expect.arrayContaining([mine, theirs]));
    expect(saleIds).not.toContain(general);
    const contact = await api.call("GET", "/v1/admin/contact/messages?type=contact&take=100", { token: t.adminToken });
    expect(contact.json.content.items.map((m: { id: number }) => m.id)).toContain(general);
  });
});

describe("archive", () => {
  it("is shared: archived messages leave every inbox and badge, and come back when restored", async () => {
    const id = await message({ subject: "Arşivlenecek" });
    const before = { a: await unread(t.adminToken), b: await unread(secondAdminToken) };
    const res = await api.call("PUT", `/v1/admin/contact/messages/${id}/archive`, {
      token: t.adminToken,
      body: { archived: true },
    });
    expect(res.status).toBe(200);
    expect(res.json.content.archived).toBe(true);
    expect(await unread(t.adminToken)).toBe(before.a - 1);
    expect(await unread(secondAdminToken)).toBe(before.b - 1);
    const all = await api.call("GET", "/v1/admin/contact/messages?take=100", { token: secondAdminToken });
    expect(all.json.content.items.map((m: { id: number }) => m.id)).not.toContain(id);
    const archived = await api.call("GET", "/v1/admin/contact/messages?box=archived&take=100", {
      token: secondAdminToken,
    });
    expect(archived.json.content.items.map((m: { id: number }) => m.id)).toContain(id);

    await api.call("PUT", `/v1/admin/contact/messages/${id}/archive`, {
      token: t.adminToken,
      body: { archived: false },
    });
    expect(await unread(secondAdminToken)).toBe(before.b);
    const bad = await api.call("PUT", `/v1/admin/contact/messages/${id}/archive`, {
      token: t.adminToken,
      body: { archived: "evet" },
    });
    expect(bad.status).toBe(400);
  });
});

describe("reply by mail", () => {
  it("keeps the reply on the thread and queues one mail with the original quoted, from MAIL_FROM", async () => {
    const id = await message({
      name: "Mert Aksoy",
      email: "mert@example.com",
      subject: "Gulet fiyatı",
      message: "Eylül başında 6 kişi için fiyat alabilir miyim?",
    });
    const res = await api.call("POST", `/v1/admin/contact/messages/${id}/replies`, {
      token: t.adminToken,
      body: { text: "Merhaba Mert Bey,\n\nEylül için fiyatımız haftalık 7.000 €." },
    });
    expect(res.status).toBe(201);
    expect(res.json.content).toMatchObject({
      author: { id: t.admin.id, name: "Deniz Yönetici" },
      text: "Merhaba Mert Bey,\n\nEylül için fiyatımız haftalık 7.000 €.",
      mail_status: "queued",
    });

    const mails = await api.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, "mert@example.com"));
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail.subject).toBe("Re: Gulet fiyatı");
    expect(mail.text).toContain("Eylül için fiyatımız haftalık 7.000 €.");
    expect(mail.text).toContain("Deniz Yönetici");
    expect(mail.text).toContain("> Eylül başında 6 kişi için fiyat alabilir miyim?");
    expect(mail.html).toContain("<blockquote");
    expect(mail.html).toContain("Eylül başında 6 kişi için fiyat alabilir miyim?");
    expect(mail.headers).toEqual({ "Content-Language": "tr", "Reply-To": "iletisim@liman.test" });
    expect(JSON.stringify(mail)).not.toContain(t.admin.email);

    const [reply] = await api.db.select().from(contactMessageReplies).where(eq(contactMessageReplies.messageId, id));
    expect(reply).toMatchObject({ authorId: t.admin.id, mailId: mail.id });

    const thread = await api.call("GET", `/v1/admin/contact/messages/${id}`, { token: secondAdminToken });
    expect(thread.json.content.replies).toBe(1);
    expect(thread.json.content.thread).toEqual([
      expect.objectContaining({ author: { id: t.admin.id, name: "Deniz Yönetici" }, mail_status: "queued" }),
    ]);
  });

  it("refuses empty text (400), unknown messages (404) and anonymised messages (422) without queueing mail", async () => {
    const id = await message({ email: "silinecek@example.com", createdAt: new Date(`${daysFromToday(-3)}T10:00:00Z`) });
    const empty = await api.call("POST", `/v1/admin/contact/messages/${id}/replies`, {
      token: t.adminToken,
      body: { text: " " },
    });
    expect(empty.status).toBe(400);
    expect(
      (
        await api.call("POST", "/v1/admin/contact/messages/999999/replies", {
          token: t.adminToken,
          body: { text: "Merhaba" },
        })
      ).status,
    ).toBe(404);

    await api.call("POST", `/v1/admin/contact/messages/${id}/replies`, {
      token: t.adminToken,
      body: { text: "İlk yanıt" },
    });
    await anonymiseContactMessages(api.db, eq(contactMessages.id, id), new Date());
    const [erased] = await api.db.select().from(contactMessageReplies).where(eq(contactMessageReplies.messageId, id));
    expect(erased!.body).not.toContain("İlk yanıt");

    const mailsBefore = (await api.db.select({ id: mailOutbox.id }).from(mailOutbox)).length;
    const res = await api.call("POST", `/v1/admin/contact/messages/${id}/replies`, {
      token: t.adminToken,
      body: { text: "Merhaba" },
    });
    expect(res.status).toBe(422);
    expect(res.json.message ?? JSON.stringify(res.json)).toMatch(/yanıtlanamaz/);
    expect((await api.db.select({ id: mailOutbox.id }).from(mailOutbox)).length).toBe(mailsBefore);
  });
});
