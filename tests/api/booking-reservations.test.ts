import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { availabilityBlocks, banks, mailOutbox, reservations } from "@/server/db/schema";
import { createBoat, createBoatPrice } from "@/server/seed/factories";
import { updateSettings } from "@/server/settings/update-settings";
import { type BookingCast, book, bookingCast, nextIp, reservationBody } from "../support/booking-fixtures";
import { createTestApi, type TestApi } from "../support/test-api";
import { addDays } from "@/lib/dates";
import { nextSaturday, nextWeekday } from "../support/test-dates";

/** Day `n` of this file's calendar: day 0 is a Friday one to two weeks ahead, by the tests' clock. */
const anchor = nextWeekday(5);
const day = (n: number) => addDays(anchor, n);

let api: TestApi;
let cast: BookingCast;

beforeAll(async () => {
  api = await createTestApi({ TRUST_PROXY: "1" });
  cast = await bookingCast(api);
  await api.db.insert(banks).values([
    {
      bankName: "Ziraat Bankası",
      accountHolder: "Liman Turizm A.Ş.",
      iban: "TR330006100519786457841326",
      currency: "TRY",
    },
    {
      bankName: "Garanti BBVA",
      accountHolder: "Liman Turizm A.Ş.",
      iban: "TR960006200000000012345678",
      currency: "EUR",
    },
    { bankName: "Kapalı Banka", accountHolder: "Eski", iban: "TR000000000000000000000001", active: false },
  ]);
});

const rowsOf = (code: string) => api.db.select().from(reservations).where(eq(reservations.code, code));

