import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { signToken } from "@/server/auth/tokens";
import { banks, mailOutbox, mailTemplates } from "@/server/db/schema";
import { createBoat, createReservation, createUser } from "@/server/seed/factories";
import { addDays } from "@/lib/dates";
import { createTestApi } from "../support/test-api";
import { nextSaturday } from "../support/test-dates";

/** A calendar day the way Turkish mails write it, "10 Temmuz 2027" (by Intl, not by the app's own formatter). */
const longDayTr = (day: string) =>
  new Intl.DateTimeFormat("tr-TR", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(
    new Date(`${day}T00:00:00Z`),
  );

const api = await createTestApi();
let adminToken: string;
let ownerToken: string;
let otherOwnerToken: string;
let reservation: Awaited<ReturnType<typeof createReservation>>;
let confirmed: Awaited<ReturnType<typeof createReservation>>;

beforeAll(async () => {
  const admin = await createUser(api.db, { role: "ADMIN" });
  const owner = await createUser(api.db, { role: "OWNER" });
  const other = await createUser(api.db, { role: "OWNER" });
  adminToken = await signToken(admin, api.jwtSecret);
  ownerToken = await signToken(owner, api.jwtSecret);
  otherOwnerToken = await signToken(other, api.jwtSecret);
  const boat = await createBoat(api.db, { ownerId: owner.id, name: "Mavi Rüya" });
  reservation = await createReservation(api.db, {
    boatId: boat.id,
    customerName: `Ali <script>alert(1)</script> Veli`,
    total: 1_234_550,
    deposit: 246_910,
    currency: "EUR",
  });
  confirmed = await createReservation(api.db, {
    boatId: boat.id,
    status: "confirmed",
    startDate: nextSaturday(6),
    endDate: addDays(nextSaturday(6), 7),
  });
  await api.db.insert(banks).values([
    {
      bankName: "Ziraat Bankası",
      accountHolder: "Liman Denizcilik A.Ş.",
      iban: "TR330006100519786457841326",
      currency: "EUR",
    },
    { bankName: "Kapalı Banka", accountHolder: "Eski", iban: "TR000000000000000000000000", active: false },
  ]);
});

const outboxCount = async () => (await api.db.select({ n: sql<number>`count(*)::int` }).from(mailOutbox))[0]!.n;

describe("POST /v1/admin/sendbank", () => {
  it("queues the bank-details mail to the customer with accounts and amounts, escaped", async () => {
    const res = await api.call("POST", "/v1/admin/sendbank", {
      token: adminToken,
      body: { reservation_id: reservation.id },
    });
    expect(res.status).toBe(200);
    expect(res.json.content).toEqual({ mail_id: expect.any(Number), to: reservation.customerEmail });
    const [row] = await api.db.select().from(mailOutbox).where(eq(mailOutbox.id, res.json.content.mail_id));
    expect(row).toMatchObject({
      toAddress: reservation.customerEmail,
      templateKey: "bank_details",
      reservationId: reservation.id,
      status: "queued",
    });
    expect(row!.subject).toBe(`Liman – Ödeme bilgileri (${reservation.code})`);
    expect(row!.html).toContain("TR330006100519786457841326");
    expect(row!.html).toContain("Ziraat Bankası");
    expect(row!.html).not.toContain("Kapalı Banka");
    expect(row!.html).toContain("Mavi Rüya");
    expect(row!.html).toMatch(/€12\.345,50/);
    expect(row!.html).toMatch(/€2\.469,10/);
    expect(row!.html).toContain(longDayTr(reservation.startDate));
    expect(row!.html).not.toContain("<script>");
    expect(row!.html).toContain("&lt;script&gt;");
    expect(row!.text).toContain("TR330006100519786457841326");
  });

  it("lets the boat's owner send it, and answers 404 to another owner", async () => {
    const own = await api.call("POST", "/v1/admin/sendbank", {
      token: ownerToken,
      body: { reservation_id: reservation.id },
    });
    expect(own.status).toBe(200);
    const before = await outboxCount();
    const foreign = await api.call("POST", "/v1/admin/sendbank", {
      token: otherOwnerToken,
      body: { reservation_id: reservation.id },
    });
    expect(foreign.status).toBe(404);
    expect(foreign.json.content).toBe("Rezervasyon bulunamadı.");
    expect(await outboxCount()).toBe(before);
  });

  it("refuses without a token, bad input and unknown or cancelled reservations in Turkish", async () => {
    expect((await api.call("POST", "/v1/admin/sendbank", { body: { reservation_id: reservation.id } })).status).toBe(
      401,
    );
    const bad = await api.call("POST", "/v1/admin/sendbank", { token: adminToken, body: { reservation_id: "abc" } });
    expect(bad.status).toBe(400);
    expect(bad.json.fields.reservation_id).toBe("Rezervasyon seçilmelidir.");
    const missing = await api.call("POST", "/v1/admin/sendbank", { token: adminToken, body: {} });
    expect(missing.status).toBe(400);
    const unknown = await api.call("POST", "/v1/admin/sendbank", {
      token: adminToken,
      body: { reservation_id: 999999 },
    });
    expect(unknown.status).toBe(404);
    const cancelled = await createReservation(api.db, { status: "cancelled" });
    const refused = await api.call("POST", "/v1/admin/sendbank", {
      token: adminToken,
      body: { reservation_id: cancelled.id },
    });
    expect(refused.status).toBe(409);
    expect(refused.json.content).toMatch(/İptal edilmiş/);
  });

  it("answers 409 when staff switched the template off", async () => {
    await api.db.update(mailTemplates).set({ active: false }).where(eq(mailTemplates.key, "bank_details"));
    try {
      const res = await api.call("POST", "/v1/admin/sendbank", {
        token: adminToken,
        body: { reservation_id: reservation.id },
      });
      expect(res.status).toBe(409);
      expect(res.json.content).toMatch(/şablonu kapalı/);
    } finally {
      await api.db.update(mailTemplates).set({ active: true }).where(eq(mailTemplates.key, "bank_details"));
    }
  });
});

describe("POST /v1/admin/sendconfirm", () => {
  it("queues the confirmation mail for a confirmed reservation", async () => {
    const res = await api.call("POST", "/v1/admin/sendconfirm", {
      token: adminToken,
      body: { reservation_id: confirmed.id },
    });
    expect(res.status).toBe(200);
    const [row] = await api.db.select().from(mailOutbox).where(eq(mailOutbox.id, res.json.content.mail_id));
    expect(row!.templateKey).toBe("reservation_confirmed");
    expect(row!.subject).toBe(`Liman – Rezervasyonunuz onaylandı (${confirmed.code})`);
    expect(row!.toAddress).toBe(confirmed.customerEmail);
  });

  it("refuses an unconfirmed option with a Turkish 409", async () => {
    const res = await api.call("POST", "/v1/admin/sendconfirm", {
      token: adminToken,
      body: { reservation_id: reservation.id },
    });
    expect(res.status).toBe(409);
    expect(res.json.content).toMatch(/henüz onaylanmadı/);
  });
});

describe("POST /v1/admin/mail/preview", () => {
  it("renders a template for a reservation without queueing anything", async () => {
    const before = await outboxCount();
    const res = await api.call("POST", "/v1/admin/mail/preview", {
      token: ownerToken,
      body: { template_key: "reservation_received", reservation_id: reservation.id },
    });
    expect(res.status).toBe(200);
    expect(res.json.content.subject).toBe(`Liman – Rezervasyon talebiniz alındı (${reservation.code})`);
    expect(res.json.content.html).toContain("TR330006100519786457841326");
    expect(res.json.content.html).not.toContain("{{");
    expect(res.json.content.to).toBe(reservation.customerEmail);
    expect(await outboxCount()).toBe(before);
  });

  it("answers 404 for an unknown template or another owner's reservation, 400 for a missing key", async () => {
    const unknown = await api.call("POST", "/v1/admin/mail/preview", {
      token: adminToken,
      body: { template_key: "yok", reservation_id: reservation.id },
    });
    expect(unknown.status).toBe(404);
    expect(unknown.json.content).toBe("E-posta şablonu bulunamadı.");
    const foreign = await api.call("POST", "/v1/admin/mail/preview", {
      token: otherOwnerToken,
      body: { template_key: "bank_details", reservation_id: reservation.id },
    });
    expect(foreign.status).toBe(404);
    const bad = await api.call("POST", "/v1/admin/mail/preview", {
      token: adminToken,
      body: { reservation_id: reservation.id },
    });
    expect(bad.status).toBe(400);
    expect(bad.json.fields.template_key).toBe("Şablon seçilmelidir.");
  });
});

describe("GET /v1/admin/mail/outbox", () => {
  it("lists the outbox newest first with paging and a status filter, bodies only in the detail", async () => {
    const res = await api.call("GET", "/v1/admin/mail/outbox?take=2", { token: adminToken });
    expect(res.status).toBe(200);
    expect(res.json.content.total).toBe(await outboxCount());
    expect(res.json.content.items).toHaveLength(2);
    const [a, b] = res.json.content.items;
    expect(a.id).toBeGreaterThan(b.id);
    expect(a).not.toHaveProperty("html");
    expect(a).toMatchObject({ status: "queued", attempts: 0, sent_at: null });

    await api.db.update(mailOutbox).set({ status: "failed", lastError: "550" }).where(eq(mailOutbox.id, b.id));
    const failed = await api.call("GET", "/v1/admin/mail/outbox?status=failed", { token: adminToken });
    expect(failed.json.content.items.map((i: { id: number }) => i.id)).toEqual([b.id]);
    expect(failed.json.content.items[0].last_error).toBe("550");

    const byReservation = await api.call("GET", `/v1/admin/mail/outbox?reservation_id=${confirmed.id}`, {
      token: adminToken,
    });
    expect(
      byReservation.json.content.items.every((i: { reservation_id: number }) => i.reservation_id === confirmed.id),
    ).toBe(true);

    const detail = await api.call("GET", `/v1/admin/mail/outbox/${a.id}`, { token: adminToken });
    expect(detail.status).toBe(200);
    expect(detail.json.content.html).toContain("<");
    expect(detail.json.content.text.length).toBeGreaterThan(0);
  });

  it("is ADMIN only, validates the query and answers 404 for an unknown mail", async () => {
    expect((await api.call("GET", "/v1/admin/mail/outbox", { token: ownerToken })).status).toBe(403);
    expect((await api.call("GET", "/v1/admin/mail/outbox/1", { token: ownerToken })).status).toBe(403);
    expect((await api.call("GET", "/v1/admin/mail/outbox")).status).toBe(401);
    expect((await api.call("GET", "/v1/admin/mail/outbox?status=lost", { token: adminToken })).status).toBe(400);
    expect((await api.call("GET", "/v1/admin/mail/outbox?take=500", { token: adminToken })).status).toBe(400);
    const missing = await api.call("GET", "/v1/admin/mail/outbox/999999", { token: adminToken });
    expect(missing.status).toBe(404);
    expect(missing.json.content).toBe("E-posta bulunamadı.");
  });
});
