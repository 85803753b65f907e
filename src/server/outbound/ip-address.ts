import "server-only";
import { isIPv4, isIPv6 } from "node:net";

/** An IP address as bytes: 4 for IPv4, 16 for IPv6. */
export type IpBytes = { family: 4; bytes: number[] } | { family: 6; bytes: number[] };

function v4Bytes(text: string): number[] {
  return text.split(".").map(Number);
}

function v6Bytes(text: string): number[] {
  // A trailing dotted quad (::ffff:1.2.3.4) stands for the last two groups.
  const hex = text.replace(/(\d+)\.(\d+)\.(\d+)\.(\d+)$/, (_m, a, b, c, d) =>
    [(Number(a) << 8) | Number(b), (Number(c) << 8) | Number(d)].map((g) => g.toString(16)).join(":"),
  );
  const [left = "", right] = hex.split("::");
  const groupsOf = (part: string | undefined) => (part ? part.split(":") : []);
  const leftGroups = groupsOf(left);
  const rightGroups = groupsOf(right);
  const zeros = right === undefined ? 0 : 8 - leftGroups.length - rightGroups.length;
  const groups = [...leftGroups, ...Array<string>(zeros).fill("0"), ...rightGroups].map((g) => Number.parseInt(g, 16));
  return groups.flatMap((g) => [g >> 8, g & 0xff]);
}

/** Parses a textual IP address (an IPv6 zone such as `%eth0` is dropped); undefined when it is not one. */
export function parseIp(address: string): IpBytes | undefined {
  const text = address.replace(/^\[|\]$/g, "").replace(/%.*$/, "");
  if (isIPv4(text)) return { family: 4, bytes: v4Bytes(text) };
  if (isIPv6(text)) {
    const bytes = v6Bytes(text.toLowerCase());
    return bytes.length === 16 && bytes.every((b) => Number.isInteger(b) && b >= 0 && b <= 255)
      ? { family: 6, bytes }
      : undefined;
  }
  return undefined;
}

/** Whether the first `bits` bits of `bytes` equal those of `prefix`. */
export function hasPrefix(bytes: number[], prefix: number[], bits: number): boolean {
  for (let i = 0; i < bits; i += 8) {
    const take = Math.min(8, bits - i);
    const mask = (0xff << (8 - take)) & 0xff;
    if (((bytes[i / 8] ?? 0) & mask) !== ((prefix[i / 8] ?? 0) & mask)) return false;
  }
  return true;
}
