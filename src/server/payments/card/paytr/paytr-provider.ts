import "server-only";
import { z } from "zod";
import type { PaytrConfig } from "../../../config";
import type {
  CardPaymentPage,
  CardPaymentProvider,
  CardPaymentStart,
  CardPaymentStatus,
  CardRefund,
  CardRefundAnswer,
  CardRefundStatus,
} from "../card-provider";
import { CardProviderError, postProviderForm } from "../card-provider-error";
import { paytrBasket, paytrCurrency, paytrDecimal } from "./paytr-format";
import { paytrReturnOf, paytrReturnsAnswer } from "./paytr-returns";
import { paytrSignature } from "./paytr-signing";

/** Minutes the guest has on PayTR's page; after it PayTR notifies a failure (reason 6). */
const PAYTR_TIMEOUT_LIMIT_MINUTES = 30;

const tokenAnswer = z.union([
  z.object({ status: z.literal("success"), token: z.string().min(1) }),
  z.object({ status: z.literal("failed"), reason: z.string().optional() }),
]);
const inquiryAnswer = z.object({ status: z.string(), err_no: z.unknown().optional(), err_msg: z.string().optional() });
const refundAnswer = z.object({
  status: z.string(),
  err_msg: z.string().optional(),
  reference_no: z.unknown().optional(),
});

function read<T>(schema: z.ZodType<T>, answer: unknown, step: string): T {
  const parsed = schema.safeParse(answer);
  if (!parsed.success) throw new CardProviderError(`PayTR ${step}: an answer of an unknown shape`);
  return parsed.data;
}

/**
 * PayTR's iFrame API (https://dev.paytr.com): get-token for the payment page, the status inquiry
 * (/odeme/durum-sorgu) and refunds (/odeme/iade), each signed with the merchant key and salt. The notification
 * (callback) is checked by `verifyPaytrNotification`. Single payments only (no instalments).
 */
export function createPaytrProvider(config: PaytrConfig): CardPaymentProvider {
  const sign = (parts: string[]) => paytrSignature(config.merchantKey, [...parts, config.merchantSalt]);
  const post = (path: string, fields: Record<string, string>) =>
    postProviderForm("PayTR", `${config.apiUrl}${path}`, fields);

  return {
    name: "paytr",

    async start(input: CardPaymentStart): Promise<CardPaymentPage> {
      const fields = {
        merchant_id: config.merchantId,
        user_ip: input.buyer.ip,
        merchant_oid: input.orderId,
        email: input.buyer.email.slice(0, 100),
        payment_amount: String(input.amountMinor),
        user_basket: paytrBasket(input.description, input.amountMinor),
        no_installment: "1",
        max_installment: "0",
        currency: paytrCurrency(input.currency),
        test_mode: config.testMode ? "1" : "0",
      };
      const answer = read(
        tokenAnswer,
        await post("/odeme/api/get-token", {
          ...fields,
          paytr_token: sign([
            fields.merchant_id,
            fields.user_ip,
            fields.merchant_oid,
            fields.email,
            fields.payment_amount,
            fields.user_basket,
            fields.no_installment,
            fields.max_installment,
            fields.currency,
            fields.test_mode,
          ]),
          user_name: input.buyer.name.slice(0, 60),
          // Required by PayTR; a charter has no billing address of its own.
          user_address: "-",
          user_phone: (input.buyer.phone ?? "-").slice(0, 20),
          merchant_ok_url: input.returnUrl,
          merchant_fail_url: input.returnUrl,
          timeout_limit: String(PAYTR_TIMEOUT_LIMIT_MINUTES),
          debug_on: "0",
          lang: input.locale,
        }),
        "get-token",
      );
      if (answer.status !== "success") {
        throw new CardProviderError(`PayTR get-token refused: ${(answer.reason ?? "").slice(0, 200)}`);
      }
      return {
        kind: "iframe",
        url: `${config.apiUrl}/odeme/guvenli/${encodeURIComponent(answer.token)}`,
        token: answer.token,
      };
    },

    async inquire(attempt: { orderId: string }): Promise<CardPaymentStatus> {
      const answer = read(
        inquiryAnswer,
        await post("/odeme/durum-sorgu", {
          merchant_id: config.merchantId,
          merchant_oid: attempt.orderId,
          paytr_token: sign([config.merchantId, attempt.orderId]),
        }),
        "status inquiry",
      );
      // "success" is PayTR's word for a payment taken; an error (no such payment yet, a failed one) is not an
      // answer we may count as a failure: the notification of a failure, or the next inquiry, settles it.
      return answer.status === "success" ? { state: "paid", providerPaymentId: attempt.orderId } : { state: "pending" };
    },

    async refund(input: CardRefund): Promise<CardRefundAnswer> {
      const returnAmount = paytrDecimal(input.amountMinor);
      const answer = read(
        refundAnswer,
        await post("/odeme/iade", {
          merchant_id: config.merchantId,
          merchant_oid: input.orderId,
          return_amount: returnAmount,
          paytr_token: sign([config.merchantId, input.orderId, returnAmount]),
          // Not in the token (PayTR's documentation); the status inquiry lists the order's returns with it.
          reference_no: input.reference,
        }),
        "refund",
      );
      if (answer.status === "success") {
        const reference = answer.reference_no;
        return { ok: true, providerRefundId: typeof reference === "string" && reference ? reference : undefined };
      }
      return { ok: false, message: (answer.err_msg ?? answer.status).slice(0, 500) };
    },

    async refundStatus(input: CardRefund): Promise<CardRefundStatus> {
      const answer = read(
        paytrReturnsAnswer,
        await post("/odeme/durum-sorgu", {
          merchant_id: config.merchantId,
          merchant_oid: input.orderId,
          paytr_token: sign([config.merchantId, input.orderId]),
        }),
        "status inquiry",
      );
      // The order was paid (a refund is only asked of a paid one): an error here says nothing about the refund.
      if (answer.status !== "success") {
        throw new CardProviderError(`PayTR status inquiry answered ${answer.status}: ${answer.err_msg ?? ""}`);
      }
      return paytrReturnOf(answer.returns ?? [], input);
    },
  };
}
