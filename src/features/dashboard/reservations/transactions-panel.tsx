"use client";

/**
 * Payments of a reservation: list (voided rows struck through with their reason; ADMIN corrects and voids; each
 * payment's invoice state, InvoiceCell),
 * and the "record a payment" form (recordTransactionBody).
 */
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { type Column, DataTable } from "@/components/ui/data-table";
import { FormError, SelectField, TextField } from "@/components/ui/field";
import { optionalText } from "@/components/ui/zod-form";
import { recordTransactionBody } from "@/shared/payments";
import { useSaveForm } from "../content/use-save-form";
import { moment, parseMoneyInput } from "../format";
import { useSession } from "../session/session-context";
import {
  AmountCell,
  KEEP_COLUMN,
  StateCell,
  transactionRowProps,
  useTransactionActions,
} from "../transactions/use-transaction-actions";
import { InvoiceCell } from "../transactions/invoice-cell";
import { KIND_LABELS, METHOD_LABELS, type ReservationDetail, type Transaction } from "./reservation-types";

// A kept damage deposit is recorded by the deposit's capture (Hasar depozitosu), not here.
const { damage_deposit: _kept, ...RECORDABLE_KINDS } = KIND_LABELS;
const options = (labels: Record<string, string>) => Object.entries(labels).map(([value, label]) => ({ value, label }));

export function TransactionsPanel({
  reservation,
  onChanged,
}: {
  reservation: ReservationDetail;
  onChanged: () => void;
}) {
  const { api } = useSession();
  const form = useSaveForm(recordTransactionBody);
  const { busy, serverError } = form;
  const [formKey, setFormKey] = useState(0);
  const { actions, dialogs, canChange } = useTransactionActions(onChanged);
  const defaultKind = reservation.paid === 0 ? "deposit" : "balance";
  const defaultAmount = reservation.paid === 0 ? reservation.deposit : reservation.due;

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const values = {
      reservation_id: reservation.id,
      kind: data.get("kind"),
      method: data.get("method"),
      amount: parseMoneyInput(String(data.get("amount") ?? "")),
      reference: optionalText(data.get("reference")),
      note: optionalText(data.get("note")),
      paid_at: optionalText(data.get("paid_at")),
    };
    // paid_at goes through the schema's transform into a Date: send the day as typed.
    const saved = await form.run(
      values,
      (body, input) => api.v1.post("/admin/transactions", { body: { ...body, paid_at: input.paid_at } }),
      "Ödeme kaydedildi.",
    );
    if (saved) {
      setFormKey((k) => k + 1);
      onChanged();
    }
  }

  const columns: Column<Transaction>[] = [
    { key: "paid_at", header: "Tarih", cell: (t) => moment(t.paid_at) },
    { key: "kind", header: "Tür", cell: (t) => KIND_LABELS[t.kind] },
    { key: "method", header: "Yöntem", cell: (t) => METHOD_LABELS[t.method] },
    { key: "amount", header: "Tutar", cell: (t) => <AmountCell transaction={t} /> },
    { key: "reference", header: "Referans", cell: (t) => t.reference ?? "—" },
    { key: "by", header: "Kaydeden", cell: (t) => t.recorded_by?.name ?? "—" },
    { key: "state", header: "Durum", className: KEEP_COLUMN, cell: (t) => <StateCell transaction={t} /> },
    {
      key: "invoice",
      header: "Fatura",
      className: KEEP_COLUMN,
      cell: (t) => <InvoiceCell transaction={t} onChanged={onChanged} />,
    },
    ...(canChange
      ? [{ key: "actions", header: <span className="sr-only">İşlemler</span>, className: KEEP_COLUMN, cell: actions }]
      : []),
  ];

  return (
    <section aria-labelledby="tx-title" className="space-y-3">
      <h2 id="tx-title" className="text-lg font-semibold">
        Ödemeler
      </h2>
      <DataTable
        caption="Ödemeler"
        columns={columns}
        rows={reservation.transactions}
        rowKey={(t) => t.id}
        rowProps={transactionRowProps}
        emptyTitle="Henüz ödeme kaydı yok."
      />
      {dialogs}
      <form
        key={formKey}
        noValidate
        onSubmit={submit}
        aria-label="Ödeme kaydet"
        className="grid gap-3 rounded-lg border border-slate-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-3 dark:border-slate-700 dark:bg-slate-900"
      >
        <SelectField
          label="Tür"
          name="kind"
          defaultValue={defaultKind}
          options={options(RECORDABLE_KINDS)}
          error={form.errors.kind}
        />
        <SelectField
          label="Yöntem"
          name="method"
          defaultValue="bank_transfer"
          options={options(METHOD_LABELS)}
          error={form.errors.method}
        />
        <TextField
          label={`Tutar (${reservation.currency})`}
          name="amount"
          inputMode="decimal"
          defaultValue={defaultAmount > 0 ? (defaultAmount / 100).toFixed(2).replace(".", ",") : ""}
          error={form.errors.amount}
        />
        <TextField
          label="Ödeme tarihi"
          name="paid_at"
          type="date"
          error={form.errors.paid_at}
          hint="Boş bırakılırsa bugün."
        />
        <TextField label="Referans (dekont no)" name="reference" error={form.errors.reference} />
        <TextField label="Not" name="note" error={form.errors.note} />
        <div className="flex items-end gap-3 sm:col-span-2 lg:col-span-3">
          <Button type="submit" busy={busy}>
            Ödemeyi kaydet
          </Button>
          <FormError message={serverError} />
        </div>
      </form>
    </section>
  );
}
