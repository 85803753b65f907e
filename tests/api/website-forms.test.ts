import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { CONTACT_LIMIT } from "@/server/api/routes/website";
import { contactMessages, mailOutbox, mailTemplates, subscribers } from "@/server/db/schema";
import { createBoat } from "@/server/seed/factories";
import { updateSettings } from "@/server/settings/update-settings";
import { CONTACT_STAFF_TEMPLATE } from "@/server/website/send-contact-message";
import { createTestApi, type TestApi } from "../support/test-api";

let api: TestApi;

beforeAll(async () => {
  // Behind one trusted proxy the caller's address is the rightmost X-Forwarded-For entry: each test uses its own.
  api = await createTestApi({ TRUST_PROXY: "1" });
});

const from = (ip: string) => ({ "x-forwarded-for": ip });
const message = {
  name: "Can Demir",
  email: "Can.Demir@Example.com",
  phone: "+90 532 111 22 33",
  subject: "Ağustos için soru",
  message: "Merhaba, 8 kişilik bir gulet arıyoruz.",
};

describe("POST /v1/website/subscribe", () => {
  it("records the e-mail (unconfirmed) with its consent time and source, and answers the same twice", async () => {
    const before = Date.now();
    const first = await api.call("POST", "/v1/website/subscribe", {
      body: { email: "Yeni.Abone@Example.com", consent: true, source: "footer" },
    });
    expect(first.status).toBe(200);
    expect(first.json).toEqual({ content: { received: true } });
    const second = await api.call("POST", "/v1/website/subscribe", {
      body: { email: "yeni.abone@example.com", consent: true },
    });
    expect(second.status).toBe(200);
    expect(second.json).toEqual(first.json);
    const rows = await api.db.select().from(subscribers).where(eq(subscribers.email, "yeni.abone@example.com"));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.source).toBe("footer");
    expect(rows[0]!.confirmedAt).toBeNull();
    expect(rows[0]!.consentAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
  });

  it("defaults the source to website", async () => {
    await api.call("POST", "/v1/website/subscribe", { body: { email: "kaynak@example.com", consent: true } });
    const [row] = await api.db.select().from(subscribers).where(eq(subscribers.email, "kaynak@example.com"));
    expect(row!.source).toBe("website");
  });

  it("refuses without consent, with a bad e-mail, a bad source or broken JSON (Turkish 400, nothing stored)", async () => {
    const cases: [unknown, RegExp][] = [
      [{ email: "onaysiz@example.com" }, /onaylamanız gerekir/],
      [{ email: "onaysiz@example.com", consent: false }, /onaylamanız gerekir/],
      [{ email: "onaysiz@example.com", consent: "true" }, /onaylamanız gerekir/],
      [{ email: "e-posta-degil", consent: true }, /Geçerli bir e-posta adresi girin/],
      [{ consent: true }, /E-posta adresi zorunludur/],
      [{ email: `${"a".repeat(200_000)}@example.com`, consent: true }, /çok uzun/],
      [{ email: "kaynak2@example.com", consent: true, source: "<script>" }, /Geçersiz kaynak/],
    ];
    for (const [body, text] of cases) {
      const res = await api.call("POST", "/v1/website/subscribe", { body: body as Record<string, unknown> });
      expect(res.status).toBe(400);
      expect(res.json.content).toMatch(text);
    }
    const broken = await api.call("POST", "/v1/website/subscribe", { body: "{email:" });
    expect(broken.status).toBe(400);
    expect(broken.json.content).toBe("İstek gövdesi geçerli bir JSON değil.");
    const stored = await api.db.select({ email: subscribers.email }).from(subscribers);
    expect(stored.map((r) => r.email).sort()).toEqual(["kaynak@example.com", "yeni.abone@example.com"]);
  });
});

