import "server-only";

/** Minor units as PayTR writes an amount in a basket or a refund: a dot decimal with two places ("100.50"). */
export function paytrDecimal(amountMinor: number): string {
  const sign = amountMinor < 0 ? "-" : "";
  const abs = Math.abs(amountMinor);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}

/** PayTR names the lira `TL`; the other currencies by their ISO code. */
export function paytrCurrency(iso: string): string {
  return iso === "TRY" ? "TL" : iso;
}

/** `user_basket`: base64 of the JSON list of [name, "unit price", quantity] lines; ours is one line. */
export function paytrBasket(description: string, amountMinor: number): string {
  return Buffer.from(JSON.stringify([[description, paytrDecimal(amountMinor), 1]])).toString("base64");
}
