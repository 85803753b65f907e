"use client";

/**
 * Refunding (part of) an online card payment through its provider (POST /v1/admin/transactions/:id/refund, ADMIN):
 * the amount starts at what can still be refunded, a note is optional, and a confirmation comes before anything is
 * sent. A refusal shows the provider's words (the API's message); the ledger's refund row is written only on its yes.
 */
import { TextareaField, TextField } from "@/components/ui/field";
import { useConfirm } from "@/components/ui/confirm";
import { optionalText } from "@/components/ui/zod-form";
import { refundCardPaymentBody } from "@/shared/card-payments";
import { PROVIDER_LABELS } from "@/shared/payments";
import { FormDialog } from "../content/form-dialog";
import { useSaveForm } from "../content/use-save-form";
import { money, moneyInputValue, parseMoneyInput } from "../format";
import { KIND_LABELS, type Transaction } from "../reservations/reservation-types";
import { useSession } from "../session/session-context";
import { refreshCounts } from "../shell/use-counts";

const providerOf = (t: Transaction) => (t.provider ? PROVIDER_LABELS[t.provider] : "");

/** The dialog's fields: the payment, what can still be refunded, the amount (prefilled with it) and a note. */
export function RefundFields({ transaction: t, errors }: { transaction: Transaction; errors: Record<string, string> }) {
  return (
    <>
      <p className="text-sm">
        {t.reservation_code} · {KIND_LABELS[t.kind]} · {money(t.amount, t.currency)} · {providerOf(t)}{" "}
        <span className="font-mono">{t.provider_order_id}</span>
      </p>
      <p className="text-sm">
        İade edilebilir: <strong>{money(t.refundable ?? 0, t.currency)}</strong>
      </p>
      <TextField
        label={`İade tutarı (${t.currency})`}
        name="amount"
        inputMode="decimal"
        required
        defaultValue={moneyInputValue(t.refundable ?? 0)}
        error={errors.amount}
      />
      <TextareaField
        label="Not"
        name="note"
        rows={2}
        hint="İsteğe bağlı; iade kaydında saklanır."
        error={errors.note}
      />
      <p className="text-sm text-slate-600 dark:text-slate-300">
        Tutar, ödemenin yapıldığı karta {providerOf(t)} üzerinden iade edilir. Sağlayıcı onaylamadan iade kaydı
        yazılmaz; reddederse nedeni burada görünür.
      </p>
    </>
  );
}

export function RefundDialog({
  transaction: t,
  onClose,
  onRefunded,
}: {
  transaction: Transaction;
  onClose: () => void;
  onRefunded: () => void;
}) {
  const { api } = useSession();
  const confirm = useConfirm();
  const form = useSaveForm(refundCardPaymentBody);

  async function submit(element: HTMLFormElement) {
    const data = new FormData(element);
    const values = { amount: parseMoneyInput(String(data.get("amount") ?? "")), note: optionalText(data.get("note")) };
    // Ask only about an amount that could be sent; a wrong one shows its error in the form instead.
    const checked = refundCardPaymentBody.safeParse(values);
    if (checked.success) {
      const sure = await confirm({
        title: "İade yapılsın mı?",
        message: `${money(checked.data.amount, t.currency)}, ${t.reservation_code} rezervasyonunun kart ödemesinden ${providerOf(t)} üzerinden iade edilecek. Bu işlem geri alınamaz.`,
        confirmLabel: "İade et",
      });
      if (!sure) return;
    }
    const refunded = await form.run(
      values,
      (body) => api.v1.post("/admin/transactions/{id}/refund", { params: { id: t.id }, body }),
      "İade yapıldı.",
    );
    if (refunded) {
      onRefunded();
      refreshCounts();
      onClose();
    }
  }

  return (
    <FormDialog
      open
      title="Kart ödemesini iade et"
      busy={form.busy}
      serverError={form.serverError}
      onClose={onClose}
      onSubmit={submit}
      submitLabel="İade et"
    >
      <RefundFields transaction={t} errors={form.errors} />
    </FormDialog>
  );
}
