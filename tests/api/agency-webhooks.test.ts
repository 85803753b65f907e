import { createHmac } from "node:crypto";
import { eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { deliverDueWebhooks, type WebhookDeliveryOptions } from "@/server/agency-webhooks/deliver-due-webhooks";
import { MAX_WEBHOOK_ATTEMPTS } from "@/server/agency-webhooks/webhook-timing";
import { openWebhookSecret } from "@/server/agencies/webhook-secret";
import { agencyWebhookEvents } from "@/server/db/schema";
import { publicOrPrivate } from "@/server/outbound/address-policy";
import { runReservationStatusJob } from "@/server/reservations/reservation-status-job";
import { addDays } from "@/lib/dates";
import { clock } from "@/lib/clock";
import { createBoatPrice } from "@/server/seed/factories";
import { createAgencyReservation, createHookedAgency } from "../support/agency-webhook-fixtures";
import { type BoatCast, boatCast } from "../support/boat-fixtures";
import { createTestApi } from "../support/test-api";
import { openSameTestDatabase } from "../support/test-database";
import { nextSaturday } from "../support/test-dates";
import { startWebhookReceiver } from "../support/webhook-receiver";

// The receiver listens on 127.0.0.1: agencies pointing at it are saved only on an install allowing the local network.
const api = await createTestApi({ OUTBOUND_ALLOW_PRIVATE: "1" });
let cast: BoatCast;
let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;

beforeAll(async () => {
  cast = await boatCast(api);
  receiver = await startWebhookReceiver();
});
afterAll(() => receiver.close());

/** One worker run as the job makes it, but allowed to reach the receiver on 127.0.0.1. */
function deliver(options: Partial<WebhookDeliveryOptions> = {}, db = api.db) {
  return deliverDueWebhooks(db, {
    policy: publicOrPrivate,
    openSecret: (agencyId, sealed) => openWebhookSecret(api.jwtSecret, agencyId, sealed),
    ...options,
  });
}

async function eventsOf(agencyId: number) {
  return api.db
    .select()
    .from(agencyWebhookEvents)
    .where(eq(agencyWebhookEvents.agencyId, agencyId))
    .orderBy(agencyWebhookEvents.id);
}

/** What an agency's developer writes: HMAC-SHA256 over "t.body" with the secret, compared with v1. */
function signatureHolds(secret: string, header: string, body: string): boolean {
  const fields = Object.fromEntries(header.split(",").map((p) => p.split("=") as [string, string]));
  const expected = createHmac("sha256", secret).update(`${fields.t}.${body}`).digest("hex");
  return fields.v1 === expected && Math.abs(Date.now() / 1000 - Number(fields.t)) < 300;
}

const edit = (id: number, body: Record<string, unknown>) =>
  api.call("PUT", `/v1/admin/reservations/${id}`, { token: cast.adminToken, body });

describe("agency webhook events", () => {
  it("every change of an agency's reservation becomes one event, written with the change", async () => {
    const agency = await createHookedAgency(api.db, api.jwtSecret);
    const start = nextSaturday(10);
    const booked = await createAgencyReservation(api.db, agency, {
      boatId: cast.ownBoat.id,
      startDate: start,
      endDate: addDays(start, 7),
    });
    expect((await edit(booked.id, { start_date: addDays(start, 1), end_date: addDays(start, 8) })).status).toBe(200);
    expect((await edit(booked.id, { status: "confirmed" })).status).toBe(200);
    expect((await edit(booked.id, { status: "cancelled" })).status).toBe(200);
    // A change that is refused (dates taken by another booking) leaves no event behind.
    const other = await createAgencyReservation(api.db, agency, {
      boatId: cast.ownBoat.id,
      startDate: addDays(start, 14),
      endDate: addDays(start, 21),
    });
    const blocker = await createAgencyReservation(api.db, agency, {
      boatId: cast.ownBoat.id,
      startDate: addDays(start, 28),
      endDate: addDays(start, 35),
    });
    const refused = await edit(other.id, { start_date: addDays(start, 28), end_date: addDays(start, 35) });
    expect(refused.status).toBe(409);

    const events = await eventsOf(agency.id);
    expect(events.filter((e) => e.reservationId === booked.id).map((e) => e.type)).toEqual([
      "option.created",
      "option.dates_changed",
      "option.confirmed",
      "option.cancelled",
    ]);
    expect(events.filter((e) => e.reservationId === other.id).map((e) => e.type)).toEqual(["option.created"]);
    expect(events.filter((e) => e.reservationId === blocker.id).map((e) => e.type)).toEqual(["option.created"]);
    expect(new Set(events.map((e) => e.eventId)).size).toBe(events.length);
    expect(events.every((e) => /^evt_[0-9a-f]{32}$/.test(e.eventId))).toBe(true);
    const moved = events.find((e) => e.type === "option.dates_changed")!;
    expect(moved.data).toMatchObject({
      id: booked.id,
      code: booked.code,
      status: "option",
      start_date: addDays(start, 1),
      end_date: addDays(start, 8),
      partner_reference: booked.partnerReference,
      gross: 1_000_000,
      commission_bps: 1000,
      commission: 100_000,
      net: 900_000,
      currency: "EUR",
    });
  });

  it("an option that runs out becomes option.expired; reservations without an agency or a URL make none", async () => {
    const agency = await createHookedAgency(api.db, api.jwtSecret);
    const quiet = await createHookedAgency(api.db, api.jwtSecret, { webhookUrl: null });
    const start = nextSaturday(40);
    const lapsing = await createAgencyReservation(api.db, agency, {
      boatId: cast.otherBoat.id,
      startDate: start,
      endDate: addDays(start, 7),
      optionExpiresAt: new Date(clock.now().getTime() + 3600_000),
    });
    const unheard = await createAgencyReservation(api.db, quiet, {
      boatId: cast.otherBoat.id,
      startDate: addDays(start, 7),
      endDate: addDays(start, 14),
      optionExpiresAt: new Date(clock.now().getTime() + 3600_000),
    });
    const before = await api.db.select({ n: sql<number>`count(*)::int` }).from(agencyWebhookEvents);
    const { expired } = await runReservationStatusJob(api.db, new Date(clock.now().getTime() + 2 * 3600_000));
    expect(expired).toEqual(expect.arrayContaining([lapsing.id, unheard.id]));
    const events = await eventsOf(agency.id);
    expect(events.filter((e) => e.reservationId === lapsing.id).map((e) => e.type)).toEqual([
      "option.created",
      "option.expired",
    ]);
    expect(events.at(-1)!.data).toMatchObject({ id: lapsing.id, status: "expired" });
    expect(await eventsOf(quiet.id)).toEqual([]);
    const after = await api.db.select({ n: sql<number>`count(*)::int` }).from(agencyWebhookEvents);
    expect(after[0]!.n - before[0]!.n).toBe(1);
  });
});

describe("agency webhook events and restores", () => {
  it("rows loaded by a restore (liman.audit off, as restore-backup.ts sets it) make no event", async () => {
    const agency = await createHookedAgency(api.db, api.jwtSecret);
    const start = nextSaturday(50);
    await api.db.transaction(async (tx) => {
      await tx.execute(sql`SELECT set_config('liman.audit', 'off', true)`);
      await createAgencyReservation(tx, agency, {
        boatId: cast.ownBoat.id,
        startDate: start,
        endDate: addDays(start, 7),
      });
    });
    expect(await eventsOf(agency.id)).toEqual([]);
  });
});

describe("agency webhooks through the partner API", () => {
  it("options placed, confirmed and released by an agency arrive as signed events whose data is the partner API's reservation", async () => {
    const created = await api.call("POST", "/v1/admin/agencies", {
      token: cast.adminToken,
      body: { name: "Nordsee Yachting", commission_bps: 1500, webhook_url: receiver.url },
    });
    expect(created.status).toBe(201);
    const agencyId = created.json.content.id as number;
    const key = await api.call("POST", `/v1/admin/agencies/${agencyId}/keys`, { token: cast.adminToken, body: {} });
    const secret = await api.call("GET", `/v1/admin/agencies/${agencyId}/webhook-secret`, { token: cast.adminToken });
    const partner = { authorization: `Bearer ${key.json.content.key}` };
    await createBoatPrice(api.db, { boatId: cast.otherBoat.id });
    const start = nextSaturday(30);
    const option = (weeks: number, ref: string) =>
      api.call("POST", "/v1/partner/options", {
        headers: partner,
        body: {
          boat_id: cast.otherBoat.id,
          start_date: addDays(start, 7 * weeks),
          end_date: addDays(start, 7 * weeks + 7),
          guests: 4,
          client: { name: "Anna Schmidt" },
          partner_reference: ref,
        },
      });
    const kept = await option(0, "NS-1");
    expect(kept.status).toBe(201);
    const released = await option(1, "NS-2");
    expect(released.status).toBe(201);
    const confirmed = await api.call("POST", `/v1/partner/options/${kept.json.content.id}/confirm`, {
      headers: partner,
    });
    expect(confirmed.status).toBe(200);
    expect(
      (await api.call("DELETE", `/v1/partner/options/${released.json.content.id}`, { headers: partner })).status,
    ).toBe(200);

    receiver.received.length = 0;
    await deliver();
    const hooks = receiver.received.map((r) => ({ ...r, event: JSON.parse(r.body) }));
    const ofThis = hooks.filter((h) => [kept.json.content.id, released.json.content.id].includes(h.event.data.id));
    expect(ofThis.map((h) => `${h.event.data.partner_reference} ${h.event.type}`).sort()).toEqual([
      "NS-1 option.confirmed",
      "NS-1 option.created",
      "NS-2 option.cancelled",
      "NS-2 option.created",
    ]);
    for (const h of ofThis) {
      expect(signatureHolds(secret.json.content.secret, String(h.headers["liman-signature"]), h.body)).toBe(true);
    }
    // The last event of each is the reservation as the partner API shows it now.
    const lastOf = (id: number) => ofThis.filter((h) => h.event.data.id === id).at(-1)!.event.data;
    for (const id of [kept.json.content.id, released.json.content.id]) {
      const shown = await api.call("GET", `/v1/partner/reservations/${id}`, { headers: partner });
      expect(lastOf(id)).toEqual(shown.json.content);
    }
  });
});

describe("agency webhook delivery", () => {
  it("POSTs { id, type, created_at, data } signed with the agency's secret, and records the 2xx", async () => {
    const agency = await createHookedAgency(api.db, api.jwtSecret, { webhookUrl: receiver.url });
    const booked = await createAgencyReservation(api.db, agency, {
      boatId: cast.ownBoat.id,
      startDate: nextSaturday(60),
      endDate: addDays(nextSaturday(60), 7),
    });
    receiver.received.length = 0;
    const result = await deliver();
    expect(result.delivered).toBeGreaterThanOrEqual(1);
    const got = receiver.received.filter((r) => JSON.parse(r.body).data.id === booked.id);
    expect(got).toHaveLength(1);
    const [hook] = got;
    expect(hook!.headers["content-type"]).toBe("application/json");
    expect(signatureHolds(agency.secret, String(hook!.headers["liman-signature"]), hook!.body)).toBe(true);
    expect(signatureHolds("whsec_wrong", String(hook!.headers["liman-signature"]), hook!.body)).toBe(false);
    const body = JSON.parse(hook!.body);
    const [event] = await eventsOf(agency.id);
    expect(Object.keys(body)).toEqual(["id", "type", "created_at", "data"]);
    expect(body).toMatchObject({ id: event!.eventId, type: "option.created", data: { code: booked.code } });
    expect(new Date(body.created_at).toISOString()).toBe(body.created_at);
    expect(event).toMatchObject({ status: "delivered", attempts: 1, lastStatusCode: 200, lastError: null });
    expect(event!.deliveredAt).not.toBeNull();
  });

  it("a rotated secret signs at once, with no grace period: an event written before the rotation included", async () => {
    const agency = await createHookedAgency(api.db, api.jwtSecret, { webhookUrl: receiver.url });
    const booked = await createAgencyReservation(api.db, agency, {
      boatId: cast.ownBoat.id,
      startDate: nextSaturday(65),
      endDate: addDays(nextSaturday(65), 7),
    });
    const rotated = await api.call("POST", `/v1/admin/agencies/${agency.id}/webhook-secret`, {
      token: cast.adminToken,
    });
    expect(rotated.status).toBe(200);
    const secret: string = rotated.json.content.secret;
    expect(secret).not.toBe(agency.secret);
    receiver.received.length = 0;
    expect(await deliver()).toMatchObject({ delivered: 1 });
    const [hook] = receiver.received.filter((r) => JSON.parse(r.body).data.id === booked.id);
    const header = String(hook!.headers["liman-signature"]);
    // One v1 only: the old secret's signature is not sent alongside.
    expect(header).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    expect(signatureHolds(secret, header, hook!.body)).toBe(true);
    expect(signatureHolds(agency.secret, header, hook!.body)).toBe(false);
  });

  it("retries after a 500: the first retry is due within a minute and carries the same event id", async () => {
    const agency = await createHookedAgency(api.db, api.jwtSecret, { webhookUrl: receiver.url });
    await createAgencyReservation(api.db, agency, {
      boatId: cast.otherBoat.id,
      startDate: nextSaturday(70),
      endDate: addDays(nextSaturday(70), 7),
    });
    receiver.received.length = 0;
    receiver.answer([500]);
    expect(await deliver()).toMatchObject({ delivered: 0, retried: 1, failed: 0 });
    const [waiting] = await eventsOf(agency.id);
    expect(waiting).toMatchObject({ status: "pending", attempts: 1, lastStatusCode: 500 });
    const [{ wait }] = (await api.db
      .select({ wait: sql<number>`extract(epoch from ${agencyWebhookEvents.nextAttemptAt} - now())::float8` })
      .from(agencyWebhookEvents)
      .where(eq(agencyWebhookEvents.id, waiting!.id))) as [{ wait: number }];
    expect(wait).toBeGreaterThan(20);
    expect(wait).toBeLessThanOrEqual(60);
    // Not due yet: a run now sends nothing.
    expect(await deliver()).toMatchObject({ delivered: 0, retried: 0 });
    // Its time comes (moved forward in the database, whose clock the worker reads).
    await api.db
      .update(agencyWebhookEvents)
      .set({ nextAttemptAt: sql`now()` })
      .where(eq(agencyWebhookEvents.id, waiting!.id));
    expect(await deliver()).toMatchObject({ delivered: 1 });
    const ids = receiver.received.map((r) => JSON.parse(r.body).id);
    expect(ids).toEqual([waiting!.eventId, waiting!.eventId]);
    const [done] = await eventsOf(agency.id);
    expect(done).toMatchObject({ status: "delivered", attempts: 2, lastStatusCode: 200 });
  });

  it("gives up after the last attempt; the delivery log shows it and staff can send it again", async () => {
    const agency = await createHookedAgency(api.db, api.jwtSecret, { webhookUrl: receiver.url });
    await createAgencyReservation(api.db, agency, {
      boatId: cast.ownBoat.id,
      startDate: nextSaturday(80),
      endDate: addDays(nextSaturday(80), 7),
    });
    const [event] = await eventsOf(agency.id);
    await api.db
      .update(agencyWebhookEvents)
      .set({ attempts: MAX_WEBHOOK_ATTEMPTS - 1 })
      .where(eq(agencyWebhookEvents.id, event!.id));
    receiver.answer([503]);
    expect(await deliver()).toMatchObject({ failed: 1 });

    const log = await api.call("GET", `/v1/admin/agencies/${agency.id}/webhook-deliveries`, { token: cast.adminToken });
    expect(log.status).toBe(200);
    expect(log.json.content).toMatchObject({
      total: 1,
      items: [
        {
          event_id: event!.eventId,
          type: "option.created",
          status: "failed",
          attempts: MAX_WEBHOOK_ATTEMPTS,
          next_attempt_at: null,
          last_status_code: 503,
          last_error: "Acentenin sunucusu 503 koduyla yanıt verdi.",
        },
      ],
    });
    const owner = await api.call("GET", `/v1/admin/agencies/${agency.id}/webhook-deliveries`, {
      token: cast.ownerToken,
    });
    expect(owner.status).toBe(403);
    const stranger = await createHookedAgency(api.db, api.jwtSecret);
    const foreign = await api.call("POST", `/v1/admin/agencies/${stranger.id}/webhook-deliveries/${event!.id}/retry`, {
      token: cast.adminToken,
    });
    expect(foreign.status).toBe(404);

    const retry = await api.call("POST", `/v1/admin/agencies/${agency.id}/webhook-deliveries/${event!.id}/retry`, {
      token: cast.adminToken,
    });
    expect(retry.status).toBe(200);
    expect(await deliver()).toMatchObject({ delivered: 1 });
    const again = await api.call("POST", `/v1/admin/agencies/${agency.id}/webhook-deliveries/${event!.id}/retry`, {
      token: cast.adminToken,
    });
    expect(again.status).toBe(409);
  });

  it("goes through the SSRF guard: without OUTBOUND_ALLOW_PRIVATE a loopback URL is never called", async () => {
    const agency = await createHookedAgency(api.db, api.jwtSecret, { webhookUrl: receiver.url });
    await createAgencyReservation(api.db, agency, {
      boatId: cast.otherBoat.id,
      startDate: nextSaturday(90),
      endDate: addDays(nextSaturday(90), 7),
    });
    receiver.received.length = 0;
    expect(await deliverDueWebhooks(api.db, { openSecret: () => "whsec_x" })).toMatchObject({ retried: 1 });
    expect(receiver.received).toHaveLength(0);
    const [event] = await eventsOf(agency.id);
    expect(event).toMatchObject({ status: "pending", lastStatusCode: null });
    expect(event!.lastError).toMatch(/^outbound\.refused /);
  });

  it("two workers (two instances) at once deliver each of 20 events exactly once", async () => {
    // Earlier tests' events are out of the way: delivered, or given up here.
    await api.db
      .update(agencyWebhookEvents)
      .set({ status: "failed" })
      .where(inArray(agencyWebhookEvents.status, ["pending", "sending"]));
    const agency = await createHookedAgency(api.db, api.jwtSecret, { webhookUrl: receiver.url });
    for (let i = 0; i < 20; i++) {
      const start = nextSaturday(100 + i);
      await createAgencyReservation(api.db, agency, {
        boatId: cast.ownBoat.id,
        startDate: start,
        endDate: addDays(start, 7),
      });
    }
    receiver.received.length = 0;
    receiver.slow(30);
    const other = await openSameTestDatabase(api.database);
    try {
      const [a, b] = await Promise.all([deliver({}, api.db), deliver({}, other.db)]);
      expect(a.delivered + b.delivered).toBe(20);
      const ids = receiver.received.map((r) => JSON.parse(r.body).id);
      expect(ids).toHaveLength(20);
      expect(new Set(ids).size).toBe(20);
      const events = await eventsOf(agency.id);
      expect(events.every((e) => e.status === "delivered" && e.attempts === 1)).toBe(true);
    } finally {
      receiver.slow(0);
      await other.close();
    }
  });
});
