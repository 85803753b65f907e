"use client";

/**
 * /dashboard/blog (ADMIN): blog posts, drafts included, newest first, 10 a page; create/edit (rich text +
 * cover), publish switch, delete with confirmation.
 */
import { useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import type { Column } from "@/components/ui/data-table";
import { useToast } from "@/components/ui/toast";
import { Toggle } from "@/components/ui/toggle";
import type { BlogPostDto } from "@/shared/blog";
import { errorMessage } from "../api/client";
import { useListQuery } from "../api/use-list-query";
import { actionsColumn, RowActions } from "../content/row-actions";
import { useDeleteAction } from "../content/use-delete-action";
import { moment } from "../format";
import { useSession } from "../session/session-context";
import { PageHeader } from "../shell/page-header";
import { BlogDialog, type BlogEditing } from "./blog-dialog";
import { ListTable } from "../content/list-table";

type BlogSummary = Omit<BlogPostDto, "body">;

export function BlogScreen() {
  const { api } = useSession();
  const toast = useToast();
  const remove = useDeleteAction();
  const list = useListQuery<BlogSummary>("/admin/blog", { take: 10 });
  const [editing, setEditing] = useState<BlogEditing>(null);

  async function setPublished(p: BlogSummary, published: boolean) {
    try {
      const post = await api.get<BlogPostDto>(`/admin/blog/${p.id}`);
      await api.post("/admin/blog/edit", {
        id: post.id,
        title: post.title,
        excerpt: post.excerpt,
        body: post.body,
        published,
      });
      toast.success(published ? `“${p.title}” yayına alındı.` : `“${p.title}” yayından kaldırıldı.`);
      await list.reload();
    } catch (e) {
      toast.error(errorMessage(e));
    }
  }

  const columns: Column<BlogSummary>[] = [
    {
      key: "cover",
      header: <span className="sr-only">Kapak</span>,
      cell: (p) =>
        p.cover_url ? (
          // biome-ignore lint/performance/noImgElement: a small thumbnail from our own media route
          <img src={p.cover_url} alt="" width={64} height={40} className="h-10 w-16 max-w-none rounded object-cover" />
        ) : (
          <span className="block h-10 w-16 shrink-0 rounded bg-slate-200 dark:bg-slate-700" />
        ),
    },
    {
      key: "title",
      header: "Başlık",
      className: "min-w-56",
      cell: (p) => (
        <div>
          <span className="font-medium">{p.title}</span>
          <div className="text-xs text-slate-600 dark:text-slate-400">
            {p.published ? (
              <a
                href={`/blog/${p.slug}`}
                target="_blank"
                rel="noopener"
                className="text-sea-700 underline-offset-2 hover:underline dark:text-sky-300"
              >
                /blog/{p.slug} ↗
              </a>
            ) : (
              `/blog/${p.slug}`
            )}
          </div>
        </div>
      ),
    },
    {
      key: "published",
      header: "Yayında",
      cell: (p) => (
        <span className="flex items-center gap-2">
          <Toggle checked={p.published} onChange={(on) => setPublished(p, on)} label={`${p.title}: yayında`} />
          <Badge tone={p.published ? "success" : "neutral"}>{p.published ? "Yayında" : "Taslak"}</Badge>
        </span>
      ),
    },
    {
      key: "date",
      header: "Yayın tarihi",
      cell: (p) => <span className="whitespace-nowrap">{p.published ? moment(p.published_at) : "—"}</span>,
    },
    actionsColumn((p) => (
      <RowActions
        name={p.title}
        onEdit={() => setEditing({ id: p.id })}
        onDelete={() =>
          remove({
            path: `/admin/blog/${p.id}`,
            title: "Yazıyı sil",
            message: `“${p.title}” ve kapak görseli kalıcı olarak silinecek.`,
            success: "Yazı silindi.",
            done: list.reload,
          })
        }
      />
    )),
  ];

  return (
    <>
      <PageHeader
        title="Blog"
        description="Sitenin blog yazıları; taslaklar yalnızca burada görünür."
        actions={<Button onClick={() => setEditing({ id: null })}>Yeni yazı</Button>}
      />
      <ListTable
        list={list}
        caption="Blog yazıları"
        columns={columns}
        rowKey={(p) => p.id}
        emptyTitle="Henüz blog yazısı yok."
      />
      <BlogDialog editing={editing} onClose={() => setEditing(null)} onSaved={list.reload} />
    </>
  );
}