describe("POST /v1/reservations", () => {
  it("holds the dates as an option, freezes price and rates, and queues the customer and staff mails", async () => {
    const before = Date.now();
    // A price sent by the client is ignored: the server quotes again.
    const res = await book(api, reservationBody(cast.ownBoat, { total: 1, deposit: 1, currency: "TRY" }));
    expect(res.status).toBe(201);
    const content = res.json.content;
    expect(Object.keys(content).sort()).toEqual(
      ["code", "currency", "deposit", "end_date", "option_expires_at", "start_date", "status", "total"].sort(),
    );
    expect(content).toMatchObject({
      status: "option",
      start_date: nextSaturday(),
      end_date: addDays(nextSaturday(), 7),
      total: 700_000,
      deposit: 140_000,
      currency: "EUR",
    });
    expect(content.code).toMatch(/^LMN-[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{6}$/);
    const expires = new Date(content.option_expires_at).getTime();
    expect(expires - before).toBeGreaterThanOrEqual(48 * 3600_000 - 1000);
    expect(expires - Date.now()).toBeLessThanOrEqual(48 * 3600_000);

    const [row] = await rowsOf(content.code);
    expect(row).toMatchObject({
      boatId: cast.ownBoat.id,
      source: "website",
      status: "option",
      customerEmail: "elif.sahin@example.com",
      customerName: "Elif Şahin",
      guests: 4,
      createdBy: null,
      rates: { USD: "34.50", EUR: "37.25", GBP: "43.10" },
      note: "Vejetaryen menü rica ediyoruz.",
    });
    expect(row!.kvkkConsentAt).toBeInstanceOf(Date);

    const blocks = await api.db.select().from(availabilityBlocks).where(eq(availabilityBlocks.reservationId, row!.id));
    expect(blocks).toMatchObject([
      { boatId: cast.ownBoat.id, startDate: nextSaturday(), endDate: addDays(nextSaturday(), 7), kind: "reservation" },
    ]);

    const mails = await api.db.select().from(mailOutbox).where(eq(mailOutbox.reservationId, row!.id));
    const byTemplate = Object.fromEntries(mails.map((m) => [m.templateKey, m]));
    expect(Object.keys(byTemplate).sort()).toEqual(["reservation_received", "reservation_staff"]);
    expect(byTemplate.reservation_received!.toAddress).toBe("elif.sahin@example.com");
    expect(byTemplate.reservation_received!.status).toBe("queued");
    expect(byTemplate.reservation_received!.html).toContain(content.code);
    expect(byTemplate.reservation_received!.html).toContain("TR330006100519786457841326");
    expect(byTemplate.reservation_received!.html).not.toContain("TR000000000000000000000001");
    expect(byTemplate.reservation_received!.html).toContain("Mavi Rüya");
    expect(byTemplate.reservation_staff!.toAddress).toBe("ekip@liman.test");
  });

  it("refuses the same dates again with 409 and the Turkish message, storing nothing", async () => {
    const count = (await api.db.select().from(reservations)).length;
    const overlap = { start_date: addDays(nextSaturday(), 2), end_date: addDays(nextSaturday(), 4) };
    const res = await book(api, reservationBody(cast.ownBoat, overlap));
    expect(res.status).toBe(409);
    expect(res.json).toEqual({
      content: "Seçtiğiniz tarihler artık müsait değil. Lütfen başka tarihler seçin.",
      code: "DATES_UNAVAILABLE",
    });
    expect((await api.db.select().from(reservations)).length).toBe(count);
    // Back to back is fine: the boat is free again on the check-out day.
    const checkOut = addDays(nextSaturday(), 7);
    const next = await book(
      api,
      reservationBody(cast.ownBoat, { start_date: checkOut, end_date: addDays(checkOut, 3) }),
    );
    expect(next.status).toBe(201);
  });

  it("accepts boat_id instead of boat_slug and skips the staff mail when no staff address is set", async () => {
    await updateSettings(api.db, { staff_email: "" });
    const { boat_slug: _slug, ...body } = reservationBody(cast.otherBoat, {
      start_date: day(120),
      end_date: day(123),
    });
    const res = await book(api, { ...body, boat_id: cast.otherBoat.id });
    await updateSettings(api.db, { staff_email: "ekip@liman.test" });
    expect(res.status).toBe(201);
    const [row] = await rowsOf(res.json.content.code);
    expect(row!.boatId).toBe(cast.otherBoat.id);
    const mails = await api.db.select().from(mailOutbox).where(eq(mailOutbox.reservationId, row!.id));
    expect(mails.map((m) => m.templateKey)).toEqual(["reservation_received"]);
  });

  it("answers the same reservation to 10 retries with one Idempotency-Key, and 422 to another body", async () => {
    const body = reservationBody(cast.ownBoat, { start_date: day(246), end_date: day(253) });
    const answers = [];
    for (let i = 0; i < 10; i++) answers.push(await book(api, body, { key: "retry-key-1" }));
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(201));
    expect(new Set(answers.map((a) => a.json.content.code)).size).toBe(1);
    expect(answers[9]!.json).toEqual(answers[0]!.json);
    const stored = await api.db.select().from(reservations).where(eq(reservations.idempotencyKey, "retry-key-1"));
    expect(stored).toHaveLength(1);
    expect(stored[0]!.requestHash).toMatch(/^[0-9a-f]{64}$/);

    const other = await book(api, { ...body, guests: 5 }, { key: "retry-key-1" });
    expect(other.status).toBe(422);
    expect(other.json.code).toBe("IDEMPOTENCY_KEY_REUSED");
    expect(other.json.content).toBe(
      "Bu Idempotency-Key daha önce başka bilgilerle gönderilmiş bir istek için kullanıldı.",
    );

    // The same body without a key is a new request: those dates are now taken.
    expect((await book(api, body)).status).toBe(409);
    expect((await book(api, body, { key: "x".repeat(201) })).status).toBe(400);
  });

  it("refuses bad input with a 4xx and a Turkish message, never 500", async () => {
    const cases: [string, unknown, number][] = [
      ["past dates", reservationBody(cast.ownBoat, { start_date: day(-356), end_date: day(-349) }), 422],
      ["reversed dates", reservationBody(cast.ownBoat, { start_date: day(167), end_date: day(160) }), 400],
      ["zero guests", reservationBody(cast.ownBoat, { start_date: day(160), end_date: day(162), guests: 0 }), 400],
      ["over capacity", reservationBody(cast.ownBoat, { start_date: day(160), end_date: day(162), guests: 9 }), 422],
      ["missing consent", reservationBody(cast.ownBoat, { kvkk_consent: undefined }), 400],
      ["refused consent", reservationBody(cast.ownBoat, { kvkk_consent: false }), 400],
      ["consent as a string", reservationBody(cast.ownBoat, { kvkk_consent: "true" }), 400],
      ["a 200 kB name", reservationBody(cast.ownBoat, { customer_name: "a".repeat(200_000) }), 400],
      ["a 200 kB note", reservationBody(cast.ownBoat, { note: "n".repeat(200_000) }), 400],
      ["a bad e-mail", reservationBody(cast.ownBoat, { customer_email: "elif@" }), 400],
      ["a bad phone", reservationBody(cast.ownBoat, { customer_phone: "<script>" }), 400],
      ["no boat", reservationBody(cast.ownBoat, { boat_slug: undefined }), 400],
      ["an unknown boat", reservationBody({ slug: "yok-boyle-tekne" }), 404],
      ["days without a price", reservationBody(cast.ownBoat, { start_date: day(425), end_date: day(428) }), 422],
      [
        "an impossible date",
        reservationBody(cast.ownBoat, { start_date: `${day(0).slice(0, 4)}-02-30`, end_date: day(62) }),
        400,
      ],
      ["a list", [1, 2, 3], 400],
    ];
    for (const [name, body, status] of cases) {
      const res = await book(api, body);
      expect(res.status, name).toBe(status);
      expect(typeof res.json.content, name).toBe("string");
    }
    const consent = await book(api, reservationBody(cast.ownBoat, { kvkk_consent: false }));
    expect(consent.json.content).toContain("KVKK");
    const broken = await api.call("POST", "/v1/reservations", {
      body: '{"boat_slug": ',
      headers: { "x-forwarded-for": nextIp() },
    });
    expect(broken.status).toBe(400);
    expect(broken.json.content).toBe("İstek gövdesi geçerli bir JSON değil.");
  });

  it("rate-limits booking attempts per address with 429 and Retry-After", async () => {
    const ip = "192.0.2.77";
    const body = reservationBody(cast.ownBoat); // taken: every attempt is a 409
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) statuses.push((await book(api, body, { ip })).status);
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(409));
    const limited = await book(api, body, { ip });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await book(api, body)).status).toBe(409); // another address is not affected
  });
});

