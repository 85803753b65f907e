import { and, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { addDays } from "@/lib/dates";
import { setAuditReason } from "@/server/audit/audit-reason";
import { auditLog, boatDates, boats, reservations, settings } from "@/server/db/schema";
import { createReservation } from "@/server/seed/factories";
import { type BookingCast, book, bookingCast, reservationBody } from "../support/booking-fixtures";
import { createTestApi, type TestApi } from "../support/test-api";
import { daysFromToday, monthDay, today } from "../support/test-dates";

let api: TestApi;
let cast: BookingCast;

beforeAll(async () => {
  api = await createTestApi({ TRUST_PROXY: "1" });
  cast = await bookingCast(api);
});

const rowsOf = (entity: string, entityId: string | number) =>
  api.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, String(entityId))))
    .orderBy(auditLog.id);

const audit = (query = "", token = cast.adminToken) => api.call("GET", `/v1/admin/audit${query}`, { token });

describe("the audit log's triggers", () => {
  it("records a price change with who, before and after, and shows it on GET /v1/admin/audit", async () => {
    const created = await api.call("POST", "/v1/admin/boats/price", {
      token: cast.adminToken,
      body: {
        boat_id: cast.ownBoat.id,
        start_date: daysFromToday(500),
        end_date: daysFromToday(530),
        day_price: 1_200_000,
        currency: "EUR",
      },
    });
    expect(created.status).toBe(201);
    const id = created.json.content.id as number;
    const updated = await api.call("PUT", `/v1/admin/boats/price/${id}`, {
      token: cast.adminToken,
      body: { day_price: 1_500_000 },
    });
    expect(updated.status).toBe(200);

    // The update runs one statement outside db.transaction: the database wrapper still carries the actor.
    const rows = await rowsOf("boat_prices", id);
    expect(rows.map((r) => [r.action, r.actorId])).toEqual([
      ["insert", cast.admin.id],
      ["update", cast.admin.id],
    ]);
    // An update keeps only what changed.
    expect(rows[1]).toMatchObject({ before: { day_price: 1_200_000 }, after: { day_price: 1_500_000 } });

    const res = await audit(`?entity=boat_prices&entity_id=${id}`);
    expect(res.status).toBe(200);
    expect(res.json.content.total).toBe(2);
    expect(res.json.content.items[0]).toMatchObject({
      entity: "boat_prices",
      entity_id: String(id),
      action: "update",
      actor: { id: cast.admin.id, name: "Deniz Yılmaz" },
      changes: [{ field: "day_price", before: 1_200_000, after: 1_500_000 }],
      reason: null,
    });
    expect(res.json.content.items[1].changes).toContainEqual({ field: "day_price", before: null, after: 1_200_000 });

    const removed = await api.call("DELETE", `/v1/admin/boats/price/${id}`, { token: cast.adminToken });
    expect(removed.status).toBe(200);
    const [deletion] = (await rowsOf("boat_prices", id)).slice(-1);
    expect(deletion).toMatchObject({ action: "delete", actorId: cast.admin.id, after: null });
    expect(deletion!.before).toMatchObject({ day_price: 1_500_000 });
  });

  it("records every audited entity, by whoever made the change (a visitor's booking: nobody)", async () => {
    const booking = await book(
      api,
      reservationBody(cast.ownBoat, { start_date: daysFromToday(40), end_date: daysFromToday(47) }),
    );
    expect(booking.status).toBe(201);
    const [reservation] = await api.db
      .select()
      .from(reservations)
      .where(eq(reservations.code, booking.json.content.code));
    expect(await rowsOf("reservations", reservation!.id)).toMatchObject([
      { action: "insert", actorId: null, reservationId: reservation!.id },
    ]);

    const paid = await api.call("POST", "/v1/admin/transactions", {
      token: cast.ownerToken,
      body: { reservation_id: reservation!.id, kind: "deposit", method: "cash", amount: 10_000 },
    });
    expect(paid.status).toBe(201);
    expect(await rowsOf("transactions", paid.json.content.id)).toMatchObject([
      { action: "insert", actorId: cast.owner.id, reservationId: reservation!.id },
    ]);

    const closing = await api.call("POST", "/v1/admin/boats/date", {
      token: cast.ownerToken,
      body: { boat_id: cast.ownBoat.id, start_date: monthDay(11, 10), end_date: monthDay(11, 17), note: "Bakım" },
    });
    expect(closing.status).toBe(201);
    expect(await rowsOf("boat_dates", closing.json.content.id)).toMatchObject([
      { action: "insert", actorId: cast.owner.id, after: { note: "Bakım", source: "manual" } },
    ]);

    const external = await api.call("POST", "/v1/admin/external", {
      token: cast.adminToken,
      body: { boat_id: cast.ownBoat.id, start_date: monthDay(12, 3), end_date: monthDay(12, 6), title: "Bakım" },
    });
    expect(external.status).toBe(201);
    expect(await rowsOf("external_closings", external.json.content.id)).toMatchObject([
      { action: "insert", actorId: cast.admin.id },
    ]);

    const boat = await api.call("PATCH", "/v1/admin/boats/forsale", {
      token: cast.adminToken,
      body: { boat_id: cast.otherBoat.id, for_sale: true },
    });
    expect(boat.status).toBe(200);
    expect((await rowsOf("boats", cast.otherBoat.id)).slice(-1)).toMatchObject([
      { action: "update", actorId: cast.admin.id, before: { for_sale: false }, after: { for_sale: true } },
    ]);

    const user = await api.call("POST", "/v1/admin/users", {
      token: cast.adminToken,
      body: {
        email: "yeni.kaptan@liman.test",
        password: "Uzun-ve-Gizli-Sifre-42",
        role: "OWNER",
        first_name: "Yeni",
        last_name: "Kaptan",
      },
    });
    expect(user.status).toBe(201);
    const [userRow] = await rowsOf("users", user.json.content.id);
    expect(userRow).toMatchObject({
      action: "insert",
      actorId: cast.admin.id,
      after: { email: "yeni.kaptan@liman.test" },
    });

    const site = await api.call("PUT", "/v1/admin/site/edit", {
      token: cast.adminToken,
      body: { site_name: "Liman Denetim", site_footer_text: "", deposit_percent: 30, option_hours: "48" },
    });
    expect(site.status).toBe(200);
    expect(await rowsOf("settings", "site_name")).toMatchObject([
      { action: "insert", actorId: cast.admin.id, after: { key: "site_name", value: "Liman Denetim" } },
    ]);
  });

  it("never stores secrets: password hashes and request fingerprints stay out", async () => {
    const all = await api.db.select({ before: auditLog.before, after: auditLog.after }).from(auditLog);
    const text = JSON.stringify(all);
    expect(text).toContain("yeni.kaptan@liman.test");
    expect(text).not.toMatch(/password_hash|\$argon2|request_hash|idempotency_key/);
  });

  it("writes in the changing transaction: a rolled-back change leaves no row", async () => {
    const before = (await rowsOf("boats", cast.ownBoat.id)).length;
    await expect(
      api.db.transaction(async (tx) => {
        await tx.update(boats).set({ guests: 11 }).where(eq(boats.id, cast.ownBoat.id));
        const inside = await tx
          .select()
          .from(auditLog)
          .where(and(eq(auditLog.entity, "boats"), eq(auditLog.entityId, String(cast.ownBoat.id))));
        expect(inside.length).toBe(before + 1);
        throw new Error("geri al");
      }),
    ).rejects.toThrow("geri al");
    expect((await rowsOf("boats", cast.ownBoat.id)).length).toBe(before);
  });

  it("stores the transaction's reason, and skips changes of bookkeeping columns only", async () => {
    await api.db.transaction(async (tx) => {
      await setAuditReason(tx, "Müşteri kabin sayısını düzeltti");
      await tx.update(boats).set({ cabins: 4 }).where(eq(boats.id, cast.otherBoat.id));
    });
    const [last] = (await rowsOf("boats", cast.otherBoat.id)).slice(-1);
    expect(last).toMatchObject({ reason: "Müşteri kabin sayısını düzeltti", after: { cabins: 4 }, actorId: null });

    const count = (await rowsOf("boats", cast.otherBoat.id)).length;
    await api.db
      .update(boats)
      .set({ updatedAt: new Date(Date.parse(`${today()}T08:00:00Z`)), icalSyncedAt: sql`now()` })
      .where(eq(boats.id, cast.otherBoat.id));
    expect((await rowsOf("boats", cast.otherBoat.id)).length).toBe(count);
  });

  it("skips calendar rows imported from iCal, records closings entered by hand", async () => {
    const [imported] = await api.db
      .insert(boatDates)
      .values({
        boatId: cast.otherBoat.id,
        startDate: monthDay(13, 1),
        endDate: monthDay(13, 3),
        source: "ical",
        icalUid: "x@google",
      })
      .returning();
    expect(await rowsOf("boat_dates", imported!.id)).toEqual([]);
  });
});

