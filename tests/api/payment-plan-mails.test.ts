import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays } from "@/lib/dates";
import { formatDayLong } from "@/lib/locale-format";
import { formatMoney } from "@/lib/money";
import { mailOutbox, reservations } from "@/server/db/schema";
import { getRuntime, hasRuntime, setRuntime } from "@/server/db/runtime";
import { type BookingCast, book, bookingCast, reservationBody } from "../support/booking-fixtures";
import { createTestApi, type TestApi } from "../support/test-api";
import { nextSaturday } from "../support/test-dates";

const PUBLIC_URL = "https://liman.test";
const EMAIL = "elif.sahin@example.com";

let api: TestApi;
let cast: BookingCast;
const before = hasRuntime() ? getRuntime() : undefined;

beforeAll(async () => {
  // Card payments are on: the mails learn it from the running server's configuration (its runtime).
  api = await createTestApi({
    PUBLIC_URL,
    PAYMENTS_PROVIDER: "paytr",
    PAYTR_MERCHANT_ID: "123456",
    PAYTR_MERCHANT_KEY: "mail-key",
    PAYTR_MERCHANT_SALT: "mail-salt",
  });
  cast = await bookingCast(api);
  cardPayments(true);
});

afterAll(() => setRuntime(before));

/** The runtime as `npm start` sets it, with or without a card-payment provider. */
function cardPayments(on: boolean) {
  const config = on ? api.config : { ...api.config, paymentsProvider: undefined };
  setRuntime({ database: api.database, config, jwtSecret: api.jwtSecret });
}

const eur = (amount: number, locale: "tr" | "en" = "tr") => formatMoney(amount, "EUR", { decimals: true, locale });

async function booking(weeksAhead: number, headers: Record<string, string> = {}) {
  const start = nextSaturday(weeksAhead);
  const body = reservationBody(cast.ownBoat, { start_date: start, end_date: addDays(start, 7) });
  const res = headers["accept-language"]
    ? await api.call("POST", "/v1/reservations", { body, headers: { ...headers, "x-forwarded-for": "10.9.0.1" } })
    : await book(api, body);
  expect(res.status).toBe(201);
  const [row] = await api.db.select().from(reservations).where(eq(reservations.code, res.json.content.code));
  return row!;
}

async function guestMail(reservationId: number, templateKey: string) {
  const [mail] = await api.db
    .select({ html: mailOutbox.html, text: mailOutbox.text, to: mailOutbox.toAddress })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.reservationId, reservationId), eq(mailOutbox.templateKey, templateKey)));
  expect(mail, templateKey).toBeDefined();
  return mail!;
}

const hrefs = (html: string) => [...html.matchAll(/href="([^"]*)"/g)].map((m) => m[1]!.replaceAll("&amp;", "&"));