describe("POST /v1/website/contact", () => {
  it("stores the message for staff (unread) and answers 201 without echoing it", async () => {
    const res = await api.call("POST", "/v1/website/contact", { body: message, headers: from("10.0.0.1") });
    expect(res.status).toBe(201);
    expect(res.json).toEqual({ content: { sent: true } });
    const [row] = await api.db.select().from(contactMessages).where(eq(contactMessages.name, "Can Demir"));
    expect(row).toMatchObject({
      email: "can.demir@example.com",
      phone: "+90 532 111 22 33",
      subject: "Ağustos için soru",
      message: "Merhaba, 8 kişilik bir gulet arıyoruz.",
      boatId: null,
      archivedAt: null,
    });
  });

  it("with boat_id stores a sale enquiry whose subject names the boat", async () => {
    const boat = await createBoat(api.db, { name: "Satılık Yelkenli", forSale: true });
    const res = await api.call("POST", "/v1/website/contact", {
      body: {
        name: "Alıcı Bey",
        email: "alici@example.com",
        message: "Bu tekneyi görmek istiyorum.",
        boat_id: boat.id,
      },
      headers: from("10.0.0.2"),
    });
    expect(res.status).toBe(201);
    const [row] = await api.db.select().from(contactMessages).where(eq(contactMessages.email, "alici@example.com"));
    expect(row).toMatchObject({ boatId: boat.id, subject: "Satış talebi: Satılık Yelkenli", phone: null });
  });

  it("answers 404 for an unknown or inactive boat and stores nothing", async () => {
    const inactive = await createBoat(api.db, { active: false });
    for (const boatId of [inactive.id, 999_999]) {
      const res = await api.call("POST", "/v1/website/contact", {
        body: { ...message, email: "yok@example.com", boat_id: boatId },
        headers: from("10.0.0.3"),
      });
      expect(res.status).toBe(404);
      expect(res.json.content).toBe("Tekne bulunamadı.");
    }
    expect(await api.db.select().from(contactMessages).where(eq(contactMessages.email, "yok@example.com"))).toEqual([]);
  });

  it("refuses bad input with Turkish messages and stores nothing", async () => {
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ ...message, name: "" }, /Ad soyad zorunludur/],
      [{ ...message, name: undefined }, /Ad soyad zorunludur/],
      [{ ...message, email: "hatali" }, /Geçerli bir e-posta adresi girin/],
      [{ ...message, message: "kısa" }, /en az 10 karakter/],
      [{ ...message, message: "x".repeat(200_000) }, /en fazla 5000 karakter/],
      [{ ...message, phone: "telefonum yok" }, /Geçerli bir telefon numarası girin/],
      [{ ...message, boat_id: -3 }, /Tekne numarası geçersiz/],
      [{ ...message, boat_id: "12" }, /Tekne numarası geçersiz/],
      [{ ...message, subject: 42 }, /Konu metin olmalı/],
    ];
    for (const [body, text] of cases) {
      const res = await api.call("POST", "/v1/website/contact", { body, headers: from("10.0.0.4") });
      expect(res.status).toBe(400);
      expect(res.json.content).toMatch(text);
    }
    const rows = await api.db.select().from(contactMessages).where(eq(contactMessages.name, "Can Demir"));
    expect(rows).toHaveLength(1); // only the first test's message
  });

  it(`allows ${CONTACT_LIMIT.messages} messages per address, then 429 with Retry-After; other addresses go on`, async () => {
    for (let i = 0; i < CONTACT_LIMIT.messages; i++) {
      const res = await api.call("POST", "/v1/website/contact", {
        body: { ...message, email: `seri${i}@example.com` },
        headers: from("10.9.9.9"),
      });
      expect(res.status).toBe(201);
    }
    const blocked = await api.call("POST", "/v1/website/contact", {
      body: { ...message, email: "fazla@example.com" },
      headers: from("10.9.9.9"),
    });
    expect(blocked.status).toBe(429);
    expect(blocked.json.content).toBe("Çok fazla deneme yaptınız. Lütfen biraz sonra tekrar deneyin.");
    const retryAfter = Number(blocked.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(CONTACT_LIMIT.windowMs / 1000);
    expect(await api.db.select().from(contactMessages).where(eq(contactMessages.email, "fazla@example.com"))).toEqual(
      [],
    );
    const other = await api.call("POST", "/v1/website/contact", {
      body: { ...message, email: "baska@example.com" },
      headers: from("10.9.9.10"),
    });
    expect(other.status).toBe(201);
  });

  it("writes a staff notification to the outbox only when a template and a staff address exist", async () => {
    const countOutbox = async () => (await api.db.select({ id: mailOutbox.id }).from(mailOutbox)).length;
    const before = await countOutbox();
    await updateSettings(api.db, { staff_email: "ekip@liman.test" });
    await api.call("POST", "/v1/website/contact", { body: message, headers: from("10.0.1.1") });
    expect(await countOutbox()).toBe(before); // no template: nothing queued, message still stored

    await api.db.insert(mailTemplates).values({
      key: CONTACT_STAFF_TEMPLATE,
      name: "Yeni iletişim mesajı",
      subject: "Yeni mesaj: {{subject}}",
      body: "<p>{{name}} ({{email}}) yazdı:</p><p>{{message}}</p>",
    });
    await api.call("POST", "/v1/website/contact", {
      body: { ...message, message: "<b>Merhaba</b> ekip, fiyat alabilir miyim?" },
      headers: from("10.0.1.2"),
    });
    const [mail] = await api.db.select().from(mailOutbox).where(eq(mailOutbox.templateKey, CONTACT_STAFF_TEMPLATE));
    expect(mail).toMatchObject({ toAddress: "ekip@liman.test", subject: "Yeni mesaj: Ağustos için soru" });
    expect(mail!.html).toContain("&lt;b&gt;Merhaba&lt;/b&gt;");
  });
});
