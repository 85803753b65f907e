import "server-only";
import { AppError } from "../../../domain-errors";
import { log } from "../../../log";

/**
 * What the adapter throws when iyzico gives no usable answer. All are 502 (the fault is upstream, the request may be
 * tried again); the message says what the guest or staff member can do, the log says what iyzico answered.
 */

/** iyzico could not be reached, timed out, or answered something that is not an iyzico answer. */
export function iyzicoUnavailable(action: string, cause?: unknown): AppError {
  log.warn(`[iyzico] ${action}: no answer`, cause);
  return new AppError(502, "PAYMENT_PROVIDER_UNAVAILABLE", "iyzico.unavailable");
}

/** iyzico answered `status: failure` to a request (its error code and message are logged, redacted). */
export function iyzicoRefused(action: string, answer: { errorCode?: unknown; errorMessage?: unknown }): AppError {
  log.warn(`[iyzico] ${action} refused: ${String(answer.errorCode ?? "?")} ${String(answer.errorMessage ?? "")}`);
  return new AppError(502, "PAYMENT_PROVIDER_REFUSED", "iyzico.refused");
}

/** An answer whose signature does not verify, or that is about another order or token: nothing of it is believed. */
export function iyzicoUnverified(action: string, why: string): AppError {
  log.warn(`[iyzico] ${action}: answer not believed (${why})`);
  return new AppError(502, "PAYMENT_PROVIDER_UNVERIFIED", "iyzico.unverified");
}
