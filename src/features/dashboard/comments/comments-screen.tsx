"use client";

/**
 * /dashboard/comments (ADMIN): every boat comment, newest first, 10 a page, with the boat and rating;
 * filter by approval and boat; approve/hide switch; delete with confirmation.
 */
import { DashboardLink as Link } from "@/features/dashboard/dashboard-link";
import type { z } from "zod";
import { Badge } from "@/components/ui/badge";
import type { Column } from "@/components/ui/data-table";
import { SelectField } from "@/components/ui/field";
import { FilterBar } from "@/components/ui/filter-bar";
import { useToast } from "@/components/ui/toast";
import { Toggle } from "@/components/ui/toggle";
import type { commentSchema } from "@/shared/boats/comments";
import { errorMessage } from "../api/client";
import { useListQuery } from "../api/use-list-query";
import { actionsColumn, RowActions } from "../content/row-actions";
import { useDeleteAction } from "../content/use-delete-action";
import { moment } from "../format";
import { useBoatChoices } from "../reservations/use-boat-choices";
import { useSession } from "../session/session-context";
import { PageHeader } from "../shell/page-header";
import { ListTable } from "../content/list-table";

type Comment = z.infer<typeof commentSchema>;

export function Stars({ rating }: { rating: number }) {
  return (
    <span className="whitespace-nowrap text-amber-600 dark:text-amber-400">
      <span aria-hidden="true">
        {"★".repeat(rating)}
        {"☆".repeat(Math.max(0, 5 - rating))}
      </span>
      <span className="sr-only">{rating} / 5 puan</span>
    </span>
  );
}

export function CommentsScreen() {
  const { api } = useSession();
  const toast = useToast();
  const remove = useDeleteAction();
  const boats = useBoatChoices();
  const list = useListQuery<Comment>("/admin/comment", { take: 10 });

  async function setApproved(c: Comment, approved: boolean) {
    try {
      await api.put(`/admin/boats/commentactivity/${c.id}`, { approved });
      toast.success(approved ? "Yorum onaylandı; sitede gösteriliyor." : "Yorum gizlendi.");
      await list.reload();
    } catch (e) {
      toast.error(errorMessage(e));
    }
  }

  const columns: Column<Comment>[] = [
    {
      key: "comment",
      header: "Yorum",
      className: "min-w-72",
      cell: (c) => (
        <div className="max-w-xl">
          <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
            <Link
              href={`/dashboard/boats/${c.boat_id}`}
              className="font-medium text-sea-700 underline-offset-2 hover:underline dark:text-sky-300"
            >
              {c.boat_name}
            </Link>
            <span>{c.name}</span>
            <Stars rating={c.rating} />
            {c.reservation_code && <Badge tone="info">Doğrulanmış konaklama · {c.reservation_code}</Badge>}
            <span className="text-xs whitespace-nowrap text-slate-600 dark:text-slate-300">{moment(c.created_at)}</span>
          </div>
          <p className="mt-1 line-clamp-3 whitespace-pre-line text-slate-700 dark:text-slate-200">{c.body}</p>
        </div>
      ),
    },
    {
      key: "approved",
      header: "Onaylı",
      cell: (c) => (
        <span className="flex items-center gap-2">
          <Toggle
            checked={c.approved}
            onChange={(on) => setApproved(c, on)}
            label={`${c.name} adlı kişinin yorumu: onaylı`}
          />
          <Badge tone={c.approved ? "success" : "warning"}>{c.approved ? "Yayında" : "Onay bekliyor"}</Badge>
        </span>
      ),
    },
    actionsColumn((c) => (
      <RowActions
        name={`${c.name} adlı kişinin yorumu`}
        onDelete={() =>
          remove({
            path: `/admin/boats/comment/${c.id}`,
            title: "Yorumu sil",
            message: `${c.name} adlı kişinin “${c.boat_name}” için yazdığı yorum kalıcı olarak silinecek.`,
            success: "Yorum silindi.",
            done: list.reload,
          })
        }
      />
    )),
  ];

  return (
    <>
      <PageHeader title="Yorumlar" description="Müşteri yorumları; yalnızca onaylı yorumlar sitede gösterilir." />
      <FilterBar
        label="Yorum filtreleri"
        onApply={(v) => list.setFilters({ approved: v.approved, boat_id: v.boat_id })}
      >
        <SelectField
          label="Durum"
          name="approved"
          placeholder="Tümü"
          options={[
            { value: "false", label: "Onay bekleyenler" },
            { value: "true", label: "Onaylılar" },
          ]}
        />
        <SelectField label="Tekne" name="boat_id" placeholder="Tüm tekneler" options={boats} />
      </FilterBar>
      <ListTable list={list} caption="Yorumlar" columns={columns} rowKey={(c) => c.id} emptyTitle="Yorum bulunamadı." />
    </>
  );
}
