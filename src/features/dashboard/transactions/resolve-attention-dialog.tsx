"use client";

/**
 * Marking a flagged payment as looked at (POST /v1/admin/transactions/:id/resolve, ADMIN): staff keep the money or
 * settled it otherwise; the flags stay on the payment, it leaves "İlgilenilmesi gerekenler" and the menu's count.
 */
import { TextareaField } from "@/components/ui/field";
import { optionalText } from "@/components/ui/zod-form";
import { resolveAttentionBody } from "@/shared/payments";
import { FormDialog } from "../content/form-dialog";
import { useSaveForm } from "../content/use-save-form";
import { money } from "../format";
import { KIND_LABELS, type Transaction } from "../reservations/reservation-types";
import { useSession } from "../session/session-context";
import { refreshCounts } from "../shell/use-counts";
import { ATTENTION_TEXTS } from "./attention-note";

export function ResolveAttentionDialog({
  transaction: t,
  onClose,
  onResolved,
}: {
  transaction: Transaction;
  onClose: () => void;
  onResolved: () => void;
}) {
  const { api } = useSession();
  const form = useSaveForm(resolveAttentionBody);

  async function submit(element: HTMLFormElement) {
    const values = { note: optionalText(new FormData(element).get("note")) };
    const done = await form.run(
      values,
      (body) => api.v1.post("/admin/transactions/{id}/resolve", { params: { id: t.id }, body }),
      "Ödeme incelendi olarak işaretlendi.",
    );
    if (done) {
      onResolved();
      refreshCounts();
      onClose();
    }
  }

  return (
    <FormDialog
      open
      title="İncelendi olarak işaretle"
      size="sm"
      busy={form.busy}
      serverError={form.serverError}
      onClose={onClose}
      onSubmit={submit}
      submitLabel="İncelendi"
    >
      <p className="text-sm">
        {t.reservation_code} · {KIND_LABELS[t.kind]} · {money(t.amount, t.currency)}
      </p>
      <ul className="list-disc space-y-1 pl-4 text-sm text-slate-700 dark:text-slate-300">
        {t.attention.map((reason) => (
          <li key={reason}>{ATTENTION_TEXTS[reason]}</li>
        ))}
      </ul>
      <p className="text-sm text-slate-600 dark:text-slate-300">
        Para iade edilmeden kalır (ya da başka yoldan çözüldü); ödeme “İlgilenilmesi gerekenler” listesinden çıkar.
      </p>
      <TextareaField
        label="Not"
        name="note"
        rows={2}
        hint="İsteğe bağlı; değişiklik kaydında saklanır."
        error={form.errors.note}
      />
    </FormDialog>
  );
}
