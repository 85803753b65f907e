import { describe, expect, it } from "vitest";
import { API_MESSAGES_EN } from "@/server/messages/en";
import { translateApiMessage, translateFieldErrors } from "@/server/messages/translate";
import { API_MESSAGES_TR } from "@/server/messages/tr";

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe("the public API's error catalogue", () => {
  it("has an English twin for every Turkish message, with the same placeholders", () => {
    expect(Object.keys(API_MESSAGES_EN).sort()).toEqual(Object.keys(API_MESSAGES_TR).sort());
    for (const [key, turkish] of Object.entries(API_MESSAGES_TR)) {
      const english = API_MESSAGES_EN[key as keyof typeof API_MESSAGES_TR];
      expect(english.trim(), key).not.toBe("");
      expect(english, key).not.toBe(turkish);
      expect(placeholders(english), key).toEqual(placeholders(turkish));
    }
  });

  it("has no Turkish message twice (a message maps to one English text)", () => {
    const values = Object.values(API_MESSAGES_TR);
    expect(new Set(values).size).toBe(values.length);
  });
});

describe("translateApiMessage", () => {
  it("keeps Turkish as it is", () => {
    expect(translateApiMessage(API_MESSAGES_TR.datesTaken, "tr")).toBe(API_MESSAGES_TR.datesTaken);
  });

  it("answers the English twin of a known message", () => {
    expect(translateApiMessage(API_MESSAGES_TR.lookupNotFound, "en")).toBe(
      "No booking matches this code and e-mail address.",
    );
  });

  it("fills the parts of a message with arguments, weekday names in English", () => {
    expect(translateApiMessage("Bir rezervasyon en fazla 60 gün sürebilir.", "en")).toBe(
      "A booking can last at most 60 days.",
    );
    expect(translateApiMessage("Bu dönemde kiralamalar yalnızca Cumartesi günü başlar.", "en")).toBe(
      "In this period charters start on Saturday only.",
    );
    expect(translateApiMessage("Bu rezervasyon 4 kişilik; en fazla 4 yolcu girebilirsiniz.", "en")).toBe(
      "This booking is for 4 guests; you can enter at most 4 passengers.",
    );
  });

  it("translates a validation error's detail after its field name", () => {
    expect(
      translateApiMessage("Gönderilen bilgiler geçersiz. customer_email: Geçerli bir e-posta adresi girin.", "en"),
    ).toBe("The information sent is not valid. customer_email: Please enter a valid e-mail address.");
  });

  it("leaves a message without a twin in Turkish", () => {
    expect(translateApiMessage("Hiç bilinmeyen bir ileti.", "en")).toBe("Hiç bilinmeyen bir ileti.");
  });

  it("translates field errors", () => {
    expect(translateFieldErrors({ customer_phone: API_MESSAGES_TR.phoneInvalid }, "en")).toEqual({
      customer_phone: "Please enter a valid phone number.",
    });
  });
});
