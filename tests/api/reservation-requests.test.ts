import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { clock } from "@/lib/clock";
import { addDays } from "@/lib/dates";
import { availabilityBlocks, mailOutbox, reservationRequests, reservations } from "@/server/db/schema";
import { type BookingCast, book, bookingCast, nextIp, reservationBody } from "../support/booking-fixtures";
import { anonymiseReservations } from "@/server/privacy/anonymise";
import { createTestApi, type TestApi } from "../support/test-api";
import { nextSaturday, today } from "../support/test-dates";

let api: TestApi;
let cast: BookingCast;

beforeAll(async () => {
  api = await createTestApi({ TRUST_PROXY: "1" });
  cast = await bookingCast(api);
});

const EMAIL = "elif.sahin@example.com";

/** A week on the own boat (€1.000 a day: total €7.000, deposit €1.400) from the Saturday `weeksAfter` weeks on. */
async function booked(weeksAfter: number) {
  const start = nextSaturday(weeksAfter);
  const res = await book(api, reservationBody(cast.ownBoat, { start_date: start, end_date: addDays(start, 7) }));
  expect(res.status).toBe(201);
  const [row] = await api.db.select().from(reservations).where(eq(reservations.code, res.json.content.code));
  return row!;
}

const view = (code: string, email = EMAIL) =>
  api.call("GET", `/v1/reservations/requests?code=${code}&email=${encodeURIComponent(email)}`, {
    headers: { "x-forwarded-for": nextIp() },
  });
const send = (body: Record<string, unknown>) =>
  api.call("POST", "/v1/reservations/requests", { body, headers: { "x-forwarded-for": nextIp() } });
const requestsOf = (id: number, token = cast.adminToken) =>
  api.call("GET", `/v1/admin/reservations/${id}/requests`, { token });
const decide = (id: number, body: Record<string, unknown>, token = cast.adminToken) =>
  api.call("POST", `/v1/admin/reservation-requests/${id}/decision`, { token, body });
const openCount = async (token: string) =>
  (await api.call("GET", "/v1/admin/counts", { token })).json.content.requestCount as number;
const mailsOf = (reservationId: number, templateKey: string) =>
  api.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.reservationId, reservationId), eq(mailOutbox.templateKey, templateKey)));

