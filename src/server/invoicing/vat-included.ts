import "server-only";

/** One invoice detail of a price that includes VAT: its unit price without VAT (decimal text) and its gross. */
export type VatIncludedPart = { unitPrice: string; grossMinor: number };

const vatOf = (netMinor: number, vatPercent: number) => Math.round((netMinor * vatPercent) / 100);
const cents = (minor: number) => `${Math.floor(minor / 100)}.${String(minor % 100).padStart(2, "0")}`;

/**
 * A price that includes VAT as invoice details whose nets are whole cents, so that each detail's net + VAT on it adds
 * up to exactly what was paid (e-Arşiv documents carry VAT per line). Most amounts are one net, exact however the
 * total is rounded; some cannot be reached by any net (VAT rounding skips them: about one in six at the default rate), and those
 * are the amount one cent less plus a one-cent detail. At 50 % VAT and above the one-cent detail would carry VAT itself: there
 * the unit price is given to 4 decimals instead (exact when the service rounds the line's gross).
 * `grossMinor` in minor units (kuruş, cents).
 */
export function vatIncludedParts(grossMinor: number, vatPercent: number): VatIncludedPart[] {
  const whole = (gross: number) => {
    const near = Math.round((gross * 100) / (100 + vatPercent));
    for (const net of [near, near - 1, near + 1]) {
      if (net > 0 && net + vatOf(net, vatPercent) === gross) return { unitPrice: cents(net), grossMinor: gross };
    }
    return undefined;
  };
  const one = whole(grossMinor);
  if (one) return [one];
  const rest = grossMinor > 1 && vatPercent < 50 ? whole(grossMinor - 1) : undefined;
  if (rest) return [rest, { unitPrice: "0.01", grossMinor: 1 }];
  return [{ unitPrice: netUnitPrice(grossMinor, vatPercent), grossMinor }];
}

/** The unit price without VAT to 4 decimals: price × (1 + VAT) rounds back to the gross to the cent. */
export function netUnitPrice(grossMinor: number, vatPercent: number): string {
  // gross / (1 + v/100) in major units = grossMinor / (100 + v), kept to 1/10000 with integer arithmetic.
  const scaled = Math.round((grossMinor * 10_000) / (100 + vatPercent));
  return `${Math.floor(scaled / 10_000)}.${String(scaled % 10_000).padStart(4, "0")}`;
}
