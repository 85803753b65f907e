"use client";

/**
 * /dashboard home: the badge counts (flagged card payments and overdue balances among them, linking to their lists), today's and the coming week's check-ins and check-outs, the month's
 * occupancy per day (CSS bar chart with a table for screen readers) and the month's revenue per currency. The
 * figures come from GET /v1/admin/reports/home, computed in SQL over all the user's data.
 */
import { DashboardLink as Link } from "@/features/dashboard/dashboard-link";
import { useId } from "react";
import { Skeleton } from "@/components/ui/skeleton";
import { todayIn } from "@/lib/dates";
import type { HomeFigures } from "@/shared/reports";
import { useApiQuery } from "../api/use-api-query";
import { day, money } from "../format";
import { StatusBadge } from "../reservations/status-badge";
import { useSession } from "../session/session-context";
import { PageHeader } from "../shell/page-header";
import { ATTENTION_HREF, OVERDUE_HREF } from "../shell/follow-up-links";
import type { Counts } from "../shell/use-counts";
import { formatMonthTr } from "@/lib/turkish-calendar";

type Movements = HomeFigures["check_ins_today"];

function StatCard({ label, value, href }: { label: string; value: React.ReactNode; href?: string }) {
  const body = (
    <>
      <span className="block text-sm text-slate-600 dark:text-slate-300">{label}</span>
      <span className="mt-1 block text-3xl font-bold text-slate-900 dark:text-white">{value}</span>
    </>
  );
  const cls = "block rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900";
  return href ? (
    <Link href={href} className={`${cls} hover:border-sea-600`}>
      {body}
    </Link>
  ) : (
    <div className={cls}>{body}</div>
  );
}

