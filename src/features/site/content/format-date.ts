import { formatMomentLongTr } from "@/lib/turkish-calendar";

/** `22 Kasım 2026`: a timestamp as a Turkish calendar date (Istanbul time). */
export const formatTurkishDate = (iso: string) => formatMomentLongTr(new Date(iso));
