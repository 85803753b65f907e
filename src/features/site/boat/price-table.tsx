import { addDays, formatDayTr, weekdayNameTr } from "@/lib/dates";
import type { PublicBoat } from "@/server/website/boat/public-boat-schema";
import { Price } from "../currency/price";

const conditions = (p: PublicBoat["prices"][number]) =>
  `${p.min_days > 1 ? `En az ${p.min_days} gün` : "Günlük kiralama"}${p.start_weekday ? ` · ${weekdayNameTr(p.start_weekday)} başlangıçlı` : ""}`;

/** The boat's current and coming price periods: dates, day price (in the chosen currency) and rules. */
export function PriceTable({ prices }: { prices: PublicBoat["prices"] }) {
  if (prices.length === 0) {
    return <p className="text-slate-700 dark:text-slate-300">Fiyat bilgisi için bizimle iletişime geçin.</p>;
  }
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 dark:border-slate-800">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Dönemlere göre günlük fiyatlar</caption>
        <thead className="bg-slate-50 text-slate-700 dark:bg-slate-900 dark:text-slate-300">
          <tr>
            <th scope="col" className="px-4 py-3 font-semibold">
              Dönem
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Günlük fiyat
            </th>
            <th scope="col" className="hidden px-4 py-3 font-semibold sm:table-cell">
              Koşullar
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 dark:divide-slate-800">
          {prices.map((p) => (
            <tr key={p.start_date}>
              <td className="px-4 py-3">
                <span className="whitespace-nowrap">{formatDayTr(p.start_date)} –</span>{" "}
                <span className="whitespace-nowrap">{formatDayTr(addDays(p.end_date, -1))}</span>
                <span className="mt-1 block text-xs text-slate-600 sm:hidden dark:text-slate-400">{conditions(p)}</span>
              </td>
              <td className="px-4 py-3 font-semibold whitespace-nowrap text-sea-700 dark:text-sky-300">
                <Price amount={p.day_price} currency={p.currency} />
              </td>
              <td className="hidden px-4 py-3 text-slate-700 sm:table-cell dark:text-slate-300">{conditions(p)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
