import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { constraintOf } from "@/server/db/pg-error";
import { mailOutbox, mailTemplates, reservations } from "@/server/db/schema";
import { addDays } from "@/lib/dates";
import { DEFAULT_DEPOSIT_PERCENT } from "@/lib/deposit-copy";
import { depositOf } from "@/lib/money";
import { type BookingCast, book, bookingCast, reservationBody } from "../support/booking-fixtures";
import { createTestApi, type TestApi } from "../support/test-api";
import { nextSaturday } from "../support/test-dates";

// Issue 33 item 7: extras follow the stay's days and guests, and no change leaves the total below what is paid.
let api: TestApi;
let cast: BookingCast;
type Extra = { id: number; name: string };
type Line = { id: number; label: string; quantity: number; unit_amount: number; amount: number; payable: string };
let extras: Extra[];
const extraId = (name: string) => extras.find((e) => e.name === name)!.id;
const line = (lines: Line[], label: string) => lines.find((l) => l.label === label);

beforeAll(async () => {
  api = await createTestApi();
  cast = await bookingCast(api);
  const saved = await api.call("PUT", `/v1/admin/boats/${cast.ownBoat.id}/extras`, {
    token: cast.ownerToken,
    body: [
      { name: "Son temizlik", unit: "booking", amount: 15_000, currency: "EUR", obligatory: true, payable: "booking" },
      { name: "Kaptan", unit: "day", amount: 20_000, currency: "EUR", obligatory: false, payable: "booking" },
      { name: "Yemek", unit: "person", amount: 5_000, currency: "EUR", obligatory: false, payable: "booking" },
      { name: "Transfer", unit: "person_day", amount: 1_000, currency: "EUR", obligatory: false, payable: "base" },
      { name: "APA", unit: "charter_percent", amount: 30, currency: null, obligatory: true, payable: "base" },
    ],
  });
  expect(saved.status).toBe(200);
  extras = saved.json.content;
});

/** A staff week on the own boat for 4 guests with the captain (per day), meals (per person), transfer (both). */
async function staffWeek(weeksAfter: number) {
  const start = nextSaturday(weeksAfter);
  const created = await api.call("POST", "/v1/admin/reservations", {
    token: cast.ownerToken,
    body: {
      boat_id: cast.ownBoat.id,
      start_date: start,
      end_date: addDays(start, 7),
      guests: 4,
      customer_name: "Telefon Müşterisi",
      customer_email: "telefon@example.com",
      customer_phone: "0532 999 88 77",
      extras: [extraId("Kaptan"), extraId("Yemek"), extraId("Transfer")],
    },
  });
  expect(created.status, JSON.stringify(created.json)).toBe(201);
  // 7 × €1.000 + cleaning €150 + captain 7 × €200 + meals 4 × €50; at the base: transfer 28 × €10, APA 30 %.
  expect(created.json.content.total).toBe(700_000 + 15_000 + 140_000 + 20_000);
  return { id: created.json.content.id as number, start };
}

const detail = async (id: number) =>
  (await api.call("GET", `/v1/admin/reservations/${id}`, { token: cast.adminToken })).json.content;

