/** Extras, discounts and the priced lines of a quote or reservation: the shared vocabulary (issue 15). */
export const EXTRA_UNITS = ["booking", "day", "person", "person_day", "charter_percent"] as const;
export type ExtraUnit = (typeof EXTRA_UNITS)[number];

/** 'booking': paid with the booking (in the reservation total); 'base': paid at the base (not in the total). */
export const EXTRA_PAYABLES = ["booking", "base"] as const;
export type ExtraPayable = (typeof EXTRA_PAYABLES)[number];

export const DISCOUNT_KINDS = ["early_booking", "last_minute", "long_stay"] as const;
export type DiscountKind = (typeof DISCOUNT_KINDS)[number];

export const LINE_KINDS = ["charter", "extra", "discount"] as const;
export type LineKind = (typeof LINE_KINDS)[number];

export const EXTRA_UNIT_LABELS: Record<ExtraUnit, string> = {
  booking: "Rezervasyon başına",
  day: "Gün başına",
  person: "Kişi başına",
  person_day: "Kişi başına, gün başına",
  charter_percent: "Kiralama bedelinin yüzdesi",
};

export const EXTRA_PAYABLE_LABELS: Record<ExtraPayable, string> = {
  booking: "Rezervasyonla ödenir",
  base: "Limanda ödenir",
};

export const DISCOUNT_KIND_LABELS: Record<DiscountKind, string> = {
  early_booking: "Erken rezervasyon indirimi",
  last_minute: "Son dakika indirimi",
  long_stay: "Uzun kiralama indirimi",
};

/** The label of the charter line. */
export const CHARTER_LINE_LABEL = "Tekne kiralama";

const CHARTER_LINE_LABEL_EN = "Boat charter";
const DISCOUNT_KIND_LABELS_EN: Record<DiscountKind, string> = {
  early_booking: "Early booking discount",
  last_minute: "Last-minute discount",
  long_stay: "Long-stay discount",
};

/**
 * A priced line's label in the reader's language. Lines are frozen with Turkish labels; the charter line and the
 * discount lines carry the standard labels above, which have English names ("Uzun kiralama indirimi (%10)" →
 * "Long-stay discount (10%)"). An extra keeps the name staff gave it.
 */
export function lineLabelIn(line: { kind: LineKind; label: string }, locale: "tr" | "en"): string {
  if (locale === "tr") return line.label;
  if (line.kind === "charter" && line.label === CHARTER_LINE_LABEL) return CHARTER_LINE_LABEL_EN;
  if (line.kind === "discount") {
    for (const kind of DISCOUNT_KINDS) {
      const turkish = DISCOUNT_KIND_LABELS[kind];
      if (!line.label.startsWith(turkish)) continue;
      const rest = line.label.slice(turkish.length).replace(/^ \(%(\d+)\)$/, " ($1%)");
      return DISCOUNT_KIND_LABELS_EN[kind] + rest;
    }
  }
  return line.label;
}