describe("a guest's cancellation request", () => {
  it("answers today's tier and the terms in English when the guest asks in English", async () => {
    const r = await booked(12);
    const seen = await api.call("GET", `/v1/reservations/requests?code=${r.code}&email=${encodeURIComponent(EMAIL)}`, {
      headers: { "x-forwarded-for": nextIp(), "accept-language": "en" },
    });
    expect(seen.status).toBe(200);
    expect(seen.json.content.cost.tier_label).toBe(
      "Cancellation 61 days or more before check-in: the deposit is not refunded.",
    );
    expect(seen.json.content.terms[0]).toBe(seen.json.content.cost.tier_label);
  });

  it("shows today's cost by the tiers, is sent once, approved by staff: the reservation is cancelled and its dates free", async () => {
    // 8 weeks on from a Saturday at least a week ahead: more than 60 days → the deposit is kept.
    const r = await booked(8);
    const paid = await api.call("POST", "/v1/admin/transactions", {
      token: cast.adminToken,
      body: { reservation_id: r.id, kind: "deposit", method: "bank_transfer", amount: 200_000 },
    });
    expect(paid.status).toBe(201);

    const seen = await view(r.code.toLowerCase(), "Elif.Sahin@Example.com");
    expect(seen.status).toBe(200);
    expect(seen.json.content).toMatchObject({
      today: today(),
      can_request: true,
      unavailable_reason: null,
      cost: {
        amount: 140_000,
        paid: 200_000,
        refund: 60_000,
        outstanding: 0,
        currency: "EUR",
        tier_label: "Girişe 61 gün veya daha fazla kala iptal: kapora (ön ödeme) iade edilmez.",
      },
      open_request: null,
      last_decided: null,
    });
    expect(seen.json.content.terms).toHaveLength(3);

    const openBefore = await openCount(cast.adminToken);
    const sent = await send({ code: r.code, email: EMAIL, kind: "cancel", message: "Planlarımız değişti." });
    expect(sent.status).toBe(201);
    expect(sent.json.content).toMatchObject({
      can_request: false,
      open_request: { kind: "cancel", status: "open", quoted_cost: 140_000, quoted_refund: 60_000 },
    });
    expect(await openCount(cast.adminToken)).toBe(openBefore + 1);
    expect(await openCount(cast.ownerToken)).toBeGreaterThanOrEqual(1);
    expect(await openCount(cast.otherOwnerToken)).toBe(0);
    const again = await send({ code: r.code, email: EMAIL, kind: "change", guests: 2 });
    expect(again.status).toBe(409);
    expect(again.json.content).toContain("yanıt bekleyen bir talebiniz var");

    const staffMails = await mailsOf(r.id, "reservation_request_staff");
    expect(staffMails).toHaveLength(1);
    expect(staffMails[0]).toMatchObject({ toAddress: "ekip@liman.test" });
    expect(staffMails[0]!.subject).toContain("İptal talebi");
    expect(staffMails[0]!.html).toContain("Planlarımız değişti.");

    // Staff: the boat's owner sees it, another boat's owner neither sees nor decides it.
    expect((await requestsOf(r.id, cast.otherOwnerToken)).status).toBe(404);
    const listed = await requestsOf(r.id, cast.ownerToken);
    expect(listed.status).toBe(200);
    expect(listed.json.content.items).toMatchObject([
      { kind: "cancel", status: "open", quoted_cost: 140_000, quoted_currency: "EUR", reservation_code: r.code },
    ]);
    const requestId = listed.json.content.items[0].id;
    expect((await decide(requestId, { decision: "approved" }, cast.otherOwnerToken)).status).toBe(404);
    const open = await api.call("GET", "/v1/admin/reservation-requests", { token: cast.adminToken });
    expect(open.json.content.items.map((i: { id: number }) => i.id)).toContain(requestId);
    const othersOpen = await api.call("GET", "/v1/admin/reservation-requests", { token: cast.otherOwnerToken });
    expect(othersOpen.json.content.items).toEqual([]);

    const approved = await decide(requestId, { decision: "approved", note: "Kaporanız kesildi, kalan iade edilecek." });
    expect(approved.status).toBe(200);
    expect(approved.json.content).toMatchObject({
      status: "approved",
      staff_note: "Kaporanız kesildi, kalan iade edilecek.",
      decided_by: { id: cast.admin.id },
    });
    expect((await decide(requestId, { decision: "refused" })).status).toBe(409);
    expect(await openCount(cast.adminToken)).toBe(openBefore);

    const [after] = await api.db.select().from(reservations).where(eq(reservations.id, r.id));
    expect(after!.status).toBe("cancelled");
    expect(await api.db.select().from(availabilityBlocks).where(eq(availabilityBlocks.reservationId, r.id))).toEqual(
      [],
    );
    const rebooked = await book(
      api,
      reservationBody(cast.ownBoat, {
        start_date: r.startDate,
        end_date: r.endDate,
        customer_email: "baska@example.com",
      }),
    );
    expect(rebooked.status).toBe(201);

    const guestMails = await mailsOf(r.id, "reservation_request_approved");
    expect(guestMails).toHaveLength(1);
    expect(guestMails[0]).toMatchObject({ toAddress: EMAIL, status: "queued" });
    expect(guestMails[0]!.html).toContain("Kaporanız kesildi, kalan iade edilecek.");
    expect(guestMails[0]!.html).toContain("€1.400,00");

    const closed = await view(r.code);
    expect(closed.json.content).toMatchObject({
      can_request: false,
      cost: null,
      open_request: null,
      last_decided: { kind: "cancel", status: "approved" },
    });
    expect((await send({ code: r.code, email: EMAIL, kind: "cancel" })).status).toBe(422);
  });

  it("costs the whole total under 30 days before the start", async () => {
    const r = await booked(0);
    const seen = await view(r.code);
    expect(seen.json.content.cost).toMatchObject({ amount: 700_000, paid: 0, refund: 0, outstanding: 700_000 });
  });
});

