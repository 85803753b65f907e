import { describe, expect, it } from "vitest";
import { todayIn } from "@/lib/dates";
import { internetSale } from "@/server/invoicing/invoice-content";
import type { InvoiceSubject } from "@/server/invoicing/invoice-subject";
import { daysFromToday } from "../support/test-dates";

const SITE = "https://liman.example";

/** A payment of a reservation; only what the internet-sale block reads matters. */
function subject(payment: Partial<InvoiceSubject["payment"]>, source = "website"): InvoiceSubject {
  return {
    payment: {
      id: 1,
      kind: "deposit",
      method: "bank_transfer",
      amount: 100_000,
      currency: "TRY",
      paidAt: new Date(),
      provider: null,
      voidedAt: null,
      ...payment,
    },
    reservation: {
      id: 1,
      code: "LMN4K7Q2",
      source,
      startDate: daysFromToday(30),
      endDate: daysFromToday(37),
      name: "Ece",
      email: "ece@example.com",
      phone: "+90 532 000 00 00",
    },
    boatName: "Mavi Rüya",
  } as InvoiceSubject;
}

describe("the e-Arşiv's internet-sale block", () => {
  it("uses only the payment types Paraşüt documents, a card through PayTR or iyzico being a payment intermediary", () => {
    const paidAt = new Date();
    const day = todayIn("Europe/Istanbul", paidAt);
    expect(internetSale(subject({ paidAt, method: "bank_transfer" }), SITE)).toEqual({
      url: SITE,
      paymentType: "EFT/HAVALE",
      paymentPlatform: "Banka havalesi / EFT",
      paymentDate: day,
    });
    expect(internetSale(subject({ paidAt, method: "card", provider: "iyzico" }), SITE)).toMatchObject({
      paymentType: "ODEMEARACISI",
      paymentPlatform: "iyzico",
    });
    expect(internetSale(subject({ paidAt, method: "card" }), SITE)).toMatchObject({
      paymentType: "KREDIKARTI/BANKAKARTI",
    });
    // Cash at the base is paid on delivery: Paraşüt has no "other" type (DIGER is refused).
    expect(internetSale(subject({ paidAt, method: "cash" }), SITE)).toMatchObject({
      paymentType: "KAPIDAODEME",
      paymentPlatform: "Nakit",
    });
  });

  it("is left out for a reservation staff entered", () => {
    expect(internetSale(subject({}, "staff"), SITE)).toBeUndefined();
  });
});