describe("GET /v1/admin/audit", () => {
  it("is ADMIN only", async () => {
    expect((await audit("", cast.ownerToken)).status).toBe(403);
    expect((await api.call("GET", "/v1/admin/audit")).status).toBe(401);
  });

  it("filters by user, entity and Istanbul days, newest first, paginated", async () => {
    const mine = await audit(`?user_id=${cast.owner.id}`);
    expect(mine.json.content.items.length).toBeGreaterThan(0);
    expect(mine.json.content.items.every((i: { actor: { id: number } }) => i.actor.id === cast.owner.id)).toBe(true);

    const settingsRows = await audit("?entity=settings");
    expect(settingsRows.json.content.items.every((i: { entity: string }) => i.entity === "settings")).toBe(true);

    const all = await audit(`?from=${today()}&to=${today()}&take=2`);
    expect(all.json.content.items).toHaveLength(2);
    expect(all.json.content.total).toBeGreaterThan(2);
    const ids = all.json.content.items.map((i: { id: number }) => i.id);
    expect(ids[0]).toBeGreaterThan(ids[1]);
    const page2 = await audit(`?from=${today()}&to=${today()}&take=2&skip=2`);
    expect(page2.json.content.items[0].id).toBeLessThan(ids[1]);

    expect((await audit(`?to=${addDays(today(), -1)}`)).json.content.total).toBe(0);
    const bad = await audit(`?from=${today()}&to=${addDays(today(), -1)}`);
    expect(bad.status).toBe(400);
    expect((await audit("?entity=passwords")).status).toBe(400);
  });
});

