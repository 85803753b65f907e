import { beforeAll, describe, expect, it } from "vitest";
import { addDays } from "@/lib/dates";
import { DEFAULT_DEPOSIT_PERCENT } from "@/lib/deposit-copy";
import { depositOf } from "@/lib/money";
import { reservationMailVars } from "@/server/mail/reservation-mail-vars";
import { type BookingCast, book, bookingCast, reservationBody } from "../support/booking-fixtures";
import { createTestApi, type TestApi } from "../support/test-api";
import { daysFromToday, nextSaturday, today } from "../support/test-dates";

let api: TestApi;
let cast: BookingCast;
type Extra = { id: number; name: string; amount: number; unit: string };
let extras: Extra[];
const byName = (name: string) => extras.find((e) => e.name === name)!;

/** The own boat's extras as its owner saves them in the boat form. */
const extrasList = (skipperPrice = 20_000) => [
  { name: "Son temizlik", unit: "booking", amount: 15_000, currency: "EUR", obligatory: true, payable: "booking" },
  { name: "Kaptan", unit: "day", amount: skipperPrice, currency: "EUR", obligatory: false, payable: "booking" },
  { name: "SUP", unit: "booking", amount: 5_000, currency: "EUR", obligatory: false, payable: "booking" },
  { name: "APA", unit: "charter_percent", amount: 30, currency: null, obligatory: true, payable: "base" },
];

const week = (weeksAfter = 0) => {
  const start = nextSaturday(weeksAfter);
  return { start_date: start, end_date: addDays(start, 7) };
};

beforeAll(async () => {
  api = await createTestApi();
  cast = await bookingCast(api);
  const saved = await api.call("PUT", `/v1/admin/boats/${cast.ownBoat.id}/extras`, {
    token: cast.ownerToken,
    body: extrasList(),
  });
  expect(saved.status).toBe(200);
  extras = saved.json.content;
  const discount = await api.call("POST", "/v1/admin/discounts", {
    token: cast.ownerToken,
    body: {
      boat_id: cast.ownBoat.id,
      kind: "long_stay",
      percent: 10,
      threshold_days: 7,
      valid_from: today(),
      valid_to: daysFromToday(400),
    },
  });
  expect(discount.status).toBe(201);
});

