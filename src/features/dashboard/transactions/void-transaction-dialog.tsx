"use client";

/**
 * Voiding a payment (POST /v1/admin/transactions/:id/void): the confirmation before the destructive action,
 * asking the required reason. The row stays, struck through; it counts in no sum any more.
 */
import { useId } from "react";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { FormError, TextareaField } from "@/components/ui/field";
import { voidTransactionBody } from "@/shared/payments";
import { useSaveForm } from "../content/use-save-form";
import { money, moment } from "../format";
import { KIND_LABELS, type Transaction } from "../reservations/reservation-types";
import { useSession } from "../session/session-context";

export function VoidTransactionDialog({
  transaction: t,
  onClose,
  onVoided,
}: {
  transaction: Transaction;
  onClose: () => void;
  onVoided: () => void;
}) {
  const { api } = useSession();
  const form = useSaveForm(voidTransactionBody);
  const { busy, serverError } = form;
  const formId = useId();

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const values = { reason: String(new FormData(event.currentTarget).get("reason") ?? "") };
    const voided = await form.run(
      values,
      (_, input) => api.v1.post("/admin/transactions/{id}/void", { params: { id: t.id }, body: input }),
      "Ödeme iptal edildi.",
    );
    if (voided) {
      onVoided();
      onClose();
    }
  }

  return (
    <Dialog
      open
      onClose={onClose}
      title={t.kind === "refund" ? "İade iptal edilsin mi?" : "Ödeme iptal edilsin mi?"}
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Vazgeç
          </Button>
          <Button type="submit" form={formId} variant="danger" busy={busy}>
            İptal et
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={submit} className="grid gap-3">
        <p className="text-sm">
          {t.reservation_code} · {KIND_LABELS[t.kind]} · {money(t.amount, t.currency)} · {moment(t.paid_at)}
        </p>
        <p className="text-sm text-slate-600 dark:text-slate-300">
          Kayıt silinmez; üstü çizili olarak listede kalır ve ödenen tutara artık sayılmaz. Bu işlem geri alınamaz.
        </p>
        <TextareaField
          label="İptal nedeni"
          name="reason"
          required
          rows={2}
          hint="Zorunlu; kayıtta ve işlem geçmişinde saklanır."
          error={form.errors.reason}
        />
        <FormError message={serverError} />
      </form>
    </Dialog>
  );
}
