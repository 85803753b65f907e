import "server-only";
import type { Locale } from "@/i18n/locales";

/** Days a review link stays valid after it is mailed. */
export const REVIEW_LINK_TTL_DAYS = 30;

/**
 * Stays whose check-out was at most this many days ago are invited. A stay older than that (one that ended
 * before the feature existed, or while the invitation template was off) is not asked any more.
 */
export const REVIEW_INVITE_WINDOW_DAYS = 14;

/** Key of the invitation mail template (editable by staff; switched off: no invitations are made). */
export const REVIEW_TEMPLATE = "review_invitation";

/** The site page of a review link. */
export function reviewUrl(publicUrl: string, token: string, locale: Locale = "tr"): string {
  const prefix = locale === "en" ? "/en" : "";
  return new URL(`${prefix}/review/${encodeURIComponent(token)}`, publicUrl).toString();
}
