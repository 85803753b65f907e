import "server-only";
import type tr from "@/i18n/errors/tr.json";
import { type MessageParams, msg } from "@/shared/messages/message-ref";
import type { AddressClass } from "./address-policy";

export type OutboundFailure =
  | "invalid-url"
  | "protocol"
  | "refused"
  | "dns"
  | "too-many-redirects"
  | "timeout"
  | "too-large"
  | "network";

/**
 * The outbound group's message of each failure (src/i18n/errors): a refusal names the address class (with `_` for
 * `-`, as the catalogue's choices are written), a limit its number.
 */
export type OutboundReason = keyof (typeof tr)["outbound"];

/**
 * A request the guarded client refused or could not complete. The message is a key of the error catalogues
 * (outbound.*) with its parameters, says what went wrong and never carries what the remote answered. `reason`
 * and `params` let a caller name the same failure in its own words; `redirected` is set when it happened after
 * a redirect.
 */
export class OutboundError extends Error {
  constructor(
    readonly kind: OutboundFailure,
    readonly reason: OutboundReason,
    readonly params: MessageParams = {},
    readonly redirected = false,
    readonly addressClass?: AddressClass,
  ) {
    super(msg(`outbound.${reason}`, params));
  }
}

export function refusedAddress(kind: AddressClass, redirected: boolean): OutboundError {
  const target = kind.replaceAll("-", "_");
  return new OutboundError("refused", redirected ? "refused_redirect" : "refused", { target }, redirected, kind);
}

export const outboundErrors = {
  invalidUrl: (redirected: boolean) =>
    new OutboundError("invalid-url", redirected ? "invalid_url_redirect" : "invalid_url", {}, redirected),
  protocol: (redirected: boolean) =>
    new OutboundError("protocol", redirected ? "protocol_redirect" : "protocol", {}, redirected),
  dns: (redirected: boolean) => new OutboundError("dns", "dns", {}, redirected),
  tooManyRedirects: (max: number) => new OutboundError("too-many-redirects", "too_many_redirects", { max }, true),
  timeout: (ms: number) => new OutboundError("timeout", "timeout", { seconds: ms / 1000 }),
  tooLarge: (maxBytes: number) =>
    new OutboundError("too-large", "too_large", { megabytes: Math.round(maxBytes / 1024 / 1024) }),
  network: (redirected: boolean) => new OutboundError("network", "network", {}, redirected),
};
