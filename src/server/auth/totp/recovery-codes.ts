import "server-only";
import { createHash, randomBytes } from "node:crypto";

export const RECOVERY_CODE_COUNT = 10;
// 32 symbols without 0/O and 1/I: 16 of them carry 80 random bits, out of reach of brute force even unsalted.
const ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
const LENGTH = 16;

/** One code, shown as XXXX-XXXX-XXXX-XXXX. */
export function generateRecoveryCode(): string {
  const bytes = randomBytes(LENGTH);
  const chars = Array.from(bytes, (b) => ALPHABET[b % ALPHABET.length]).join("");
  return chars.match(/.{4}/g)?.join("-") ?? chars;
}

export function generateRecoveryCodes(count = RECOVERY_CODE_COUNT): string[] {
  return Array.from({ length: count }, generateRecoveryCode);
}

/** What the user typed → the canonical form: case, spaces and dashes do not matter. */
export function normaliseRecoveryCode(input: string): string {
  return input.toUpperCase().replace(/[\s-]/g, "");
}

export function looksLikeRecoveryCode(input: string): boolean {
  return new RegExp(`^[${ALPHABET}]{${LENGTH}}$`).test(normaliseRecoveryCode(input));
}

/** Deterministic hash (so a code can be consumed with one UPDATE … WHERE code_hash = …). */
export function hashRecoveryCode(input: string): string {
  return createHash("sha256").update(normaliseRecoveryCode(input)).digest("hex");
}
