import "server-only";
import { z } from "zod";
import type { PaytrConfig } from "../../../config";
import type { CardNotification } from "../card-notification";
import { paytrNotificationHash, sameSignature } from "./paytr-signing";

/** The form fields PayTR posts to the notification address (the ones we read; others are ignored). */
export const paytrNotificationBody = z.object({
  merchant_oid: z.string().min(1).max(64),
  status: z.string().min(1).max(20),
  total_amount: z.string().regex(/^\d{1,15}$/),
  hash: z.string().min(1).max(200),
  failed_reason_code: z.string().max(20).optional(),
  failed_reason_msg: z.string().max(1000).optional(),
  test_mode: z.string().max(5).optional(),
  payment_type: z.string().max(20).optional(),
  currency: z.string().max(5).optional(),
  payment_amount: z.string().max(20).optional(),
});

/**
 * A PayTR notification, believed only when its hash is right (compared in constant time): the attempt's outcome,
 * and for a success the total PayTR took (`total_amount`, in cents). Undefined: not from PayTR.
 */
export function verifyPaytrNotification(
  config: PaytrConfig,
  fields: z.output<typeof paytrNotificationBody>,
): CardNotification | undefined {
  if (!sameSignature(paytrNotificationHash(config, fields), fields.hash)) return undefined;
  if (fields.status === "success") {
    return {
      provider: "paytr",
      orderId: fields.merchant_oid,
      outcome: "paid",
      // PayTR has no payment id of its own: the order id names the payment (refunds and inquiries use it).
      providerPaymentId: fields.merchant_oid,
      notifiedAmountMinor: Number(fields.total_amount),
    };
  }
  const reason = [fields.failed_reason_code, fields.failed_reason_msg].filter(Boolean).join(" ");
  return { provider: "paytr", orderId: fields.merchant_oid, outcome: "failed", reason: reason.slice(0, 500) };
}