describe("GET /v1/admin/reservations/{id}/history", () => {
  it("lists the reservation's changes and its payments', to ADMIN and to the boat's OWNER only", async () => {
    const own = await createReservation(api.db, {
      boatId: cast.ownBoat.id,
      startDate: daysFromToday(90),
      endDate: daysFromToday(95),
    });
    const other = await createReservation(api.db, {
      boatId: cast.otherBoat.id,
      startDate: daysFromToday(90),
      endDate: daysFromToday(95),
    });
    const status = await api.call("PUT", `/v1/admin/reservations/${own.id}`, {
      token: cast.ownerToken,
      body: { guests: 3 },
    });
    expect(status.status).toBe(200);
    const paid = await api.call("POST", "/v1/admin/transactions", {
      token: cast.adminToken,
      body: { reservation_id: own.id, kind: "deposit", method: "card", amount: 5_000 },
    });
    expect(paid.status).toBe(201);

    const history = await api.call("GET", `/v1/admin/reservations/${own.id}/history`, { token: cast.ownerToken });
    expect(history.status).toBe(200);
    const items = history.json.content.items as { entity: string; action: string; actor: unknown }[];
    expect(items.map((i) => [i.entity, i.action])).toEqual(
      expect.arrayContaining([
        ["reservations", "insert"],
        ["reservations", "update"],
        ["transactions", "insert"],
      ]),
    );
    expect(items.find((i) => i.entity === "reservations" && i.action === "update")).toMatchObject({
      actor: { id: cast.owner.id, name: "Ayşe Kaptan" },
      changes: expect.arrayContaining([{ field: "guests", before: own.guests, after: 3 }]),
    });

    expect(
      (await api.call("GET", `/v1/admin/reservations/${other.id}/history`, { token: cast.ownerToken })).status,
    ).toBe(404);
    expect(
      (await api.call("GET", `/v1/admin/reservations/${other.id}/history`, { token: cast.adminToken })).status,
    ).toBe(200);
  });
});

