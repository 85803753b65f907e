"use client";

/**
 * /dashboard/reservations: reservations (100 a page) with the spec's filters — status, boat_id,
 * reservation_id, customer_name, order, oldrez (past stays) — a jump by reservation code, and "new booking".
 * The tab "Vadesi geçmiş bakiyeler" (#vadesi-gecmis-bakiyeler) lists those whose balance is past its due day and
 * still open, past stays included.
 */
import { DashboardLink as Link } from "@/features/dashboard/dashboard-link";
import { useRouter } from "next/navigation";
import { useEffect, useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button, buttonClass } from "@/components/ui/button";
import type { Column, SortState } from "@/components/ui/data-table";
import { CheckboxField, SelectField, TextField } from "@/components/ui/field";
import { FilterBar } from "@/components/ui/filter-bar";
import { Tabs } from "@/components/ui/tabs";
import { useToast } from "@/components/ui/toast";
import { errorMessage } from "../api/client";
import { useListQuery } from "../api/use-list-query";
import { day, money, moment } from "../format";
import { useSession } from "../session/session-context";
import { OVERDUE_TAB } from "../shell/follow-up-links";
import { PageHeader } from "../shell/page-header";
import { ORDER_OPTIONS, type ReservationDetail, type ReservationListItem, STATUS_LABELS } from "./reservation-types";
import { StatusBadge } from "./status-badge";
import { useBoatChoices } from "./use-boat-choices";
import { ListTable } from "../content/list-table";

const STATUS_OPTIONS = Object.entries(STATUS_LABELS).map(([value, label]) => ({ value, label }));
const TABS = [
  { id: "all", label: "Tüm rezervasyonlar" },
  { id: OVERDUE_TAB, label: "Vadesi geçmiş bakiyeler" },
];

function sortFromOrder(order: unknown): SortState {
  const match = /^(created|start|end)_(asc|desc)$/.exec(String(order ?? ""));
  return match ? { key: match[1] as string, dir: match[2] as "asc" | "desc" } : null;
}

function CodeJump() {
  const { api } = useSession();
  const router = useRouter();
  const toast = useToast();
  const [code, setCode] = useState("");
  return (
    <form
      className="flex items-end gap-2"
      onSubmit={async (e) => {
        e.preventDefault();
        if (!code.trim()) return;
        try {
          const found = await api.get<ReservationDetail>("/admin/reservationfromplatoid", {
            platoReservationId: code.trim(),
          });
          router.push(`/dashboard/reservations/${found.id}`);
        } catch (err) {
          toast.error(errorMessage(err));
        }
      }}
    >
      <TextField
        label="Rezervasyon kodu"
        value={code}
        onChange={(e) => setCode(e.target.value)}
        placeholder="ör. LMN-4K7Q"
      />
      <Button type="submit" variant="secondary">
        Git
      </Button>
    </form>
  );
}

