/**
 * The departures and returns of the days shown, one group of rows per day (every day of a week, "—" when empty):
 * movement and time, boat, guest and phone, pax, status, balance due, extras due at the base, passenger list,
 * whether the quay's check-in or check-out was done (a link to its phone screen) and a link to the reservation.
 * Printable: see departures-print-style.tsx.
 */
import { DashboardLink as Link } from "@/features/dashboard/dashboard-link";
import { Badge } from "@/components/ui/badge";
import { buttonClass } from "@/components/ui/button";
import { addDays, eachDay, isoWeekday } from "@/lib/dates";
import { formatDayTr, weekdayNameTr } from "@/lib/turkish-calendar";
import type { DepartureRow } from "@/shared/departures";
import { money } from "../format";
import { StatusBadge } from "../reservations/status-badge";

const MOVEMENTS = {
  check_in: { label: "Çıkış", hint: "Misafirler tekneye biniyor (check-in)", tone: "info" },
  check_out: { label: "Dönüş", hint: "Misafirler tekneden ayrılıyor (check-out)", tone: "neutral" },
} as const;

/** Columns of numbers, aligned right like their cells. */
const NUMERIC = new Set(["Kişi", "Kalan bakiye", "Limanda ödenecek ekstralar"]);

const COLUMNS = [
  "Hareket",
  "Saat",
  "Tekne",
  "Misafir",
  "Kişi",
  "Durum",
  "Kalan bakiye",
  "Limanda ödenecek ekstralar",
  "Yolcu listesi",
  "Teslim",
  "Rezervasyon",
];

function PassengerList({ row }: { row: DepartureRow }) {
  const list = row.passenger_list;
  if (list === null)
    return (
      <span title="Bilinmiyor">
        —<span className="sr-only"> bilinmiyor</span>
      </span>
    );
  return list.complete ? (
    <Badge tone="success">Tamam ({list.count})</Badge>
  ) : (
    <Badge tone="warning">
      Eksik ({list.count}/{row.guests})
    </Badge>
  );
}

/** The quay's protocol of this movement: done (with a link to see it) or the link to the phone screen. */
function Handover({ row }: { row: DepartureRow }) {
  const checkIn = row.movement === "check_in";
  const done = checkIn ? row.checked_in_at : row.checked_out_at;
  const label = checkIn ? "Check-in" : "Check-out";
  const href = `/dashboard/reservations/${row.id}/${checkIn ? "check-in" : "check-out"}`;
  return done ? (
    <Link href={href} className="inline-block" aria-label={`${row.code}: ${label} yapıldı, görüntüle`}>
      <Badge tone="success">{label} yapıldı</Badge>
    </Link>
  ) : (
    <Link
      href={href}
      className={buttonClass("secondary", "sm", "whitespace-nowrap print:hidden")}
      aria-label={`${row.code}: ${label} yap`}
    >
      {label} yap
    </Link>
  );
}

function Row({ row }: { row: DepartureRow }) {
  const movement = MOVEMENTS[row.movement];
  return (
    <tr className="border-t border-slate-100 align-top dark:border-slate-800">
      <td className="px-3 py-2">
        <Badge tone={movement.tone}>
          <span title={movement.hint}>{movement.label}</span>
        </Badge>
      </td>
      <td className="px-3 py-2 tabular-nums">{row.time}</td>
      <td className="px-3 py-2 font-medium">{row.boat.name}</td>
      <td className="px-3 py-2">
        <div>{row.customer_name}</div>
        <div className="text-slate-600 dark:text-slate-400">
          <a href={`tel:${row.customer_phone.replace(/[^\d+]/g, "")}`} className="whitespace-nowrap hover:underline">
            {row.customer_phone}
          </a>
        </div>
      </td>
      <td className="px-3 py-2 text-right tabular-nums">{row.guests}</td>
      <td className="px-3 py-2">
        <StatusBadge status={row.status} />
      </td>
      <td className="px-3 py-2 text-right tabular-nums whitespace-nowrap">
        {row.balance_due > 0 ? (
          <Badge tone="warning">{money(row.balance_due, row.currency)}</Badge>
        ) : (
          money(row.balance_due, row.currency)
        )}
      </td>
      <td className="px-3 py-2 text-right tabular-nums whitespace-nowrap">
        {row.extras_due_at_base > 0 ? money(row.extras_due_at_base, row.currency) : "—"}
      </td>
      <td className="px-3 py-2">
        <PassengerList row={row} />
      </td>
      <td className="px-3 py-2">
        <Handover row={row} />
      </td>
      <td className="px-3 py-2">
        <Link
          href={`/dashboard/reservations/${row.id}`}
          className="font-mono text-sea-700 hover:underline dark:text-sky-300"
        >
          {row.code}
        </Link>
        <div className="text-xs text-slate-600 dark:text-slate-400">
          {formatDayTr(row.start_date)} – {formatDayTr(row.end_date)}
        </div>
      </td>
    </tr>
  );
}

export function DeparturesTable({
  from,
  to,
  today,
  rows,
  caption,
}: {
  from: string;
  to: string;
  today: string;
  rows: DepartureRow[];
  caption: string;
}) {
  const days = eachDay(from, addDays(to, 1));
  return (
    <div
      data-departures-sheet=""
      className="overflow-x-auto rounded-lg border border-slate-200 bg-white dark:border-slate-700 dark:bg-slate-900"
    >
      <table className="w-full border-collapse text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 text-left dark:bg-slate-800">
          <tr>
            {COLUMNS.map((c) => (
              <th key={c} scope="col" className={`px-3 py-2 font-semibold ${NUMERIC.has(c) ? "text-right" : ""}`}>
                {c}
              </th>
            ))}
          </tr>
        </thead>
        {days.map((date) => {
          const ofDay = rows.filter((r) => r.date === date);
          const ins = ofDay.filter((r) => r.movement === "check_in").length;
          const outs = ofDay.length - ins;
          return (
            <tbody key={date} aria-label={formatDayTr(date)}>
              <tr className="border-t-2 border-slate-200 bg-slate-50/60 dark:border-slate-700 dark:bg-slate-800/60">
                <th scope="rowgroup" colSpan={COLUMNS.length} className="px-3 py-1.5 text-left font-semibold">
                  {weekdayNameTr(isoWeekday(date))}, {formatDayTr(date)}
                  {date === today ? " (bugün)" : ""}
                  <span className="ml-2 font-normal text-slate-600 dark:text-slate-400">
                    {ins} çıkış, {outs} dönüş
                  </span>
                </th>
              </tr>
              {ofDay.length === 0 ? (
                <tr>
                  <td colSpan={COLUMNS.length} className="px-3 py-2 text-slate-600 dark:text-slate-400">
                    Bu gün çıkış veya dönüş yok.
                  </td>
                </tr>
              ) : (
                ofDay.map((row) => <Row key={`${row.movement}-${row.id}`} row={row} />)
              )}
            </tbody>
          );
        })}
      </table>
    </div>
  );
}
