import "server-only";
import { getRuntime, hasRuntime } from "../../db/runtime";

/**
 * Whether guests are offered card payments (PAYMENTS_PROVIDER is set), for code that has no configuration at hand:
 * the reservation mails, queued from many places inside their transactions. The running server's configuration;
 * without one (scripts), the environment. The API's routes read `deps.config` instead.
 */
export function cardPaymentsOffered(): boolean {
  return hasRuntime() ? getRuntime().config.paymentsProvider !== undefined : Boolean(process.env.PAYMENTS_PROVIDER);
}
