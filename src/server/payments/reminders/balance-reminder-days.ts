import "server-only";

/** The balance reminder's mail template (staff edit it under Mail Şablonları). */
export const BALANCE_REMINDER_TEMPLATE = "balance_reminder";

/**
 * Reminders go this many days before the balance's due day, largest first: a week ahead leaves time for a bank
 * transfer, the day before is the last call. Each goes once per reservation and due day (payment_reminders).
 */
export const BALANCE_REMINDER_DAYS = [7, 1] as const;

/**
 * Which reminder is due `daysLeft` days before the due day: the one with the fewest days before it that still has
 * at least `daysLeft` (5 days left → the 7-day one, 1 day left → the 1-day one); none on the due day or after it,
 * or further ahead than the first.
 */
export function reminderFor(daysLeft: number): number | undefined {
  if (daysLeft < 1) return undefined;
  return [...BALANCE_REMINDER_DAYS].reverse().find((days) => days >= daysLeft);
}
