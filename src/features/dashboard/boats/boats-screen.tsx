"use client";

/**
 * /dashboard/boats: boats list (20 a page) with name/id/popular filters and order, flag switches, CSV export,
 * and — in the site order (ADMIN) — drag and drop or up/down buttons to reorder (PATCH /v1/admin/boats/order).
 * Archive (off the site, history kept) and restore, each confirmed; the "Arşiv" view lists archived boats;
 * an ADMIN deletes a boat that has no reservations after confirmation.
 */
import { DashboardLink as Link } from "@/features/dashboard/dashboard-link";
import { useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button, buttonClass } from "@/components/ui/button";
import { useConfirm } from "@/components/ui/confirm";
import type { Column } from "@/components/ui/data-table";
import { SelectField, TextField } from "@/components/ui/field";
import { FilterBar } from "@/components/ui/filter-bar";
import { useToast } from "@/components/ui/toast";
import { Toggle } from "@/components/ui/toggle";
import { errorMessage } from "../api/client";
import { useListQuery } from "../api/use-list-query";
import { MoveButtons } from "../content/move-buttons";
import { useRowReorder } from "../content/use-row-reorder";
import { useSession } from "../session/session-context";
import { PageHeader } from "../shell/page-header";
import { type BoatListItem, ORDER_OPTIONS } from "./boat-types";
import { pageSortOrders } from "./reorder";
import { actionsColumn } from "../content/row-actions";
import { clock } from "@/lib/clock";
import { ListTable } from "../content/list-table";

type Flag = "for_rent" | "for_sale" | "active" | "popular" | "boat_of_month";

const FLAG_CALLS: Record<Flag, { path: string; body: (id: number, on: boolean) => object; label: string }> = {
  for_rent: { path: "/admin/boats/forrent", body: (id, on) => ({ boat_id: id, for_rent: on }), label: "Kiralık" },
  for_sale: { path: "/admin/boats/forsale", body: (id, on) => ({ boat_id: id, for_sale: on }), label: "Satılık" },
  active: { path: "/admin/boats/activity", body: (id, on) => ({ boat_id: id, active: on }), label: "Yayında" },
  popular: { path: "/admin/boats/setpopular", body: (id, on) => ({ boat_id: id, popular: on }), label: "Popüler" },
  boat_of_month: {
    path: "/admin/boats/setboatofmonth",
    body: (id, on) => ({ boat_id: id, boat_of_month: on }),
    label: "Ayın teknesi",
  },
};

