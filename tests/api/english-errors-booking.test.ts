import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { reservations } from "@/server/db/schema";
import { type BookingCast, book, bookingCast, nextIp, reservationBody } from "../support/booking-fixtures";
import { daysFromToday } from "../support/test-dates";
import { createTestApi, type TestApi } from "../support/test-api";

/**
 * Refusals of the booking areas (pricing, availability, payments, passengers, reviews, reservation documents and
 * the shared booking schemas) answer in the asker's language from the error catalogues (decision 0040), with
 * their codes unchanged; without Accept-Language the words stay Turkish.
 */
let api: TestApi;
let cast: BookingCast;
let booked: { id: number; code: string; email: string };
const EN = { "accept-language": "en-GB,en;q=0.9" };

beforeAll(async () => {
  api = await createTestApi({ TRUST_PROXY: "1" });
  cast = await bookingCast(api);
  const body = reservationBody(cast.ownBoat, { customer_email: "jane@example.com" }); // a week at €1.000 a day
  const res = await book(api, body);
  expect(res.status).toBe(201);
  const code = res.json.content.code as string;
  const [row] = await api.db.select({ id: reservations.id }).from(reservations).where(eq(reservations.code, code));
  booked = { id: row!.id, code, email: "jane@example.com" };
});

describe("refusals of the booking areas in English", () => {
  it("pricing: more guests than the boat takes (and in Turkish without the header)", async () => {
    const body = { start_date: daysFromToday(30), end_date: daysFromToday(33), guests: 9 };
    const path = `/v1/boats/${cast.ownBoat.slug}/quote`;
    const en = await api.call("POST", path, { body, headers: EN });
    expect(en.status).toBe(422);
    expect(en.json).toMatchObject({ code: "TOO_MANY_GUESTS", content: "This boat takes at most 8 guests." });
    expect(en.headers.get("content-language")).toBe("en");
    const tr = await api.call("POST", path, { body });
    expect(tr.json).toMatchObject({ code: "TOO_MANY_GUESTS", content: "Bu tekne en fazla 8 misafir alabilir." });
  });

  it("pricing schema: a number of guests that is not a number names the field in English", async () => {
    const body = { start_date: daysFromToday(30), end_date: daysFromToday(33), guests: "four" };
    const res = await api.call("POST", `/v1/boats/${cast.ownBoat.slug}/quote`, { body, headers: EN });
    expect(res.status).toBe(400);
    expect(res.json.code).toBe("VALIDATION_ERROR");
    expect(res.json.fields).toEqual({ guests: "The number of guests must be a number." });
    expect(res.json.content).toBe("The information sent is not valid. guests: The number of guests must be a number.");
  });

  it("availability: a range that ends before it starts", async () => {
    const query = `from=${daysFromToday(20)}&to=${daysFromToday(10)}`;
    const res = await api.call("GET", `/v1/boats/${cast.ownBoat.slug}/availability?${query}`, { headers: EN });
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ code: "BAD_REQUEST", content: "The end date must be after the start date." });
  });

  it("payments: a payment above what is due names the amount in English number format (Turkish without)", async () => {
    const body = { reservation_id: booked.id, kind: "balance", method: "cash", amount: 700_001 };
    const en = await api.call("POST", "/v1/admin/transactions", { token: cast.adminToken, body, headers: EN });
    expect(en.status).toBe(422);
    expect(en.json).toMatchObject({
      code: "PAYMENT_TOO_LARGE",
      content: "The payment exceeds the amount still due (€7,000.00).",
    });
    const tr = await api.call("POST", "/v1/admin/transactions", { token: cast.adminToken, body });
    expect(tr.json).toMatchObject({
      code: "PAYMENT_TOO_LARGE",
      content: "Ödeme tutarı kalan tutarı (€7.000,00) aşıyor.",
    });
  });

  it("payments: an unknown payment, and a void without a reason", async () => {
    const missing = await api.call("GET", "/v1/admin/transactions/999999", { token: cast.adminToken, headers: EN });
    expect(missing.status).toBe(404);
    expect(missing.json).toMatchObject({ code: "NOT_FOUND", content: "Payment record not found." });
    const unexplained = await api.call("POST", "/v1/admin/transactions/999999/void", {
      token: cast.adminToken,
      body: { reason: "x" },
      headers: EN,
    });
    expect(unexplained.status).toBe(400);
    expect(unexplained.json.code).toBe("VALIDATION_ERROR");
    expect(unexplained.json.fields).toEqual({ reason: "Please write a reason (at least 3 characters)." });
  });

  it("passengers: a list saved without the KVKK consent, and a birth date in the future", async () => {
    const passenger = { full_name: "Jane Doe", birth_date: "1990-05-17", nationality: "GB", document_number: "X1234" };
    const save = (body: Record<string, unknown>) =>
      api.call("PUT", "/v1/reservations/passengers", {
        body: { code: booked.code, email: booked.email, ...body },
        headers: { ...EN, "x-forwarded-for": nextIp() },
      });
    const unconsented = await save({ consent: false, passengers: [passenger] });
    expect(unconsented.status).toBe(422);
    expect(unconsented.json).toMatchObject({
      code: "UNPROCESSABLE",
      content: "To save the passenger list, please tick the explicit consent (KVKK) box.",
      fields: { consent: "To save the passenger list, please tick the explicit consent (KVKK) box." },
    });
    const unborn = await save({ consent: true, passengers: [{ ...passenger, birth_date: daysFromToday(3) }] });
    expect(unborn.status).toBe(400);
    expect(unborn.json.fields).toEqual({ "passengers.0.birth_date": "The date of birth must be before today." });
  });

  it("reviews: an unknown link, and a rating out of range", async () => {
    const headers = { ...EN, "x-forwarded-for": nextIp() };
    const unknown = await api.call("POST", "/v1/website/reviews/no-such-token", {
      body: { rating: 5, body: "A wonderful week on a lovely boat." },
      headers,
    });
    expect(unknown.status).toBe(404);
    expect(unknown.json).toMatchObject({
      code: "NOT_FOUND",
      content: "The review link is not valid. Please open the full link from your e-mail.",
    });
    const rating = await api.call("POST", "/v1/website/reviews/no-such-token", {
      body: { rating: 9, body: "A wonderful week on a lovely boat." },
      headers: { ...EN, "x-forwarded-for": nextIp() },
    });
    expect(rating.status).toBe(400);
    expect(rating.json.fields).toEqual({ rating: "Please choose a rating from 1 to 5." });
  });

  it("reservation documents: a contract naming an unknown variable", async () => {
    const res = await api.call("PUT", "/v1/admin/document-templates/contract", {
      token: cast.adminToken,
      body: { body: "Sayın {{customer_name}}, {{yacht}} teknesi…" },
      headers: EN,
    });
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({
      code: "BAD_REQUEST",
      content: "Unknown variable: {{yacht}}. Please use the variables in the list.",
      fields: { body: "Unknown variable: {{yacht}}" },
    });
  });

  it("discounts: an OWNER may not set one for all boats", async () => {
    const body = {
      kind: "early_booking",
      percent: 5,
      threshold_days: 60,
      valid_from: daysFromToday(0),
      valid_to: daysFromToday(90),
      boat_id: null,
    };
    const res = await api.call("POST", "/v1/admin/discounts", { token: cast.ownerToken, body, headers: EN });
    expect(res.status).toBe(403);
    expect(res.json).toMatchObject({
      code: "FORBIDDEN",
      content: "Only an administrator can set a discount for all boats.",
    });
  });

  it("cancellation terms: tiers out of order", async () => {
    const tiers = [
      { min_days: 0, charge: "deposit" },
      { min_days: 40, charge: "percent", percent: 20 },
    ];
    const res = await api.call("PUT", "/v1/admin/cancellation/edit", {
      token: cast.adminToken,
      body: { cancellation_tiers: tiers },
      headers: EN,
    });
    expect(res.status).toBe(400);
    expect(res.json.code).toBe("VALIDATION_ERROR");
    expect(Object.values(res.json.fields)).toContain(
      "The tiers must be ordered from the most to the fewest days before check-in, each with a different number of days.",
    );
  });

  it("reservation status: an illegal transition names both statuses in English", async () => {
    const res = await api.call("PUT", `/v1/admin/reservations/${booked.id}`, {
      token: cast.adminToken,
      body: { status: "completed" },
      headers: EN,
    });
    expect(res.status).toBe(422);
    expect(res.json.content).toBe("A booking in the status “Option” cannot be moved to “Completed”.");
  });
});
