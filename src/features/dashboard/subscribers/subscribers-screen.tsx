"use client";

/** /dashboard/subscriber (ADMIN): newsletter subscribers, 50 a page; delete with confirmation; CSV download. */
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { type Column, DataTable } from "@/components/ui/data-table";
import { Pagination } from "@/components/ui/pagination";
import { useToast } from "@/components/ui/toast";
import type { SubscriberDto } from "@/server/subscribers/schemas";
import { errorMessage } from "../api/client";
import { useListQuery } from "../api/use-list-query";
import { RowActions } from "../content/row-actions";
import { useDeleteAction } from "../content/use-delete-action";
import { moment } from "../format";
import { useSession } from "../session/session-context";
import { PageHeader } from "../shell/page-header";
import { clock } from "@/lib/clock";

const SOURCES: Record<string, string> = { footer: "Site altbilgisi", website: "Web sitesi" };

export function SubscribersScreen() {
  const { api } = useSession();
  const toast = useToast();
  const remove = useDeleteAction();
  const list = useListQuery<SubscriberDto>("/admin/subscriber", { take: 50 });
  const [downloading, setDownloading] = useState(false);

  async function downloadCsv() {
    setDownloading(true);
    try {
      await api.download("/admin/subscriber/csv", `aboneler-${clock.now().toISOString().slice(0, 10)}.csv`);
      toast.success("Abone listesi indirildi.");
    } catch (e) {
      toast.error(errorMessage(e));
    } finally {
      setDownloading(false);
    }
  }

  const columns: Column<SubscriberDto>[] = [
    { key: "email", header: "E-posta", cell: (s) => <span className="font-medium">{s.email}</span> },
    { key: "source", header: "Kaynak", cell: (s) => SOURCES[s.source] ?? s.source },
    {
      key: "consent",
      header: "Onay zamanı",
      cell: (s) => <span className="whitespace-nowrap">{moment(s.consent_at)}</span>,
    },
    {
      key: "actions",
      header: <span className="sr-only">İşlemler</span>,
      cell: (s) => (
        <RowActions
          name={s.email}
          onDelete={() =>
            remove({
              path: `/admin/subscriber/${s.id}`,
              title: "Aboneyi sil",
              message: `${s.email} e-bülten listesinden çıkarılacak.`,
              success: "Abone silindi.",
              done: list.reload,
            })
          }
        />
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title="Aboneler"
        description={list.rows ? `E-bültene kayıtlı ${list.total} kişi.` : "E-bültene kayıtlı kişiler."}
        actions={
          <Button variant="secondary" onClick={downloadCsv} busy={downloading} disabled={list.total === 0}>
            CSV indir
          </Button>
        }
      />
      <DataTable
        caption="Aboneler"
        columns={columns}
        rows={list.rows}
        rowKey={(s) => s.id}
        loading={list.loading}
        error={list.error}
        emptyTitle="Henüz abone yok."
        skeletonRows={8}
      />
      <Pagination skip={list.skip} take={list.take} total={list.total} onChange={list.setSkip} />
    </>
  );
}
