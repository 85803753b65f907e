import "server-only";
import { hasPrefix, type IpBytes, parseIp } from "./ip-address";

/** Why an address is not on the public internet. */
export type AddressClass =
  | "loopback"
  | "private"
  | "link-local"
  | "cgnat"
  | "unique-local"
  | "multicast"
  | "broadcast"
  | "unspecified"
  | "reserved";

type Range = [prefix: string, bits: number, kind: AddressClass];

// First match wins: the /32 broadcast before 240/4.
const V4: Range[] = [
  ["0.0.0.0", 8, "unspecified"], // "this network"; 0.0.0.0 reaches the host itself on Linux
  ["127.0.0.0", 8, "loopback"],
  ["10.0.0.0", 8, "private"],
  ["172.16.0.0", 12, "private"],
  ["192.168.0.0", 16, "private"],
  ["169.254.0.0", 16, "link-local"], // incl. 169.254.169.254, the cloud metadata service
  ["100.64.0.0", 10, "cgnat"],
  ["224.0.0.0", 4, "multicast"],
  ["255.255.255.255", 32, "broadcast"],
  ["192.0.0.0", 24, "reserved"], // IETF protocol assignments
  ["192.0.2.0", 24, "reserved"], // documentation
  ["198.51.100.0", 24, "reserved"],
  ["203.0.113.0", 24, "reserved"],
  ["198.18.0.0", 15, "reserved"], // benchmarking
  ["192.88.99.0", 24, "reserved"], // 6to4 relay anycast
  ["240.0.0.0", 4, "reserved"],
];

const V6: Range[] = [
  ["::", 128, "unspecified"],
  ["::1", 128, "loopback"],
  ["ff00::", 8, "multicast"],
  ["fe80::", 10, "link-local"],
  ["fec0::", 10, "private"], // deprecated site-local
  ["fc00::", 7, "unique-local"],
  ["64:ff9b:1::", 48, "reserved"], // local-use NAT64
  ["100::", 64, "reserved"], // discard-only
  ["2001::", 23, "reserved"], // IETF protocol assignments: Teredo, benchmarking, ORCHID
  ["2001:db8::", 32, "reserved"], // documentation
  ["3fff::", 20, "reserved"], // documentation
  ["5f00::", 16, "reserved"], // SRv6 SIDs
];

/** IPv6 forms that carry an IPv4 address, checked as that address: [prefix, bits, offset of the IPv4 bytes]. */
const EMBEDDING: [prefix: string, bits: number, offset: number][] = [
  ["::ffff:0:0", 96, 12], // IPv4-mapped
  ["::ffff:0:0:0", 96, 12], // SIIT
  ["64:ff9b::", 96, 12], // NAT64 well-known prefix
  ["2002::", 16, 2], // 6to4
];

const parsedRanges = (ranges: Range[]) =>
  ranges.map(([prefix, bits, kind]) => ({ bytes: parseIp(prefix)!.bytes, bits, kind }));
const V4_RANGES = parsedRanges(V4);
const V6_RANGES = parsedRanges(V6);
const EMBEDDINGS = EMBEDDING.map(([prefix, bits, offset]) => ({ bytes: parseIp(prefix)!.bytes, bits, offset }));
const GLOBAL_UNICAST = parseIp("2000::")!.bytes;

function classifyV4(bytes: number[]): AddressClass | null {
  return V4_RANGES.find((r) => hasPrefix(bytes, r.bytes, r.bits))?.kind ?? null;
}

function classifyV6(bytes: number[]): AddressClass | null {
  for (const e of EMBEDDINGS) {
    if (hasPrefix(bytes, e.bytes, e.bits)) return classifyV4(bytes.slice(e.offset, e.offset + 4));
  }
  const listed = V6_RANGES.find((r) => hasPrefix(bytes, r.bytes, r.bits))?.kind;
  if (listed) return listed;
  // Deprecated IPv4-compatible ::a.b.c.d: the embedded address's class, else reserved.
  if (hasPrefix(bytes, [], 96)) return classifyV4(bytes.slice(12)) ?? "reserved";
  // Everything outside 2000::/3 is unassigned.
  return hasPrefix(bytes, GLOBAL_UNICAST, 3) ? null : "reserved";
}

/** The class of a non-public address, or null for a public one; text that is not an IP address is "reserved". */
export function classifyAddress(address: string | IpBytes): AddressClass | null {
  const ip = typeof address === "string" ? parseIp(address) : address;
  if (!ip) return "reserved";
  return ip.family === 4 ? classifyV4(ip.bytes) : classifyV6(ip.bytes);
}

/** Where a request is about to connect: the checked address and port, and the host name it was resolved from. */
export type OutboundTarget = { address: string; port: number; host: string };

/** Decides whether a target may be reached: null allows it, a class refuses it. */
export type AddressPolicy = (target: OutboundTarget) => AddressClass | null;

/** The default: public internet addresses only. */
export const publicOnly: AddressPolicy = (target) => classifyAddress(target.address);

const LOCAL_NETWORK = new Set<AddressClass>(["loopback", "private", "link-local", "cgnat", "unique-local"]);

/** OUTBOUND_ALLOW_PRIVATE=1: the local network too; multicast, broadcast, unspecified and reserved stay refused. */
export const publicOrPrivate: AddressPolicy = (target) => {
  const kind = classifyAddress(target.address);
  return kind && LOCAL_NETWORK.has(kind) ? null : kind;
};

/** The policy of this install. */
export function outboundPolicy(config: { outboundAllowPrivate: boolean }): AddressPolicy {
  return config.outboundAllowPrivate ? publicOrPrivate : publicOnly;
}
