import { describe, expect, it } from "vitest";
import { iyzicoSignature, signatureMatches } from "@/server/payments/card/iyzico/signature";

// STACK-NOTES' vector for a checkout-form retrieve answer: paymentStatus, paymentId, currency, basketId,
// conversationId, paidPrice, price, token.
const SECRET = "sandbox-secret-key";
const VALUES = ["SUCCESS", "12345678", "TRY", "B67832", "conv-1", 1.2, 1, "tok-abc"];
const SIGNATURE = "430c7b580e788ade15eeedfe1702a3dfb413d9536b6c51b0e24b4bc1fba1cdd0";

describe("iyzico's response signature", () => {
  it("is the hex HMAC-SHA256 with the secret key over the fields joined by ':' (the documented vector)", () => {
    expect(iyzicoSignature(SECRET, VALUES)).toBe(SIGNATURE);
    // Prices as iyzico's JSON numbers print: 1.2 and 1, the same as the strings "1.2" and "1".
    expect(iyzicoSignature(SECRET, ["SUCCESS", "12345678", "TRY", "B67832", "conv-1", "1.2", "1", "tok-abc"])).toBe(
      SIGNATURE,
    );
  });

  it("matches only the right signature: another field, key or a malformed signature is refused", () => {
    expect(signatureMatches(SECRET, VALUES, SIGNATURE)).toBe(true);
    expect(signatureMatches(SECRET, VALUES, SIGNATURE.toUpperCase())).toBe(true);
    expect(
      signatureMatches(SECRET, ["SUCCESS", "12345678", "TRY", "B67832", "conv-1", 12, 1, "tok-abc"], SIGNATURE),
    ).toBe(false);
    expect(signatureMatches("another-secret", VALUES, SIGNATURE)).toBe(false);
    expect(signatureMatches(SECRET, VALUES, SIGNATURE.slice(0, 63))).toBe(false);
    expect(signatureMatches(SECRET, VALUES, `${SIGNATURE.slice(0, 63)}g`)).toBe(false);
    expect(signatureMatches(SECRET, VALUES, undefined)).toBe(false);
    expect(signatureMatches(SECRET, VALUES, "")).toBe(false);
  });

  it("writes an absent field as empty text, as iyzico's own verification (Array.join) does", () => {
    expect(iyzicoSignature(SECRET, ["FAILURE", undefined, "TRY", null])).toBe(
      iyzicoSignature(SECRET, ["FAILURE", "", "TRY", ""]),
    );
  });
});
