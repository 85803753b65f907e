import "server-only";
export type DayRange = { start_date: string; end_date: string };

/** Merges overlapping and back-to-back half-open ranges into the fewest ranges, sorted by start. */
export function mergeRanges(ranges: DayRange[]): DayRange[] {
  const sorted = [...ranges].sort((a, b) => (a.start_date < b.start_date ? -1 : a.start_date > b.start_date ? 1 : 0));
  const merged: DayRange[] = [];
  for (const range of sorted) {
    const last = merged[merged.length - 1];
    if (last && range.start_date <= last.end_date) {
      if (range.end_date > last.end_date) last.end_date = range.end_date;
    } else {
      merged.push({ start_date: range.start_date, end_date: range.end_date });
    }
  }
  return merged;
}
