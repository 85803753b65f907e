/** Pure numbers for the dashboard home: today's movements, the month's occupancy per day and revenue. */
import { addDays } from "@/lib/dates";

type Res = {
  id: number;
  status: string;
  start_date: string;
  end_date: string;
  total: number;
  paid: number;
  currency: string;
};
type Occ = { days: string[]; boats: { days: { date: string }[] }[] };

const LIVE = new Set(["option", "confirmed", "completed"]);

export function movements<T extends Res>(list: T[], today: string, horizonDays = 7) {
  const live = list.filter((r) => LIVE.has(r.status));
  const until = addDays(today, horizonDays);
  const byStart = (a: T, b: T) => a.start_date.localeCompare(b.start_date);
  const byEnd = (a: T, b: T) => a.end_date.localeCompare(b.end_date);
  return {
    checkInsToday: live.filter((r) => r.start_date === today),
    checkOutsToday: live.filter((r) => r.end_date === today),
    upcomingCheckIns: live.filter((r) => r.start_date > today && r.start_date <= until).sort(byStart),
    upcomingCheckOuts: live.filter((r) => r.end_date > today && r.end_date <= until).sort(byEnd),
  };
}

/** Per day of the month: the share of listed boats that are occupied (0–100), and the month's average. */
export function occupancyByDay(occ: Occ) {
  const boats = occ.boats.length;
  const counts = new Map<string, number>();
  for (const boat of occ.boats) for (const d of boat.days) counts.set(d.date, (counts.get(d.date) ?? 0) + 1);
  const days = occ.days.map((date) => ({
    date,
    rate: boats === 0 ? 0 : Math.round(((counts.get(date) ?? 0) / boats) * 100),
  }));
  const occupied = [...counts.values()].reduce((a, b) => a + b, 0);
  const average = boats === 0 || occ.days.length === 0 ? 0 : Math.round((occupied / (boats * occ.days.length)) * 100);
  return { days, average };
}

/** Totals of the confirmed and completed stays starting in `month` (YYYY-MM), and what was paid, per currency. */
export function revenueOfMonth(list: Res[], month: string) {
  const out = new Map<string, { total: number; paid: number; count: number }>();
  const seen = new Set<number>();
  for (const r of list) {
    if (seen.has(r.id)) continue;
    seen.add(r.id);
    if (!r.start_date.startsWith(month) || !(r.status === "confirmed" || r.status === "completed")) continue;
    const row = out.get(r.currency) ?? { total: 0, paid: 0, count: 0 };
    row.total += r.total;
    row.paid += r.paid;
    row.count += 1;
    out.set(r.currency, row);
  }
  return [...out.entries()].map(([currency, v]) => ({ currency, ...v }));
}
