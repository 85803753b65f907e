import "server-only";
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";

/**
 * A key for one purpose derived from the server's signing secret (HKDF-SHA256), so TOTP secrets and login
 * challenges never share a key with the access tokens. Changing JWT_SECRET therefore also makes stored TOTP
 * secrets unreadable: those users sign in with a recovery code or get their TOTP reset by an ADMIN.
 */
export function deriveKey(master: Uint8Array, purpose: string): Uint8Array {
  return new Uint8Array(hkdfSync("sha256", master, "liman", purpose, 32));
}

const VERSION = "v1";

/** AES-256-GCM; `context` (e.g. the user id) is authenticated, so a sealed secret cannot be moved to another row. */
export function sealSecret(plain: string, key: Uint8Array, context: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key, iv);
  cipher.setAAD(Buffer.from(context));
  const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  return [VERSION, iv, cipher.getAuthTag(), body]
    .map((p) => (typeof p === "string" ? p : p.toString("base64url")))
    .join(".");
}

/** The plain secret, or null when the box was sealed with another key or context or was tampered with. */
export function openSecret(sealed: string, key: Uint8Array, context: string): string | null {
  const [version, iv, tag, body] = sealed.split(".");
  if (version !== VERSION || !iv || !tag || body === undefined) return null;
  try {
    const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(iv, "base64url"));
    decipher.setAAD(Buffer.from(context));
    decipher.setAuthTag(Buffer.from(tag, "base64url"));
    return Buffer.concat([decipher.update(Buffer.from(body, "base64url")), decipher.final()]).toString("utf8");
  } catch {
    return null;
  }
}
