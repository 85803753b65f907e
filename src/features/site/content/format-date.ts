const dateFormat = new Intl.DateTimeFormat("tr-TR", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "Europe/Istanbul",
});

/** `22 Kasım 2026`: a timestamp as a Turkish calendar date (Istanbul time). */
export const formatTurkishDate = (iso: string) => dateFormat.format(new Date(iso));
