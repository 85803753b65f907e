import { describe, expect, it } from "vitest";
import { serverFailure, validateWith } from "@/components/ui/zod-form";
import { ApiError } from "@/shared/api/client";
import { voidTransactionBody } from "@/shared/payments";

describe("the dashboard's form kit", () => {
  it("shows a failed call's message and field errors, as the one client throws them", () => {
    const error = new ApiError(400, "Lütfen alanları kontrol edin.", "VALIDATION", { reason: "Neden zorunlu." });
    expect(serverFailure(error)).toEqual({
      message: "Lütfen alanları kontrol edin.",
      fields: { reason: "Neden zorunlu." },
    });
    expect(serverFailure(new ApiError(0, "Failed to load; network/connection error", "NETWORK"))).toEqual({
      message: "Failed to load; network/connection error",
      fields: undefined,
    });
    expect(serverFailure("not an error").message).toBe("Beklenmeyen bir hata oluştu.");
  });

  it("validates with the shared schema before anything is sent, keyed by field", () => {
    const refused = validateWith(voidTransactionBody, { reason: "" });
    expect(refused.ok).toBe(false);
    if (!refused.ok) expect(Object.keys(refused.errors)).toEqual(["reason"]);
    expect(validateWith(voidTransactionBody, { reason: "Çift kayıt" })).toMatchObject({ ok: true });
  });
});
