import "server-only";
import { msg } from "@/shared/messages/message-ref";
import { AppError } from "../domain-errors";
import type { AddressPolicy } from "../outbound/address-policy";
import { OutboundError } from "../outbound/outbound-error";
import { checkOutboundUrl } from "../outbound/resolve-target";

/** How long a save waits for the webhook host's DNS answer. */
export const WEBHOOK_URL_CHECK_MS = 3_000;

/**
 * Refuses a webhook URL the deliveries could never reach: one whose host is (or resolves to) an address the
 * install's outbound policy refuses — loopback, private ranges… (OUTBOUND_ALLOW_PRIVATE=1 lets the local network
 * through). 400 WEBHOOK_URL_NOT_PUBLIC naming `webhook_url`. A host that does not resolve (yet) or answers too slowly
 * is saved: every delivery checks each address again (the guarded client), so that stays the backstop.
 */
export async function checkWebhookUrl(url: string | null | undefined, policy: AddressPolicy): Promise<void> {
  if (!url) return;
  try {
    await checkOutboundUrl(url, policy, WEBHOOK_URL_CHECK_MS);
  } catch (error) {
    if (!(error instanceof OutboundError)) throw error;
    if (error.kind === "dns" || error.kind === "timeout") return;
    const message =
      error.kind === "refused" ? msg("agencies.webhook_url_not_public", error.params) : msg("agencies.webhook_url");
    throw new AppError(400, "WEBHOOK_URL_NOT_PUBLIC", message, { webhook_url: message });
  }
}
