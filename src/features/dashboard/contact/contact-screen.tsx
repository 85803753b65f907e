"use client";

/**
 * /dashboard/contact (ADMIN): contact-form messages, 10 a page, unread ones highlighted (and listed first);
 * filter read/unread. Opening one shows it and marks it read (GET …/messages/:id), then the list and the
 * menu badge are refreshed. A sale enquiry names its boat with links to the boat.
 */
import Link from "next/link";
import { useEffect, useState } from "react";
import { Badge } from "@/components/ui/badge";
import { type Column, DataTable } from "@/components/ui/data-table";
import { Dialog } from "@/components/ui/dialog";
import { SelectField } from "@/components/ui/field";
import { FilterBar } from "@/components/ui/filter-bar";
import { Pagination } from "@/components/ui/pagination";
import { Skeleton } from "@/components/ui/skeleton";
import type { ContactMessageDto } from "@/server/contact-messages/schemas";
import { useApiQuery } from "../api/use-api-query";
import { useListQuery } from "../api/use-list-query";
import { moment } from "../format";
import { PageHeader } from "../shell/page-header";
import { refreshCounts } from "../shell/use-counts";
import { momentColumn } from "../content/moment-column";

const linkClass = "font-medium text-sea-700 underline-offset-2 hover:underline dark:text-sky-300";

function BoatLinks({ boat }: { boat: NonNullable<ContactMessageDto["boat"]> }) {
  return (
    <span className="inline-flex flex-wrap gap-x-3">
      <Link href={`/dashboard/boats/${boat.id}`} className={linkClass}>
        {boat.name}
      </Link>
      <a href={`/boat/${boat.slug}`} target="_blank" rel="noopener" className={linkClass}>
        Sitede gör ↗
      </a>
    </span>
  );
}

function MessageDialog({ id, onClose, onOpened }: { id: number | null; onClose: () => void; onOpened: () => void }) {
  const query = useApiQuery<ContactMessageDto>(id === null ? null : `/admin/contact/messages/${id}`);
  const m = query.data?.id === id ? query.data : undefined;
  const loadedId = m?.id;
  // Opening marks the message read on the server: refresh the list and the menu badge once it is loaded.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per opened message
  useEffect(() => {
    if (loadedId !== undefined) onOpened();
  }, [loadedId]);
  return (
    <Dialog open={id !== null} onClose={onClose} title={m?.subject || "İletişim mesajı"} size="lg">
      {query.error ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {query.error}
        </p>
      ) : !m ? (
        <div className="space-y-2">
          <Skeleton className="h-5 w-1/2" />
          <Skeleton className="h-24" />
        </div>
      ) : (
        <div className="space-y-4 text-sm">
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
            <dt className="text-slate-600 dark:text-slate-400">Gönderen</dt>
            <dd className="font-medium">{m.name}</dd>
            <dt className="text-slate-600 dark:text-slate-400">E-posta</dt>
            <dd>
              <a href={`mailto:${m.email}`} className={linkClass}>
                {m.email}
              </a>
            </dd>
            {m.phone ? (
              <>
                <dt className="text-slate-600 dark:text-slate-400">Telefon</dt>
                <dd>
                  <a href={`tel:${m.phone.replace(/\s/g, "")}`} className={linkClass}>
                    {m.phone}
                  </a>
                </dd>
              </>
            ) : null}
            <dt className="text-slate-600 dark:text-slate-400">Tarih</dt>
            <dd>{moment(m.created_at)}</dd>
            {m.boat ? (
              <>
                <dt className="text-slate-600 dark:text-slate-400">Satış talebi</dt>
                <dd>
                  <BoatLinks boat={m.boat} />
                </dd>
              </>
            ) : null}
          </dl>
          <p className="rounded-md bg-slate-50 p-3 whitespace-pre-line dark:bg-slate-900">{m.message}</p>
        </div>
      )}
    </Dialog>
  );
}

export function ContactScreen() {
  const list = useListQuery<ContactMessageDto>("/admin/contact/messages", { take: 10 });
  const [openId, setOpenId] = useState<number | null>(null);

  function open(m: ContactMessageDto) {
    setOpenId(m.id);
  }

  function opened() {
    if (list.rows?.some((m) => m.id === openId && !m.read)) {
      void list.reload();
      refreshCounts();
    }
  }

  const columns: Column<ContactMessageDto>[] = [
    {
      key: "message",
      header: "Mesaj",
      className: "min-w-72",
      cell: (m) => (
        <div className="max-w-xl">
          <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
            {m.read ? <Badge>Okundu</Badge> : <Badge tone="info">Yeni</Badge>}
            <span className={m.read ? "" : "font-bold"}>{m.name}</span>
            <span className="text-xs text-slate-600 dark:text-slate-300">{m.email}</span>
          </div>
          <button
            type="button"
            onClick={() => open(m)}
            className={`mt-1 block w-full text-left focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sea-600 ${m.read ? "" : "font-bold"}`}
          >
            <span className="text-sea-700 underline-offset-2 hover:underline dark:text-sky-300">
              {m.subject || "(konu yok)"}
            </span>
            <span className="block truncate text-xs font-normal text-slate-600 dark:text-slate-300">{m.message}</span>
          </button>
        </div>
      ),
    },
    { key: "boat", header: "Tekne", cell: (m) => (m.boat ? <BoatLinks boat={m.boat} /> : "—") },
    momentColumn("date", "Tarih", (m) => m.created_at),
  ];

  return (
    <>
      <PageHeader
        title="İletişim Formu"
        description="Sitenin iletişim formundan ve satış taleplerinden gelen mesajlar."
      />
      <FilterBar label="Mesaj filtreleri" onApply={(v) => list.setFilters({ read: v.read, order: v.order })}>
        <SelectField
          label="Durum"
          name="read"
          placeholder="Tümü"
          options={[
            { value: "false", label: "Okunmamış" },
            { value: "true", label: "Okunmuş" },
          ]}
        />
        <SelectField
          label="Sıralama"
          name="order"
          defaultValue="unread_first"
          options={[
            { value: "unread_first", label: "Önce okunmamışlar" },
            { value: "newest", label: "En yeni önce" },
          ]}
        />
      </FilterBar>
      <DataTable
        caption="İletişim mesajları"
        columns={columns}
        rows={list.rows}
        rowKey={(m) => m.id}
        loading={list.loading}
        error={list.error}
        emptyTitle="Mesaj yok."
        emptyDescription="Filtreyi değiştirin ya da yeni mesajları bekleyin."
        rowProps={(m) =>
          ({
            className: m.read ? undefined : "bg-sky-50 dark:bg-sky-950/40",
            "data-unread": m.read ? undefined : "true",
          }) as React.HTMLAttributes<HTMLTableRowElement>
        }
      />
      <Pagination skip={list.skip} take={list.take} total={list.total} onChange={list.setSkip} />
      <MessageDialog id={openId} onClose={() => setOpenId(null)} onOpened={opened} />
    </>
  );
}