describe("a guest's change request", () => {
  it("is refused with a mail and leaves the reservation as it was; the guest may then ask again", async () => {
    const r = await booked(2);
    const newStart = addDays(r.startDate, 7);
    const sent = await send({
      code: r.code,
      email: EMAIL,
      kind: "change",
      start_date: newStart,
      end_date: addDays(newStart, 5),
      guests: 6,
      message: "Bir hafta sonraya alabilir miyiz?",
    });
    expect(sent.status).toBe(201);
    expect(sent.json.content.open_request).toMatchObject({
      kind: "change",
      requested_start_date: newStart,
      requested_end_date: addDays(newStart, 5),
      requested_guests: 6,
      quoted_cost: null,
    });
    const [request] = await api.db
      .select()
      .from(reservationRequests)
      .where(eq(reservationRequests.reservationId, r.id));
    const refused = await decide(request!.id, { decision: "refused", note: "O hafta tekne dolu." }, cast.ownerToken);
    expect(refused.status).toBe(200);
    expect(refused.json.content).toMatchObject({ status: "refused", staff_note: "O hafta tekne dolu." });

    const [after] = await api.db.select().from(reservations).where(eq(reservations.id, r.id));
    expect(after).toMatchObject({ status: "option", startDate: r.startDate, endDate: r.endDate, guests: r.guests });
    const mails = await mailsOf(r.id, "reservation_request_refused");
    expect(mails).toHaveLength(1);
    expect(mails[0]!.toAddress).toBe(EMAIL);
    expect(mails[0]!.html).toContain("O hafta tekne dolu.");

    const seen = await view(r.code);
    expect(seen.json.content).toMatchObject({ can_request: true, last_decided: { status: "refused" } });
    const next = await send({ code: r.code, email: EMAIL, kind: "change", guests: 3 });
    expect(next.status).toBe(201);
    const latest = (await requestsOf(r.id)).json.content.items[0];
    expect(latest).toMatchObject({ status: "open", requested_guests: 3 });
    const approved = await decide(latest.id, { decision: "approved" });
    expect(approved.json.content.status).toBe("approved");
    const [unchanged] = await api.db.select().from(reservations).where(eq(reservations.id, r.id));
    expect(unchanged).toMatchObject({ status: "option", guests: r.guests });
  });

  it("refuses bad input with a Turkish message: half a date range, dates with a cancellation, too many guests", async () => {
    const r = await booked(3);
    const half = await send({ code: r.code, email: EMAIL, kind: "change", start_date: addDays(r.startDate, 1) });
    expect(half.status).toBe(400);
    const mixed = await send({ code: r.code, email: EMAIL, kind: "cancel", guests: 2 });
    expect(mixed.status).toBe(400);
    const empty = await send({ code: r.code, email: EMAIL, kind: "change" });
    expect(empty.status).toBe(400);
    const crowd = await send({ code: r.code, email: EMAIL, kind: "change", guests: 400 });
    expect(crowd.status).toBe(422);
    expect(crowd.json.content).toContain("en fazla");
  });
});

describe("one open request at a time", () => {
  it("lets exactly one of five parallel requests in; the others get 409", async () => {
    const r = await booked(10);
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        send(
          i % 2
            ? { code: r.code, email: EMAIL, kind: "cancel" }
            : { code: r.code, email: EMAIL, kind: "change", guests: 2 },
        ),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409, 409, 409]);
    const rows = await api.db.select().from(reservationRequests).where(eq(reservationRequests.reservationId, r.id));
    expect(rows).toHaveLength(1);
    expect(await mailsOf(r.id, "reservation_request_staff")).toHaveLength(1);
  });
});

