import "server-only";
import type { CardProviderName } from "./card-provider";

/**
 * What a provider said about one attempt, already verified (a hash, a signature, or our own status inquiry): the
 * provider-neutral form the ledger records from (`settle-card-payment.ts`).
 */
export type CardNotification =
  | {
      provider: CardProviderName;
      orderId: string;
      outcome: "paid";
      providerPaymentId: string;
      /** The total the provider says it took (minor units), when it says one: compared with the attempt's amount. */
      notifiedAmountMinor?: number;
    }
  | { provider: CardProviderName; orderId: string; outcome: "failed"; reason: string };

/** What recording a verified notification (or a status inquiry's answer) did. */
export type SettleOutcome = "recorded" | "already_recorded" | "failed" | "unknown_order";
