/** IBAN helpers (ISO 13616): the mod-97 check digits, validation and display grouping. */

const LETTER_A = "A".charCodeAt(0);

/** The IBAN as digits only: letters become 10…35 (A = 10). */
function toDigits(text: string): string {
  let digits = "";
  for (const ch of text) {
    digits += ch >= "A" && ch <= "Z" ? String(ch.charCodeAt(0) - LETTER_A + 10) : ch;
  }
  return digits;
}

/** The remainder of a long decimal string divided by 97, computed piecewise (no float, no BigInt needed). */
function mod97(digits: string): number {
  let remainder = 0;
  for (let i = 0; i < digits.length; i += 7) {
    remainder = Number(`${remainder}${digits.slice(i, i + 7)}`) % 97;
  }
  return remainder;
}

/** Removes spaces and upper-cases: `tr33 0006 …` → `TR330006…`. */
export function compactIban(iban: string): string {
  return iban.replace(/\s+/g, "").toUpperCase();
}

/** The two check digits of an IBAN given its country code and BBAN (the part after the check digits). */
export function ibanCheckDigits(country: string, bban: string): string {
  const rearranged = toDigits(`${compactIban(bban)}${country.toUpperCase()}00`);
  return String(98 - mod97(rearranged)).padStart(2, "0");
}

/** True when the IBAN is well formed and its check digits are right. */
export function isValidIban(iban: string): boolean {
  const compact = compactIban(iban);
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(compact)) return false;
  if (compact.startsWith("TR") && !/^TR\d{24}$/.test(compact)) return false;
  return mod97(toDigits(`${compact.slice(4)}${compact.slice(0, 4)}`)) === 1;
}

/**
 * A Turkish IBAN: TR + check digits + 5-digit bank code + reserve digit 0 + 16-digit account number
 * (26 characters in all).
 */
export function turkishIban(bankCode: string, account: string): string {
  if (!/^\d{5}$/.test(bankCode)) throw new Error("bank code must be 5 digits");
  if (!/^\d{1,16}$/.test(account)) throw new Error("account number must be 1 to 16 digits");
  const bban = `${bankCode}0${account.padStart(16, "0")}`;
  return `TR${ibanCheckDigits("TR", bban)}${bban}`;
}

/** `TR330006100519786457841326` → `TR33 0006 1005 1978 6457 8413 26`. */
export function formatIban(iban: string): string {
  return compactIban(iban).replace(/(.{4})(?=.)/g, "$1 ");
}
