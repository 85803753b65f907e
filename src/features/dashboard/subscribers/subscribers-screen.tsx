"use client";

/** /dashboard/subscriber (ADMIN): newsletter subscribers, 50 a page; delete with confirmation; CSV download. */
import { useState } from "react";
import { Button } from "@/components/ui/button";
import type { Column } from "@/components/ui/data-table";
import { useToast } from "@/components/ui/toast";
import type { SubscriberDto } from "@/shared/subscribers";
import { errorMessage } from "../api/client";
import { useListQuery } from "../api/use-list-query";
import { actionsColumn, RowActions } from "../content/row-actions";
import { useDeleteAction } from "../content/use-delete-action";
import { useSession } from "../session/session-context";
import { PageHeader } from "../shell/page-header";
import { clock } from "@/lib/clock";
import { momentColumn } from "../content/moment-column";
import { ListTable } from "../content/list-table";

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
    momentColumn("consent", "Onay zamanı", (s) => s.consent_at),
    actionsColumn((s) => (
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
    )),
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
      <ListTable
        list={list}
        caption="Aboneler"
        columns={columns}
        rowKey={(s) => s.id}
        emptyTitle="Henüz abone yok."
        skeletonRows={8}
      />
    </>
  );
}
