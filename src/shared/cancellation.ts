import { z } from "zod";
import { diffDays } from "@/lib/dates";
import type { Currency } from "@/lib/money";
import { msg } from "./messages/message-ref";

/**
 * Cancellation terms (issue 15 item 5): an ordered list of tiers, from the earliest cancellation to the latest.
 * A tier applies when the cancellation comes at least `min_days` days before the start (check-in) day; it keeps
 * the deposit, or charges a whole percent of the total. The last tier starts at 0 days, so every day is covered.
 */
export const CANCELLATION_CHARGES = ["deposit", "percent"] as const;
export type CancellationCharge = (typeof CANCELLATION_CHARGES)[number];

export const cancellationTierSchema = z
  .object({
    min_days: z
      .number({ error: msg("cancellation.days_integer") })
      .int({ error: msg("cancellation.days_integer") })
      .min(0, { error: msg("cancellation.days_min") })
      .max(730, { error: msg("cancellation.days_max") }),
    charge: z.enum(CANCELLATION_CHARGES, { error: msg("cancellation.charge") }),
    percent: z
      .number({ error: msg("cancellation.percent_integer") })
      .int({ error: msg("cancellation.percent_integer") })
      .min(0, { error: msg("cancellation.percent_range") })
      .max(100, { error: msg("cancellation.percent_range") })
      .nullish(),
  })
  .strict()
  .refine((t) => t.charge !== "percent" || typeof t.percent === "number", {
    error: msg("cancellation.percent_required"),
    path: ["percent"],
  })
  .transform((t) =>
    t.charge === "percent"
      ? { min_days: t.min_days, charge: "percent" as const, percent: t.percent ?? 0 }
      : { min_days: t.min_days, charge: "deposit" as const },
  );

export type CancellationTier = z.output<typeof cancellationTierSchema>;

/** The tiers as staff save them: 1–10 tiers, `min_days` strictly decreasing, the last one at 0. */
export const cancellationTiersSchema = z
  .array(cancellationTierSchema, { error: msg("cancellation.tiers_list") })
  .min(1, { error: msg("cancellation.tiers_min") })
  .max(10, { error: msg("cancellation.tiers_max") })
  .superRefine((tiers, ctx) => {
    for (let i = 1; i < tiers.length; i++) {
      if ((tiers[i]?.min_days ?? 0) >= (tiers[i - 1]?.min_days ?? 0)) {
        ctx.addIssue({
          code: "custom",
          message: msg("cancellation.tiers_order"),
          path: [i, "min_days"],
        });
        return;
      }
    }
    if (tiers.length > 0 && tiers[tiers.length - 1]?.min_days !== 0) {
      ctx.addIssue({
        code: "custom",
        message: msg("cancellation.tiers_last_zero"),
        path: [tiers.length - 1, "min_days"],
      });
    }
  });

/** More than 60 days before: the deposit is kept; 30–60 days: 50 %; under 30 days: 100 %. */
export const DEFAULT_CANCELLATION_TIERS: CancellationTier[] = [
  { min_days: 61, charge: "deposit" },
  { min_days: 30, charge: "percent", percent: 50 },
  { min_days: 0, charge: "percent", percent: 100 },
];

/** The stored setting (JSON text) as tiers; the defaults when it is missing or not valid. */
export function parseCancellationTiers(stored: string | null | undefined): CancellationTier[] {
  if (!stored) return DEFAULT_CANCELLATION_TIERS;
  try {
    const parsed = cancellationTiersSchema.safeParse(JSON.parse(stored));
    return parsed.success ? parsed.data : DEFAULT_CANCELLATION_TIERS;
  } catch {
    return DEFAULT_CANCELLATION_TIERS;
  }
}

function chargeText(tier: CancellationTier): string {
  if (tier.charge === "deposit") return "kapora (ön ödeme) iade edilmez";
  if (tier.percent === 0) return "ücretsiz iptal, kesinti yapılmaz";
  if (tier.percent === 100) return "toplam tutarın tamamı kesilir";
  return `toplam tutarın %${tier.percent} kadarı kesilir`;
}

