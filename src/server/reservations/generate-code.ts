import "server-only";
import { randomInt } from "node:crypto";

/** Letters and digits nobody confuses on a phone or in handwriting: no 0/O, 1/I/L. */
export const CODE_ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";
export const CODE_PREFIX = "LMN-";

/** A public reservation code such as `LMN-7K2Q9X` (31^6 ≈ 887 million codes, drawn at random). */
export function generateReservationCode(): string {
  let code = CODE_PREFIX;
  for (let i = 0; i < 6; i++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}

/** What a visitor types (`lmn-7k2q9x`, ` 7K2Q9X `) in the stored form (`LMN-7K2Q9X`). */
export function normaliseReservationCode(input: string): string {
  const code = input.trim().toUpperCase();
  return /^[A-Z0-9]{6}$/.test(code) ? `${CODE_PREFIX}${code}` : code;
}
