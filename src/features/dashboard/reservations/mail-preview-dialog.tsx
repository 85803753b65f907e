"use client";

/**
 * Shows a reservation mail as the customer will get it (POST /v1/admin/mail/preview) and sends it on
 * confirmation (POST /v1/admin/sendbank or /sendconfirm). The HTML is shown in a sandboxed iframe.
 */
import { useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { Skeleton } from "@/components/ui/skeleton";
import { useToast } from "@/components/ui/toast";
import { errorMessage } from "../api/client";
import { useSession } from "../session/session-context";
import { MailFrame } from "../mail-templates/mail-frame";

export type MailKind = { templateKey: string; sendPath: string; title: string };

export const BANK_MAIL: MailKind = {
  templateKey: "bank_details",
  sendPath: "/admin/sendbank",
  title: "Banka bilgileri maili",
};
export const CONFIRM_MAIL: MailKind = {
  templateKey: "reservation_confirmed",
  sendPath: "/admin/sendconfirm",
  title: "Onay maili",
};

type Preview = { to: string; subject: string; html: string };

export function MailPreviewDialog({
  reservationId,
  kind,
  onClose,
  onSent,
}: {
  reservationId: number;
  kind: MailKind;
  onClose: () => void;
  onSent: () => void;
}) {
  const { api } = useSession();
  const toast = useToast();
  const [preview, setPreview] = useState<Preview | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  useEffect(() => {
    api
      .post<Preview>("/admin/mail/preview", { reservation_id: reservationId, template_key: kind.templateKey })
      .then(setPreview)
      .catch((e) => setError(errorMessage(e)));
  }, [api, reservationId, kind.templateKey]);

  async function send() {
    setSending(true);
    try {
      const queued = await api.post<{ to: string }>(kind.sendPath, { reservation_id: reservationId });
      toast.success(`${kind.title} gönderim kuyruğuna alındı (${queued.to}).`);
      onSent();
      onClose();
    } catch (e) {
      toast.error(errorMessage(e));
    } finally {
      setSending(false);
    }
  }

  return (
    <Dialog
      open
      onClose={onClose}
      title={`${kind.title} — önizleme`}
      size="lg"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Vazgeç
          </Button>
          <Button onClick={send} busy={sending} disabled={!preview}>
            Gönder
          </Button>
        </>
      }
    >
      {error ? (
        <p role="alert" className="text-red-700 dark:text-red-400">
          {error}
        </p>
      ) : !preview ? (
        <div className="space-y-2">
          <Skeleton />
          <Skeleton className="h-64 w-full" />
        </div>
      ) : (
        <div className="space-y-2 text-sm">
          <p>
            <span className="font-medium">Alıcı:</span> {preview.to}
          </p>
          <p>
            <span className="font-medium">Konu:</span> {preview.subject}
          </p>
          <MailFrame title="Mail önizlemesi" html={preview.html} />
        </div>
      )}
    </Dialog>
  );
}
