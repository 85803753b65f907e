import "server-only";
import { createHmac } from "node:crypto";

/**
 * A stable identifier for something the public sees (an iCal event), derived from a private row id with a
 * key only the server knows: the same row always gets the same value, and nothing about the id or the number
 * of rows can be read from it. The key is derived from the app secret for this one purpose.
 */
export function opaqueId(secret: Uint8Array, purpose: string, rowKey: string): string {
  const key = createHmac("sha256", secret).update("liman:opaque-id:v1").digest();
  return createHmac("sha256", key).update(`${purpose}\u0000${rowKey}`).digest("base64url").slice(0, 32);
}