describe("dates or guests changed by staff", () => {
  it("recount the per-day and per-person extras at their frozen unit price; the total and deposit follow", async () => {
    const { id, start } = await staffWeek(1);
    const res = await api.call("PUT", `/v1/admin/reservations/${id}`, {
      token: cast.ownerToken,
      body: { end_date: addDays(start, 5), guests: 6 },
    });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    const r = res.json.content;
    expect(line(r.lines, "Kaptan")).toMatchObject({ quantity: 5, unit_amount: 20_000, amount: 100_000 });
    expect(line(r.lines, "Yemek")).toMatchObject({ quantity: 6, unit_amount: 5_000, amount: 30_000 });
    expect(line(r.lines, "Transfer")).toMatchObject({ quantity: 30, unit_amount: 1_000, amount: 30_000 });
    // The charter, the per-booking extra and the APA (a percent of the frozen charter) stay as booked.
    expect(line(r.lines, "Tekne kiralama")).toMatchObject({ amount: 700_000 });
    expect(line(r.lines, "Son temizlik")).toMatchObject({ quantity: 1, amount: 15_000 });
    expect(line(r.lines, "APA")).toMatchObject({ amount: 210_000 });
    const total = 700_000 + 15_000 + 100_000 + 30_000;
    expect(r).toMatchObject({ total, deposit: depositOf(total, DEFAULT_DEPOSIT_PERCENT), due_at_base: 240_000 });
    expect(r.guests).toBe(6);
  });

  it("only the guests: the per-person lines follow, the per-day one stays", async () => {
    const { id } = await staffWeek(3);
    const res = await api.call("PUT", `/v1/admin/reservations/${id}`, { token: cast.adminToken, body: { guests: 2 } });
    expect(res.status).toBe(200);
    const r = res.json.content;
    expect(line(r.lines, "Kaptan")).toMatchObject({ quantity: 7, amount: 140_000 });
    expect(line(r.lines, "Yemek")).toMatchObject({ quantity: 2, amount: 10_000 });
    expect(line(r.lines, "Transfer")).toMatchObject({ quantity: 14, amount: 14_000 });
    expect(r.total).toBe(700_000 + 15_000 + 140_000 + 10_000);
  });

  it("an ADMIN's agreed total in the same edit wins for the booking lines; the base lines still follow", async () => {
    const { id } = await staffWeek(5);
    const res = await api.call("PUT", `/v1/admin/reservations/${id}`, {
      token: cast.adminToken,
      body: { guests: 5, total: 600_000 },
    });
    expect(res.status).toBe(200);
    const r = res.json.content;
    expect(r.total).toBe(600_000);
    expect(line(r.lines, "Transfer")).toMatchObject({ quantity: 35, amount: 35_000 });
    expect(r.due_at_base).toBe(35_000 + 210_000);
  });
});

describe("a change never leaves the total below what is paid", () => {
  let id: number;
  let start: string;
  const paidTotal = 700_000 + 15_000 + 140_000 + 20_000;

  beforeAll(async () => {
    ({ id, start } = await staffWeek(7));
    const paid = await api.call("POST", "/v1/admin/transactions", {
      token: cast.ownerToken,
      body: { reservation_id: id, kind: "deposit", method: "cash", amount: paidTotal },
    });
    expect(paid.status, JSON.stringify(paid.json)).toBe(201);
  });

  it("removing a paid extra → 409 TOTAL_BELOW_PAID in Turkish (English on request); nothing changed", async () => {
    const meals = line((await detail(id)).lines, "Yemek")!;
    const res = await api.call("DELETE", `/v1/admin/reservations/${id}/lines/${meals.id}`, {
      token: cast.ownerToken,
    });
    expect(res.status).toBe(409);
    expect(res.json.code).toBe("TOTAL_BELOW_PAID");
    expect(res.json.content).toMatch(/ödenmiş tutarın \(€8\.750,00\) altına/);
    const en = await api.call("DELETE", `/v1/admin/reservations/${id}/lines/${meals.id}`, {
      token: cast.ownerToken,
      headers: { "accept-language": "en" },
    });
    expect(en.status).toBe(409);
    expect(en.json.content).toMatch(/below the amount already paid/);
    const after = await detail(id);
    expect(after.total).toBe(paidTotal);
    expect(line(after.lines, "Yemek")).toMatchObject({ amount: 20_000 });
  });

  it("fewer guests or days, or a lower agreed total → 409; the reservation keeps its stay and lines", async () => {
    for (const body of [{ guests: 2 }, { end_date: addDays(start, 6) }, { total: 800_000 }]) {
      const res = await api.call("PUT", `/v1/admin/reservations/${id}`, { token: cast.adminToken, body });
      expect(res.status, JSON.stringify(body)).toBe(409);
      expect(res.json.code).toBe("TOTAL_BELOW_PAID");
    }
    const after = await detail(id);
    expect(after).toMatchObject({ total: paidTotal, guests: 4, end_date: addDays(start, 7) });
    expect(line(after.lines, "Yemek")).toMatchObject({ quantity: 4 });
    expect(line(after.lines, "Kaptan")).toMatchObject({ quantity: 7 });
  });

  it("more guests raise the total; after a refund the removal goes through", async () => {
    const more = await api.call("PUT", `/v1/admin/reservations/${id}`, { token: cast.ownerToken, body: { guests: 5 } });
    expect(more.status).toBe(200);
    expect(more.json.content.total).toBe(paidTotal + 5_000);
    const refund = await api.call("POST", "/v1/admin/transactions", {
      token: cast.ownerToken,
      body: { reservation_id: id, kind: "refund", method: "cash", amount: 25_000 },
    });
    expect(refund.status).toBe(201);
    const meals = line(more.json.content.lines, "Yemek")!;
    const removed = await api.call("DELETE", `/v1/admin/reservations/${id}/lines/${meals.id}`, {
      token: cast.ownerToken,
    });
    expect(removed.status).toBe(200);
    expect(removed.json.content.total).toBe(paidTotal - 20_000);
  });

  it("the database refuses a lower total below what is paid, whatever writes it", async () => {
    const error = await api.db
      .update(reservations)
      .set({ total: 100_000, deposit: 20_000 })
      .where(eq(reservations.id, id))
      .then(() => undefined)
      .catch((e: unknown) => e);
    expect(constraintOf(error)).toBe("reservations_total_covers_paid");
    expect((await detail(id)).total).toBe(paidTotal - 20_000);
  });
});

