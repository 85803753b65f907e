import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { money } from "@/features/dashboard/format";
import { DepositIntro } from "@/features/dashboard/reservations/security-deposit-panel";

const deposits: Parameters<typeof DepositIntro>[0]["deposits"] = {
  boat_amount: 200_000,
  currency: "EUR",
  card_holds: true,
  paytr_only: false,
  items: [],
};
const render = (overrides: Partial<typeof deposits> = {}) =>
  renderToStaticMarkup(createElement(DepositIntro, { deposits: { ...deposits, ...overrides } }));

describe("the reservation's damage deposit panel", () => {
  it("shows the boat's amount and that the guest can hold it on the card, and that a hold lapses by the bank's rules", () => {
    const html = render();
    expect(html).toContain(money(200_000, "EUR"));
    expect(html).toContain("kartında ayırabilir");
    expect(html).toContain("bankanın kurallarına göre bir süre sonra kendiliğinden düşer");
  });

  it("says PayTR has no pre-authorisation, or that card holds are off, and when the boat asks none", () => {
    expect(render({ card_holds: false, paytr_only: true })).toContain("PayTR ön provizyon desteklemez");
    expect(render({ card_holds: false })).toContain("iyzico yapılandırılmamış");
    expect(render({ boat_amount: null })).toContain("tanımlı değil");
  });
});
