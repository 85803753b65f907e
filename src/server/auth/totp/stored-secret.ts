import "server-only";
import { deriveKey, openSecret, sealSecret } from "./secret-box";

const keyOf = (jwtSecret: Uint8Array) => deriveKey(jwtSecret, "totp-secret");
const contextOf = (userId: number) => `user_totp:${userId}`;

/** The TOTP secret as stored in user_totp.secret_encrypted (bound to its user). */
export const sealUserSecret = (jwtSecret: Uint8Array, userId: number, secret: string) =>
  sealSecret(secret, keyOf(jwtSecret), contextOf(userId));

export const openUserSecret = (jwtSecret: Uint8Array, userId: number, sealed: string) =>
  openSecret(sealed, keyOf(jwtSecret), contextOf(userId));