describe("personal data in the audit log", () => {
  it("keeps no customer name, e-mail or phone once the reservation is erased (KVKK)", async () => {
    const email = "silinecek.musteri@example.com";
    const res = await book(
      api,
      reservationBody(cast.otherBoat, {
        start_date: daysFromToday(120),
        end_date: daysFromToday(125),
        customer_name: "Silinecek Müşteri",
        customer_email: email,
        customer_phone: "+90 555 987 65 43",
      }),
    );
    expect(res.status).toBe(201);
    const [row] = await api.db.select().from(reservations).where(eq(reservations.code, res.json.content.code));
    await api.call("PUT", `/v1/admin/reservations/${row!.id}`, {
      token: cast.adminToken,
      body: { customer_name: "Silinecek M. Müşteri" },
    });
    await api.call("POST", "/v1/admin/transactions", {
      token: cast.adminToken,
      body: {
        reservation_id: row!.id,
        kind: "deposit",
        method: "cash",
        amount: 1_000,
        note: "Silinecek Müşteri ödedi",
      },
    });
    const textOf = async () =>
      JSON.stringify(
        await api.db
          .select({ before: auditLog.before, after: auditLog.after })
          .from(auditLog)
          .where(eq(auditLog.reservationId, row!.id)),
      );
    expect(await textOf()).toContain("Silinecek");

    const erased = await api.call("POST", "/v1/admin/kvkk/erase", { token: cast.adminToken, body: { email } });
    expect(erased.status).toBe(200);
    const text = await textOf();
    expect(text).not.toMatch(/Silinecek|silinecek|987 65 43/);
    const [anonymising] = (await rowsOf("reservations", row!.id)).slice(-1);
    expect(anonymising).toMatchObject({ action: "update", actorId: cast.admin.id });
    expect(anonymising!.after).toHaveProperty("anonymized_at");
  });

  it("forgets a deleted user's name, e-mail and phone", async () => {
    const created = await api.call("POST", "/v1/admin/users", {
      token: cast.adminToken,
      body: {
        email: "gecici.personel@liman.test",
        password: "Uzun-ve-Gizli-Sifre-42",
        role: "OWNER",
        first_name: "Geçici",
        last_name: "Personel",
        phone: "+90 555 000 11 22",
      },
    });
    expect(created.status).toBe(201);
    const id = created.json.content.id as number;
    await api.db.execute(sql`DELETE FROM users WHERE id = ${id}`);
    const rows = await rowsOf("users", id);
    expect(rows.map((r) => r.action)).toEqual(["insert", "delete"]);
    expect(JSON.stringify(rows)).not.toMatch(/gecici|Geçici|Personel|000 11 22/);
  });
});

describe("the settings table", () => {
  it("is written through the audited table", async () => {
    expect((await api.db.select().from(settings).where(eq(settings.key, "site_name")))[0]?.value).toBe("Liman Denetim");
  });
});
