import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { LOAD_FAILED, LoadFailed } from "@/components/ui/skeleton";
import { CURRENCIES } from "@/lib/money";
import { CurrencyField } from "@/features/dashboard/content/currency-field";
import { TemplateFormActions } from "@/features/dashboard/mail-templates/template-form";
import { PaymentPlanPanel } from "@/features/dashboard/reservations/payment-plan-panel";
import type { Transaction } from "@/features/dashboard/reservations/reservation-types";
import { ATTENTION_TEXTS, AttentionNote } from "@/features/dashboard/transactions/attention-note";
import { RefundFields } from "@/features/dashboard/transactions/refund-dialog";
import { PendingRefundNote, refundInquiryText } from "@/features/dashboard/transactions/refund-inquiry";
import { StateCell } from "@/features/dashboard/transactions/use-transaction-actions";

const idle = { busy: false, serverError: null, reset: () => {} };

describe("the template forms' foot (mail and contract templates)", () => {
  it("offers saving (the form's submit) and reverting, and flags nothing while every variable is known", () => {
    const html = renderToStaticMarkup(
      createElement(TemplateFormActions, { unknown: [], save: idle, onRevert: () => {} }),
    );
    expect(html).toContain('type="submit"');
    expect(html).toContain("Kaydet");
    expect(html).toContain("Değişiklikleri geri al");
    expect(html).not.toContain('role="alert"');
  });

  it("names the unknown variables and shows the server's message", () => {
    const html = renderToStaticMarkup(
      createElement(TemplateFormActions, {
        unknown: ["gemi_adi"],
        save: { ...idle, serverError: "Şablon kaydedilemedi." },
        onRevert: () => {},
      }),
    );
    expect(html).toContain("Listede olmayan değişken: {{gemi_adi}}. Bu haliyle kaydedilemez.");
    expect(html).toContain("Şablon kaydedilemedi.");
  });
});

describe("data that could not be loaded", () => {
  it("shows the failed call's message as an alert, or spec §8's words when it has none", () => {
    expect(renderToStaticMarkup(createElement(LoadFailed, { message: "Mesaj bulunamadı." }))).toMatch(
      /^<p role="alert"[^>]*>Mesaj bulunamadı\.<\/p>$/,
    );
    expect(renderToStaticMarkup(createElement(LoadFailed))).toContain(LOAD_FAILED);
  });
});

describe("a record's currency field", () => {
  it("offers every currency under field `currency`, the record's own chosen", () => {
    const html = renderToStaticMarkup(
      createElement(CurrencyField, { defaultValue: "TRY", error: "Para birimi seçin." }),
    );
    expect(html).toContain("Para birimi");
    expect(html).toContain('name="currency"');
    for (const currency of CURRENCIES) expect(html).toContain(`value="${currency}"`);
    expect(html).toMatch(/<option value="TRY" selected="">/);
    expect(html).toContain("Para birimi seçin.");
  });
});

const cardPayment: Transaction = {
  id: 41,
  reservation_id: 7,
  reservation_code: "LMN-7K2Q9X",
  boat: { id: 3, name: "Mavi Rüya" },
  customer_name: "Ayşe Yılmaz",
  kind: "deposit",
  method: "card",
  amount: 140_000,
  currency: "EUR",
  reference: "LMN7K2Q9X0123456789abcdef",
  note: null,
  recorded_by: null,
  paid_at: "2027-05-02T09:30:00.000Z",
  created_at: "2027-05-02T09:30:00.000Z",
  updated_at: null,
  voided_at: null,
  void_reason: null,
  provider: "paytr",
  provider_order_id: "LMN7K2Q9X0123456789abcdef",
  refund_of: null,
  refundable: 100_050,
  refund_pending: 0,
  attention: [],
  attention_open: false,
  attention_resolved_at: null,
  invoice: null,
};

