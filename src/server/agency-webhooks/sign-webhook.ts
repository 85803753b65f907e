import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";

export const SIGNATURE_HEADER = "Liman-Signature";

/** A signature older (or newer) than this is refused by `verifyWebhookSignature`: replays of old bodies fail. */
export const SIGNATURE_TOLERANCE_S = 300;

const hmac = (secret: string, timestamp: number, body: string) =>
  createHmac("sha256", secret).update(`${timestamp}.${body}`).digest("hex");

/** The `Liman-Signature` value of a body sent at `timestamp` (unix seconds), as Stripe signs: `t=…,v1=…`. */
export function signWebhook(secret: string, body: string, timestamp: number): string {
  return `t=${timestamp},v1=${hmac(secret, timestamp, body)}`;
}

/**
 * What an agency does with a webhook (docs/partner-api.md shows the same in a few lines): reads `t` and every
 * `v1`, refuses a timestamp outside the tolerance, compares in constant time.
 */
export function verifyWebhookSignature(
  secret: string,
  body: string,
  header: string,
  nowS: number,
  toleranceS = SIGNATURE_TOLERANCE_S,
): boolean {
  const parts = header.split(",").map((p) => p.trim().split("="));
  const t = Number(parts.find(([k]) => k === "t")?.[1]);
  if (!Number.isInteger(t) || Math.abs(nowS - t) > toleranceS) return false;
  const expected = Buffer.from(hmac(secret, t, body), "hex");
  return parts
    .filter(([k, v]) => k === "v1" && v !== undefined && /^[0-9a-f]{64}$/.test(v))
    .some(([, v]) => timingSafeEqual(Buffer.from(v!, "hex"), expected));
}
