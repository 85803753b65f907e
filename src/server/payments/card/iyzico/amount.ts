import "server-only";

/**
 * An amount in minor units as iyzico writes prices: a dot decimal without trailing zeros, at least one decimal
 * ("1500.0", "1500.5", "0.05"), the form the iyzipay package's formatPrice gives. Every currency Liman takes (TRY,
 * EUR, USD, GBP) has two decimals.
 */
export function iyzicoPrice(amountMinor: number): string {
  if (!Number.isSafeInteger(amountMinor) || amountMinor <= 0) {
    throw new RangeError(`iyzico: an amount must be a positive whole number of minor units, got ${amountMinor}`);
  }
  const whole = Math.floor(amountMinor / 100);
  const cents = String(amountMinor % 100)
    .padStart(2, "0")
    .replace(/0$/, "");
  return `${whole}.${cents === "" ? "0" : cents}`;
}