describe("who may ask", () => {
  it("answers a wrong e-mail or code with the lookup's 404", async () => {
    const r = await booked(4);
    expect((await view(r.code, "baskasi@example.com")).status).toBe(404);
    expect((await view("LMN-222222")).status).toBe(404);
    const wrong = await send({ code: r.code, email: "baskasi@example.com", kind: "cancel" });
    expect(wrong.status).toBe(404);
    expect(await api.db.select().from(reservationRequests).where(eq(reservationRequests.reservationId, r.id))).toEqual(
      [],
    );
  });

  it("counts misses per address like the lookup: the 31st wrong guess in 10 minutes gets 429", async () => {
    const r = await booked(9);
    const headers = { "x-forwarded-for": "10.250.0.1" };
    for (let i = 0; i < 30; i++) {
      const miss = await api.call("GET", `/v1/reservations/requests?code=${r.code}&email=yanlis${i}@example.com`, {
        headers,
      });
      expect(miss.status).toBe(404);
    }
    const blocked = await api.call("POST", "/v1/reservations/requests", {
      body: { code: r.code, email: EMAIL, kind: "cancel" },
      headers,
    });
    expect(blocked.status).toBe(429);
    expect((await view(r.code)).status).toBe(200);
  });

  it("refuses a request from the start day on", async () => {
    const r = await booked(5);
    await api.db
      .update(reservations)
      .set({ startDate: today(), endDate: addDays(today(), 3) })
      .where(eq(reservations.id, r.id));
    const seen = await view(r.code);
    expect(seen.json.content).toMatchObject({ can_request: false, cost: null });
    expect(seen.json.content.unavailable_reason).toContain("Giriş gününden sonra");
    expect((await send({ code: r.code, email: EMAIL, kind: "cancel" })).status).toBe(422);
  });

  it("needs a staff token for the staff routes", async () => {
    expect((await api.call("GET", "/v1/admin/reservation-requests")).status).toBe(401);
    expect(
      (await api.call("POST", "/v1/admin/reservation-requests/1/decision", { body: { decision: "refused" } })).status,
    ).toBe(401);
  });
});

describe("the tiers in settings", () => {
  it("are saved by an ADMIN only, validated, and price the guest's cancellation from then on", async () => {
    const r = await booked(6); // 49–55 days ahead: 50 % by the defaults, 20 % by the new tiers
    expect((await view(r.code)).json.content.cost).toMatchObject({ amount: 350_000 });

    const tiers = [
      { min_days: 40, charge: "percent", percent: 20 },
      { min_days: 0, charge: "deposit" },
    ];
    const byOwner = await api.call("PUT", "/v1/admin/cancellation/edit", {
      token: cast.ownerToken,
      body: { cancellation_tiers: tiers },
    });
    expect(byOwner.status).toBe(403);
    const unordered = await api.call("PUT", "/v1/admin/cancellation/edit", {
      token: cast.adminToken,
      body: { cancellation_tiers: [...tiers].reverse() },
    });
    expect(unordered.status).toBe(400);
    const saved = await api.call("PUT", "/v1/admin/cancellation/edit", {
      token: cast.adminToken,
      body: { cancellation_tiers: tiers },
    });
    expect(saved.status).toBe(200);
    expect(JSON.parse(saved.json.content.cancellation_tiers)).toEqual(tiers);
    const read = await api.call("GET", "/v1/admin/settings/cancellation", { token: cast.adminToken });
    expect(JSON.parse(read.json.content.cancellation_tiers)).toEqual(tiers);

    const seen = await view(r.code);
    expect(seen.json.content.cost).toMatchObject({ amount: 140_000 }); // 20 % of €7.000
    expect(seen.json.content.terms).toEqual([
      "Girişe 40 gün veya daha fazla kala iptal: toplam tutarın %20 kadarı kesilir.",
      "Girişe 40 günden az kala iptal: kapora (ön ödeme) iade edilmez.",
    ]);
    expect(
      (
        await api.call("PUT", "/v1/admin/cancellation/edit", {
          token: cast.adminToken,
          body: { cancellation_tiers: [] },
        })
      ).status,
    ).toBe(400);
  });
});

describe("KVKK", () => {
  it("erasing a reservation's customer empties the guest's request messages and the staff's notes", async () => {
    const r = await booked(7);
    expect(
      (await send({ code: r.code, email: EMAIL, kind: "cancel", message: "Telefonum 0532 000 00 00" })).status,
    ).toBe(201);
    const [request] = await api.db
      .select()
      .from(reservationRequests)
      .where(eq(reservationRequests.reservationId, r.id));
    await decide(request!.id, { decision: "refused", note: "Elif Hanım ile görüşüldü." });
    await api.db.transaction((tx) => anonymiseReservations(tx, [r.id], clock.now()));
    const [after] = await api.db.select().from(reservationRequests).where(eq(reservationRequests.id, request!.id));
    expect(after).toMatchObject({
      kind: "cancel",
      status: "refused",
      message: null,
      staffNote: null,
      quotedCost: 140_000,
    });
  });
});