describe("the staff quote of the new reservation screen", () => {
  it("prices the stay with the obligatory and the chosen extras, as the staff booking freezes it", async () => {
    const start = nextSaturday(9);
    const body = { start_date: start, end_date: addDays(start, 7), guests: 4, extras: [extraId("Yemek")] };
    const res = await api.call("POST", `/v1/admin/boats/${cast.ownBoat.id}/quote`, { token: cast.ownerToken, body });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    const q = res.json.content;
    expect(q.lines.map((l: Line) => [l.label, l.amount])).toEqual([
      ["Tekne kiralama", 700_000],
      ["Son temizlik", 15_000],
      ["Yemek", 20_000],
      ["APA", 210_000],
    ]);
    expect(q).toMatchObject({ total: 735_000, due_at_base: 210_000, currency: "EUR" });

    const other = await api.call("POST", `/v1/admin/boats/${cast.ownBoat.id}/quote`, {
      token: cast.otherOwnerToken,
      body,
    });
    expect(other.status).toBe(404);
    const anonymous = await api.call("POST", `/v1/admin/boats/${cast.ownBoat.id}/quote`, { body });
    expect(anonymous.status).toBe(401);
  });
});

describe("the default mails list the priced lines", () => {
  it("every default mail that gives the total shows {{price_lines}} in both languages", async () => {
    const rows = await api.db
      .select({ key: mailTemplates.key, body: mailTemplates.body, bodyEn: mailTemplates.bodyEn })
      .from(mailTemplates);
    const withTotal = rows.filter((r) => r.body.includes("{{total}}"));
    expect(withTotal.map((r) => r.key).sort()).toEqual([
      "balance_reminder",
      "bank_details",
      "reservation_confirmed",
      "reservation_received",
      "reservation_staff",
    ]);
    for (const row of withTotal) {
      expect(row.body, row.key).toContain("</table>\n{{price_lines}}");
      if (row.bodyEn.includes("{{total}}")) expect(row.bodyEn, row.key).toContain("{{price_lines}}");
    }
  });

  it("the guest's confirmation of a request itemises the extras", async () => {
    const res = await book(api, reservationBody(cast.ownBoat, { ...stayOf(11), extras: [extraId("Yemek")] }));
    expect(res.status, JSON.stringify(res.json)).toBe(201);
    const [mail] = await api.db
      .select({ html: mailOutbox.html })
      .from(mailOutbox)
      .innerJoin(reservations, eq(reservations.id, mailOutbox.reservationId))
      .where(and(eq(reservations.code, res.json.content.code), eq(mailOutbox.templateKey, "reservation_received")));
    expect(mail!.html).toContain("Yemek");
    expect(mail!.html).toContain("4 × €50,00");
    expect(mail!.html).toContain("Son temizlik");
  });
});

function stayOf(weeksAfter: number) {
  const start = nextSaturday(weeksAfter);
  return { start_date: start, end_date: addDays(start, 7) };
}