describe("extras and discounts in the quote", () => {
  it("lists the boat's extras publicly in their order", async () => {
    const res = await api.call("GET", `/v1/boats/${cast.ownBoat.slug}/extras`);
    expect(res.status).toBe(200);
    expect(res.json.content.map((e: Extra) => [e.name, e.unit, e.amount])).toEqual([
      ["Son temizlik", "booking", 15_000],
      ["Kaptan", "day", 20_000],
      ["SUP", "booking", 5_000],
      ["APA", "charter_percent", 30],
    ]);
  });

  it("itemises charter, long-stay discount, obligatory and chosen extras, APA after the discount", async () => {
    const res = await api.call("POST", `/v1/boats/${cast.ownBoat.slug}/quote`, {
      body: { ...week(), guests: 4, extras: [byName("Kaptan").id] },
    });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    const q = res.json.content;
    expect(q.charter_total).toBe(700_000);
    expect(q.discount).toEqual({ kind: "long_stay", percent: 10, amount: 70_000 });
    expect(
      q.lines.map((l: { kind: string; label: string; quantity: number; amount: number; payable: string }) => [
        l.kind,
        l.label,
        l.quantity,
        l.amount,
        l.payable,
      ]),
    ).toEqual([
      ["charter", "Tekne kiralama", 1, 700_000, "booking"],
      ["discount", "Uzun kiralama indirimi (%10)", 1, -70_000, "booking"],
      ["extra", "Son temizlik", 1, 15_000, "booking"],
      ["extra", "Kaptan", 7, 140_000, "booking"],
      ["extra", "APA", 1, 189_000, "base"],
    ]);
    expect(q.total).toBe(700_000 - 70_000 + 15_000 + 140_000);
    expect(q.due_at_base).toBe(189_000);
    expect(q.deposit).toBe(depositOf(q.total, q.deposit_percent));
    expect(q.balance).toBe(q.total - q.deposit);
    expect(q.converted.EUR).toEqual({ total: q.total, deposit: q.deposit, balance: q.balance, due_at_base: 189_000 });
    expect(q.converted.TRY.due_at_base).toBeGreaterThan(189_000);
  });

  it("no discount below the long-stay threshold", async () => {
    const start = nextSaturday();
    const res = await api.call("POST", `/v1/boats/${cast.ownBoat.slug}/quote`, {
      body: { start_date: start, end_date: addDays(start, 6), guests: 2 },
    });
    expect(res.status).toBe(200);
    expect(res.json.content.discount).toBeNull();
    expect(res.json.content.total).toBe(600_000 + 15_000);
  });

  it("refuses an unknown or another boat's extra id with 422 in Turkish", async () => {
    const other = await api.call("PUT", `/v1/admin/boats/${cast.otherBoat.id}/extras`, {
      token: cast.otherOwnerToken,
      body: [{ name: "Yakıt", unit: "day", amount: 10_000, currency: "EUR", obligatory: false, payable: "base" }],
    });
    expect(other.status).toBe(200);
    for (const id of [999_999, other.json.content[0].id]) {
      const res = await api.call("POST", `/v1/boats/${cast.ownBoat.slug}/quote`, {
        body: { ...week(), guests: 2, extras: [id] },
      });
      expect(res.status).toBe(422);
      expect(res.json.content).toBe("Seçilen ekstralardan biri bu teknede bulunamadı.");
    }
    const booking = await book(api, reservationBody(cast.ownBoat, { ...week(9), extras: [999_999] }));
    expect(booking.status).toBe(422);
  });
});

