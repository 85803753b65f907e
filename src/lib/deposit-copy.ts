/**
 * The deposit rate in words. The rate is the `deposit_percent` setting: built-in copy is computed from it here,
 * and texts kept in the database (website pages, FAQ answers, the footer text, mail templates) write the
 * placeholders `{{deposit_percent}}` and `{{balance_percent}}`, filled with the rate when they are shown. So no
 * text names a rate of its own, and changing the setting changes every mention.
 */

/** The rate a fresh database starts with (the `deposit_percent` default). */
export const DEFAULT_DEPOSIT_PERCENT = 20;

/** The placeholders a stored text may hold, the same `{{name}}` form mail templates use. */
export const COPY_PLACEHOLDERS = ["deposit_percent", "balance_percent"] as const;

/** A setting's text as a rate (1–100); anything else falls back to the default. */
export function depositPercentOf(value: string | number | undefined): number {
  const n = typeof value === "number" ? value : Number(value);
  return Number.isInteger(n) && n >= 1 && n <= 100 ? n : DEFAULT_DEPOSIT_PERCENT;
}

/** `%30`: Turkish writes the percent sign first. */
export function percentTr(n: number): string {
  return `%${n}`;
}

/** The values of the placeholders for a rate: the deposit share and what is left to pay. */
export function copyValues(depositPercent: number): Record<(typeof COPY_PLACEHOLDERS)[number], string> {
  return { deposit_percent: String(depositPercent), balance_percent: String(100 - depositPercent) };
}

/** A stored text with its placeholders filled; any other `{{…}}` is left as written. */
export function fillCopy(text: string, depositPercent: number): string {
  const values: Record<string, string> = copyValues(depositPercent);
  return text.replace(/\{\{\s*([a-z_]+)\s*\}\}/g, (whole, name: string) => values[name] ?? whole);
}
