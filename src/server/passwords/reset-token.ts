import "server-only";
import { createHash, randomBytes } from "node:crypto";

/** How long a reset link works. */
export const RESET_TOKEN_TTL_MS = 30 * 60 * 1000;

/** What the database keeps of a reset token: its SHA-256 (a token is 256 random bits, so no salt or slow hash). */
export function hashResetToken(token: string): string {
  return createHash("sha256").update(token, "utf8").digest("hex");
}

export function newResetToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString("base64url");
  return { token, hash: hashResetToken(token) };
}
