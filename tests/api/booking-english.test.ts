import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseConfig } from "@/server/config";
import { mailOutbox, mailTemplates, reservations } from "@/server/db/schema";
import { enqueueMail } from "@/server/mail/enqueue-mail";
import { mailJob } from "@/server/mail/mail-job";
import { decodeHeader, startSmtpSink } from "../support/smtp-sink";
import { type BookingCast, bookingCast, nextIp, reservationBody } from "../support/booking-fixtures";
import { createTestApi, type TestApi } from "../support/test-api";

let api: TestApi;
let cast: BookingCast;
let sink: Awaited<ReturnType<typeof startSmtpSink>>;
const FROM = "Liman <rezervasyon@liman.test>";

beforeAll(async () => {
  api = await createTestApi({ TRUST_PROXY: "1" });
  cast = await bookingCast(api);
  sink = await startSmtpSink();
});
afterAll(() => sink.close());

/** POST /v1/reservations from a fresh address with the given Accept-Language. */
function book(body: unknown, acceptLanguage?: string) {
  const headers: Record<string, string> = { "x-forwarded-for": nextIp() };
  if (acceptLanguage) headers["accept-language"] = acceptLanguage;
  return api.call("POST", "/v1/reservations", { body: body as Record<string, unknown>, headers });
}

async function deliver() {
  const before = sink.received.length;
  await mailJob({ db: api.db, config: parseConfig({ SMTP_URL: sink.url, MAIL_FROM: FROM }) }).run();
  return sink.received.slice(before);
}

const localeOf = async (code: string) =>
  (await api.db.select({ locale: reservations.locale }).from(reservations).where(eq(reservations.code, code)))[0]
    ?.locale;

/** The value of a header in a raw mail (unfolded). */
function headerOf(raw: string, name: string): string | undefined {
  const head = raw.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, " ");
  const line = head.split(/\r?\n/).find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line?.slice(name.length + 1).trim();
}

/** The raw mail with its quoted-printable soft breaks and escapes decoded (UTF-8). */
function decodedBody(raw: string): string {
  const joined = raw.replace(/=\r?\n/g, "");
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined[i] === "=" ? joined.slice(i + 1, i + 3) : "";
    if (/^[0-9A-F]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else bytes.push(...Buffer.from(joined[i]!, "utf8"));
  }
  return Buffer.from(bytes).toString("utf8");
}

describe("a booking in English", () => {
  it("records the language of Accept-Language and mails the guest in English, the staff in Turkish", async () => {
    const res = await book(
      reservationBody(cast.ownBoat, { customer_email: "jane@example.com", customer_name: "Jane Doe" }),
      "en-GB,en;q=0.9",
    );
    expect(res.status).toBe(201);
    const code = res.json.content.code as string;
    expect(await localeOf(code)).toBe("en");

    const got = await deliver();
    const guest = got.find((m) => m.to[0] === "jane@example.com");
    const staff = got.find((m) => m.to[0] === "ekip@liman.test");
    expect(decodeHeader(guest!.subject)).toBe(`Liman – We have received your booking request (${code})`);
    expect(headerOf(guest!.raw, "Content-Language")).toBe("en");
    const body = decodedBody(guest!.raw);
    expect(body).toContain("Dear Jane Doe");
    expect(body).toContain(`/en/enquire?code=${code}`);
    // Amounts and dates written for an English reader (the booking is priced in EUR).
    expect(body).toMatch(/Deposit due \(20%\)<\/td><td[^>]*><strong>€1,400\.00/);
    expect(body).toMatch(/valid until <strong>\d{1,2} [A-Z][a-z]+ \d{4} at \d{2}:\d{2}/);
    expect(decodeHeader(staff!.subject)).toMatch(new RegExp(`^Yeni rezervasyon: ${code} – `));
    expect(headerOf(staff!.raw, "Content-Language")).toBe("tr");
  });

  it("records Turkish without Accept-Language (the default) and says so in the mail", async () => {
    const res = await book(reservationBody(cast.otherBoat, { customer_email: "ayse@example.com" }));
    expect(res.status).toBe(201);
    expect(await localeOf(res.json.content.code)).toBe("tr");
    const got = await deliver();
    const guest = got.find((m) => m.to[0] === "ayse@example.com");
    expect(decodeHeader(guest!.subject)).toMatch(/^Liman – Rezervasyon talebiniz alındı/);
    expect(headerOf(guest!.raw, "Content-Language")).toBe("tr");
  });

  it("an English mail falls back to the Turkish template while its English version is empty", async () => {
    const vars = { site_name: "Liman", code: "LMN-TEST01", customer_name: "John" };
    const english = await enqueueMail(api.db, {
      templateKey: "bank_details",
      to: "john@example.com",
      vars,
      locale: "en",
    });
    await api.db.update(mailTemplates).set({ subjectEn: "", bodyEn: "" }).where(eq(mailTemplates.key, "bank_details"));
    const fallback = await enqueueMail(api.db, {
      templateKey: "bank_details",
      to: "john@example.com",
      vars,
      locale: "en",
    });
    const rows = await api.db
      .select({ id: mailOutbox.id, subject: mailOutbox.subject, headers: mailOutbox.headers })
      .from(mailOutbox)
      .where(inArray(mailOutbox.id, [english!, fallback!]))
      .orderBy(mailOutbox.id);
    expect(rows.map((r) => [r.subject, r.headers])).toEqual([
      ["Liman – Payment details (LMN-TEST01)", { "Content-Language": "en" }],
      ["Liman – Ödeme bilgileri (LMN-TEST01)", { "Content-Language": "tr" }],
    ]);
  });
});

describe("the public API's errors follow Accept-Language", () => {
  const bad = () => reservationBody(cast.ownBoat, { customer_email: "not-an-email" });

  it("answers in English when the request prefers English", async () => {
    const res = await book(bad(), "en-US,en;q=0.9");
    expect(res.status).toBe(400);
    expect(res.json.content).toBe(
      "The information sent is not valid. customer_email: Please enter a valid e-mail address.",
    );
    expect(res.json.fields.customer_email).toBe("Please enter a valid e-mail address.");
  });

  it("answers in Turkish by default and for Turkish", async () => {
    for (const language of [undefined, "tr-TR,tr;q=0.9", "de-DE"]) {
      const res = await book(bad(), language);
      expect(res.status).toBe(400);
      expect(res.json.fields.customer_email).toBe("Geçerli bir e-posta adresi girin.");
    }
  });

  it("a failed lookup in English", async () => {
    const headers = { "accept-language": "en" };
    const res = await api.call("GET", "/v1/reservations/lookup?code=LMN-222222&email=nobody@example.com", { headers });
    expect(res.status).toBe(404);
    expect(res.json.content).toBe("No booking matches this code and e-mail address.");
    const turkish = await api.call("GET", "/v1/reservations/lookup?code=LMN-222222&email=nobody@example.com");
    expect(turkish.json.content).toBe("Bu kod ve e-posta adresiyle eşleşen bir rezervasyon bulunamadı.");
  });
});