describe("GET /v1/reservations/lookup", () => {
  let code: string;

  beforeAll(async () => {
    const res = await book(api, reservationBody(cast.ownBoat, { start_date: day(274), end_date: day(281) }));
    code = res.json.content.code;
  });

  it("answers the visitor's reservation with paid, due and the active bank accounts", async () => {
    const res = await api.call(
      "GET",
      `/v1/reservations/lookup?code=${code.toLowerCase()}&email=ELIF.SAHIN@example.com`,
    );
    expect(res.status).toBe(200);
    expect(res.json.content).toMatchObject({
      code,
      status: "option",
      status_label: "Opsiyonlu",
      boat: { name: "Mavi Rüya", slug: cast.ownBoat.slug },
      start_date: day(274),
      end_date: day(281),
      guests: 4,
      total: 700_000,
      deposit: 140_000,
      paid: 0,
      due: 700_000,
      currency: "EUR",
    });
    expect(res.json.content.option_expires_at).toEqual(expect.any(String));
    expect(res.json.content.bank_accounts.map((b: { iban: string }) => b.iban)).toEqual([
      "TR330006100519786457841326",
      "TR960006200000000012345678",
    ]);
    // Only the 6 characters after the prefix work too.
    const short = await api.call("GET", `/v1/reservations/lookup?code=${code.slice(4)}&email=elif.sahin@example.com`);
    expect(short.status).toBe(200);
  });

  it("answers the same 404 for a wrong code and for a wrong e-mail", async () => {
    const wrongCode = await api.call("GET", "/v1/reservations/lookup?code=LMN-222222&email=elif.sahin@example.com");
    const wrongEmail = await api.call("GET", `/v1/reservations/lookup?code=${code}&email=baskasi@example.com`);
    expect(wrongCode.status).toBe(404);
    expect(wrongEmail.status).toBe(404);
    expect(wrongCode.json).toEqual(wrongEmail.json);
    expect(wrongCode.json.content).toBe("Bu kod ve e-posta adresiyle eşleşen bir rezervasyon bulunamadı.");
    const missing = await api.call("GET", "/v1/reservations/lookup?code=");
    expect(missing.status).toBe(400);
  });

  it("rate-limits failed look-ups per address", async () => {
    const headers = { "x-forwarded-for": "198.51.100.9" };
    let last = 0;
    for (let i = 0; i < 31; i++) {
      last = (await api.call("GET", `/v1/reservations/lookup?code=LMN-22222${i % 10}&email=a@b.co`, { headers }))
        .status;
    }
    expect(last).toBe(429);
    // Another address can still look its reservation up.
    const other = await api.call("GET", `/v1/reservations/lookup?code=${code}&email=elif.sahin@example.com`);
    expect(other.status).toBe(200);
  });
});

describe("availability after booking", () => {
  it("shows a booked stay as blocked", async () => {
    const boat = await createBoat(api.db, { ownerId: cast.owner.id });
    await createBoatPrice(api.db, { boatId: boat.id });
    expect((await book(api, reservationBody(boat, { start_date: day(155), end_date: day(158) }))).status).toBe(201);
    const res = await api.call("GET", `/v1/boats/${boat.slug}/availability?from=${day(151)}&to=${day(181)}`);
    expect(res.json.content.blocked).toEqual([{ start_date: day(155), end_date: day(158) }]);
  });
});
