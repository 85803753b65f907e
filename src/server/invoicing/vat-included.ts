import "server-only";

/**
 * The unit price without VAT of a price that includes it, as the decimal text Paraşüt takes (4 decimals), such that
 * the price times (1 + VAT) rounds back to the gross to the cent: the invoice adds up to what was paid.
 * `grossMinor` in minor units (kuruş, cents).
 */
export function netUnitPrice(grossMinor: number, vatPercent: number): string {
  // gross / (1 + v/100) in major units = grossMinor / (100 + v), kept to 1/10000 with integer arithmetic.
  const scaled = Math.round((grossMinor * 10_000) / (100 + vatPercent));
  const whole = Math.floor(scaled / 10_000);
  return `${whole}.${String(scaled % 10_000).padStart(4, "0")}`;
}
