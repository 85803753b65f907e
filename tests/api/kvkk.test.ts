import { eq, inArray, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { signToken } from "@/server/auth/tokens";
import {
  availabilityBlocks,
  boatComments,
  contactMessages,
  externalClosings,
  mailOutbox,
  mailTemplates,
  privacyAudit,
  reservations,
  transactions,
} from "@/server/db/schema";
import { queueMail } from "@/server/mail/queue-mail";
import { emailHash } from "@/server/privacy/anonymous";
import {
  createBoat,
  createBoatComment,
  createExternalClosing,
  createReservation,
  createUser,
} from "@/server/seed/factories";
import { updateSettings } from "@/server/settings/update-settings";
import { CONTACT_STAFF_TEMPLATE } from "@/server/website/send-contact-message";
import { createTestApi } from "../support/test-api";
import { daysFromToday } from "../support/test-dates";

const api = await createTestApi({ PUBLIC_URL: "https://liman.example" });
const EMAIL = "Ayse.Kvkk+tekne@Example.com";
const email = EMAIL.toLowerCase();
const day = daysFromToday;

let adminToken: string;
let ownerToken: string;
let staffEmail: string;
let booking: Awaited<ReturnType<typeof createReservation>>;
let expired: Awaited<ReturnType<typeof createReservation>>;
let stranger: Awaited<ReturnType<typeof createReservation>>;

/**
 * Every text, varchar and json column of every table, searched for the address: where it still appears.
 * Independent of the code under test (its own information_schema query).
 */
async function whereIsAddress(address: string): Promise<string[]> {
  const columns = (
    (await api.db.execute(sql`
      SELECT table_name, column_name FROM information_schema.columns
      WHERE table_schema = 'public' AND data_type IN ('text', 'character varying', 'character', 'json', 'jsonb')`)) as unknown as {
      rows: { table_name: string; column_name: string }[];
    }
  ).rows;
  expect(columns.length).toBeGreaterThan(40);
  const found: string[] = [];
  for (const { table_name, column_name } of columns) {
    const { rows } = (await api.db.execute(
      sql`SELECT count(*)::int AS n FROM ${sql.identifier(table_name)} WHERE ${sql.identifier(column_name)}::text ILIKE ${`%${address.replace(/[%_\\]/g, "\\$&")}%`}`,
    )) as unknown as { rows: { n: number }[] };
    if (rows[0]!.n > 0) found.push(`${table_name}.${column_name}`);
  }
  return found;
}

const books = async (ids: number[]) => ({
  reservations: await api.db
    .select({
      id: reservations.id,
      total: reservations.total,
      deposit: reservations.deposit,
      currency: reservations.currency,
      status: reservations.status,
      startDate: reservations.startDate,
      endDate: reservations.endDate,
      boatId: reservations.boatId,
    })
    .from(reservations)
    .where(inArray(reservations.id, ids))
    .orderBy(reservations.id),
  payments: await api.db
    .select({
      id: transactions.id,
      amount: transactions.amount,
      kind: transactions.kind,
      reference: transactions.reference,
    })
    .from(transactions)
    .orderBy(transactions.id),
  blocks: await api.db.select().from(availabilityBlocks).orderBy(availabilityBlocks.id),
});

beforeAll(async () => {
  const admin = await createUser(api.db, { role: "ADMIN" });
  const owner = await createUser(api.db, { role: "OWNER" });
  staffEmail = owner.email;
  adminToken = await signToken(admin, api.jwtSecret);
  ownerToken = await signToken(owner, api.jwtSecret);
  const boat = await createBoat(api.db, { ownerId: owner.id, name: "Deniz Yıldızı" });
  booking = await createReservation(api.db, {
    boatId: boat.id,
    status: "confirmed",
    customerName: "Ayşe Kaya",
    customerEmail: EMAIL,
    customerPhone: "+90 532 123 45 67",
    note: "Vejetaryen menü lütfen",
    startDate: day(30),
    endDate: day(37),
    total: 1_250_000,
    deposit: 250_000,
  });
  expired = await createReservation(api.db, {
    boatId: boat.id,
    status: "expired",
    customerName: "Ayşe Kaya",
    customerEmail: email,
    startDate: day(60),
    endDate: day(63),
  });
  stranger = await createReservation(api.db, {
    boatId: boat.id,
    status: "option",
    customerName: "Başka Biri",
    customerEmail: "baska@example.com",
    startDate: day(40),
    endDate: day(44),
  });
  await api.db.insert(transactions).values([
    {
      reservationId: booking.id,
      kind: "deposit",
      method: "bank_transfer",
      amount: 250_000,
      currency: "EUR",
      reference: "HVL-1",
      note: `${EMAIL} hesabından`,
    },
    { reservationId: booking.id, kind: "balance", method: "cash", amount: 100_000, currency: "EUR" },
    {
      reservationId: booking.id,
      kind: "balance",
      method: "card",
      amount: 50_000,
      currency: "EUR",
      voidedAt: new Date(),
      voidReason: "Ayşe Kaya'nın kartı değilmiş",
    },
  ]);
  await queueMail(api.db, {
    to: EMAIL,
    subject: "Rezervasyonunuz",
    html: "<p>Sayın Ayşe Kaya</p>",
    reservationId: booking.id,
  });
  await queueMail(api.db, { to: "ekip@liman.test", subject: "Yeni rezervasyon", html: `<p>${EMAIL}</p>` });
  await createBoatComment(api.db, { boatId: boat.id, name: "ayşe kaya", body: "Çok güzeldi" });
  await createBoatComment(api.db, { boatId: boat.id, name: "Mehmet Ak", body: "Fena değil" });
  await createExternalClosing(api.db, {
    boatId: boat.id,
    title: "Telefonla",
    note: `Ayşe Hanım (${email}) aradı`,
    startDate: day(80),
    endDate: day(82),
  });

  await updateSettings(api.db, { staff_email: "ekip@liman.test" });
  await api.db.insert(mailTemplates).values({
    key: CONTACT_STAFF_TEMPLATE,
    name: "Yeni iletişim mesajı",
    subject: "Yeni mesaj: {{subject}}",
    body: "<p>{{name}} ({{email}}) yazdı:</p><p>{{message}}</p>",
  });
  const contact = await api.call("POST", "/v1/website/contact", {
    body: { name: "Ayşe Kaya", email: EMAIL, phone: "+90 532 123 45 67", message: "Ağustos için gulet arıyorum." },
  });
  expect(contact.status).toBe(201);
  expect((await api.call("POST", "/v1/website/subscribe", { body: { email: EMAIL, consent: true } })).status).toBe(200);
});

describe("KVKK export", () => {
  it("is ADMIN only and validates the address", async () => {
    expect((await api.call("POST", "/v1/admin/kvkk/export", { body: { email } })).status).toBe(401);
    expect((await api.call("POST", "/v1/admin/kvkk/export", { token: ownerToken, body: { email } })).status).toBe(403);
    const bad = await api.call("POST", "/v1/admin/kvkk/export", { token: adminToken, body: { email: "yok" } });
    expect(bad.status).toBe(400);
    expect(bad.json.content).toMatch(/Geçerli bir e-posta adresi girin/);
  });

  it("gathers reservations with payments, messages, subscription and consent, reviews, mails and stray mentions", async () => {
    const res = await api.call("POST", "/v1/admin/kvkk/export", { token: adminToken, body: { email: EMAIL } });
    expect(res.status).toBe(200);
    const data = res.json.content;
    expect(data.email).toBe(email);
    expect(data.staff_account).toBeNull();
    expect(data.reservations.map((r: { code: string }) => r.code).sort()).toEqual([booking.code, expired.code].sort());
    const confirmed = data.reservations.find((r: { code: string }) => r.code === booking.code);
    expect(confirmed).toMatchObject({
      customer_name: "Ayşe Kaya",
      customer_phone: "+90 532 123 45 67",
      note: "Vejetaryen menü lütfen",
      total: 1_250_000,
      boat: "Deniz Yıldızı",
    });
    expect(confirmed.payments.map((p: { amount: number }) => p.amount)).toEqual([250_000, 100_000, 50_000]);
    // A voided payment is exported as voided, with its reason.
    expect(confirmed.payments[2]).toMatchObject({ void_reason: "Ayşe Kaya'nın kartı değilmiş" });
    expect(confirmed.payments[2].voided_at).toEqual(expect.any(String));
    expect(confirmed.payments[0]).toMatchObject({ voided_at: null, void_reason: null });
    expect(data.contact_messages).toEqual([
      expect.objectContaining({ name: "Ayşe Kaya", message: "Ağustos için gulet arıyorum." }),
    ]);
    expect(data.subscription).toMatchObject({ confirmed: false, source: "website" });
    expect(data.consents).toHaveLength(1);
    expect(data.consents[0].text_sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(data.comments).toEqual([expect.objectContaining({ name: "ayşe kaya", body: "Çok güzeldi" })]);
    const subjects = data.mails.map((m: { subject: string }) => m.subject);
    expect(subjects).toEqual(
      expect.arrayContaining([
        "Rezervasyonunuz",
        "Yeni rezervasyon",
        "Yeni mesaj: İletişim formu",
        expect.stringContaining("onaylayın"),
      ]),
    );
    expect(data.other_mentions).toEqual([
      { table: "external_closings", column: "note", rows: 1, values: [`Ayşe Hanım (${email}) aradı`] },
    ]);
    expect(JSON.stringify(data)).not.toContain("Başka Biri");
  });
});

describe("KVKK erasure", () => {
  it("refuses a staff account's address (409) and is ADMIN only", async () => {
    const staff = await api.call("POST", "/v1/admin/kvkk/erase", { token: adminToken, body: { email: staffEmail } });
    expect(staff.status).toBe(409);
    expect(staff.json.content).toMatch(/personel hesabına ait/);
    expect((await api.call("POST", "/v1/admin/kvkk/erase", { token: ownerToken, body: { email } })).status).toBe(403);
  });

  it("leaves the address nowhere in the database, and the books and calendars unchanged", async () => {
    expect((await whereIsAddress(email)).length).toBeGreaterThan(5);
    const before = await books([booking.id, expired.id, stranger.id]);
    const res = await api.call("POST", "/v1/admin/kvkk/erase", { token: adminToken, body: { email: EMAIL } });
    expect(res.status).toBe(200);
    expect(res.json.content).toMatchObject({
      reservations: 2,
      contact_messages: 1,
      subscriptions: 1,
      consents: 1,
      comments: 1,
      other_mentions: 1,
    });
    expect(res.json.content.mails).toBeGreaterThanOrEqual(4);

    expect(await whereIsAddress(email)).toEqual([]);
    expect(await whereIsAddress("123 45 67")).toEqual([]);
    const after = await books([booking.id, expired.id, stranger.id]);
    expect(after).toEqual(before);

    const [erased] = await api.db.select().from(reservations).where(eq(reservations.id, booking.id));
    expect(erased).toMatchObject({ customerName: "Anonim", note: null, code: booking.code });
    expect(erased!.anonymizedAt).toBeInstanceOf(Date);
    const [other] = await api.db.select().from(reservations).where(eq(reservations.id, stranger.id));
    expect(other).toMatchObject({ customerName: "Başka Biri", customerEmail: "baska@example.com" });
    const names = await api.db.select({ name: boatComments.name }).from(boatComments).orderBy(boatComments.id);
    expect(names.map((c) => c.name)).toEqual(["Anonim", "Mehmet Ak"]);
    const [message] = await api.db.select().from(contactMessages);
    expect(message!.message).not.toContain("gulet");
    const [closing] = await api.db.select().from(externalClosings);
    expect(closing!.note).toBe("Ayşe Hanım ([silindi]) aradı");
    const reasons = await api.db
      .select({ reason: transactions.voidReason })
      .from(transactions)
      .where(eq(transactions.reservationId, booking.id));
    expect(reasons.map((r) => r.reason).filter(Boolean)).toEqual(["KVKK kapsamında silindi"]);
    const unsent = await api.db.select({ status: mailOutbox.status }).from(mailOutbox);
    expect(unsent.every((m) => m.status === "failed")).toBe(true); // nothing erased is sent afterwards

    // The booking still shows in the staff views with its money.
    const detail = await api.call("GET", `/v1/admin/reservations/${booking.id}`, { token: adminToken });
    expect(detail.status).toBe(200);
  });

  it("audits export and erasure by actor and hashed address, never the address", async () => {
    const rows = await api.db.select().from(privacyAudit).orderBy(privacyAudit.id);
    expect(rows.map((r) => r.action)).toEqual(["export", "erase"]);
    for (const row of rows) {
      expect(row.emailHash).toBe(emailHash(EMAIL));
      expect(row.actorId).toEqual(expect.any(Number));
      expect(row.createdAt).toBeInstanceOf(Date);
    }
    expect(JSON.stringify(rows)).not.toContain(email);
  });
});
