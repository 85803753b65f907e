"use client";

/** Correcting a payment (PATCH /v1/admin/transactions/:id): amount, method, kind, day, reference, note, and a required reason. */
import { SelectField, TextareaField, TextField } from "@/components/ui/field";
import { todayIn } from "@/lib/dates";
import { optionalText } from "@/components/ui/zod-form";
import { editTransactionBody, KIND_LABELS, METHOD_LABELS } from "@/shared/payments";
import { FormDialog } from "../content/form-dialog";
import { useSaveForm } from "../content/use-save-form";
import { moneyInputValue, parseMoneyInput } from "../format";
import { useSession } from "../session/session-context";
import type { Transaction } from "../reservations/reservation-types";

const METHOD_OPTIONS = Object.entries(METHOD_LABELS).map(([value, label]) => ({ value, label }));
/** A payment stays a payment (deposit ⇄ balance), a refund stays a refund. */
const PAYMENT_KINDS = [
  { value: "deposit", label: KIND_LABELS.deposit },
  { value: "balance", label: KIND_LABELS.balance },
];

export function EditTransactionDialog({
  transaction: t,
  onClose,
  onSaved,
}: {
  transaction: Transaction;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { api } = useSession();
  const form = useSaveForm(editTransactionBody);
  const { busy, serverError } = form;
  const paidDay = todayIn("Europe/Istanbul", new Date(t.paid_at));

  async function submit(element: HTMLFormElement) {
    const data = new FormData(element);
    const typedDay = optionalText(data.get("paid_at"));
    const values = {
      kind: t.kind === "refund" ? undefined : data.get("kind"),
      method: data.get("method"),
      amount: parseMoneyInput(String(data.get("amount") ?? "")),
      reference: String(data.get("reference") ?? "").trim(),
      note: String(data.get("note") ?? "").trim(),
      // Only a changed day is sent: the moment the money arrived stays as recorded otherwise.
      paid_at: typedDay && typedDay !== paidDay ? typedDay : undefined,
      reason: String(data.get("reason") ?? ""),
    };
    // Sent as typed: the server reads the day in Istanbul itself.
    const saved = await form.run(
      values,
      (_, input) => api.v1.patch("/admin/transactions/{id}", { params: { id: t.id }, body: input }),
      "Ödeme düzeltildi.",
    );
    if (saved) {
      onSaved();
      onClose();
    }
  }

  return (
    <FormDialog
      open
      title={t.kind === "refund" ? "İadeyi düzelt" : "Ödemeyi düzelt"}
      busy={busy}
      serverError={serverError}
      onClose={onClose}
      onSubmit={submit}
      submitLabel="Düzeltmeyi kaydet"
      className="grid gap-3 sm:grid-cols-2"
    >
      {t.kind === "refund" ? null : (
        <SelectField label="Tür" name="kind" defaultValue={t.kind} options={PAYMENT_KINDS} error={form.errors.kind} />
      )}
      <SelectField
        label="Yöntem"
        name="method"
        defaultValue={t.method}
        options={METHOD_OPTIONS}
        error={form.errors.method}
      />
      <TextField
        label={`Tutar (${t.currency})`}
        name="amount"
        inputMode="decimal"
        defaultValue={moneyInputValue(t.amount)}
        error={form.errors.amount}
      />
      <TextField label="Ödeme tarihi" name="paid_at" type="date" defaultValue={paidDay} error={form.errors.paid_at} />
      <TextField
        label="Referans (dekont no)"
        name="reference"
        defaultValue={t.reference ?? ""}
        error={form.errors.reference}
      />
      <TextField label="Not" name="note" defaultValue={t.note ?? ""} error={form.errors.note} />
      <TextareaField
        label="Düzeltmenin nedeni"
        name="reason"
        required
        rows={2}
        className="sm:col-span-2"
        hint="Zorunlu; işlem geçmişinde saklanır."
        error={form.errors.reason}
      />
    </FormDialog>
  );
}
