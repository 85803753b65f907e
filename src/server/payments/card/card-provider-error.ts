import "server-only";
import { AppError } from "../../domain-errors";

/**
 * A provider could not be reached or answered something we cannot read (network, timeout, an HTTP error, not
 * JSON). Its message names the provider and the step, never a secret or the guest's data; the caller decides what
 * the guest or staff are told.
 */
export class CardProviderError extends Error {
  override readonly name = "CardProviderError";
}

/**
 * Whether an error is a provider's failure to give a usable answer: a CardProviderError (PayTR's adapter) or an
 * adapter's own 502 (iyzico's adapter throws AppErrors with codes for the guest: iyzico/errors.ts). Either says
 * nothing about the payment itself.
 */
export function isProviderFailure(error: unknown): boolean {
  return error instanceof CardProviderError || (error instanceof AppError && error.status === 502);
}

/** How long one call to a provider may take, connection and answer together. */
export const PROVIDER_TIMEOUT_MS = 15_000;

/** POSTs a form to a provider and reads its JSON answer; anything else is a CardProviderError. */
export async function postProviderForm(
  provider: string,
  url: string,
  fields: Record<string, string>,
  timeoutMs = PROVIDER_TIMEOUT_MS,
): Promise<unknown> {
  let res: Response;
  try {
    res = await fetch(url, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", accept: "application/json" },
      body: new URLSearchParams(fields).toString(),
      signal: AbortSignal.timeout(timeoutMs),
      redirect: "error",
    });
  } catch (error) {
    const why = error instanceof Error && error.name === "TimeoutError" ? "timed out" : "could not be reached";
    throw new CardProviderError(`${provider} ${new URL(url).pathname} ${why}`);
  }
  const text = await res.text();
  if (!res.ok) throw new CardProviderError(`${provider} ${new URL(url).pathname} answered HTTP ${res.status}`);
  try {
    return JSON.parse(text);
  } catch {
    throw new CardProviderError(`${provider} ${new URL(url).pathname} answered something that is not JSON`);
  }
}
