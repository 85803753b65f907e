import { describe, expect, it } from "vitest";
import { CardProviderError } from "@/server/payments/card/card-provider-error";
import { newCardRefundReference } from "@/server/payments/card/card-refund-reference";
import { paytrReturnOf, paytrReturnsAnswer } from "@/server/payments/card/paytr/paytr-returns";

const ours = { reference: "R00AA11BB22CC33DD44EE55FF", amountMinor: 50_050 };

describe("our refund among a PayTR order's returns", () => {
  it("is the return with our reference_no, whatever else is listed", () => {
    const returns = [
      { return_amount: "500.50", reference_no: "RFFEEDDCCBBAA998877665544" },
      { return_amount: "500.50", reference_no: ours.reference },
    ];
    expect(paytrReturnOf(returns, ours)).toEqual({ state: "refunded", providerRefundId: ours.reference });
  });

  it("is absent when only another request's return of the same amount (or one without a reference) is listed", () => {
    expect(paytrReturnOf([{ return_amount: "500.50", reference_no: "ROTHER" }], ours)).toEqual({ state: "absent" });
    expect(paytrReturnOf([{ return_amount: "500.50" }], ours)).toEqual({ state: "absent" });
    expect(paytrReturnOf([], ours)).toEqual({ state: "absent" });
  });

  it("reads PayTR's comma decimals, and does not believe our reference with another amount or twice", () => {
    expect(paytrReturnOf([{ return_amount: "500,5", reference_no: ours.reference }], ours).state).toBe("refunded");
    expect(() => paytrReturnOf([{ return_amount: "50.05", reference_no: ours.reference }], ours)).toThrow(
      CardProviderError,
    );
    const twice = [1, 2].map(() => ({ return_amount: "500.50", reference_no: ours.reference }));
    expect(() => paytrReturnOf(twice, ours)).toThrow(CardProviderError);
  });

  it("reads the status answer's returns with numbers or strings, and an answer without returns", () => {
    const read = paytrReturnsAnswer.parse({
      status: "success",
      payment_amount: "1400.00",
      returns: [{ return_amount: 500.5, reference_no: ours.reference, return_date: "x" }],
    });
    expect(read.returns).toEqual([expect.objectContaining({ return_amount: "500.5", reference_no: ours.reference })]);
    expect(paytrReturnsAnswer.parse({ status: "success" }).returns).toBeUndefined();
  });
});

describe("a refund request's reference", () => {
  it("is alphanumeric, at most 64 characters, and new each time", () => {
    const a = newCardRefundReference();
    expect(a).toMatch(/^[A-Za-z0-9]{1,64}$/);
    expect(newCardRefundReference()).not.toBe(a);
  });
});
