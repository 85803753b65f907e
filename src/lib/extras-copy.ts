/**
 * Words and small sums for extras and discounts (issue 15), shared by the dashboard and the site: the Turkish
 * names of the units, payment places and discount kinds, an extra's price as text, and a price after a discount
 * rounded like the pricing engine (half up to a whole minor unit).
 */
import type { z } from "zod";
import type {
  appliedDiscountSchema,
  discountSchema,
  publicExtraSchema,
  quoteLineSchema,
} from "@/shared/extras-discounts";
import { type Currency, depositOf, formatMoney } from "./money";

import {
  DISCOUNT_KINDS,
  type DiscountKind,
  EXTRA_PAYABLES,
  EXTRA_UNITS,
  type ExtraPayable,
  type ExtraUnit,
} from "@/shared/pricing-lines";

export { DISCOUNT_KINDS, EXTRA_PAYABLES, EXTRA_UNITS };
export type { DiscountKind, ExtraPayable, ExtraUnit };

/** The words of the screens (issue 15's wording; the engine's line labels live in src/shared/pricing-lines). */
export const EXTRA_UNIT_LABELS: Record<ExtraUnit, string> = {
  booking: "Rezervasyon başına",
  day: "Gün başına",
  person: "Kişi başına",
  person_day: "Kişi başına gün başına",
  charter_percent: "Kiralama bedelinin %'si",
};

export const EXTRA_PAYABLE_LABELS: Record<ExtraPayable, string> = {
  booking: "Rezervasyonla ödenir",
  base: "Üste (marinada) ödenir",
};

export const DISCOUNT_KIND_LABELS: Record<DiscountKind, string> = {
  early_booking: "Erken rezervasyon",
  last_minute: "Son dakika",
  long_stay: "Uzun konaklama",
};

/** `%10 indirim`: the badge of a discounted price. */
export const discountBadge = (percent: number) => `%${percent} indirim`;

/** What the threshold of a discount means, in words. */
export function discountRuleText(kind: DiscountKind, days: number): string {
  if (kind === "early_booking") return `Girişten en az ${days} gün önce yapılan rezervasyonlar`;
  if (kind === "last_minute") return `Girişe en fazla ${days} gün kala yapılan rezervasyonlar`;
  return `En az ${days} gece kalışlar`;
}

/** A price after a discount: the discount is rounded half up (the engine's rule), then subtracted. */
export function discountedAmount(amount: number, percent: number): number {
  return amount - depositOf(amount, percent);
}

/** An extra's price as text: `€150 · Gün başına`, or `%10 · Kiralama bedelinin %'si` for the APA unit. */
export function extraPriceText(extra: { unit: ExtraUnit; amount: number; currency: Currency | null }): string {
  const price =
    extra.unit === "charter_percent" || !extra.currency
      ? `%${extra.amount}`
      : formatMoney(extra.amount, extra.currency);
  return `${price} · ${EXTRA_UNIT_LABELS[extra.unit]}`;
}

/** How a quote or reservation line was counted: `4 kişi × 7 gün`, `7 gün`; empty when once (booking, APA). */
export function lineQuantityText(
  line: { unit: ExtraUnit | null; quantity: number; unit_amount: number },
  counts?: { guests: number; days: number },
): string {
  switch (line.unit) {
    case "day":
      return `${line.quantity} gün`;
    case "person":
      return `${line.quantity} kişi`;
    case "person_day":
      return counts && counts.guests * counts.days === line.quantity
        ? `${counts.guests} kişi × ${counts.days} gün`
        : `${line.quantity} kişi-gün`;
    default:
      return line.quantity > 1 ? `${line.quantity} adet` : "";
  }
}

/** The client's view of the pricing answers (the zod schemas of src/shared/extras-discounts). */
export type ExtraDto = z.infer<typeof publicExtraSchema>;
export type PriceLine = z.infer<typeof quoteLineSchema> & { id?: number; currency?: Currency };
export type QuoteDiscount = z.infer<typeof appliedDiscountSchema> | null;
export type DiscountDto = z.infer<typeof discountSchema>;

/**
 * The `discount_percent` of a card or boat page answer (issue 15), or null when none applies (or the field is
 * absent): 1–90 only, anything else is ignored so a bad value never shows a wrong price.
 */
export function discountPercentOf(item: object): number | null {
  const value = (item as { discount_percent?: unknown }).discount_percent;
  return typeof value === "number" && Number.isInteger(value) && value >= 1 && value <= 90 ? value : null;
}
