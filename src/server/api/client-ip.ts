import "server-only";
import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";

/**
 * The caller's address. With `trustedProxies` = 0 the socket's. With N proxies in front, each proxy appends the
 * address it was called from to X-Forwarded-For, so the client is the Nth entry from the right; anything to its
 * left was written by the client and is ignored. A request that carries fewer entries than N passed through fewer
 * proxies (or came straight from inside): every entry it has was written by one of ours, so the leftmost is the
 * farthest address known; with none, the socket's.
 */
export function clientIp(c: Context, trustedProxies: number): string {
  if (trustedProxies > 0) {
    const hops = forwardedHops(c.req.header("x-forwarded-for"));
    const chosen = hops.length >= trustedProxies ? hops[hops.length - trustedProxies] : hops[0];
    if (chosen) return chosen;
  }
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    return "unknown"; // in-process requests (tests) have no socket
  }
}

/** The entries of X-Forwarded-For (several headers arrive joined with commas), blanks dropped. */
export function forwardedHops(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(",")
    .map((hop) => hop.trim())
    .filter((hop) => hop.length > 0);
}