describe("reservations freeze their lines", () => {
  let code: string;
  let id: number;

  it("a website reservation keeps its lines and total when the extra's price changes afterwards", async () => {
    const res = await book(api, reservationBody(cast.ownBoat, { ...week(2), extras: [byName("Kaptan").id] }));
    expect(res.status).toBe(201);
    code = res.json.content.code;
    expect(res.json.content.total).toBe(785_000);

    const changed = await api.call("PUT", `/v1/admin/boats/${cast.ownBoat.id}/extras`, {
      token: cast.adminToken,
      body: extrasList(99_000).map((e) => ({ ...e, id: byName(e.name).id })),
    });
    expect(changed.status).toBe(200);
    expect(changed.json.content.find((e: Extra) => e.name === "Kaptan").amount).toBe(99_000);

    const lookup = await api.call(
      "GET",
      `/v1/reservations/lookup?code=${code}&email=${encodeURIComponent("elif.sahin@example.com")}`,
    );
    expect(lookup.status).toBe(200);
    const r = lookup.json.content;
    expect(r.total).toBe(785_000);
    expect(r.due_at_base).toBe(189_000);
    expect(r.lines.find((l: { label: string }) => l.label === "Kaptan")).toMatchObject({
      quantity: 7,
      unit_amount: 20_000,
      amount: 140_000,
      currency: "EUR",
    });
    const list = await api.call("GET", `/v1/admin/reservationfromplatoid?platoReservationId=${code}`, {
      token: cast.adminToken,
    });
    id = list.json.content.id;
    const detail = await api.call("GET", `/v1/admin/reservations/${id}`, { token: cast.ownerToken });
    expect(detail.status).toBe(200);
    expect(detail.json.content).toMatchObject({ total: 785_000, due_at_base: 189_000 });
    expect(detail.json.content.lines).toHaveLength(5);
    const mail = await reservationMailVars(api.db, id);
    expect(mail.vars.price_lines).toContain("Kaptan");
    expect(mail.vars.price_lines).toContain("7 × €200,00");
    expect(mail.vars.due_at_base).toBe("€1.890,00");
    expect(mail.rawVars).toContain("price_lines");
  });

  it("staff add an extra at today's price and remove it again; totals follow", async () => {
    const added = await api.call("POST", `/v1/admin/reservations/${id}/lines`, {
      token: cast.ownerToken,
      body: { extra_id: byName("SUP").id },
    });
    expect(added.status).toBe(201);
    const a = added.json.content;
    expect(a.total).toBe(790_000);
    expect(a.deposit).toBe(depositOf(790_000, DEFAULT_DEPOSIT_PERCENT));
    const sup = a.lines.find((l: { label: string }) => l.label === "SUP");
    expect(sup).toMatchObject({ kind: "extra", amount: 5_000, extra_id: byName("SUP").id });

    const again = await api.call("POST", `/v1/admin/reservations/${id}/lines`, {
      token: cast.ownerToken,
      body: { extra_id: byName("SUP").id },
    });
    expect(again.status).toBe(409);

    const charter = a.lines.find((l: { kind: string }) => l.kind === "charter");
    const refused = await api.call("DELETE", `/v1/admin/reservations/${id}/lines/${charter.id}`, {
      token: cast.ownerToken,
    });
    expect(refused.status).toBe(422);
    expect(refused.json.content).toMatch(/Yalnızca ekstra kalemleri/);

    const removed = await api.call("DELETE", `/v1/admin/reservations/${id}/lines/${sup.id}`, {
      token: cast.ownerToken,
    });
    expect(removed.status).toBe(200);
    expect(removed.json.content.total).toBe(785_000);
    expect(removed.json.content.lines.some((l: { label: string }) => l.label === "SUP")).toBe(false);
  });

  it("another owner cannot touch the reservation's lines (404)", async () => {
    const res = await api.call("POST", `/v1/admin/reservations/${id}/lines`, {
      token: cast.otherOwnerToken,
      body: { extra_id: byName("SUP").id },
    });
    expect(res.status).toBe(404);
  });

  it("refuses line edits on a cancelled reservation with 409 in Turkish", async () => {
    const cancelled = await api.call("PUT", `/v1/admin/reservations/${id}`, {
      token: cast.adminToken,
      body: { status: "cancelled" },
    });
    expect(cancelled.status).toBe(200);
    const res = await api.call("POST", `/v1/admin/reservations/${id}/lines`, {
      token: cast.ownerToken,
      body: { extra_id: byName("SUP").id },
    });
    expect(res.status).toBe(409);
    expect(res.json.content).toMatch(/İptal edilmiş/);
    expect((await api.call("GET", `/v1/admin/reservations/${id}`, { token: cast.adminToken })).json.content.total).toBe(
      785_000,
    );
  });

  it("a staff booking freezes the quote's lines; an ADMIN's agreed total replaces the booking lines", async () => {
    const created = await api.call("POST", "/v1/admin/reservations", {
      token: cast.ownerToken,
      body: {
        boat_id: cast.ownBoat.id,
        ...week(4),
        guests: 2,
        customer_name: "Telefon Müşterisi",
        customer_email: "telefon@example.com",
        customer_phone: "0532 999 88 77",
        extras: [byName("SUP").id],
      },
    });
    expect(created.status).toBe(201);
    expect(created.json.content.total).toBe(630_000 + 15_000 + 5_000);
    const rid = created.json.content.id;
    const agreed = await api.call("PUT", `/v1/admin/reservations/${rid}`, {
      token: cast.adminToken,
      body: { total: 500_000 },
    });
    expect(agreed.status).toBe(200);
    const lines = agreed.json.content.lines;
    expect(lines.filter((l: { payable: string }) => l.payable === "booking")).toEqual([
      expect.objectContaining({ kind: "charter", amount: 500_000 }),
    ]);
    expect(agreed.json.content.due_at_base).toBe(189_000);
  });
});

