import "server-only";
import { and, count, eq } from "drizzle-orm";
import type { z } from "zod";
import { clock } from "../../../lib/clock";
import type { AuthUser } from "../../auth/current-user";
import type { Config } from "../../config";
import type { Db } from "../../db/client";
import { cardRefunds } from "../../db/schema";
import { unprocessable } from "../../domain-errors";
import { getTransaction } from "../get-transaction";
import { cardProviderNamed } from "./card-provider-factory";
import { reconcileCardRefunds } from "./reconcile-card-refunds";
import type { cardRefundInquirySchema } from "./schemas";

/**
 * Staff's "Durumu sorgula" on a card payment (ADMIN): its refund requests still `requested` are asked about now,
 * whatever the job's backoff, through the same code as the job (reconcileCardRefunds). Another owner's payment: 404.
 * A provider that cannot look a refund up (iyzico) is refused with a message sending staff to its panel.
 */
export async function inquireCardRefunds(
  db: Db,
  config: Config,
  user: AuthUser,
  paymentId: number,
  now = clock.now(),
): Promise<z.output<typeof cardRefundInquirySchema>> {
  const payment = await getTransaction(db, user, paymentId);
  if (!payment.provider || !payment.provider_order_id || payment.kind === "refund") {
    throw unprocessable("payments.not_card_payment", "NOT_CARD_PAYMENT");
  }
  const provider = cardProviderNamed(config, payment.provider);
  if (!provider) throw unprocessable("payments.provider_not_configured", "PAYMENTS_DISABLED");
  if (!provider.refundStatus) throw unprocessable("payments.refund_lookup_unsupported", "REFUND_LOOKUP_UNSUPPORTED");
  const result = await reconcileCardRefunds(db, config, now, { paymentId });
  const [waiting] = await db
    .select({ n: count() })
    .from(cardRefunds)
    .where(and(eq(cardRefunds.paymentId, paymentId), eq(cardRefunds.state, "requested")));
  return { refunded: result.refunded, not_received: result.notReceived, pending: waiting?.n ?? 0 };
}
