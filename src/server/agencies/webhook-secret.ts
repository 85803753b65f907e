import "server-only";
import { randomBytes } from "node:crypto";
import { deriveKey, openSecret, sealSecret } from "../auth/totp/secret-box";

/**
 * An agency's webhook signing secret as stored in agencies.webhook_secret_encrypted: sealed with AES-256-GCM under
 * a key derived from the server secret for this purpose, bound to the agency's id (a sealed secret cannot be moved
 * to another agency's row). Staff read it in clear through the API; a database dump alone does not reveal it
 * (decision 0049). Changing JWT_SECRET makes stored secrets unreadable: staff rotate them.
 */
const keyOf = (jwtSecret: Uint8Array) => deriveKey(jwtSecret, "agency-webhook-secret");
const contextOf = (agencyId: number) => `agencies:${agencyId}`;

/** A new secret: 32 random bytes, `whsec_` + base64url (what the agency's developer pastes into their code). */
export const newWebhookSecret = () => `whsec_${randomBytes(32).toString("base64url")}`;

export const sealWebhookSecret = (jwtSecret: Uint8Array, agencyId: number, secret: string) =>
  sealSecret(secret, keyOf(jwtSecret), contextOf(agencyId));

/** The plain secret, or null when it cannot be opened (another server secret, tampered). */
export const openWebhookSecret = (jwtSecret: Uint8Array, agencyId: number, sealed: string) =>
  openSecret(sealed, keyOf(jwtSecret), contextOf(agencyId));