describe("scoping and validation", () => {
  it("an OWNER cannot read or edit another owner's boat extras (404)", async () => {
    const read = await api.call("GET", `/v1/admin/boats/${cast.otherBoat.id}/extras`, { token: cast.ownerToken });
    expect(read.status).toBe(404);
    const write = await api.call("PUT", `/v1/admin/boats/${cast.otherBoat.id}/extras`, {
      token: cast.ownerToken,
      body: [],
    });
    expect(write.status).toBe(404);
  });

  it("an OWNER manages only their own boats' discounts, never global ones", async () => {
    const body = {
      kind: "early_booking",
      percent: 5,
      threshold_days: 60,
      valid_from: today(),
      valid_to: daysFromToday(90),
    };
    const foreign = await api.call("POST", "/v1/admin/discounts", {
      token: cast.ownerToken,
      body: { ...body, boat_id: cast.otherBoat.id },
    });
    expect(foreign.status).toBe(404);
    const global = await api.call("POST", "/v1/admin/discounts", {
      token: cast.ownerToken,
      body: { ...body, boat_id: null },
    });
    expect(global.status).toBe(403);
    expect(global.json.content).toMatch(/yalnızca yönetici/);

    const adminGlobal = await api.call("POST", "/v1/admin/discounts", {
      token: cast.adminToken,
      body: { ...body, boat_id: null },
    });
    expect(adminGlobal.status).toBe(201);
    expect(adminGlobal.json.content.boat).toBeNull();
    const gid = adminGlobal.json.content.id;

    const ownList = await api.call("GET", "/v1/admin/discounts", { token: cast.ownerToken });
    expect(
      ownList.json.content.items.every((d: { boat: { id: number } | null }) => d.boat?.id === cast.ownBoat.id),
    ).toBe(true);
    const adminList = await api.call("GET", "/v1/admin/discounts", { token: cast.adminToken });
    expect(adminList.json.content.items.some((d: { id: number }) => d.id === gid)).toBe(true);

    expect(
      (
        await api.call("PUT", `/v1/admin/discounts/${gid}`, {
          token: cast.ownerToken,
          body: { ...body, boat_id: cast.ownBoat.id },
        })
      ).status,
    ).toBe(404);
    expect((await api.call("DELETE", `/v1/admin/discounts/${gid}`, { token: cast.ownerToken })).status).toBe(404);
    const updated = await api.call("PUT", `/v1/admin/discounts/${gid}`, {
      token: cast.adminToken,
      body: { ...body, boat_id: null, percent: 7, active: false },
    });
    expect(updated.status).toBe(200);
    expect(updated.json.content).toMatchObject({ percent: 7, active: false });
    expect((await api.call("DELETE", `/v1/admin/discounts/${gid}`, { token: cast.adminToken })).status).toBe(200);
  });

  it("refuses bad extras and discounts with 400 and Turkish messages", async () => {
    const cases: [string, string, unknown][] = [
      [
        "PUT",
        `/v1/admin/boats/${cast.ownBoat.id}/extras`,
        [{ name: "APA", unit: "charter_percent", amount: 150, obligatory: true, payable: "base" }],
      ],
      [
        "PUT",
        `/v1/admin/boats/${cast.ownBoat.id}/extras`,
        [{ name: "", unit: "day", amount: 1, currency: "EUR", obligatory: true, payable: "base" }],
      ],
      [
        "PUT",
        `/v1/admin/boats/${cast.ownBoat.id}/extras`,
        [{ name: "Yakıt", unit: "day", amount: 1, obligatory: true, payable: "base" }],
      ],
      [
        "PUT",
        `/v1/admin/boats/${cast.ownBoat.id}/extras`,
        [{ name: "Yakıt", unit: "hour", amount: 1, currency: "EUR", obligatory: true, payable: "base" }],
      ],
      [
        "POST",
        "/v1/admin/discounts",
        {
          boat_id: cast.ownBoat.id,
          kind: "long_stay",
          percent: 95,
          threshold_days: 7,
          valid_from: today(),
          valid_to: daysFromToday(9),
        },
      ],
      [
        "POST",
        "/v1/admin/discounts",
        {
          boat_id: cast.ownBoat.id,
          kind: "long_stay",
          percent: 10,
          threshold_days: 7,
          valid_from: daysFromToday(9),
          valid_to: today(),
        },
      ],
    ];
    for (const [method, path, body] of cases) {
      const res = await api.call(method, path, { token: cast.ownerToken, body: body as never });
      expect(res.status, `${method} ${path} ${JSON.stringify(body)}`).toBe(400);
      expect(res.json.content).toMatch(/[çğıöşüÇĞİÖŞÜ]|olmalı|zorunlu/);
    }
    const agreedWithExtras = await api.call("POST", "/v1/admin/reservations", {
      token: cast.adminToken,
      body: {
        boat_id: cast.ownBoat.id,
        ...week(6),
        guests: 2,
        customer_name: "Telefon Müşterisi",
        customer_email: "telefon@example.com",
        customer_phone: "0532 999 88 77",
        total: 100_000,
        extras: [byName("SUP").id],
      },
    });
    expect(agreedWithExtras.status).toBe(400);
    expect(agreedWithExtras.json.content).toMatch(/Anlaşılan tutarla ekstra seçilemez/);
    const unknown = await api.call("PUT", `/v1/admin/boats/${cast.ownBoat.id}/extras`, {
      token: cast.ownerToken,
      body: [
        { id: 999_999, name: "X", unit: "booking", amount: 1, currency: "EUR", obligatory: false, payable: "booking" },
      ],
    });
    expect(unknown.status).toBe(422);
  });
});

