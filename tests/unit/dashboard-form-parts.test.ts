import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { LOAD_FAILED, LoadFailed } from "@/components/ui/skeleton";
import { CURRENCIES } from "@/lib/money";
import { CurrencyField } from "@/features/dashboard/content/currency-field";
import { TemplateFormActions } from "@/features/dashboard/mail-templates/template-form";

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