export function ReservationsScreen() {
  const list = useListQuery<ReservationListItem>("/admin/reservations", {
    take: 100,
    filters: { order: "created_desc" },
  });
  const boats = useBoatChoices();
  const [tab, setTab] = useState("all");
  const overdueOnly = tab === OVERDUE_TAB;
  const { setFilters } = list;

  useEffect(() => {
    if (window.location.hash.slice(1) === OVERDUE_TAB) {
      setTab(OVERDUE_TAB);
      setFilters({ order: "start_asc", overdue_balance: "1" });
    }
  }, [setFilters]);

  function changeTab(next: string) {
    setTab(next);
    list.setFilters({ ...list.filters, overdue_balance: next === OVERDUE_TAB ? "1" : undefined });
    history.replaceState(null, "", next === OVERDUE_TAB ? `#${OVERDUE_TAB}` : window.location.pathname);
  }

  const columns: Column<ReservationListItem>[] = [
    {
      key: "code",
      header: "Kod",
      cell: (r) => (
        <span className="flex items-center gap-2">
          <Link
            href={`/dashboard/reservations/${r.id}`}
            className="font-mono font-medium whitespace-nowrap text-sea-700 hover:underline dark:text-sky-300"
          >
            {r.code}
          </Link>
          {!r.seen_by_staff ? <Badge tone="danger">Yeni</Badge> : null}
        </span>
      ),
    },
    { key: "boat", header: "Tekne", cell: (r) => r.boat.name },
    {
      key: "customer",
      header: "Müşteri",
      className: "min-w-40",
      cell: (r) => (
        <div>
          <div>{r.customer_name}</div>
          <div className="text-xs text-slate-600 dark:text-slate-400">{r.customer_phone}</div>
        </div>
      ),
    },
    { key: "start", header: "Giriş", sortKey: "start", cell: (r) => day(r.start_date) },
    { key: "end", header: "Çıkış", sortKey: "end", cell: (r) => day(r.end_date) },
    { key: "guests", header: "Kişi", cell: (r) => r.guests },
    { key: "status", header: "Durum", cell: (r) => <StatusBadge status={r.status} /> },
    { key: "total", header: "Toplam", cell: (r) => money(r.total, r.currency) },
    {
      key: "due",
      header: "Ödenen / Kalan",
      cell: (r) => (
        <span className="whitespace-nowrap">
          {money(r.paid, r.currency)} / {money(r.due, r.currency)}
        </span>
      ),
    },
    { key: "created", header: "Kayıt", sortKey: "created", cell: (r) => moment(r.created_at) },
  ];

  return (
    <>
      <PageHeader
        title="Rezervasyonlar"
        actions={
          <Link href="/dashboard/reservations/new" className={buttonClass()}>
            Yeni rezervasyon
          </Link>
        }
      />
      <div className="mb-4">
        <CodeJump />
      </div>
      <Tabs tabs={TABS} value={tab} onChange={changeTab} label="Rezervasyon listeleri">
        {overdueOnly ? (
          <p className="mb-3 text-sm text-slate-600 dark:text-slate-300">
            Onaylı ya da tamamlanmış, kalan ödemesinin son günü geçmiş ve hâlâ açık bakiyesi olan rezervasyonlar (geçmiş
            konaklamalar dahil). Son gün, girişten Site Ayarları’ndaki gün sayısı kadar öncedir.
          </p>
        ) : null}
        <FilterBar
          label="Rezervasyon filtreleri"
          onApply={(v) =>
            list.setFilters({
              order: v.order ?? "created_desc",
              status: v.status,
              boat_id: v.boat_id,
              reservation_id: v.reservation_id,
              customer_name: v.customer_name,
              oldrez: v.oldrez ? "1" : undefined,
              overdue_balance: overdueOnly ? "1" : undefined,
            })
          }
        >
          <SelectField label="Durum" name="status" placeholder="Tümü" options={STATUS_OPTIONS} />
          <SelectField label="Tekne" name="boat_id" placeholder="Tümü" options={boats} />
          <TextField label="Rezervasyon no" name="reservation_id" inputMode="numeric" pattern="[0-9]*" />
          <TextField label="Müşteri adı" name="customer_name" type="search" />
          <SelectField label="Sıralama" name="order" defaultValue="created_desc" options={ORDER_OPTIONS} />
          <CheckboxField label="Geçmiş konaklamalar" name="oldrez" value="1" className="self-center" />
        </FilterBar>
        <ListTable
          list={list}
          caption="Rezervasyonlar"
          columns={columns}
          rowKey={(r) => r.id}
          emptyTitle={overdueOnly ? "Vadesi geçmiş bakiye yok." : "Rezervasyon bulunamadı."}
          emptyDescription={
            list.filters.oldrez || overdueOnly
              ? undefined
              : "Geçmiş konaklamalar için “Geçmiş konaklamalar” filtresini kullanın."
          }
          sort={sortFromOrder(list.filters.order)}
          onSortChange={(s) => list.setFilters({ ...list.filters, order: s ? `${s.key}_${s.dir}` : "created_desc" })}
        />
      </Tabs>
    </>
  );
}
