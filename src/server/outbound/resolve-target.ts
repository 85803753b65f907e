import "server-only";
import { lookup } from "node:dns/promises";
import { isIP } from "node:net";
import type { AddressPolicy } from "./address-policy";
import { OutboundError, outboundErrors, refusedAddress } from "./outbound-error";

export type Resolved = { address: string; family: 4 | 6 };

export function parseTarget(input: string | URL, base: URL | undefined, redirected: boolean): URL {
  let url: URL;
  try {
    url = new URL(input, base);
  } catch {
    throw outboundErrors.invalidUrl(redirected);
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") throw outboundErrors.protocol(redirected);
  return url;
}

/** Every address the host stands for, each one checked: one refused address refuses the host. */
export async function resolveChecked(
  url: URL,
  policy: AddressPolicy,
  redirected: boolean,
  deadline: Promise<never>,
): Promise<Resolved[]> {
  // URL parsing already normalised odd IPv4 forms (2130706433, 0x7f.1, 127.1) to dotted quads.
  const host = url.hostname.replace(/^\[|\]$/g, "");
  const port = Number(url.port || (url.protocol === "https:" ? 443 : 80));
  let addresses: Resolved[];
  const literal = isIP(host);
  if (literal) {
    addresses = [{ address: host, family: literal as 4 | 6 }];
  } else {
    try {
      const found = await Promise.race([lookup(host, { all: true, verbatim: true }), deadline]);
      addresses = found.map((a) => ({ address: a.address, family: a.family as 4 | 6 }));
    } catch (error) {
      if (error instanceof OutboundError) throw error;
      throw outboundErrors.dns(redirected);
    }
    if (addresses.length === 0) throw outboundErrors.dns(redirected);
  }
  for (const { address } of addresses) {
    const refused = policy({ address, port, host });
    if (refused) throw refusedAddress(refused, redirected);
  }
  return addresses;
}

/**
 * The guarded client's checks of a URL without sending anything: http(s), and every address its host resolves to
 * allowed by `policy`. Throws the OutboundError the client would (invalid-url, protocol, refused, dns, timeout).
 * A check ahead of time only: DNS can answer otherwise later, so guardedFetch checks again when it connects.
 */
export async function checkOutboundUrl(input: string, policy: AddressPolicy, timeoutMs: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(outboundErrors.timeout(timeoutMs)), timeoutMs);
  });
  deadline.catch(() => undefined);
  try {
    await resolveChecked(parseTarget(input, undefined, false), policy, false, deadline);
  } finally {
    clearTimeout(timer);
  }
}