describe("the booking and confirmation mails show the payment plan and, with card payments, a Kartla öde link", () => {
  it("the booking mail: both instalments with their due dates, and the button to /enquire with the code only", async () => {
    const row = await booking(8);
    const mail = await guestMail(row.id, "reservation_received");
    expect(mail.to).toBe(EMAIL);
    expect(mail.html).toContain("Ödeme planı");
    expect(mail.html).toContain(
      `Ön ödeme (kapora)</td><td style="padding:6px 10px;border:1px solid #e5e7eb;text-align:right">${eur(140_000)}`,
    );
    expect(mail.html).toContain(eur(560_000));
    expect(mail.html).toContain(formatDayLong(addDays(row.startDate, -30), "tr"));
    expect(mail.html).toContain("Vadesi gelmedi");
    expect(mail.html).toContain(">Kartla öde</a>");
    const link = `${PUBLIC_URL}/enquire?code=${row.code}`;
    expect(hrefs(mail.html)).toContain(link);
    // The e-mail address is never put in a URL.
    for (const href of hrefs(mail.html)) expect(href).not.toMatch(/@|elif|sahin/i);
    expect(mail.html).not.toContain("{{");
    // The bank transfer stays, after the card link.
    expect(mail.html.indexOf("Kaporayı aşağıdaki banka hesaplarından")).toBeGreaterThan(
      mail.html.indexOf(">Kartla öde</a>"),
    );
  });

  it("the confirmation mail: the deposit paid, the balance with its due date, and the button for the balance", async () => {
    const row = await booking(9);
    const paid = await api.call("POST", "/v1/admin/transactions", {
      token: cast.adminToken,
      body: { reservation_id: row.id, kind: "deposit", method: "bank_transfer", amount: 140_000 },
    });
    expect(paid.status).toBe(201);
    const mail = await guestMail(row.id, "reservation_confirmed");
    expect(mail.html).toContain("Ödeme planı");
    expect(mail.html).toMatch(/Ön ödeme \(kapora\)<\/td>.*?Ödendi<\/td>/s);
    expect(mail.html).toMatch(/Kalan ödeme<\/td>.*?Vadesi gelmedi<\/td>/s);
    expect(mail.html).toContain(formatDayLong(addDays(row.startDate, -30), "tr"));
    expect(hrefs(mail.html)).toContain(`${PUBLIC_URL}/enquire?code=${row.code}`);
    expect(mail.html).toContain(">Kartla öde</a>");
  });

  it("in English for a booking made in English: the plan, Pay by card, /en/enquire", async () => {
    const row = await booking(10, { "accept-language": "en" });
    const mail = await guestMail(row.id, "reservation_received");
    expect(mail.html).toContain("Payment plan");
    expect(mail.html).toContain(formatDayLong(addDays(row.startDate, -30), "en"));
    expect(mail.html).toContain("Not yet due");
    expect(mail.html).toContain(">Pay by card</a>");
    expect(hrefs(mail.html)).toContain(`${PUBLIC_URL}/en/enquire?code=${row.code}`);
    expect(mail.html).not.toContain("Kartla öde");
  });

  it("without a provider: the plan, the bank accounts, and no card link", async () => {
    cardPayments(false);
    try {
      const row = await booking(11);
      const mail = await guestMail(row.id, "reservation_received");
      expect(mail.html).toContain("Ödeme planı");
      expect(mail.html).toContain("Kaporayı aşağıdaki banka hesaplarından");
      expect(mail.html).not.toContain("Kartla öde");
    } finally {
      cardPayments(true);
    }
  });

  it("lets staff use the new variables in their own templates", async () => {
    const list = await api.call("GET", "/v1/admin/mailtemplates", { token: cast.adminToken });
    const template = list.json.content.items.find((t: { key: string }) => t.key === "bank_details");
    const documented = template.variables.map((v: { name: string }) => v.name);
    expect(documented).toEqual(
      expect.arrayContaining(["payment_plan", "balance_due_date", "card_payment_url", "card_payment_link"]),
    );
    const saved = await api.call("PUT", `/v1/admin/mailtemplates/${template.id}`, {
      token: cast.adminToken,
      body: {
        subject: template.subject,
        body: `<p>Son gün: {{balance_due_date}}</p>{{payment_plan}}<p><a href="{{card_payment_url}}">Öde</a></p>{{card_payment_link}}`,
      },
    });
    expect(saved.status).toBe(200);
    const row = await booking(12);
    const sent = await api.call("POST", "/v1/admin/sendbank", {
      token: cast.adminToken,
      body: { reservation_id: row.id },
    });
    expect(sent.status).toBeLessThan(300);
    const mail = await guestMail(row.id, "bank_details");
    expect(mail.html).toContain(`Son gün: ${formatDayLong(addDays(row.startDate, -30), "tr")}`);
    expect(mail.html).toContain("Ödeme planı");
    expect(hrefs(mail.html).filter((h) => h === `${PUBLIC_URL}/enquire?code=${row.code}`)).toHaveLength(2);
  });
});
