import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { CardPaymentProvider, CardPaymentStart } from "@/server/payments/card/card-provider";
import { iyzicoPrice } from "@/server/payments/card/iyzico/amount";
import { readInitialized, readRetrieved } from "@/server/payments/card/iyzico/answers";
import { createIyzicoProvider } from "@/server/payments/card/iyzico/index";
import { freePort } from "../support/free-port";
import { type IyzicoStandIn, startIyzicoServer } from "../support/iyzico-server";

// The iyzico adapter against a stand-in of iyzico's API (tests/support/iyzico-server.ts): the real iyzipay package
// signs and sends each request over HTTP; no database.

const KEYS = { apiKey: "sandbox-api-key", secretKey: "sandbox-secret-key" };
let iyzico: IyzicoStandIn;
let provider: CardPaymentProvider;
let orders = 0;

const start = (overrides: Partial<CardPaymentStart> = {}): CardPaymentStart => {
  orders += 1;
  return {
    orderId: `LMN${orders}X7`,
    amountMinor: 1_500_50,
    currency: "TRY",
    description: "Kapora %20 – Bavaria 46",
    buyer: { name: "Ayşe Nur Yılmaz", email: "ayse@example.com", phone: "+905321112233", ip: "203.0.113.7" },
    locale: "tr",
    callbackUrl: "https://liman.example/v1/payments/iyzico/callback",
    returnUrl: "https://liman.example/reservations/ABC123",
    ...overrides,
  };
};

/** An attempt started through the adapter: its order id and the token iyzico gave. */
async function started(overrides: Partial<CardPaymentStart> = {}) {
  const input = start(overrides);
  const page = await provider.start(input);
  return { input, page, orderId: input.orderId, token: page.token! };
}

beforeAll(async () => {
  iyzico = await startIyzicoServer(KEYS);
  provider = createIyzicoProvider({ ...KEYS, baseUrl: iyzico.base });
});
afterAll(async () => {
  await iyzico.close();
});
// The adapter logs what iyzico refused or what it did not believe; the lines are checked where they matter.
beforeEach(() => {
  vi.spyOn(console, "warn").mockImplementation(() => {});
});
afterEach(() => {
  vi.mocked(console.warn).mockRestore();
  iyzico.refuseRefunds(undefined);
});

describe("iyzico prices", () => {
  it("are written from minor units as iyzico's decimals", () => {
    expect([1_500_00, 1_500_50, 1_500_05, 5, 1].map(iyzicoPrice)).toEqual([
      "1500.0",
      "1500.5",
      "1500.05",
      "0.05",
      "0.01",
    ]);
    for (const wrong of [0, -100, 1.5, Number.NaN]) expect(() => iyzicoPrice(wrong)).toThrow(RangeError);
  });
});

