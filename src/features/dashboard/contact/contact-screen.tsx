"use client";

/**
 * /dashboard/contact: the inbox. ADMIN sees contact-form messages and sale enquiries; an OWNER only the sale
 * enquiries about their own boats (the server scopes it). Tabs Tümü / Okunmamış / Arşiv, a type filter
 * (ADMIN), 10 a page, unread ones highlighted and first. Read marks are each staff member's own; archive is
 * shared. Opening a message shows its thread and the reply form (message-dialog.tsx).
 */
import { useState } from "react";
import { Badge } from "@/components/ui/badge";
import type { Column } from "@/components/ui/data-table";
import { SelectField } from "@/components/ui/field";
import { FilterBar } from "@/components/ui/filter-bar";
import { Tabs } from "@/components/ui/tabs";
import type { ContactMessageDto } from "@/shared/contact-messages";
import { useListQuery } from "../api/use-list-query";
import { momentColumn } from "../content/moment-column";
import { useSession } from "../session/session-context";
import { PageHeader } from "../shell/page-header";
import { refreshCounts } from "../shell/use-counts";
import { BoatLinks, MessageDialog } from "./message-dialog";
import { ListTable } from "../content/list-table";

const BOXES = [
  { id: "all", label: "Tümü" },
  { id: "unread", label: "Okunmamış" },
  { id: "archived", label: "Arşiv" },
];

const EMPTY: Record<string, string> = {
  all: "Gelen kutusu boş.",
  unread: "Okunmamış mesajınız yok.",
  archived: "Arşivde mesaj yok.",
};

export function ContactScreen() {
  const { isAdmin } = useSession();
  const [box, setBox] = useState("all");
  const [extra, setExtra] = useState<Record<string, string>>({});
  const list = useListQuery<ContactMessageDto>("/admin/contact/messages", { take: 10, filters: { box } });
  const [openId, setOpenId] = useState<number | null>(null);

  function chooseBox(next: string) {
    setBox(next);
    list.setFilters({ ...extra, box: next });
  }

  function changed() {
    void list.reload();
    refreshCounts();
  }

  const columns: Column<ContactMessageDto>[] = [
    {
      key: "message",
      header: "Mesaj",
      className: "min-w-64",
      cell: (m) => (
        <div className="max-w-xl">
          <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
            {m.read ? <Badge>Okundu</Badge> : <Badge tone="info">Yeni</Badge>}
            {m.boat ? <Badge tone="warning">Satış talebi</Badge> : null}
            {m.replies > 0 ? <Badge tone="success">{`${m.replies} yanıt`}</Badge> : null}
            <span className={m.read ? "" : "font-bold"}>{m.name}</span>
            <span className="text-xs break-all text-slate-600 dark:text-slate-300">{m.email}</span>
          </div>
          <button
            type="button"
            onClick={() => setOpenId(m.id)}
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
        title={isAdmin ? "İletişim Formu" : "Satış Talepleri"}
        description={
          isAdmin
            ? "Sitenin iletişim formundan ve satış taleplerinden gelen mesajlar. Okundu işaretleri size özeldir; arşiv tüm ekip için ortaktır."
            : "Teknelerinizle ilgili satış talepleri. Okundu işaretleri size özeldir."
        }
      />
      <Tabs tabs={BOXES} value={box} onChange={chooseBox} label="Gelen kutusu">
        <FilterBar
          label="Mesaj filtreleri"
          onApply={(v) => {
            const next = { type: v.type ?? "", order: v.order ?? "" };
            setExtra(next);
            list.setFilters({ ...next, box });
          }}
        >
          {isAdmin ? (
            <SelectField
              label="Tür"
              name="type"
              placeholder="Tümü"
              options={[
                { value: "contact", label: "İletişim mesajı" },
                { value: "sale", label: "Satış talebi" },
              ]}
            />
          ) : null}
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
        <ListTable
          list={list}
          caption="Gelen kutusu"
          columns={columns}
          rowKey={(m) => m.id}
          emptyTitle={EMPTY[box] ?? "Mesaj yok."}
          emptyDescription="Filtreyi değiştirin ya da yeni mesajları bekleyin."
          rowProps={(m) =>
            ({
              className: m.read ? undefined : "bg-sky-50 dark:bg-sky-950/40",
              "data-unread": m.read ? undefined : "true",
            }) as React.HTMLAttributes<HTMLTableRowElement>
          }
        />
      </Tabs>
      <MessageDialog id={openId} onClose={() => setOpenId(null)} onChanged={changed} />
    </>
  );
}