describe("the refund dialog's fields", () => {
  it("starts at what can still be refunded, as money, and names the provider and its order id", () => {
    const html = renderToStaticMarkup(createElement(RefundFields, { transaction: cardPayment, errors: {} }));
    expect(html).toContain("İade edilebilir: <strong>€1.000,50</strong>");
    expect(html).toMatch(/<input[^>]*name="amount"[^>]*value="1000,50"/);
    expect(html).toContain('name="note"');
    expect(html).toContain("PayTR");
    expect(html).toContain("LMN7K2Q9X0123456789abcdef");
  });

  it("shows the amount's error", () => {
    const html = renderToStaticMarkup(
      createElement(RefundFields, { transaction: cardPayment, errors: { amount: "Tutar 0'dan büyük olmalıdır." } }),
    );
    expect(html).toContain("Tutar 0&#x27;dan büyük olmalıdır.");
  });
});

describe("a flagged card payment in the payments tables", () => {
  it("says why in plain Turkish while it waits for staff", () => {
    const flagged = { ...cardPayment, attention: ["reservation_closed", "extra_payment"], attention_open: true };
    const html = renderToStaticMarkup(createElement(StateCell, { transaction: flagged as Transaction }));
    expect(html).toContain("Geçerli");
    expect(html).toContain("İlgilenilmeli");
    expect(html).toContain(ATTENTION_TEXTS.reservation_closed);
    expect(html).toContain(ATTENTION_TEXTS.extra_payment);
    expect(html).not.toContain(ATTENTION_TEXTS.amount_mismatch);
  });

  it("keeps the reasons once looked at, marked as such, and says nothing for an ordinary payment", () => {
    const looked = {
      ...cardPayment,
      attention: ["amount_mismatch"],
      attention_resolved_at: "2027-05-03T08:00:00.000Z",
    } as Transaction;
    const html = renderToStaticMarkup(createElement(AttentionNote, { transaction: looked }));
    expect(html).toContain("İncelendi");
    expect(html).not.toContain("İlgilenilmeli");
    expect(html).toContain(ATTENTION_TEXTS.amount_mismatch);
    expect(renderToStaticMarkup(createElement(AttentionNote, { transaction: cardPayment }))).toBe("");
  });
});

describe("a card payment whose refund waits for the provider's answer", () => {
  it("says how much waits under its state, and nothing when none does", () => {
    const waiting = { ...cardPayment, refund_pending: 39_950 };
    const html = renderToStaticMarkup(createElement(StateCell, { transaction: waiting }));
    expect(html).toContain("Geçerli");
    expect(html).toContain("Yanıt bekleyen iade: €399,50");
    expect(renderToStaticMarkup(createElement(PendingRefundNote, { transaction: cardPayment }))).toBe("");
  });

  it("tells staff what asking the provider found", () => {
    expect(refundInquiryText({ refunded: 1, not_received: 0, pending: 0 })).toBe(
      "Sağlayıcı iadeyi yapmış; iade kaydı yazıldı.",
    );
    expect(refundInquiryText({ refunded: 0, not_received: 1, pending: 1 })).toBe(
      "İade sağlayıcıya ulaşmamış; tutar yeniden iade edilebilir. Sağlayıcıdan henüz yanıt yok; birkaç dakika sonra yeniden sorgulanır.",
    );
    expect(refundInquiryText({ refunded: 0, not_received: 0, pending: 0 })).toBe("Yanıt bekleyen iade yok.");
  });
});

describe("the payment plan on the reservation screen", () => {
  it("lists each instalment with its amount, what is open, its day and its state", () => {
    const html = renderToStaticMarkup(
      createElement(PaymentPlanPanel, {
        plan: [
          {
            purpose: "deposit",
            amount: 140_000,
            open: 0,
            currency: "EUR",
            due_date: "2027-05-02",
            due_at: null,
            state: "paid",
          },
          {
            purpose: "balance",
            amount: 560_000,
            open: 560_000,
            currency: "EUR",
            due_date: "2027-06-05",
            due_at: null,
            state: "overdue",
          },
        ],
      }),
    );
    expect(html).toContain("Ön ödeme (kapora)");
    expect(html).toContain("Ödendi");
    expect(html).toMatch(/Kalan ödeme<\/th><td[^>]*>€5\.600,00<\/td><td[^>]*>€5\.600,00<\/td><td[^>]*>05.06.2027</);
    expect(html).toContain("Vadesi geçti");
    expect(renderToStaticMarkup(createElement(PaymentPlanPanel, { plan: [] }))).toContain("ödeme planı yoktur");
  });
});
