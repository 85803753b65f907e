import "server-only";
import type { Context } from "hono";
import type { Locale } from "@/i18n/locales";
import { requestLocale } from "../http/request-locale";
import { AppError } from "../domain-errors";
import { giveBackAttempt, takeAttempt } from "../rate-limits/throttle";
import { BOOKING_LIMITS } from "./booking-limits";
import { clientIp } from "./client-ip";
import type { ApiDeps } from "./route";

/**
 * A guest call by code + e-mail (the look-up, documents, passengers, requests, card payments), limited as one:
 * every call counts against the address before the search (parallel guesses cannot slip past), and one that found
 * its reservation gives the attempt back, even when it is then refused (409/422), so only guesses (404) weigh.
 */
export async function asGuest<T>(c: Context, deps: ApiDeps, work: () => Promise<T>): Promise<T> {
  const check = { limit: BOOKING_LIMITS.lookupMisses, subject: clientIp(c, deps.config.trustProxy) };
  await takeAttempt(deps, [check]);
  try {
    const result = await work();
    await giveBackAttempt(deps, check);
    return result;
  } catch (error) {
    if (!(error instanceof AppError && error.status === 404)) await giveBackAttempt(deps, check);
    throw error;
  }
}

/**
 * A guest opening a provider's card page (a payment, a damage-deposit hold): counted per client address against
 * `paymentStarts` first (each start asks the provider), then run as a guest call with the client's address and the
 * language of its answer page.
 */
export async function startAsGuest<T>(
  c: Context,
  deps: ApiDeps,
  start: (client: { ip: string; locale: Locale }) => Promise<T>,
): Promise<T> {
  const ip = clientIp(c, deps.config.trustProxy);
  await takeAttempt(deps, [{ limit: BOOKING_LIMITS.paymentStarts, subject: ip }]);
  return asGuest(c, deps, () => start({ ip, locale: requestLocale(c.req.header("accept-language")) }));
}
