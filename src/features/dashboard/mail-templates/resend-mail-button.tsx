"use client";

/**
 * "Yeniden gönder" for an outbox mail whose outcome is unknown ('uncertain') or that was given up ('failed'):
 * after a confirmation that says what a resend risks, POST /v1/admin/mail/outbox/:id/resend queues it again.
 */
import { Button } from "@/components/ui/button";
import { useConfirm } from "@/components/ui/confirm";
import { useToast } from "@/components/ui/toast";
import { errorMessage } from "../api/client";
import { useSession } from "../session/session-context";

export const RESENDABLE_STATUSES: readonly string[] = ["uncertain", "failed"];

const WARNINGS: Record<string, string> = {
  uncertain:
    "Bu mail gönderilirken bağlantı koptu: alıcıya ulaşmış olabilir. Yeniden gönderirseniz alıcı aynı maili iki kez alabilir. Alıcının maili almadığından emin olduktan sonra devam edin.",
  failed: "Mail yeniden gönderim sırasına alınacak.",
};

export function ResendMailButton({
  mail,
  onResent,
}: {
  mail: { id: number; subject: string; to_address: string; status: string };
  onResent: () => void;
}) {
  const { api } = useSession();
  const toast = useToast();
  const confirm = useConfirm();
  if (!RESENDABLE_STATUSES.includes(mail.status)) return null;

  async function resend() {
    const ok = await confirm({
      title: "Mail yeniden gönderilsin mi?",
      message: (
        <>
          <p className="mb-2">
            <strong>{mail.subject}</strong> → {mail.to_address}
          </p>
          <p>{WARNINGS[mail.status]}</p>
        </>
      ),
      confirmLabel: "Yeniden gönder",
      danger: mail.status === "uncertain",
    });
    if (!ok) return;
    try {
      await api.post(`/admin/mail/outbox/${mail.id}/resend`);
      toast.success("Mail yeniden gönderim sırasına alındı.");
      onResent();
    } catch (e) {
      toast.error(errorMessage(e));
    }
  }

  return (
    <Button size="sm" variant="secondary" onClick={() => void resend()} aria-label={`${mail.subject}: yeniden gönder`}>
      Yeniden gönder
    </Button>
  );
}
