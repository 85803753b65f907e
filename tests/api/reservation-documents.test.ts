import { eq } from "drizzle-orm";
import { extractText, getDocumentProxy } from "unpdf";
import { beforeAll, describe, expect, it } from "vitest";
import { clock, setClock } from "@/lib/clock";
import { addDays } from "@/lib/dates";
import { formatMoney } from "@/lib/money";
import { formatDayLongTr } from "@/lib/turkish-calendar";
import { DEFAULT_CANCELLATION_TIERS, describeCancellationTiers } from "@/shared/cancellation";
import { banks, boats, mailOutbox, mailTemplates, transactions } from "@/server/db/schema";
import { enqueueMail } from "@/server/mail/enqueue-mail";
import { reservationMailVars } from "@/server/mail/reservation-mail-vars";
import { LOOKUP_NOT_FOUND } from "@/server/reservations/lookup-reservation";
import { errorText } from "@/shared/messages/error-text";
import { createReservation } from "@/server/seed/factories";
import { updateSettings } from "@/server/settings/update-settings";
import { type BoatCast, boatCast } from "../support/boat-fixtures";
import { createTestApi, type TestApi } from "../support/test-api";
import { daysFromToday } from "../support/test-dates";

/**
 * Gülçin Işıkoğlu Özşahin İnce (every Turkish letter) holds an option on "Mavi Rüya" (Ayşe Kaptan's boat in
 * Göcek Marina) for 7 days, €12.345,67 with a €2.469,13 deposit, of which €1.000 is paid.
 */
let api: TestApi;
let cast: BoatCast;
const GUEST = "Gülçin Işıkoğlu Özşahin İnce";
const EMAIL = "gulcin.ince@liman.test";
const start = daysFromToday(40);
const end = addDays(start, 7);
let code = "";
let reservationId = 0;
const eur = (minor: number) => formatMoney(minor, "EUR", { decimals: true });

async function pdfOf(path: string, token?: string) {
  const res = await api.app.request(path, token ? { headers: { authorization: `Bearer ${token}` } } : {});
  const bytes = new Uint8Array(await res.arrayBuffer());
  if (res.status !== 200) return { res, text: new TextDecoder().decode(bytes) };
  expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe("%PDF-");
  const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: true });
  return { res, text: text.replace(/\s+/g, " ") };
}

const guestPath = (kind: string, c = code, email = EMAIL) =>
  `/v1/reservations/documents/${kind}?code=${encodeURIComponent(c)}&email=${encodeURIComponent(email)}`;

beforeAll(async () => {
  api = await createTestApi();
  cast = await boatCast(api);
  await updateSettings(api.db, {
    site_name: "Liman Yatçılık",
    site_phone: "+90 252 000 00 00",
    site_email: "ofis@liman.test",
    site_address: "Göcek Mah. Liman Cad. No: 1, Fethiye / Muğla",
  });
  await api.db.update(boats).set({ checkInTime: "17:00", checkOutTime: "09:00" }).where(eq(boats.id, cast.ownBoat.id));
  await api.db.insert(banks).values([
    {
      bankName: "Ziraat Bankası",
      accountHolder: "Liman Yatçılık Ltd. Şti.",
      iban: "TR330006100519786457841326",
      currency: "EUR",
    },
    { bankName: "Kapalı Banka", accountHolder: "Eski Hesap", iban: "TR000000000000000000000001", active: false },
  ]);
  const r = await createReservation(api.db, {
    boatId: cast.ownBoat.id,
    customerName: GUEST,
    customerEmail: EMAIL,
    startDate: start,
    endDate: end,
    guests: 6,
    total: 1_234_567,
    deposit: 246_913,
    currency: "EUR",
  });
  code = r.code;
  reservationId = r.id;
  await api.db
    .insert(transactions)
    .values({ reservationId: r.id, kind: "deposit", method: "bank_transfer", amount: 100_000, currency: "EUR" });
});

