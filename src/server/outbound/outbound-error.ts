import "server-only";
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

/** Where each class of refused address points, in the dative ("… işaret ettiği için"). */
const POINTS_TO: Record<AddressClass, string> = {
  loopback: "sunucunun kendisine (loopback)",
  private: "yerel ağa",
  "link-local": "yerel ağa (link-local)",
  cgnat: "operatörün iç ağına (CGNAT)",
  "unique-local": "yerel ağa (IPv6 unique-local)",
  multicast: "çok noktaya yayın (multicast) adresine",
  broadcast: "yayın (broadcast) adresine",
  unspecified: "belirtilmemiş bir adrese (0.0.0.0 / ::)",
  reserved: "ayrılmış bir adres aralığına",
};

/**
 * A request the guarded client refused or could not complete. The message is Turkish, says what went wrong
 * and never carries what the remote answered. `redirected` is set when it happened after a redirect.
 */
export class OutboundError extends Error {
  constructor(
    readonly kind: OutboundFailure,
    message: string,
    readonly redirected = false,
    readonly addressClass?: AddressClass,
  ) {
    super(message);
  }
}

export function refusedAddress(kind: AddressClass, redirected: boolean): OutboundError {
  const message = redirected
    ? `Adres, ${POINTS_TO[kind]} işaret eden bir adrese yönlendiriyor; buna izin verilmiyor.`
    : `Bu adres ${POINTS_TO[kind]} işaret ettiği için izin verilmiyor.`;
  return new OutboundError("refused", message, redirected, kind);
}

export const outboundErrors = {
  invalidUrl: (redirected: boolean) =>
    new OutboundError(
      "invalid-url",
      redirected ? "Adres geçersiz bir adrese yönlendiriyor." : "Adres geçerli değil.",
      redirected,
    ),
  protocol: (redirected: boolean) =>
    new OutboundError(
      "protocol",
      redirected
        ? "Adres http:// veya https:// olmayan bir adrese yönlendiriyor; buna izin verilmiyor."
        : "Yalnızca http:// ve https:// adreslerine izin veriliyor.",
      redirected,
    ),
  dns: (redirected: boolean) => new OutboundError("dns", "Adresin sunucusu bulunamadı (DNS).", redirected),
  tooManyRedirects: (max: number) =>
    new OutboundError("too-many-redirects", `Adres ${max} kereden fazla yönlendiriyor.`, true),
  timeout: (ms: number) => new OutboundError("timeout", `Adres ${ms / 1000} saniye içinde yanıt vermedi.`),
  tooLarge: (maxBytes: number) =>
    new OutboundError("too-large", `Yanıt çok büyük (en fazla ${Math.round(maxBytes / 1024 / 1024)} MB).`),
  network: (redirected: boolean) => new OutboundError("network", "Adrese ulaşılamadı.", redirected),
};
