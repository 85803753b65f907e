import "server-only";
import type { Config } from "../config";
import { conflict } from "../domain-errors";
import { cardHoldProvider } from "../payments/card/card-provider-factory";

/**
 * The provider a guest's card hold goes through, or the 409 that says why there is none: iyzico is not configured
 * (and, when PayTR is, that PayTR has no pre-authorisation).
 */
export function requireHoldProvider(config: Config) {
  const provider = cardHoldProvider(config);
  if (provider) return provider;
  if (config.paytr) throw conflict("deposits.card_hold_needs_iyzico", "DEPOSIT_NEEDS_IYZICO");
  throw conflict("deposits.card_hold_unavailable", "DEPOSIT_UNAVAILABLE");
}

/** States in which a deposit was taken (held or settled): the guest is not offered another one. */
export const TAKEN_STATES = ["held", "capturing", "releasing", "captured", "released"] as const;