describe("start: checkout form initialize", () => {
  it("gives iyzico's payment page and token, for a request iyzico accepts", async () => {
    const before = iyzico.initializations.length;
    const { page, orderId } = await started();

    expect(page).toEqual({ kind: "redirect", url: expect.stringMatching(/\/pay\?token=/), token: expect.any(String) });
    expect(page.url.startsWith(`${iyzico.base}/pay?token=${page.token}`)).toBe(true);
    expect(iyzico.initializations).toHaveLength(before + 1);
    expect(iyzico.initializations.at(-1)).toMatchObject({
      locale: "tr",
      conversationId: orderId,
      basketId: orderId,
      price: "1500.5",
      paidPrice: "1500.5",
      currency: "TRY",
      callbackUrl: "https://liman.example/v1/payments/iyzico/callback",
      buyer: {
        id: orderId,
        name: "Ayşe Nur",
        surname: "Yılmaz",
        email: "ayse@example.com",
        gsmNumber: "+905321112233",
        ip: "203.0.113.7",
        identityNumber: "11111111111",
        registrationAddress: "not collected",
      },
      billingAddress: { contactName: "Ayşe Nur Yılmaz" },
      basketItems: [{ id: orderId, name: "Kapora %20 – Bavaria 46", itemType: "VIRTUAL", price: "1500.5" }],
    });
  });

  it("sends the page's language and a whole amount in iyzico's form", async () => {
    await started({
      locale: "en",
      amountMinor: 2_000_00,
      currency: "EUR",
      buyer: { name: "Tom", email: "t@example.com", ip: "198.51.100.2" },
    });
    expect(iyzico.initializations.at(-1)).toMatchObject({
      locale: "en",
      price: "2000.0",
      currency: "EUR",
      buyer: { name: "Tom", surname: "Tom" },
    });
    expect(iyzico.initializations.at(-1)?.buyer).not.toHaveProperty("gsmNumber");
  });

  it("throws when iyzico refuses the request (here: a request signed with another secret key)", async () => {
    const refusedBefore = iyzico.refusedAuthorizations();
    const stranger = createIyzicoProvider({ ...KEYS, secretKey: "not-the-secret", baseUrl: iyzico.base });
    await expect(stranger.start(start())).rejects.toMatchObject({ status: 502, code: "PAYMENT_PROVIDER_REFUSED" });
    expect(iyzico.refusedAuthorizations()).toBe(refusedBefore + 1);
  });

  it("throws when iyzico cannot be reached, answers with a proxy's error page or does not answer in time", async () => {
    const nobody = createIyzicoProvider({ ...KEYS, baseUrl: `http://127.0.0.1:${await freePort()}` });
    await expect(nobody.start(start())).rejects.toMatchObject({ status: 502, code: "PAYMENT_PROVIDER_UNAVAILABLE" });

    const gateway = http.createServer((_req, res) => {
      res.writeHead(503, { "content-type": "text/html" }).end("<html><body>Service Unavailable</body></html>");
    });
    await new Promise<void>((resolve) => gateway.listen(0, "127.0.0.1", resolve));
    try {
      const behindProxy = createIyzicoProvider({
        ...KEYS,
        baseUrl: `http://127.0.0.1:${(gateway.address() as AddressInfo).port}`,
      });
      await expect(behindProxy.start(start())).rejects.toMatchObject({ code: "PAYMENT_PROVIDER_UNAVAILABLE" });
    } finally {
      await new Promise((resolve) => gateway.close(resolve));
    }

    const silent = http.createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    try {
      const slow = createIyzicoProvider({
        ...KEYS,
        baseUrl: `http://127.0.0.1:${(silent.address() as AddressInfo).port}`,
        timeoutMs: 300,
      });
      await expect(slow.start(start())).rejects.toMatchObject({ code: "PAYMENT_PROVIDER_UNAVAILABLE" });
    } finally {
      silent.closeAllConnections();
      await new Promise((resolve) => silent.close(resolve));
    }
  });
});

describe("inquire: checkout form retrieve by token", () => {
  it("is pending while the guest has not paid, and paid with iyzico's payment id once they have", async () => {
    const { orderId, token } = await started();
    await expect(provider.inquire({ orderId, token })).resolves.toEqual({ state: "pending" });

    const paymentId = iyzico.pay(token);
    await expect(provider.inquire({ orderId, token })).resolves.toEqual({
      state: "paid",
      providerPaymentId: paymentId,
    });
    expect(iyzico.retrievals.at(-1)).toMatchObject({ token, conversationId: orderId });
  });

  it("is not paid while the fraud check holds the payment, and failed when it rejects it", async () => {
    const held = await started();
    iyzico.pay(held.token, 0);
    await expect(provider.inquire(held)).resolves.toEqual({ state: "pending", review: true });

    const rejected = await started();
    iyzico.pay(rejected.token, -1);
    await expect(provider.inquire(rejected)).resolves.toMatchObject({ state: "failed" });
  });

  it("is failed with iyzico's message when the card was declined", async () => {
    const { orderId, token } = await started();
    iyzico.fail(token, "Kart limiti yetersiz");
    await expect(provider.inquire({ orderId, token })).resolves.toEqual({
      state: "failed",
      reason: "Kart limiti yetersiz",
    });
  });

  it("throws on an answer with a bad signature, even one that says paid", async () => {
    const { orderId, token } = await started();
    iyzico.pay(token);
    iyzico.signBadly(token);
    await expect(provider.inquire({ orderId, token })).rejects.toMatchObject({
      status: 502,
      code: "PAYMENT_PROVIDER_UNVERIFIED",
    });
  });

  it("throws on a (validly signed) answer about another order's basket", async () => {
    const theirs = await started();
    iyzico.pay(theirs.token);
    const ours = start();
    await expect(provider.inquire({ orderId: ours.orderId, token: theirs.token })).rejects.toMatchObject({
      code: "PAYMENT_PROVIDER_UNVERIFIED",
    });
  });

  it("throws when iyzico refuses the inquiry itself (an unknown token says nothing about a payment)", async () => {
    await expect(provider.inquire({ orderId: "LMN404", token: "no-such-token" })).rejects.toMatchObject({
      code: "PAYMENT_PROVIDER_REFUSED",
    });
    await expect(provider.inquire({ orderId: "LMN404" })).rejects.toThrow(TypeError);
  });
});

