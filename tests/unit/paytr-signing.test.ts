import { describe, expect, it } from "vitest";
import { ConfigError, parseConfig } from "@/server/config";
import { paytrBasket, paytrCurrency, paytrDecimal } from "@/server/payments/card/paytr/paytr-format";
import { paytrNotificationHash, paytrSignature, sameSignature } from "@/server/payments/card/paytr/paytr-signing";
import { verifyPaytrNotification } from "@/server/payments/card/paytr/verify-paytr-notification";

// The test vector of STACK-NOTES (PayTR row).
const merchant = {
  merchantId: "123456",
  merchantKey: "YYYYYYYYYYYYYY",
  merchantSalt: "ZZZZZZZZZZZZZZ",
  testMode: true,
  apiUrl: "https://www.paytr.com",
};
const basket = "W1siQ2hhcnRlciBkZXBvc2l0IDIwJSAtIEJhdmFyaWEgNDYiLCIzNDU2LjAwIiwxXV0=";

describe("PayTR signing (iFrame API)", () => {
  it("writes the basket as base64 JSON of [name, unit price, quantity], the price a dot decimal", () => {
    expect(paytrBasket("Charter deposit 20% - Bavaria 46", 345_600)).toBe(basket);
    expect(paytrDecimal(10_050)).toBe("100.50");
    expect(paytrDecimal(1_197)).toBe("11.97");
    expect(paytrDecimal(5)).toBe("0.05");
    expect(paytrCurrency("TRY")).toBe("TL");
    expect(paytrCurrency("EUR")).toBe("EUR");
  });

  it("signs the get-token request over the documented fields, the salt last", () => {
    const token = paytrSignature(merchant.merchantKey, [
      "123456",
      "1.2.3.4",
      "LMN20260001",
      "guest@example.com",
      "345600",
      basket,
      "1",
      "0",
      "TL",
      "1",
      merchant.merchantSalt,
    ]);
    expect(token).toBe("EzHUY9XtjY8bANwrsdWxf9i4w1WTkWWZ+tfGV9ZS6e4=");
  });

  it("checks a notification's hash (oid + salt + status + total) and believes nothing else", () => {
    const fields = { merchant_oid: "LMN20260001", status: "success", total_amount: "345600" };
    const hash = "SEDqQpqMZw9Mv37gddk138ICdijE/vrY95pUqR5MKBY=";
    expect(paytrNotificationHash(merchant, fields)).toBe(hash);
    expect(verifyPaytrNotification(merchant, { ...fields, hash })).toEqual({
      provider: "paytr",
      orderId: "LMN20260001",
      outcome: "paid",
      providerPaymentId: "LMN20260001",
      notifiedAmountMinor: 345_600,
    });
    // Any field changed, or a hash of another key: not from PayTR.
    expect(verifyPaytrNotification(merchant, { ...fields, total_amount: "345601", hash })).toBeUndefined();
    expect(verifyPaytrNotification(merchant, { ...fields, status: "failed", hash })).toBeUndefined();
    expect(verifyPaytrNotification({ ...merchant, merchantKey: "X" }, { ...fields, hash })).toBeUndefined();
    expect(verifyPaytrNotification(merchant, { ...fields, hash: hash.slice(1) })).toBeUndefined();
    expect(sameSignature(hash, hash)).toBe(true);
    expect(sameSignature(hash, "")).toBe(false);
  });

  it("reads a failure with its reason", () => {
    const fields = {
      merchant_oid: "LMN20260002",
      status: "failed",
      total_amount: "0",
      failed_reason_code: "6",
      failed_reason_msg: "Müşteri ödeme yapmaktan vazgeçti",
    };
    const hash = paytrNotificationHash(merchant, fields);
    expect(verifyPaytrNotification(merchant, { ...fields, hash })).toEqual({
      provider: "paytr",
      orderId: "LMN20260002",
      outcome: "failed",
      reason: "6 Müşteri ödeme yapmaktan vazgeçti",
    });
  });
});

describe("payment configuration", () => {
  const base = { DATA_DIR: "./unused" };
  const paytr = { PAYTR_MERCHANT_ID: "123456", PAYTR_MERCHANT_KEY: "key", PAYTR_MERCHANT_SALT: "salt" };

  it("is off by default: bank transfer only, reconciliation after 900 s", () => {
    const config = parseConfig(base);
    expect(config.paymentsProvider).toBeUndefined();
    expect(config.paytr).toBeUndefined();
    expect(config.iyzico).toBeUndefined();
    expect(config.paymentsReconcileAfterS).toBe(900);
  });

  it("takes PayTR's credentials, test mode and API address", () => {
    const config = parseConfig({
      ...base,
      ...paytr,
      PAYMENTS_PROVIDER: "paytr",
      PAYTR_TEST_MODE: "1",
      PAYTR_API_URL: "http://127.0.0.1:9/",
    });
    expect(config.paymentsProvider).toBe("paytr");
    expect(config.paytr).toEqual({
      merchantId: "123456",
      merchantKey: "key",
      merchantSalt: "salt",
      testMode: true,
      apiUrl: "http://127.0.0.1:9",
    });
    expect(parseConfig({ ...base, ...paytr }).paytr?.apiUrl).toBe("https://www.paytr.com");
  });

  it("refuses a provider without its credentials, half a set, or an unknown provider, never echoing a secret", () => {
    const fails = (env: Record<string, string>) => {
      try {
        parseConfig({ ...base, ...env });
      } catch (error) {
        expect(error).toBeInstanceOf(ConfigError);
        return (error as Error).message;
      }
      throw new Error("parsed");
    };
    expect(fails({ PAYMENTS_PROVIDER: "paytr" })).toMatch(
      /PAYTR_MERCHANT_KEY: is required with PAYMENTS_PROVIDER=paytr/,
    );
    expect(fails({ PAYMENTS_PROVIDER: "iyzico" })).toMatch(/IYZICO_SECRET_KEY/);
    const half = fails({ PAYTR_MERCHANT_ID: "1", PAYTR_MERCHANT_KEY: "very-secret-key" });
    expect(half).toMatch(/PAYTR_MERCHANT_SALT/);
    expect(half).not.toContain("very-secret-key");
    expect(fails({ PAYMENTS_PROVIDER: "stripe" })).toMatch(/PAYMENTS_PROVIDER/);
    expect(fails({ ...paytr, PAYTR_MERCHANT_ID: "abc" })).toMatch(/PAYTR_MERCHANT_ID/);
    expect(fails({ PAYMENTS_RECONCILE_AFTER_S: "5" })).toMatch(/PAYMENTS_RECONCILE_AFTER_S/);
  });
});