function rangeText(tiers: readonly CancellationTier[], index: number): string {
  const tier = tiers[index] as CancellationTier;
  const upper = index > 0 ? (tiers[index - 1] as CancellationTier).min_days - 1 : null;
  if (upper === null) return tiers.length === 1 ? "Her zaman" : `Girişe ${tier.min_days} gün veya daha fazla kala`;
  if (tier.min_days === 0) return upper === 0 ? "Giriş günü" : `Girişe ${upper + 1} günden az kala`;
  if (upper === tier.min_days) return `Girişe ${tier.min_days} gün kala`;
  return `Girişe ${tier.min_days}–${upper} gün kala`;
}

/** One Turkish sentence per tier, in order (the proforma and /enquire print them). */
export function describeCancellationTiers(tiers: readonly CancellationTier[]): string[] {
  return tiers.map((tier, i) => `${rangeText(tiers, i)} iptal: ${chargeText(tier)}.`);
}

function chargeTextEn(tier: CancellationTier): string {
  if (tier.charge === "deposit") return "the deposit is not refunded";
  if (tier.percent === 0) return "free cancellation, nothing is charged";
  if (tier.percent === 100) return "the full total is charged";
  return `${tier.percent}% of the total is charged`;
}

const daysEn = (n: number) => (n === 1 ? "1 day" : `${n} days`);

function rangeTextEn(tiers: readonly CancellationTier[], index: number): string {
  const tier = tiers[index] as CancellationTier;
  const upper = index > 0 ? (tiers[index - 1] as CancellationTier).min_days - 1 : null;
  if (upper === null) return tiers.length === 1 ? "At any time" : `${daysEn(tier.min_days)} or more before check-in`;
  if (tier.min_days === 0)
    return upper === 0 ? "On the check-in day" : `Less than ${daysEn(upper + 1)} before check-in`;
  if (upper === tier.min_days) return `${daysEn(tier.min_days)} before check-in`;
  return `${tier.min_days}–${upper} days before check-in`;
}

/** The same sentences in English, for a guest who booked on the English site. */
export function describeCancellationTiersIn(tiers: readonly CancellationTier[], locale: "tr" | "en"): string[] {
  if (locale === "tr") return describeCancellationTiers(tiers);
  return tiers.map((tier, i) => `Cancellation ${lowerFirst(rangeTextEn(tiers, i))}: ${chargeTextEn(tier)}.`);
}

const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/** The tier that applies `daysBefore` days before the start (after the start: the last tier). */
export function tierIndexFor(tiers: readonly CancellationTier[], daysBefore: number): number {
  const index = tiers.findIndex((t) => daysBefore >= t.min_days);
  return index === -1 ? tiers.length - 1 : index;
}

export type CancellationSubject = {
  /** The start (check-in) day, YYYY-MM-DD. */
  startDate: string;
  /** Minor units. */
  total: number;
  deposit: number;
  /** Deposits + balances − refunds of the non-voided transactions (paidAmount), minor units. */
  paid: number;
  currency: Currency;
};

export type CancellationCost = {
  tier: CancellationTier & { index: number; label: string };
  days_before: number;
  /** What cancelling costs (minor units): the deposit, or the tier's percent of the total rounded down. */
  amount: number;
  currency: Currency;
  paid: number;
  /** paid − amount, never below 0. */
  refund: number;
  /** amount − paid still owed, never below 0. */
  outstanding: number;
};

/**
 * What cancelling `reservation` on `today` (an Istanbul day) costs under `tiers`. The percent is rounded down,
 * so the amount is never above what the tier says, and never above the total.
 */
export function cancellationCost(
  tiers: readonly CancellationTier[],
  reservation: CancellationSubject,
  today: string,
): CancellationCost {
  if (tiers.length === 0) throw new Error("cancellationCost needs at least one tier");
  const daysBefore = diffDays(today, reservation.startDate);
  const index = tierIndexFor(tiers, daysBefore);
  const tier = tiers[index] as CancellationTier;
  const total = Math.max(0, reservation.total);
  const byTier =
    tier.charge === "deposit" ? reservation.deposit : Number((BigInt(total) * BigInt(tier.percent)) / 100n);
  const amount = Math.max(0, Math.min(byTier, total));
  const paid = reservation.paid;
  return {
    tier: { ...tier, index, label: describeCancellationTiers(tiers)[index] as string },
    days_before: daysBefore,
    amount,
    currency: reservation.currency,
    paid,
    refund: Math.max(paid - amount, 0),
    outstanding: Math.max(amount - paid, 0),
  };
}