describe("discount_percent on cards and the boat page", () => {
  const percentOf = async (slug: string) => (await api.call("GET", `/v1/boats/${slug}`)).json.content.discount_percent;
  const discount = (boatId: number, fields: Record<string, unknown>) =>
    api.call("POST", "/v1/admin/discounts", {
      token: cast.adminToken,
      body: { boat_id: boatId, valid_from: today(), valid_to: daysFromToday(30), ...fields },
    });

  it("advertises the best discount that can still apply to some stay, else null", async () => {
    expect(await percentOf(cast.ownBoat.slug)).toBe(10);
    expect(await percentOf(cast.otherBoat.slug)).toBeNull();

    // Early booking 60 days ahead, valid for starts in the next 30 days only: can never apply.
    expect((await discount(cast.otherBoat.id, { kind: "early_booking", percent: 30, threshold_days: 60 })).status).toBe(
      201,
    );
    // Last minute (≤ 3 days before) for starts from day 10: can never apply either.
    expect(
      (
        await discount(cast.otherBoat.id, {
          kind: "last_minute",
          percent: 25,
          threshold_days: 3,
          valid_from: daysFromToday(10),
        })
      ).status,
    ).toBe(201);
    // Inactive.
    expect(
      (await discount(cast.otherBoat.id, { kind: "long_stay", percent: 40, threshold_days: 3, active: false })).status,
    ).toBe(201);
    expect(await percentOf(cast.otherBoat.slug)).toBeNull();

    // Early booking 20 days ahead within 30 days: applies to a start on day 20..30.
    expect((await discount(cast.otherBoat.id, { kind: "early_booking", percent: 15, threshold_days: 20 })).status).toBe(
      201,
    );
    expect(await percentOf(cast.otherBoat.slug)).toBe(15);

    const cards = await api.call("GET", "/v1/searchboats");
    expect(cards.status).toBe(200);
    const bySlug = (slug: string) =>
      cards.json.content.items.find((c: { slug: string }) => c.slug === slug)?.discount_percent;
    expect(bySlug(cast.ownBoat.slug)).toBe(10);
    expect(bySlug(cast.otherBoat.slug)).toBe(15);
  });
});
