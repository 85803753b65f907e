"use client";

/**
 * "Durumu sorgula" on a card payment whose refund got no answer from the provider (502 REFUND_UNCERTAIN): asks the
 * provider now (POST /v1/admin/transactions/:id/refund-inquiry, ADMIN) and says what became of it. The card-payments
 * job asks too, every few minutes; this is for staff who do not want to wait.
 */
import { Button } from "@/components/ui/button";
import { useRowAction } from "../api/use-row-action";
import { money } from "../format";
import type { Transaction } from "../reservations/reservation-types";
import { useSession } from "../session/session-context";

export type RefundInquiryResult = { refunded: number; not_received: number; pending: number };

/** What staff are told after asking: each outcome that occurred, in Turkish. */
export function refundInquiryText(result: RefundInquiryResult): string {
  const parts: string[] = [];
  if (result.refunded > 0) parts.push("Sağlayıcı iadeyi yapmış; iade kaydı yazıldı.");
  if (result.not_received > 0) parts.push("İade sağlayıcıya ulaşmamış; tutar yeniden iade edilebilir.");
  if (result.pending > 0) parts.push("Sağlayıcıdan henüz yanıt yok; birkaç dakika sonra yeniden sorgulanır.");
  return parts.length > 0 ? parts.join(" ") : "Yanıt bekleyen iade yok.";
}

/** The note under a card payment's state while a refund of it waits for the provider's answer. */
export function PendingRefundNote({ transaction: t }: { transaction: Transaction }) {
  if (!t.refund_pending) return null;
  return (
    <span className="mt-1 block text-xs text-amber-800 dark:text-amber-300">
      Yanıt bekleyen iade: {money(t.refund_pending, t.currency)}
    </span>
  );
}

export function RefundInquiryButton({
  transaction: t,
  onChanged,
}: {
  transaction: Transaction;
  onChanged: () => void;
}) {
  const { api } = useSession();
  const { busy, run } = useRowAction(onChanged);

  const ask = () =>
    run(async () =>
      refundInquiryText(await api.v1.post("/admin/transactions/{id}/refund-inquiry", { params: { id: t.id } })),
    );

  return (
    <Button
      size="sm"
      variant="secondary"
      disabled={busy}
      aria-label={`İadenin durumunu sorgula: ${t.reservation_code}`}
      onClick={ask}
    >
      Durumu sorgula
    </Button>
  );
}
