import "server-only";
import { createHash, randomBytes } from "node:crypto";

/** Every key starts so: a leaked one is recognisable (secret scanners), and a staff session token never looks like one. */
export const API_KEY_START = "lmn_live_";
/** How much of a key is kept in clear to tell keys apart in lists: the start and 6 random characters. */
const PREFIX_LENGTH = API_KEY_START.length + 6;

/** A new key: 32 random bytes (256 bits) after the start, base64url. */
export function newApiKey(): { key: string; prefix: string; hash: string } {
  const key = `${API_KEY_START}${randomBytes(32).toString("base64url")}`;
  return { key, prefix: key.slice(0, PREFIX_LENGTH), hash: hashApiKey(key) };
}

/**
 * What is stored of a key: its SHA-256 (hex). A key carries 256 random bits, so no slow hash is needed against
 * guessing, and the lookup by hash stays one index probe per request.
 */
export const hashApiKey = (key: string) => createHash("sha256").update(key).digest("hex");

/** Whether a bearer value has the shape of a key (anything else is refused without a database read). */
export const looksLikeApiKey = (value: string) => /^lmn_live_[A-Za-z0-9_-]{43}$/.test(value);