function MovementList({ title, list, field }: { title: string; list: Movements; field: "start_date" | "end_date" }) {
  const items = list.items;
  return (
    <section className="rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900">
      <h2 className="mb-2 font-semibold">
        {title} <span className="text-sm font-normal text-slate-600 dark:text-slate-400">({list.count})</span>
      </h2>
      {items.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">Yok.</p>
      ) : (
        <ul className="divide-y divide-slate-100 text-sm dark:divide-slate-800">
          {items.map((r) => (
            <li key={r.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-1.5">
              <span className="w-20 text-slate-600 dark:text-slate-300">{day(r[field])}</span>
              <Link
                href={`/dashboard/reservations/${r.id}`}
                className="font-medium text-sea-700 hover:underline dark:text-sky-300"
              >
                {r.boat_name}
              </Link>
              <span>{r.customer_name}</span>
              <StatusBadge status={r.status} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function OccupancyChart({ occupancy, month }: { occupancy: HomeFigures["occupancy"]; month: string }) {
  const titleId = useId();
  const { days, average } = occupancy;
  return (
    <section
      aria-labelledby={titleId}
      className="rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900"
    >
      <h2 id={titleId} className="font-semibold">
        {formatMonthTr(month)} doluluk oranı: %{average}
      </h2>
      <p className="mb-3 text-xs text-slate-600 dark:text-slate-400">Her çubuk bir gün: teknelerin yüzde kaçı dolu.</p>
      <div aria-hidden="true" className="flex h-32 items-end gap-px border-b border-slate-300 dark:border-slate-600">
        {days.map((d) => (
          <div key={d.date} className="flex h-full flex-1 flex-col justify-end" title={`${day(d.date)}: %${d.rate}`}>
            <div className="rounded-t-sm bg-sea-600 dark:bg-sky-500" style={{ height: `${Math.max(d.rate, 1)}%` }} />
          </div>
        ))}
      </div>
      <div aria-hidden="true" className="mt-1 flex justify-between text-xs text-slate-600 dark:text-slate-400">
        <span>1</span>
        <span>{days.length}</span>
      </div>
      <div className="sr-only">
        <table>
          <caption>Günlük doluluk oranları</caption>
          <tbody>
            {days.map((d) => (
              <tr key={d.date}>
                <th scope="row">{day(d.date)}</th>
                <td>%{d.rate}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

function RevenueChart({ rows, month }: { rows: HomeFigures["revenue"]; month: string }) {
  const max = Math.max(1, ...rows.map((r) => r.total));
  return (
    <section className="rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900">
      <h2 className="font-semibold">{formatMonthTr(month)} geliri</h2>
      <p className="mb-3 text-xs text-slate-600 dark:text-slate-400">
        Bu ay başlayan onaylı ve tamamlanan rezervasyonlar.
      </p>
      {rows.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">Bu ay için onaylı rezervasyon yok.</p>
      ) : (
        <ul className="space-y-3">
          {rows.map((r) => (
            <li key={r.currency}>
              <div className="flex justify-between text-sm">
                <span className="font-medium">
                  {money(r.total, r.currency)}{" "}
                  <span className="font-normal text-slate-600">({r.count} rezervasyon)</span>
                </span>
                <span className="text-slate-600 dark:text-slate-300">Tahsil: {money(r.paid, r.currency)}</span>
              </div>
              <div className="mt-1 h-3 rounded bg-slate-100 dark:bg-slate-800" aria-hidden="true">
                <div className="h-3 rounded bg-emerald-600" style={{ width: `${(r.total / max) * 100}%` }}>
                  <div
                    className="h-3 rounded bg-emerald-800"
                    style={{ width: `${r.total ? (r.paid / r.total) * 100 : 0}%` }}
                  />
                </div>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export function DashboardHome() {
  const { isAdmin } = useSession();
  const counts = useApiQuery<Counts>("/admin/counts");
  const home = useApiQuery<HomeFigures>("/admin/reports/home");
  const figures = home.data;
  const today = figures?.today ?? todayIn();

  return (
    <>
      <PageHeader title="Ana Sayfa" description={`Bugün: ${day(today)}`} />
      <div className="mb-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <StatCard
          label="Yeni rezervasyonlar"
          value={counts.data?.reservationCount ?? "–"}
          href="/dashboard/reservations"
        />
        {isAdmin ? (
          <StatCard label="Okunmamış mesajlar" value={counts.data?.contactCount ?? "–"} href="/dashboard/contact" />
        ) : null}
        <StatCard label="Bugün giriş" value={figures?.check_ins_today.count ?? "–"} />
        <StatCard label="Bugün çıkış" value={figures?.check_outs_today.count ?? "–"} />
        {isAdmin ? (
          <StatCard
            label="İlgilenilmesi gereken ödemeler"
            value={counts.data?.attentionCount ?? "–"}
            href={ATTENTION_HREF}
          />
        ) : null}
        <StatCard label="Vadesi geçmiş bakiyeler" value={counts.data?.overdueBalanceCount ?? "–"} href={OVERDUE_HREF} />
      </div>
      {home.error ? (
        <p role="alert" className="mb-4 text-red-700 dark:text-red-400">
          {home.error}
        </p>
      ) : null}
      {figures ? (
        <>
          <div className="mb-6 grid gap-4 lg:grid-cols-2">
            <MovementList title="Bugün giriş yapacaklar" list={figures.check_ins_today} field="start_date" />
            <MovementList title="Bugün çıkış yapacaklar" list={figures.check_outs_today} field="end_date" />
            <MovementList title="Yaklaşan girişler (7 gün)" list={figures.upcoming_check_ins} field="start_date" />
            <MovementList title="Yaklaşan çıkışlar (7 gün)" list={figures.upcoming_check_outs} field="end_date" />
          </div>
          <div className="grid gap-4 lg:grid-cols-2">
            <OccupancyChart occupancy={figures.occupancy} month={figures.month} />
            <RevenueChart rows={figures.revenue} month={figures.month} />
          </div>
        </>
      ) : home.error ? null : (
        <>
          <div className="mb-6 grid gap-4 lg:grid-cols-2">
            <Skeleton className="h-32 w-full" />
            <Skeleton className="h-32 w-full" />
          </div>
          <div className="grid gap-4 lg:grid-cols-2">
            <Skeleton className="h-48 w-full" />
            <Skeleton className="h-48 w-full" />
          </div>
        </>
      )}
    </>
  );
}