export function BoatsScreen() {
  const { api, isAdmin } = useSession();
  const toast = useToast();
  const confirm = useConfirm();
  const list = useListQuery<BoatListItem>("/admin/boats", { take: 20, filters: { order: "boat_desc" } });
  const [exporting, setExporting] = useState(false);
  const archiveView = list.filters.archived === "true";
  const canReorder = isAdmin && list.filters.order === "sort_order" && !archiveView;

  async function archive(boat: BoatListItem) {
    const ok = await confirm({
      title: "Tekneyi arşivle",
      message: `${boat.name} siteden ve aramadan hemen kaldırılacak. Rezervasyonları ve geçmişi korunur; tekneyi “Arşiv” görünümünden geri alabilirsiniz.`,
      confirmLabel: "Arşivle",
      danger: true,
    });
    if (!ok) return;
    try {
      await api.patch("/admin/boats/archive", { boat_id: boat.id });
      toast.success(`${boat.name} arşivlendi.`);
      await list.reload();
    } catch (e) {
      toast.error(errorMessage(e));
    }
  }

  async function restore(boat: BoatListItem) {
    const ok = await confirm({
      title: "Arşivden çıkar",
      message: isAdmin
        ? `${boat.name} yeniden sitede ve aramada görünecek.`
        : `${boat.name} arşivden çıkacak; yönetici onayladığında yeniden sitede görünecek.`,
      confirmLabel: "Arşivden çıkar",
    });
    if (!ok) return;
    try {
      await api.patch("/admin/boats/restore", { boat_id: boat.id });
      toast.success(`${boat.name} arşivden çıkarıldı.`);
      await list.reload();
    } catch (e) {
      toast.error(errorMessage(e));
    }
  }

  async function remove(boat: BoatListItem) {
    const ok = await confirm({
      title: "Tekneyi sil",
      message: `${boat.name} fiyatları, kapalı tarihleri, görselleri ve yorumlarıyla birlikte kalıcı olarak silinecek. Bu işlem geri alınamaz. Rezervasyonu olan bir tekne silinemez; onu arşivleyebilirsiniz.`,
      confirmLabel: "Sil",
      danger: true,
    });
    if (!ok) return;
    try {
      await api.del(`/admin/boats/${boat.id}`);
      toast.success(`${boat.name} silindi.`);
      await list.reload();
    } catch (e) {
      toast.error(errorMessage(e));
    }
  }

  const order = useRowReorder(list.rows, async (next) => {
    const orders = pageSortOrders(
      next.map((b) => b.sort_order),
      list.skip,
    );
    await api.patch(
      "/admin/boats/order",
      next.map((b, i) => ({ id: b.id, sort_order: orders[i] as number })),
    );
  });

  async function setFlag(boat: BoatListItem, flag: Flag, on: boolean) {
    const call = FLAG_CALLS[flag];
    try {
      await api.patch(call.path, call.body(boat.id, on));
      toast.success(`${boat.name}: ${call.label} ${on ? "açıldı" : "kapatıldı"}.`);
      await list.reload();
    } catch (e) {
      toast.error(errorMessage(e));
    }
  }

  async function exportCsv() {
    setExporting(true);
    try {
      await api.download("/admin/boats/csv", `tekneler-${clock.now().toISOString().slice(0, 10)}.csv`);
      toast.success("CSV dosyası indirildi.");
    } catch (e) {
      toast.error(errorMessage(e));
    } finally {
      setExporting(false);
    }
  }

  const flagCell = (flag: Flag) => (b: BoatListItem) => (
    <Toggle checked={b[flag]} onChange={(on) => setFlag(b, flag, on)} label={`${b.name}: ${FLAG_CALLS[flag].label}`} />
  );

  const columns: Column<BoatListItem>[] = [
    ...(canReorder
      ? [
          {
            key: "move",
            header: <span className="sr-only">Sıra</span>,
            cell: (b: BoatListItem, i: number) => (
              <MoveButtons name={b.name} index={i} count={order.rows?.length ?? 0} onMove={order.move} dragHandle />
            ),
          },
        ]
      : []),
    {
      key: "image",
      header: <span className="sr-only">Görsel</span>,
      cell: (b) =>
        b.thumbnail_url ? (
          // biome-ignore lint/performance/noImgElement: a small thumbnail from our own media route
          <img src={b.thumbnail_url} alt="" width={64} height={40} className="h-10 w-16 rounded object-cover" />
        ) : (
          <span className="block h-10 w-16 rounded bg-slate-200 dark:bg-slate-700" />
        ),
    },
    {
      key: "name",
      header: "Tekne",
      className: "min-w-48",
      cell: (b) => (
        <div>
          <Link
            href={`/dashboard/boats/${b.id}`}
            className="font-medium text-sea-700 hover:underline dark:text-sky-300"
          >
            {b.name}
          </Link>
          <div className="text-xs text-slate-600 dark:text-slate-400">
            #{b.id} · {b.type_name} · {b.marina_name}
          </div>
        </div>
      ),
    },
    ...(isAdmin ? [{ key: "owner", header: "Sahibi", cell: (b: BoatListItem) => b.owner_name }] : []),
    { key: "guests", header: "Kişi", cell: (b) => b.guests },
    { key: "for_rent", header: "Kiralık", cell: flagCell("for_rent") },
    { key: "for_sale", header: "Satılık", cell: flagCell("for_sale") },
    {
      key: "active",
      header: "Yayında",
      cell: (b) =>
        b.archived_at ? (
          <Badge tone="neutral">Arşivde</Badge>
        ) : isAdmin || b.active ? (
          flagCell("active")(b)
        ) : (
          <Badge tone="warning">Onay bekliyor</Badge>
        ),
    },
    ...(isAdmin
      ? [
          { key: "popular", header: "Popüler", cell: flagCell("popular") },
          { key: "boat_of_month", header: "Ayın teknesi", cell: flagCell("boat_of_month") },
        ]
      : []),
    actionsColumn((b) => (
      <span className="flex flex-wrap justify-end gap-2">
        {b.archived_at ? (
          <Button size="sm" variant="secondary" onClick={() => restore(b)} aria-label={`${b.name}: arşivden çıkar`}>
            Arşivden çıkar
          </Button>
        ) : (
          <Button size="sm" variant="secondary" onClick={() => archive(b)} aria-label={`${b.name}: arşivle`}>
            Arşivle
          </Button>
        )}
        {isAdmin ? (
          <Button size="sm" variant="danger" onClick={() => remove(b)} aria-label={`${b.name}: sil`}>
            Sil
          </Button>
        ) : null}
      </span>
    )),
  ];

  return (
    <>
      <PageHeader
        title="Tekneler"
        actions={
          <>
            <Button variant="secondary" onClick={exportCsv} busy={exporting}>
              CSV indir
            </Button>
            <Link href="/dashboard/boats/new" className={buttonClass()}>
              Yeni tekne
            </Link>
          </>
        }
      />
      <FilterBar
        label="Tekne filtreleri"
        onApply={(v) =>
          list.setFilters({
            order: v.order ?? "boat_desc",
            search: v.search,
            id: v.id,
            popular: v.popular,
            archived: v.archived,
          })
        }
      >
        <TextField label="Tekne adı" name="search" type="search" />
        <TextField label="Tekne no" name="id" inputMode="numeric" pattern="[0-9]*" />
        <SelectField
          label="Popüler"
          name="popular"
          placeholder="Tümü"
          options={[
            { value: "true", label: "Popüler" },
            { value: "false", label: "Popüler değil" },
          ]}
        />
        <SelectField label="Sıralama" name="order" defaultValue="boat_desc" options={ORDER_OPTIONS} />
        <SelectField
          label="Görünüm"
          name="archived"
          placeholder="Tekneler"
          options={[{ value: "true", label: "Arşiv" }]}
        />
      </FilterBar>
      {canReorder ? (
        <p className="mb-2 text-sm text-slate-600 dark:text-slate-300">
          Satırları sürükleyip bırakarak ya da ↑ ↓ düğmeleriyle sitedeki sırayı değiştirin.
        </p>
      ) : null}
      <ListTable
        list={list}
        caption="Tekneler"
        columns={columns}
        rows={order.rows}
        rowKey={(b) => b.id}
        emptyTitle={archiveView ? "Arşivde tekne yok." : "Tekne bulunamadı."}
        emptyDescription={
          archiveView ? "Arşivlenen tekneler burada görünür." : "Filtreleri temizleyin ya da yeni bir tekne ekleyin."
        }
        rowProps={canReorder ? order.rowProps : undefined}
      />
    </>
  );
}