describe("reading iyzico's answers", () => {
  it("takes a field sent as null for an absent one", () => {
    expect(readRetrieved({ status: "success", token: "t", paymentId: null, itemTransactions: null })).toEqual({
      status: "success",
      token: "t",
    });
  });

  it("refuses a payment page that is not a web address", () => {
    expect(() => readInitialized({ status: "success", token: "t", paymentPageUrl: "javascript:alert(1)" })).toThrow(
      expect.objectContaining({ code: "PAYMENT_PROVIDER_UNVERIFIED" }),
    );
  });
});

describe("refund", () => {
  it("reaches iyzico once, for the payment's transaction, with the amount as iyzico's decimal", async () => {
    const { orderId, token } = await started();
    const providerPaymentId = iyzico.pay(token);
    const before = iyzico.refunds.length;

    const reference = "R0123456789ABCDEF01234567";
    const answer = await provider.refund({
      orderId,
      providerPaymentId,
      token,
      amountMinor: 250_50,
      currency: "TRY",
      reference,
    });

    expect(answer).toEqual({ ok: true, providerRefundId: expect.stringMatching(/^host-/) });
    expect(iyzico.refunds.slice(before)).toEqual([
      {
        paymentTransactionId: iyzico.paymentTransactionId(token),
        price: "250.5",
        currency: "TRY",
        // The refund request's own reference, not the order's id.
        conversationId: reference,
        ip: "0.0.0.0",
      },
    ]);
  });

  it("answers ok: false with iyzico's message when iyzico refuses", async () => {
    const { orderId, token } = await started();
    const providerPaymentId = iyzico.pay(token);
    iyzico.refuseRefunds("İade tutarı iade edilebilir tutardan büyük olamaz");
    const before = iyzico.refunds.length;

    await expect(
      provider.refund({ orderId, providerPaymentId, token, amountMinor: 100_00, currency: "TRY", reference: "R1" }),
    ).resolves.toEqual({ ok: false, message: "İade tutarı iade edilebilir tutardan büyük olamaz" });
    expect(iyzico.refunds.length).toBe(before + 1);
  });

  it("asks iyzico nothing for a payment the attempt's verified retrieve does not show as paid", async () => {
    const { orderId, token } = await started();
    const providerPaymentId = iyzico.pay(token);
    const before = iyzico.refunds.length;

    await expect(
      provider.refund({
        orderId,
        providerPaymentId: "999",
        token,
        amountMinor: 100_00,
        currency: "TRY",
        reference: "R1",
      }),
    ).rejects.toMatchObject({ code: "PAYMENT_PROVIDER_UNVERIFIED" });
    iyzico.signBadly(token);
    await expect(
      provider.refund({ orderId, providerPaymentId, token, amountMinor: 100_00, currency: "TRY", reference: "R1" }),
    ).rejects.toMatchObject({ code: "PAYMENT_PROVIDER_UNVERIFIED" });
    expect(iyzico.refunds.length).toBe(before);
  });
});

describe("logs", () => {
  it("name what iyzico refused without the guest's personal data", async () => {
    const stranger = createIyzicoProvider({ ...KEYS, secretKey: "not-the-secret", baseUrl: iyzico.base });
    await expect(stranger.start(start())).rejects.toThrow();
    const printed = vi.mocked(console.warn).mock.calls.flat().join("\n");
    expect(printed).toMatch(/\[iyzico\] checkout form initialize refused: 1000/);
    expect(printed).not.toMatch(/ayse@example\.com|\+905321112233/);
  });
});