describe("guest downloads from /enquire (code + e-mail)", () => {
  it("gives the confirmation / proforma with boat, dates, guest, lines, total, payment plan, banks and terms", async () => {
    const { res, text } = await pdfOf(guestPath("confirmation", code.toLowerCase(), EMAIL.toUpperCase()));
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("content-disposition")).toBe(`attachment; filename="LIMAN-${code}-onay.pdf"`);
    for (const expected of [
      "Rezervasyon Onayı / Proforma",
      code,
      GUEST,
      "Mavi Rüya",
      "Göcek Marina",
      formatDayLongTr(start),
      formatDayLongTr(end),
      "17:00",
      "09:00",
      "6 kişi",
      "Tekne kiralama",
      eur(1_234_567),
      eur(246_913),
      // balance = total − deposit, due balance_due_days (30 by default) before check-in, as the guest's page says
      eur(1_234_567 - 246_913),
      formatDayLongTr(addDays(start, -30)),
      "(opsiyon bitişi)",
      `Kalan: ${eur(146_913)}`,
      eur(1_134_567), // total − paid
      "Ziraat Bankası",
      "TR330006100519786457841326",
      "İptal koşulları",
      // The cancellation tiers of the settings, in words (the same sentences /enquire shows).
      ...describeCancellationTiers(DEFAULT_CANCELLATION_TIERS),
      "Liman Yatçılık · +90 252 000 00 00 · ofis@liman.test",
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain("Kapalı Banka");
  });

  it("gives the charter contract with the parties, boat, base, dates and check-in/out times and the terms", async () => {
    const { res, text } = await pdfOf(guestPath("contract"));
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toBe(`attachment; filename="LIMAN-${code}-sozlesme.pdf"`);
    for (const expected of [
      "Kiralama Sözleşmesi",
      "Kiraya veren",
      "Liman Yatçılık",
      GUEST,
      "Mavi Rüya",
      "Göcek Marina",
      `${formatDayLongTr(start)}, saat 17:00`,
      `${formatDayLongTr(end)}, saat 09:00`,
      eur(1_234_567),
      // the default terms, filled in
      `${GUEST} (Kiracı) arasında, Mavi Rüya adlı teknenin`,
      "Göcek Marina limanında",
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain("{{");
  });

  it("answers a wrong e-mail with the same Turkish 404 as an unknown code", async () => {
    const wrongEmail = await api.call("GET", guestPath("confirmation", code, "baskasi@liman.test"));
    const unknownCode = await api.call("GET", guestPath("confirmation", "LMN-ZZZZZZ", EMAIL));
    expect(wrongEmail.status).toBe(404);
    expect(unknownCode.status).toBe(404);
    expect(wrongEmail.json.content).toBe(errorText("tr", LOOKUP_NOT_FOUND));
    expect(unknownCode.json).toEqual(wrongEmail.json);
    expect((await api.call("GET", guestPath("invoice"))).status).toBe(400);
  });

  it("refuses the documents of a cancelled reservation to the guest (409) but gives staff a copy marked void", async () => {
    const r = await createReservation(api.db, {
      boatId: cast.ownBoat.id,
      customerEmail: EMAIL,
      startDate: addDays(end, 10),
      endDate: addDays(end, 14),
      status: "cancelled",
    });
    const guest = await api.call("GET", guestPath("confirmation", r.code));
    expect(guest.status).toBe(409);
    expect(guest.json.content).toMatch(/İptal edilmiş/);
    const staff = await pdfOf(`/v1/admin/reservations/${r.id}/documents/confirmation`, cast.adminToken);
    expect(staff.res.status).toBe(200);
    expect(staff.text).toContain("iptal edilmiştir");
  });

  it("counts misses against the lookup's rate limit", async () => {
    const limited = await createTestApi({ TRUST_PROXY: "1" }, { sameDatabaseAs: api });
    const miss = () =>
      limited.app.request(guestPath("confirmation", "LMN-ZZZZZZ"), { headers: { "x-forwarded-for": "203.0.113.9" } });
    let now = clock.now();
    const restore = setClock(() => now);
    try {
      for (let i = 0; i < 30; i++) {
        // The documents' own limit (20 a minute per address) is not the one under test: a minute passes every 15.
        if (i % 15 === 14) now = new Date(now.getTime() + 61_000);
        expect((await miss()).status).toBe(404);
      }
      const refused = await miss();
      expect(refused.status).toBe(429);
      expect(((await refused.json()) as { code: string }).code).toBe("TOO_MANY_REQUESTS");
    } finally {
      restore();
    }
  });
});

describe("staff downloads from the reservation screen", () => {
  it("lets ADMIN and the boat's OWNER download both documents; another OWNER is refused", async () => {
    for (const token of [cast.adminToken, cast.ownerToken]) {
      const confirmation = await pdfOf(`/v1/admin/reservations/${reservationId}/documents/confirmation`, token);
      expect(confirmation.res.status).toBe(200);
      expect(confirmation.res.headers.get("content-disposition")).toContain(`LIMAN-${code}-onay.pdf`);
      expect(confirmation.text).toContain(GUEST);
      expect(confirmation.text).toContain(eur(1_234_567));
      const contract = await pdfOf(`/v1/admin/reservations/${reservationId}/documents/contract`, token);
      expect(contract.res.status).toBe(200);
      expect(contract.text).toContain("Kiralama Sözleşmesi");
    }
    for (const kind of ["confirmation", "contract"]) {
      const other = await api.call("GET", `/v1/admin/reservations/${reservationId}/documents/${kind}`, {
        token: cast.otherOwnerToken,
      });
      expect(other.status).toBe(404);
      expect(other.text).not.toContain(GUEST);
    }
    expect((await api.call("GET", `/v1/admin/reservations/${reservationId}/documents/contract`)).status).toBe(401);
  });
});

describe("the contract's terms template", () => {
  it("is edited by ADMIN and changes the contract's text; unknown variables and OWNERs are refused", async () => {
    const current = await api.call("GET", "/v1/admin/document-templates/contract", { token: cast.adminToken });
    expect(current.status).toBe(200);
    expect(current.json.content.body).toContain("{{customer_name}}");
    expect(current.json.content.variables.map((v: { name: string }) => v.name)).toContain("check_in_time");

    const body = "1. Özel madde\n{{boat_name}} teknesinde evcil hayvan kabul edilmez; giriş saati {{check_in_time}}.";
    const saved = await api.call("PUT", "/v1/admin/document-templates/contract", {
      token: cast.adminToken,
      body: { body },
    });
    expect(saved.status).toBe(200);
    expect(saved.json.content.body).toBe(body);
    expect(saved.json.content.version).toBe(current.json.content.version + 1);
    // The reservation booked before keeps the terms it was booked under (decision 0061); a new one gets the new terms.
    const booked = await pdfOf(guestPath("contract"));
    expect(booked.text).toContain("adlı teknenin");
    expect(booked.text).not.toContain("evcil hayvan");
    const r = await createReservation(api.db, {
      boatId: cast.ownBoat.id,
      customerEmail: EMAIL,
      startDate: addDays(end, 30),
      endDate: addDays(end, 34),
    });
    const { text } = await pdfOf(guestPath("contract", r.code));
    expect(text).toContain("Mavi Rüya teknesinde evcil hayvan kabul edilmez; giriş saati 17:00.");
    expect(text).not.toContain("adlı teknenin");

    const unknown = await api.call("PUT", "/v1/admin/document-templates/contract", {
      token: cast.adminToken,
      body: { body: "{{musteri}} imzalar." },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.json.content).toContain("{{musteri}}");
    const empty = await api.call("PUT", "/v1/admin/document-templates/contract", {
      token: cast.adminToken,
      body: { body: "   " },
    });
    expect(empty.status).toBe(400);
    const owner = await api.call("PUT", "/v1/admin/document-templates/contract", {
      token: cast.ownerToken,
      body: { body },
    });
    expect(owner.status).toBe(403);
  });
});

describe("the reservation mails link the documents", () => {
  it("fills {{documents_url}} (/enquire with the code) in the default guest mails", async () => {
    const [received] = await api.db
      .select({ body: mailTemplates.body })
      .from(mailTemplates)
      .where(eq(mailTemplates.key, "reservation_received"));
    expect(received!.body).toContain("{{documents_url}}");
    const id = await api.db.transaction(async (tx) => {
      const mail = await reservationMailVars(tx, reservationId);
      return enqueueMail(tx, {
        templateKey: "reservation_received",
        to: mail.to,
        vars: mail.vars,
        rawVars: mail.rawVars,
      });
    });
    const [queued] = await api.db.select({ html: mailOutbox.html }).from(mailOutbox).where(eq(mailOutbox.id, id!));
    expect(queued!.html).toContain(`/enquire?code=${encodeURIComponent(code)}`);
    expect(queued!.html).not.toContain("{{");
  });
});
