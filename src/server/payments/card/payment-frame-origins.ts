import "server-only";
import type { Config } from "../../config";

/**
 * The origins the site's pages must allow in a frame (CSP frame-src) for guests to pay: PayTR's payment page is an
 * iframe on /enquire, served from PAYTR_API_URL's origin; iyzico's is a page the browser is sent to (nothing to
 * allow). None without a provider.
 */
export function paymentFrameOrigins(config: Pick<Config, "paymentsProvider" | "paytr">): string[] {
  if (config.paymentsProvider !== "paytr" || !config.paytr) return [];
  return [new URL(config.paytr.apiUrl).origin];
}
