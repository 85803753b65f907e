import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { bookingCopy } from "../support/booking-panel-copy";
import { siteDepositCopy } from "@/features/site/content/deposit-copy";
import { addDays, todayIn } from "@/lib/dates";
import { faqItems, mailOutbox, reservations, websitePages } from "@/server/db/schema";
import { DEMO_FAQ } from "@/server/seed/demo-content";
import { DEMO_PAGES } from "@/server/seed/demo-pages";
import { createBoatPrice } from "@/server/seed/factories";
import { getSiteShell } from "@/server/website/shell/get-site-shell";
import { updateSettings } from "@/server/settings/update-settings";
import { type BoatCast, boatCast } from "../support/boat-fixtures";
import { book, reservationBody } from "../support/booking-fixtures";
import { createTestApi, type TestApi } from "../support/test-api";

let api: TestApi;
let cast: BoatCast;

/** A rate stated as a number of its own: what a copy must never show once the setting is 30. */
const OLD_RATE = /%\s?20\b|%\s?80\b|\{\{\s*(deposit|balance)_percent/;

beforeAll(async () => {
  api = await createTestApi({ TRUST_PROXY: "1" });
  cast = await boatCast(api);
  await updateSettings(api.db, { staff_email: "ekip@liman.test" });
  // Priced from tomorrow on, so every stay below can be quoted and booked whatever today is.
  const tomorrow = addDays(todayIn(), 1);
  await createBoatPrice(api.db, { boatId: cast.ownBoat.id, startDate: tomorrow, endDate: addDays(tomorrow, 400) });
  // The demo seed's own texts (pages, FAQ), as staff find them after the first start.
  await api.db.insert(websitePages).values(DEMO_PAGES);
  await api.db
    .insert(faqItems)
    .values(DEMO_FAQ.map(([question, answer], i) => ({ question, answer, sortOrder: i + 1, active: true })));
  const res = await api.call("PUT", "/v1/admin/site/edit", {
    token: cast.adminToken,
    body: { site_name: "Liman", site_footer_text: "", deposit_percent: 30, option_hours: "48" },
  });
  expect(res.status).toBe(200);
});

describe("deposit_percent = 30 changes every mention of the rate", () => {
  it("in the seeded pages and FAQ answers the public reads, while staff still edit the placeholder", async () => {
    for (const key of ["about", "howrent", "rental"]) {
      const res = await api.call("GET", `/v1/website/${key}`);
      expect(res.status).toBe(200);
      expect(res.json.content.body).toContain("%30");
      expect(res.json.content.body).not.toMatch(OLD_RATE);
    }
    const rental = await api.call("GET", "/v1/website/rental");
    expect(rental.json.content.body).toContain("kalan %70");

    const faq = await api.call("GET", "/v1/website/faq");
    const answers = faq.json.content.map((item: { answer: string }) => item.answer).join("\n");
    expect(answers).toContain("%30 oranındaki ön ödeme");
    expect(answers).toContain("Kalan tutar (%70)");
    expect(answers).not.toMatch(OLD_RATE);

    const staff = await api.call("GET", "/v1/admin/website/howrent", { token: cast.adminToken });
    expect(staff.json.content.body).toContain("%{{deposit_percent}} ön ödemeyi yapın");
  });

  it("in the default footer text, wherever the public reads it", async () => {
    await api.call("PUT", "/v1/admin/site/edit", {
      token: cast.adminToken,
      body: {
        site_name: "Liman",
        site_footer_text: "Rezervasyonunuzu %{{deposit_percent}} ön ödemeyle hemen yapın.",
        deposit_percent: 30,
        option_hours: "48",
      },
    });
    const data = await api.call("GET", "/v1/website/data");
    const content = await api.call("GET", "/v1/website/sitecontent");
    const shell = await getSiteShell(api.db);
    for (const text of [
      data.json.content.footerData.find((e: { key: string }) => e.key === "site_footer_text").value,
      content.json.content.find((e: { key: string }) => e.key === "site_footer_text").value,
      shell.footerText,
    ]) {
      expect(text).toBe("Rezervasyonunuzu %30 ön ödemeyle hemen yapın.");
    }
  });

  it("in the home, listing, banks, FAQ and how-to-rent copy and the booking panel", async () => {
    const shell = await getSiteShell(api.db);
    expect(shell.depositPercent).toBe(30);
    const copy = siteDepositCopy(shell.depositPercent);
    const texts = [
      copy.homeDescription,
      copy.heroLead,
      copy.trustTitle,
      copy.trustText,
      copy.listingDescription("Kiralık Tekneler"),
      copy.listingLead,
      copy.banksLead,
      copy.faqDescription,
      copy.howrentDescription,
      bookingCopy.formNote(shell.depositPercent),
    ];
    for (const text of texts) {
      expect(text).toContain("%30");
      expect(text).not.toMatch(OLD_RATE);
    }

    const start = addDays(todayIn(), 60);
    const quote = await api.call("POST", `/v1/boats/${cast.ownBoat.slug}/quote`, {
      body: { start_date: start, end_date: addDays(start, 7), guests: 4 },
    });
    expect(quote.status).toBe(200);
    expect(quote.json.content.deposit).toBe(Math.round(quote.json.content.total * 0.3));
    expect(bookingCopy.depositRow(quote.json.content.deposit_percent)).toBe("Ön ödeme (%30)");
  });

  it("in the reservation mails rendered from the default templates", async () => {
    const start = addDays(todayIn(), 100);
    const res = await book(api, reservationBody(cast.ownBoat, { start_date: start, end_date: addDays(start, 7) }));
    expect(res.status).toBe(201);
    const [row] = await api.db.select().from(reservations).where(eq(reservations.code, res.json.content.code));
    const mails = await api.db.select().from(mailOutbox).where(eq(mailOutbox.reservationId, row!.id));
    expect(mails.map((m) => m.templateKey).sort()).toEqual(["reservation_received", "reservation_staff"]);
    for (const mail of mails) {
      expect(mail.html).toContain("(%30)");
      expect(mail.html).not.toMatch(OLD_RATE);
    }
  });
});
