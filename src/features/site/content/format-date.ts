import type { Locale } from "@/i18n/locales";
import { formatMomentLong } from "@/lib/locale-format";
import { formatMomentLongTr } from "@/lib/turkish-calendar";

/** `22 Kasım 2026`: a timestamp as a Turkish calendar date (Istanbul time). */
export const formatTurkishDate = (iso: string) => formatMomentLongTr(new Date(iso));

/** A timestamp as a calendar date in the page's language (Istanbul time): `22 Kasım 2026` / `22 November 2026`. */
export const formatContentDate = (iso: string, locale: Locale) => formatMomentLong(new Date(iso), locale);
