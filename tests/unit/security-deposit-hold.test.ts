import { NextIntlClientProvider } from "next-intl";
import { type ComponentProps, createElement, type FunctionComponent } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import tr from "@/i18n/messages/tr.json";
import { type DepositReturn, SecurityDepositCard } from "@/features/site/reservations/security-deposit-card";
import type { LookedUpReservation } from "@/features/site/reservations/looked-up-reservation";

/** The provider, its children given as createElement's own argument. */
const IntlProvider = NextIntlClientProvider as unknown as FunctionComponent<
  Omit<ComponentProps<typeof NextIntlClientProvider>, "children">
>;

type Deposit = LookedUpReservation["security_deposit"];
const none: Deposit = { amount: 200_000, currency: "EUR", card_hold_offered: true, state: null, captured_amount: null };
const money = (amount: number) => `€${(amount / 100).toLocaleString("tr-TR")}`;

/** The guest's /enquire card part for a confirmed charter with this deposit, as the server renders it. */
function render(
  deposit: Partial<Deposit>,
  { returned, email = "elif.sahin@example.com" } = {} as {
    returned?: DepositReturn;
    email?: string;
  },
) {
  const reservation = {
    code: "LMN-4K7Q",
    status: "confirmed",
    security_deposit: { ...none, ...deposit },
  } as LookedUpReservation;
  return renderToStaticMarkup(
    createElement(
      IntlProvider,
      { locale: "tr", messages: tr, timeZone: "Europe/Istanbul" },
      createElement(SecurityDepositCard, { reservation, money, email, returned }),
    ),
  );
}

describe("the guest's damage deposit", () => {
  it("nothing held yet: the boat's amount and the button that holds it on the card", () => {
    const html = render({});
    expect(html).toContain('data-security-deposit="none"');
    expect(html).toContain("Hasar depozitosu");
    expect(html).toContain("Bu tekne için €2.000 hasar depozitosu alınır.");
    expect(html).toContain("Hasar depozitosunu kartla ayır");
    expect(html).toContain("Ayırmazsanız depozito teslimde elden alınır.");
    // Without the e-mail of the look-up (another browser) or with card holds off: no button.
    expect(render({}, { email: "" })).not.toContain("kartla ayır");
    expect(render({ card_hold_offered: false })).not.toContain("kartla ayır");
  });

  it("held, released or partly kept: says so, no button", () => {
    const held = render({ state: "held", card_hold_offered: false });
    expect(held).toContain('data-security-deposit="held"');
    expect(held).toContain("Depozitonuz kartınızda ayrıldı (çekilmedi). Çıkışta hasar yoksa kaldırılır.");
    expect(held).not.toContain("kartla ayır");
    expect(render({ state: "released", card_hold_offered: false })).toContain("Depozitonuz iade edildi.");
    expect(render({ state: "captured", captured_amount: 50_000, card_hold_offered: false })).toContain(
      "Depozitonuzdan hasar için €500 tahsil edildi; kalanı kaldırıldı.",
    );
  });

  it("back from iyzico: a failure as an alert, a pending answer as a status, with the button to try again", () => {
    const failed = render({}, { returned: "failed" });
    expect(failed).toContain(
      '<p role="alert" class="mt-1 text-sm">Depozito kartınızda ayrılamadı. Dilerseniz tekrar deneyebilir veya teslimde elden verebilirsiniz.</p>',
    );
    expect(failed).toContain("Hasar depozitosunu kartla ayır");
    expect(render({}, { returned: "pending" })).toContain(
      '<p role="status" class="mt-1 text-sm">Depozitonun sonucu henüz kesinleşmedi; birkaç dakika içinde burada görünür.</p>',
    );
    // The return note only while nothing is recorded yet: once held, the state speaks.
    const held = render({ state: "held", card_hold_offered: false }, { returned: "held" });
    expect(held).not.toContain("teşekkür ederiz");
    expect(held).toContain("Depozitonuz kartınızda ayrıldı (çekilmedi).");
  });

  it("a boat that asks no deposit, and nothing taken: nothing shown", () => {
    expect(render({ amount: null })).toBe("");
  });
});
