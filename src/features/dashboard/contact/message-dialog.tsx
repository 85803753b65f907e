"use client";

/**
 * One inbox message in a dialog: who wrote, the boat of a sale enquiry, the thread (the original message,
 * then every reply with who and when, and its mail's state), a reply form (sent by mail through the outbox),
 * "mark unread" (for the current staff member only) and archive/restore (for everyone, after confirmation).
 * Opening marks it read for the current staff member only.
 */
import { DashboardLink as Link } from "@/features/dashboard/dashboard-link";
import { useEffect, useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { useConfirm } from "@/components/ui/confirm";
import { Dialog } from "@/components/ui/dialog";
import { TextareaField } from "@/components/ui/field";
import { LoadFailed, Skeleton } from "@/components/ui/skeleton";
import { useToast } from "@/components/ui/toast";
import type { ContactMessageDto, ContactReplyDto, ContactThreadDto } from "@/shared/contact-messages";
import { contactReplyBody } from "@/shared/inbox";
import { errorMessage } from "../api/client";
import { useApiQuery } from "../api/use-api-query";
import { useSaveForm } from "../content/use-save-form";
import { moment } from "../format";
import { MAIL_STATUS } from "../mail-templates/outbox-panel";
import { useSession } from "../session/session-context";

export const linkClass = "font-medium text-sea-700 underline-offset-2 hover:underline dark:text-sky-300";

export function BoatLinks({ boat }: { boat: NonNullable<ContactMessageDto["boat"]> }) {
  const { isAdmin } = useSession();
  return (
    <span className="inline-flex flex-wrap gap-x-3">
      {isAdmin ? (
        <Link href={`/dashboard/boats/${boat.id}`} className={linkClass}>
          {boat.name}
        </Link>
      ) : (
        <span className="font-medium">{boat.name}</span>
      )}
      <a href={`/boat/${boat.slug}`} target="_blank" rel="noopener" className={linkClass}>
        Sitede gör ↗
      </a>
    </span>
  );
}

function Reply({ reply }: { reply: ContactReplyDto }) {
  const status = reply.mail_status ? MAIL_STATUS[reply.mail_status as keyof typeof MAIL_STATUS] : undefined;
  return (
    <li className="rounded-md border border-sea-200 bg-sea-50/60 p-3 dark:border-sky-900 dark:bg-sky-950/30">
      <div className="mb-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-slate-600 dark:text-slate-300">
        <span className="font-semibold text-slate-900 dark:text-white">{reply.author.name}</span>
        <span>{moment(reply.created_at)}</span>
        {status ? <Badge tone={status.tone}>{status.label}</Badge> : null}
      </div>
      <p className="whitespace-pre-line">{reply.text}</p>
    </li>
  );
}

function ReplyForm({ message, onSent }: { message: ContactThreadDto; onSent: () => void }) {
  const { api } = useSession();
  const form = useSaveForm(contactReplyBody);
  const { busy } = form;
  const [text, setText] = useState("");

  async function send(e: React.FormEvent) {
    e.preventDefault();
    const sent = await form.run(
      { text },
      (body) => api.v1.post("/admin/contact/messages/{id}/replies", { params: { id: message.id }, body }),
      "Yanıtınız gönderilmek üzere sıraya alındı.",
      { inline: false, failureToast: (message) => message },
    );
    if (sent) {
      setText("");
      onSent();
    }
  }

  if (message.anonymized) {
    return (
      <p className="rounded-md bg-amber-50 p-3 text-sm text-amber-900 dark:bg-amber-950/40 dark:text-amber-200">
        Bu mesajın kişisel bilgileri KVKK kapsamında silindi; yanıtlanamaz.
      </p>
    );
  }
  return (
    <form onSubmit={send} className="space-y-2" noValidate>
      <TextareaField
        label={`Yanıtınız (${message.email} adresine e-posta ile gider)`}
        name="text"
        rows={5}
        value={text}
        onChange={(e) => setText(e.target.value)}
        error={form.errors.text}
        hint="Mesajın aslı e-postada alıntılanır; gönderen adresi şirketin adresidir."
      />
      <div className="flex justify-end">
        <Button type="submit" busy={busy}>
          Yanıtı gönder
        </Button>
      </div>
    </form>
  );
}

export function MessageDialog({
  id,
  onClose,
  onChanged,
}: {
  id: number | null;
  onClose: () => void;
  /** Called after anything that moves the list or the badge (opened, marked, archived, replied). */
  onChanged: () => void;
}) {
  const { api } = useSession();
  const toast = useToast();
  const confirm = useConfirm();
  const query = useApiQuery<ContactThreadDto>(id === null ? null : `/admin/contact/messages/${id}`);
  const m = query.data?.id === id ? query.data : undefined;
  const loadedId = m?.id;
  // Opening marks the message read for this user: refresh the list and the menu badge once it is loaded.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per opened message
  useEffect(() => {
    if (loadedId !== undefined) onChanged();
  }, [loadedId]);

  async function markUnread() {
    if (!m) return;
    try {
      await api.put(`/admin/contact/messages/${m.id}/read`, { read: false });
      toast.success("Okunmadı olarak işaretlendi.");
      onChanged();
      onClose();
    } catch (err) {
      toast.error(errorMessage(err));
    }
  }

  async function setArchived(archived: boolean) {
    if (!m) return;
    if (
      archived &&
      !(await confirm({
        title: "Mesajı arşivle",
        message: "Mesaj tüm ekip için gelen kutusundan kalkar ve Arşiv sekmesine taşınır. Oradan geri alabilirsiniz.",
        confirmLabel: "Arşivle",
      }))
    )
      return;
    try {
      await api.put(`/admin/contact/messages/${m.id}/archive`, { archived });
      toast.success(archived ? "Mesaj arşivlendi." : "Mesaj arşivden çıkarıldı.");
      onChanged();
      onClose();
    } catch (err) {
      toast.error(errorMessage(err));
    }
  }

  return (
    <Dialog open={id !== null} onClose={onClose} title={m?.subject || "İletişim mesajı"} size="lg">
      {query.error ? (
        <LoadFailed message={query.error} />
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
            <dd className="break-all">
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
            {m.boat ? (
              <>
                <dt className="text-slate-600 dark:text-slate-400">Satış talebi</dt>
                <dd>
                  <BoatLinks boat={m.boat} />
                </dd>
              </>
            ) : null}
            {m.locale === "en" ? (
              <>
                <dt className="text-slate-600 dark:text-slate-400">Dil</dt>
                <dd>
                  <Badge>İngilizce</Badge>{" "}
                  <span className="text-slate-600 dark:text-slate-400">(yanıt e-postası İngilizce gider)</span>
                </dd>
              </>
            ) : null}
            {m.archived ? (
              <>
                <dt className="text-slate-600 dark:text-slate-400">Durum</dt>
                <dd>
                  <Badge>Arşivde</Badge>
                </dd>
              </>
            ) : null}
          </dl>
          <section aria-label="Yazışma">
            <ol className="space-y-3">
              <li className="rounded-md bg-slate-50 p-3 dark:bg-slate-900">
                <div className="mb-1 flex flex-wrap gap-x-2 text-xs text-slate-600 dark:text-slate-300">
                  <span className="font-semibold text-slate-900 dark:text-white">{m.name}</span>
                  <span>{moment(m.created_at)}</span>
                </div>
                <p className="whitespace-pre-line">{m.message}</p>
              </li>
              {m.thread.map((reply) => (
                <Reply key={reply.id} reply={reply} />
              ))}
            </ol>
          </section>
          <ReplyForm
            message={m}
            onSent={() => {
              void query.reload();
              onChanged();
            }}
          />
          <div className="flex flex-wrap gap-2 border-t border-slate-200 pt-3 dark:border-slate-700">
            <Button variant="secondary" size="sm" onClick={markUnread}>
              Okunmadı işaretle
            </Button>
            {m.archived ? (
              <Button variant="secondary" size="sm" onClick={() => setArchived(false)}>
                Arşivden çıkar
              </Button>
            ) : (
              <Button variant="secondary" size="sm" onClick={() => setArchived(true)}>
                Arşivle
              </Button>
            )}
          </div>
        </div>
      )}
    </Dialog>
  );
}
