"use client";

/** Comment moderation for one boat: approve (show on the site) / hide, delete with confirmation. */
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { useConfirm } from "@/components/ui/confirm";
import { EmptyState } from "@/components/ui/empty-state";
import { useToast } from "@/components/ui/toast";
import { errorMessage } from "../api/client";
import { moment } from "../format";
import { useSession } from "../session/session-context";
import type { BoatComment } from "./boat-types";

export function BoatComments({ comments, onChanged }: { comments: BoatComment[]; onChanged: () => void }) {
  const { api } = useSession();
  const toast = useToast();
  const confirm = useConfirm();

  async function setApproved(comment: BoatComment, approved: boolean) {
    try {
      await api.put(`/admin/boats/commentactivity/${comment.id}`, { approved });
      toast.success(approved ? "Yorum onaylandı." : "Yorum gizlendi.");
      onChanged();
    } catch (e) {
      toast.error(errorMessage(e));
    }
  }

  async function remove(comment: BoatComment) {
    const ok = await confirm({
      title: "Yorumu sil",
      message: `${comment.name} adlı kişinin yorumu silinecek.`,
      confirmLabel: "Sil",
    });
    if (!ok) return;
    try {
      await api.del(`/admin/boats/comment/${comment.id}`);
      toast.success("Yorum silindi.");
      onChanged();
    } catch (e) {
      toast.error(errorMessage(e));
    }
  }

  return (
    <section aria-labelledby="comments-title" className="space-y-3">
      <h2 id="comments-title" className="text-lg font-semibold">
        Yorumlar
      </h2>
      {comments.length === 0 ? (
        <EmptyState title="Bu tekne için yorum yok." />
      ) : (
        <ul className="space-y-3">
          {comments.map((c) => (
            <li
              key={c.id}
              className="rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900"
            >
              <div className="flex flex-wrap items-center gap-2 text-sm">
                <span className="font-semibold">{c.name}</span>
                <span>
                  <span aria-hidden="true">
                    {"★".repeat(c.rating)}
                    {"☆".repeat(5 - c.rating)}
                  </span>
                  <span className="sr-only">{c.rating} / 5 puan</span>
                </span>
                <span className="text-slate-600 dark:text-slate-400">{moment(c.created_at)}</span>
                <Badge tone={c.approved ? "success" : "warning"}>{c.approved ? "Yayında" : "Onay bekliyor"}</Badge>
              </div>
              <p className="mt-2 text-sm whitespace-pre-line">{c.body}</p>
              <div className="mt-3 flex gap-2">
                <Button
                  size="sm"
                  variant={c.approved ? "secondary" : "primary"}
                  onClick={() => setApproved(c, !c.approved)}
                >
                  {c.approved ? "Gizle" : "Onayla"}
                </Button>
                <Button size="sm" variant="danger" onClick={() => remove(c)}>
                  Sil
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
