import "server-only";
import { createHmac } from "node:crypto";
import type { Check } from "./limit";

/**
 * The database key of a counter: the limit's name and an HMAC (keyed with the app secret) of the subject, so that
 * no e-mail or address is stored in clear and a key cannot be matched to a guessed e-mail without the secret.
 */
export function counterKey(secret: Uint8Array, check: Check): string {
  const digest = createHmac("sha256", secret).update(check.subject).digest("base64url");
  return `${check.limit.name}:${digest}`;
}
