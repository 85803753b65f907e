import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { addDays } from "@/lib/dates";
import { turkishIban } from "@/lib/iban";
import { contactMessageReads, contactMessages, mailTemplates, reservations, subscribers } from "@/server/db/schema";
import { createBoat } from "@/server/seed/factories";
import { staffTokens } from "../support/content-helpers";
import { createTestApi, type TestApi } from "../support/test-api";
import { daysFromToday } from "../support/test-dates";

let api: TestApi;
let t: Awaited<ReturnType<typeof staffTokens>>;

beforeAll(async () => {
  api = await createTestApi();
  t = await staffTokens(api);
});

describe("mail templates", () => {
  it("lists the default templates with their documented variables", async () => {
    const res = await api.call("GET", "/v1/admin/mailtemplates", { token: t.adminToken });
    expect(res.status).toBe(200);
    const keys = res.json.content.items.map((i: { key: string }) => i.key);
    expect(keys).toEqual(expect.arrayContaining(["reservation_received", "bank_details"]));
    const names = res.json.content.items[0].variables.map((v: { name: string }) => v.name);
    for (const name of [
      "customer_name",
      "code",
      "boat_name",
      "start_date",
      "end_date",
      "guests",
      "total",
      "deposit",
      "due",
      "bank_accounts",
      "option_expires_at",
      "site_name",
      "marina_name",
    ]) {
      expect(names).toContain(name);
    }
    expect(res.json.content.items[0].variables[0].description).toMatch(/\p{L}/u);
  });

  it("switches a template off and on", async () => {
    const [tpl] = await api.db.select({ id: mailTemplates.id }).from(mailTemplates).limit(1);
    const off = await api.call("PATCH", "/v1/admin/mailtemplates/activity", {
      token: t.adminToken,
      body: { id: tpl!.id, active: false },
    });
    expect(off.status).toBe(200);
    expect(off.json.content.active).toBe(false);
    const on = await api.call("PATCH", "/v1/admin/mailtemplates/activity", {
      token: t.adminToken,
      body: { id: tpl!.id, active: true },
    });
    expect(on.json.content.active).toBe(true);
    const unknown = await api.call("PATCH", "/v1/admin/mailtemplates/activity", {
      token: t.adminToken,
      body: { id: 99999, active: true },
    });
    expect(unknown.status).toBe(404);
    const wrong = await api.call("PATCH", "/v1/admin/mailtemplates/activity", {
      token: t.adminToken,
      body: { id: tpl!.id, active: "evet" },
    });
    expect(wrong.status).toBe(400);
  });

  it("saves a sanitised body keeping {{variables}} and inline styles; refuses unknown variables", async () => {
    const [tpl] = await api.db.select({ id: mailTemplates.id, body: mailTemplates.body }).from(mailTemplates).limit(1);
    const body =
      '<p style="color:#0e4a6e" onclick="x()">Sayın {{customer_name}}, kodunuz {{ code }}.</p>' +
      '<script>alert(1)</script><img src="https://liman.test/logo.png" onerror="alert(1)"><a href="javascript:alert(1)">x</a>{{bank_accounts}}';
    const res = await api.call("PUT", `/v1/admin/mailtemplates/${tpl!.id}`, {
      token: t.adminToken,
      body: { name: "Talep alındı", subject: "{{site_name}} – {{code}}", body },
    });
    expect(res.status).toBe(200);
    const saved = res.json.content.body as string;
    expect(saved).not.toMatch(/<script|onclick|onerror|javascript:/);
    expect(saved).toContain("{{customer_name}}");
    expect(saved).toContain("{{ code }}");
    expect(saved).toContain("{{bank_accounts}}");
    expect(saved).toContain('style="color:#0e4a6e"');
    expect(res.json.content).toMatchObject({ name: "Talep alındı", subject: "{{site_name}} – {{code}}" });

    const typo = await api.call("PUT", `/v1/admin/mailtemplates/${tpl!.id}`, {
      token: t.adminToken,
      body: { subject: "Merhaba", body: "<p>{{musteri_adi}}</p>" },
    });
    expect(typo.status).toBe(400);
    expect(typo.json.content).toMatch(/Bilinmeyen değişken: \{\{musteri_adi\}\}/);
  });

  it("keeps a default template's look when it is saved unchanged", async () => {
    const [tpl] = await api.db
      .select({ id: mailTemplates.id, subject: mailTemplates.subject, body: mailTemplates.body })
      .from(mailTemplates)
      .where(eq(mailTemplates.key, "bank_details"));
    const res = await api.call("PUT", `/v1/admin/mailtemplates/${tpl!.id}`, {
      token: t.adminToken,
      body: { subject: tpl!.subject, body: tpl!.body },
    });
    expect(res.status).toBe(200);
    const strip = (s: string) => s.replace(/\s+/g, "").replace(/;(?=")/g, "");
    expect(strip(res.json.content.body)).toBe(strip(tpl!.body));
  });

  it("refuses bad input", async () => {
    const [tpl] = await api.db.select({ id: mailTemplates.id }).from(mailTemplates).limit(1);
    const cases = [
      {},
      { subject: "", body: "<p>x</p>" },
      { subject: "a\nBcc: x@y.z", body: "<p>x</p>" },
      { subject: "Konu", body: "x".repeat(200_000) },
      { subject: "Konu", body: "<script>only</script>" },
      { subject: 5, body: 6 },
    ];
    for (const body of cases) {
      const res = await api.call("PUT", `/v1/admin/mailtemplates/${tpl!.id}`, { token: t.adminToken, body });
      expect(res.status, JSON.stringify(body).slice(0, 50)).toBe(400);
      expect(res.json.content).toMatch(/[çğıöşüÇĞİÖŞÜ]|geçersiz|zorunlu/);
    }
    const unknown = await api.call("PUT", "/v1/admin/mailtemplates/4444", {
      token: t.adminToken,
      body: { subject: "K", body: "<p>x</p>" },
    });
    expect(unknown.status).toBe(404);
  });
});

describe("banks", () => {
  const valid = "TR33 0006 1005 1978 6457 8413 26";
  it("creates with a normalised IBAN, edits, toggles, lists and deletes", async () => {
    const res = await api.call("POST", "/v1/admin/banks", {
      token: t.adminToken,
      body: {
        bank_name: "Ziraat Bankası",
        account_holder: "Liman Turizm A.Ş.",
        iban: valid.toLowerCase(),
        currency: "EUR",
        branch: "Bodrum",
      },
    });
    expect(res.status).toBe(201);
    expect(res.json.content).toMatchObject({
      iban: "TR330006100519786457841326",
      currency: "EUR",
      active: true,
      branch: "Bodrum",
    });
    const id = res.json.content.id;
    const dup = await api.call("POST", "/v1/admin/banks", {
      token: t.adminToken,
      body: { bank_name: "X", account_holder: "Y", iban: "TR330006100519786457841326" },
    });
    expect(dup.status).toBe(409);
    expect(dup.json.content).toBe("Bu IBAN zaten kayıtlı.");

    const edited = await api.call("PUT", `/v1/admin/banks/${id}`, {
      token: t.adminToken,
      body: { bank_name: "T.C. Ziraat Bankası", account_holder: "Liman Turizm A.Ş.", iban: valid, currency: "TRY" },
    });
    expect(edited.status).toBe(200);
    expect(edited.json.content).toMatchObject({ bank_name: "T.C. Ziraat Bankası", currency: "TRY", branch: null });
    const off = await api.call("PATCH", "/v1/admin/banks/activity", {
      token: t.adminToken,
      body: { id, active: false },
    });
    expect(off.json.content.active).toBe(false);
    const list = await api.call("GET", "/v1/admin/banks", { token: t.adminToken });
    expect(list.json.content.items).toHaveLength(1);
    expect((await api.call("DELETE", `/v1/admin/banks/${id}`, { token: t.adminToken })).status).toBe(200);
    expect((await api.call("DELETE", `/v1/admin/banks/${id}`, { token: t.adminToken })).status).toBe(404);
  });

  it("checks the IBAN: TR format and mod-97 check digits, with Turkish messages", async () => {
    const right = turkishIban("00062", "123456789");
    const digits = Number(right.slice(2, 4));
    const wrongDigits = `TR${String(digits === 98 ? 2 : digits + 1).padStart(2, "0")}${right.slice(4)}`;
    const base = { bank_name: "Garanti BBVA", account_holder: "Liman" };
    const ok = await api.call("POST", "/v1/admin/banks", { token: t.adminToken, body: { ...base, iban: right } });
    expect(ok.status).toBe(201);
    const bad = await api.call("POST", "/v1/admin/banks", {
      token: t.adminToken,
      body: { ...base, iban: wrongDigits },
    });
    expect(bad.status).toBe(400);
    expect(bad.json.fields.iban).toBe("IBAN geçersiz: kontrol basamakları tutmuyor. Lütfen numarayı kontrol edin.");
    const german = await api.call("POST", "/v1/admin/banks", {
      token: t.adminToken,
      body: { ...base, iban: "DE89 3704 0044 0532 0130 00" },
    });
    expect(german.status).toBe(400);
    expect(german.json.fields.iban).toMatch(/TR ile başlamalı/);
    const short = await api.call("POST", "/v1/admin/banks", { token: t.adminToken, body: { ...base, iban: "TR12" } });
    expect(short.status).toBe(400);
    const missing = await api.call("POST", "/v1/admin/banks", { token: t.adminToken, body: { ...base } });
    expect(missing.json.fields.iban).toBe("IBAN zorunludur.");
    const huge = await api.call("POST", "/v1/admin/banks", {
      token: t.adminToken,
      body: { ...base, iban: right, bank_name: "B".repeat(200_000) },
    });
    expect(huge.status).toBe(400);
    const currency = await api.call("POST", "/v1/admin/banks", {
      token: t.adminToken,
      body: { ...base, iban: right, currency: "JPY" },
    });
    expect(currency.status).toBe(400);
    const negative = await api.call("POST", "/v1/admin/banks", {
      token: t.adminToken,
      body: { ...base, iban: right, sort_order: -1 },
    });
    expect(negative.status).toBe(400);
    const unknown = await api.call("PUT", "/v1/admin/banks/999999", {
      token: t.adminToken,
      body: { ...base, iban: right },
    });
    expect(unknown.status).toBe(404);
  });
});

describe("subscribers", () => {
  it("lists confirmed subscribers 50 per page, deletes, and exports a CSV with BOM and Turkish letters", async () => {
    // 09:30 UTC ten days ago: 12:30 that day in Istanbul (UTC+3 all year), as the CSV writes it.
    const day = daysFromToday(-10);
    const now = new Date(`${day}T09:30:00Z`);
    await api.db.insert(subscribers).values(
      Array.from({ length: 55 }, (_, i) => ({
        email: `abone${i}@liman.test`,
        consentAt: now,
        confirmedAt: now,
        createdAt: new Date(now.getTime() + i * 1000),
      })),
    );
    await api.db
      .insert(subscribers)
      .values({ email: "gülşen.çağlar@örnek.com.tr", consentAt: now, confirmedAt: now, source: "kampanya-ğüşiöç" });
    await api.db.insert(subscribers).values({ email: '=HYPERLINK("x")@liman.test', consentAt: now, confirmedAt: now });
    // Double opt-in: an address that never confirmed is not a subscriber.
    await api.db.insert(subscribers).values({ email: "onaysiz@liman.test", consentAt: now });
    const page = await api.call("GET", "/v1/admin/subscriber", { token: t.adminToken });
    expect(page.status).toBe(200);
    expect(page.json.content.items).toHaveLength(50);
    expect(page.json.content.total).toBe(57);

    const csv = await api.app.request("/v1/admin/subscriber/csv", {
      headers: { authorization: `Bearer ${t.adminToken}` },
    });
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(csv.headers.get("content-disposition")).toMatch(/attachment; filename="aboneler-\d{4}-\d{2}-\d{2}\.csv"/);
    const bytes = Buffer.from(await csv.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.subarray(3).toString("utf8");
    const lines = text.trim().split("\r\n");
    expect(lines[0]).toBe("E-posta,İzin tarihi,Onay tarihi,Kaynak,Kayıt tarihi");
    expect(lines).toHaveLength(58);
    expect(text).toContain(`gülşen.çağlar@örnek.com.tr,${day} 12:30,${day} 12:30,kampanya-ğüşiöç,`);
    expect(text).not.toContain("onaysiz@liman.test");
    expect(JSON.stringify(page.json.content.items)).not.toContain("onaysiz@liman.test");
    expect(text).toContain(`"'=HYPERLINK(""x"")@liman.test"`);

    const id = page.json.content.items[0].id;
    expect((await api.call("DELETE", `/v1/admin/subscriber/${id}`, { token: t.adminToken })).status).toBe(200);
    expect((await api.call("DELETE", `/v1/admin/subscriber/${id}`, { token: t.adminToken })).status).toBe(404);
    expect((await api.call("DELETE", "/v1/admin/subscriber/-4", { token: t.adminToken })).status).toBe(400);
    expect((await api.call("GET", "/v1/admin/subscriber?take=5000", { token: t.adminToken })).status).toBe(400);
  });
});

describe("contact messages, unread count and dashboard counts", () => {
  it("lists 10 unread-first, filters, marks read on open, and counts", async () => {
    const boat = await createBoat(api.db, { name: "Satılık Rüya" });
    // Inserted after the staff users exist (older messages are never "new" to a user), in order: ids break the tie.
    const inserted = await api.db
      .insert(contactMessages)
      .values(
        Array.from({ length: 12 }, (_, i) => ({
          name: `Ziyaretçi ${i}`,
          email: `z${i}@liman.test`,
          message: `Merhaba ${i}`,
          boatId: i === 11 ? boat.id : null,
        })),
      )
      .returning({ id: contactMessages.id });
    await api.db
      .insert(contactMessageReads)
      .values(inserted.slice(0, 4).map((m) => ({ userId: t.admin.id, messageId: m.id, read: true })));
    const unread = await api.call("GET", "/v1/admin/unreadcount", { token: t.adminToken });
    expect(unread.json.content).toEqual({ count: 8 });

    const list = await api.call("GET", "/v1/admin/contact/messages", { token: t.adminToken });
    expect(list.status).toBe(200);
    const items = list.json.content.items;
    expect(items).toHaveLength(10);
    expect(list.json.content.total).toBe(12);
    expect(items.slice(0, 8).every((m: { read: boolean }) => !m.read)).toBe(true);
    expect(items[0]).toMatchObject({ name: "Ziyaretçi 11", boat: { id: boat.id, name: "Satılık Rüya" } });

    const onlyRead = await api.call("GET", "/v1/admin/contact/messages?read=true", { token: t.adminToken });
    expect(onlyRead.json.content.total).toBe(4);
    const newest = await api.call("GET", "/v1/admin/contact/messages?order=newest&take=3", { token: t.adminToken });
    expect(newest.json.content.items.map((m: { name: string }) => m.name)).toEqual([
      "Ziyaretçi 11",
      "Ziyaretçi 10",
      "Ziyaretçi 9",
    ]);

    const counts1 = await api.call("GET", "/v1/admin/counts", { token: t.adminToken });
    expect(counts1.json.content.contactCount).toBe(8);
    const opened = await api.call("GET", `/v1/admin/contact/messages/${items[0].id}`, { token: t.adminToken });
    expect(opened.status).toBe(200);
    expect(opened.json.content.read).toBe(true);
    expect((await api.call("GET", "/v1/admin/unreadcount", { token: t.adminToken })).json.content.count).toBe(7);
    expect((await api.call("GET", "/v1/admin/counts", { token: t.adminToken })).json.content.contactCount).toBe(7);

    expect((await api.call("GET", "/v1/admin/contact/messages/999999", { token: t.adminToken })).status).toBe(404);
    expect((await api.call("GET", "/v1/admin/contact/messages?read=belki", { token: t.adminToken })).status).toBe(400);
    expect((await api.call("GET", "/v1/admin/contact/messages?skip=-1", { token: t.adminToken })).status).toBe(400);
  });

  it("counts unseen website reservations: all for ADMIN, own boats only for OWNER", async () => {
    const ownBoat = await createBoat(api.db, { ownerId: t.owner.id });
    const otherBoat = await createBoat(api.db);
    const stays = daysFromToday(60);
    let n = 0;
    const reserve = async (boatId: number, source: "website" | "staff") => {
      n++;
      const [row] = await api.db
        .insert(reservations)
        .values({
          code: `SAY${n}X${Date.now() % 100000}`,
          boatId,
          customerName: "Ali Veli",
          customerEmail: "ali@liman.test",
          customerPhone: "+905551112233",
          guests: 4,
          startDate: addDays(stays, n),
          endDate: addDays(stays, n + 1),
          total: 100_000,
          deposit: 20_000,
          currency: "EUR",
          rates: { USD: "34.5", EUR: "37.25", GBP: "43.1" },
          source,
        })
        .returning({ id: reservations.id });
      return row!.id;
    };
    const ownA = await reserve(ownBoat.id, "website");
    await reserve(ownBoat.id, "website");
    await reserve(otherBoat.id, "website");
    await reserve(ownBoat.id, "staff"); // entered by staff: never "new"

    const admin = await api.call("GET", "/v1/admin/counts", { token: t.adminToken });
    expect(admin.status).toBe(200);
    expect(admin.json.content.reservationCount).toBe(3);
    const owner = await api.call("GET", "/v1/admin/counts", { token: t.ownerToken });
    expect(owner.status).toBe(200);
    expect(owner.json.content.reservationCount).toBe(2);

    // Each staff member's "new" marks are their own: the admin opening one leaves it new for the owner.
    expect((await api.call("GET", `/v1/admin/reservations/${ownA}`, { token: t.adminToken })).status).toBe(200);
    expect((await api.call("GET", "/v1/admin/counts", { token: t.adminToken })).json.content.reservationCount).toBe(2);
    expect((await api.call("GET", "/v1/admin/counts", { token: t.ownerToken })).json.content.reservationCount).toBe(2);
    expect((await api.call("GET", `/v1/admin/reservations/${ownA}`, { token: t.ownerToken })).status).toBe(200);
    expect((await api.call("GET", "/v1/admin/counts", { token: t.ownerToken })).json.content.reservationCount).toBe(1);
  });
});

describe("settings", () => {
  it("saves each section and reads it back; getexchange answers the spec's shape", async () => {
    const exchange = await api.call("PUT", "/v1/admin/exchange/edit", {
      token: t.adminToken,
      body: { dollar_exchange_rate: "35.10", euro_exchange_rate: 38.2, sterling_exchange_rate: "44.0125" },
    });
    expect(exchange.status).toBe(200);
    expect(exchange.json.content).toEqual({
      dollar_exchange_rate: "35.10",
      euro_exchange_rate: "38.2",
      sterling_exchange_rate: "44.0125",
    });
    const rates = await api.call("GET", "/v1/admin/getexchange", { token: t.adminToken });
    expect(rates.json.content).toEqual({
      currency: [
        { key: "dollar_exchange_rate", value: "35.10" },
        { key: "euro_exchange_rate", value: "38.2" },
        { key: "sterling_exchange_rate", value: "44.0125" },
      ],
    });

    const site = await api.call("PUT", "/v1/admin/site/edit", {
      token: t.adminToken,
      body: { site_name: "Liman Yatçılık", site_footer_text: "Güvenli ödeme", deposit_percent: 25, option_hours: "72" },
    });
    expect(site.status).toBe(200);
    expect(site.json.content).toMatchObject({ site_name: "Liman Yatçılık", deposit_percent: "25", option_hours: "72" });
    const contact = await api.call("PUT", "/v1/admin/contact/edit", {
      token: t.adminToken,
      body: { site_phone: "+90 252 000 00 00", site_email: "info@liman.test", site_address: "Bodrum", staff_email: "" },
    });
    expect(contact.status).toBe(200);
    const social = await api.call("PUT", "/v1/admin/social/edit", {
      token: t.adminToken,
      body: { facebook_link: "https://facebook.com/liman", instagram_link: "", twitter_link: "", youtube_link: "" },
    });
    expect(social.status).toBe(200);
    for (const [section, key, value] of [
      ["site", "site_name", "Liman Yatçılık"],
      ["contact", "site_email", "info@liman.test"],
      ["social", "facebook_link", "https://facebook.com/liman"],
      ["exchange", "euro_exchange_rate", "38.2"],
    ]) {
      const res = await api.call("GET", `/v1/admin/settings/${section}`, { token: t.adminToken });
      expect(res.status).toBe(200);
      expect(res.json.content[key as string]).toBe(value);
    }
  });

  it("refuses bad settings without saving anything", async () => {
    const before = await api.call("GET", "/v1/admin/getexchange", { token: t.adminToken });
    const cases: [string, Record<string, unknown>][] = [
      ["exchange", { dollar_exchange_rate: "-3", euro_exchange_rate: "38", sterling_exchange_rate: "44" }],
      ["exchange", { dollar_exchange_rate: "abc", euro_exchange_rate: "38", sterling_exchange_rate: "44" }],
      ["exchange", { dollar_exchange_rate: "35" }],
      ["site", { site_name: "", site_footer_text: "", deposit_percent: 20, option_hours: 48 }],
      ["site", { site_name: "L", site_footer_text: "x".repeat(200_000), deposit_percent: 20, option_hours: 48 }],
      ["site", { site_name: "L", site_footer_text: "", deposit_percent: -5, option_hours: 48 }],
      ["contact", { site_phone: "", site_email: "değil-eposta", site_address: "", staff_email: "" }],
      ["social", { facebook_link: "javascript:alert(1)", instagram_link: "", twitter_link: "", youtube_link: "" }],
    ];
    for (const [section, body] of cases) {
      const res = await api.call("PUT", `/v1/admin/${section}/edit`, { token: t.adminToken, body });
      expect(res.status, `${section} ${JSON.stringify(body).slice(0, 60)}`).toBe(400);
      expect(res.json.content).toMatch(/geçersiz/);
    }
    expect((await api.call("GET", "/v1/admin/getexchange", { token: t.adminToken })).json).toEqual(before.json);
    expect((await api.call("GET", "/v1/admin/settings/payments", { token: t.adminToken })).status).toBe(400);
    expect((await api.call("PUT", "/v1/admin/exchange/edit", { token: t.adminToken, body: "{x" })).status).toBe(400);
  });
});
