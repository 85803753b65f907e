"use client";

/**
 * /dashboard/website/bank (ADMIN): bank accounts shown on the site and in payment mails; add/edit (Turkish
 * IBAN checked with the server's own rule: TR + 24 digits, mod-97), show/hide switch, delete with confirmation.
 */
import { useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { type Column, DataTable } from "@/components/ui/data-table";
import { CheckboxField, TextField } from "@/components/ui/field";
import { useToast } from "@/components/ui/toast";
import { Toggle } from "@/components/ui/toggle";
import { formatIban } from "@/lib/iban";
import { type BankDto, bankBody } from "@/shared/banks";
import { errorMessage } from "../api/client";
import { useApiQuery } from "../api/use-api-query";
import type { ListAnswer } from "../api/use-list-query";
import { RecordDialog } from "../content/form-dialog";
import { actionsColumn, RowActions } from "../content/row-actions";
import { useDeleteAction } from "../content/use-delete-action";
import { useRecordSave } from "../content/use-record-save";
import { CurrencyField } from "../content/currency-field";
import { useSession } from "../session/session-context";
import { PageHeader } from "../shell/page-header";

type Editing = { row: BankDto | null } | null;

function BankForm({ row, onClose, onSaved }: { row: BankDto | null; onClose: () => void; onSaved: () => void }) {
  const save = useRecordSave(bankBody, {
    path: "/admin/banks",
    id: row?.id,
    created: "Banka hesabı eklendi.",
    updated: "Banka hesabı güncellendi.",
  });

  function values(form: HTMLFormElement) {
    const data = new FormData(form);
    return {
      bank_name: data.get("bank_name"),
      account_holder: data.get("account_holder"),
      iban: data.get("iban"),
      currency: data.get("currency"),
      branch: data.get("branch") ?? "",
      active: data.get("active") === "on",
      ...(row ? { sort_order: row.sort_order } : {}),
    };
  }

  return (
    <RecordDialog
      save={save}
      values={values}
      onSaved={onSaved}
      title={row ? "Banka hesabını düzenle" : "Yeni banka hesabı"}
      onClose={onClose}
      className="grid gap-3 sm:grid-cols-2"
    >
      <TextField
        label="Banka adı"
        name="bank_name"
        defaultValue={row?.bank_name}
        required
        error={save.errors.bank_name}
      />
      <TextField label="Şube" name="branch" defaultValue={row?.branch ?? ""} error={save.errors.branch} />
      <TextField
        label="Hesap sahibi"
        name="account_holder"
        defaultValue={row?.account_holder}
        required
        error={save.errors.account_holder}
        className="sm:col-span-2"
      />
      <TextField
        label="IBAN"
        name="iban"
        defaultValue={row ? formatIban(row.iban) : "TR"}
        required
        autoComplete="off"
        spellCheck={false}
        error={save.errors.iban}
        hint="TR ile başlayan 26 karakter; boşluklu yazabilirsiniz."
        className="sm:col-span-2"
      />
      <CurrencyField defaultValue={row?.currency ?? "TRY"} error={save.errors.currency} />
      <CheckboxField
        label="Sitede ve ödeme maillerinde göster"
        name="active"
        defaultChecked={row?.active ?? true}
        className="sm:mt-7"
      />
    </RecordDialog>
  );
}

export function BanksScreen() {
  const { api } = useSession();
  const toast = useToast();
  const remove = useDeleteAction();
  const query = useApiQuery<ListAnswer<BankDto>>("/admin/banks");
  const [editing, setEditing] = useState<Editing>(null);

  async function setActive(b: BankDto, active: boolean) {
    try {
      await api.patch("/admin/banks/activity", { id: b.id, active });
      toast.success(active ? `${b.bank_name} hesabı gösteriliyor.` : `${b.bank_name} hesabı gizlendi.`);
      await query.reload();
    } catch (e) {
      toast.error(errorMessage(e));
    }
  }

  const columns: Column<BankDto>[] = [
    {
      key: "bank",
      header: "Banka",
      className: "min-w-40",
      cell: (b) => (
        <div>
          <span className="font-medium">{b.bank_name}</span>
          {b.branch ? <div className="text-xs text-slate-600 dark:text-slate-400">{b.branch}</div> : null}
        </div>
      ),
    },
    { key: "holder", header: "Hesap sahibi", cell: (b) => b.account_holder },
    {
      key: "iban",
      header: "IBAN",
      cell: (b) => <code className="text-xs whitespace-nowrap">{formatIban(b.iban)}</code>,
    },
    { key: "currency", header: "Para birimi", cell: (b) => b.currency },
    {
      key: "active",
      header: "Aktif",
      cell: (b) => (
        <span className="flex items-center gap-2">
          <Toggle
            checked={b.active}
            onChange={(on) => setActive(b, on)}
            label={`${b.bank_name} ${b.currency}: aktif`}
          />
          <Badge tone={b.active ? "success" : "neutral"}>{b.active ? "Aktif" : "Pasif"}</Badge>
        </span>
      ),
    },
    actionsColumn((b) => (
      <RowActions
        name={`${b.bank_name} ${b.currency}`}
        onEdit={() => setEditing({ row: b })}
        onDelete={() =>
          remove({
            path: `/admin/banks/${b.id}`,
            title: "Banka hesabını sil",
            message: `${b.bank_name} (${formatIban(b.iban)}) silinecek.`,
            success: "Banka hesabı silindi.",
            done: query.reload,
          })
        }
      />
    )),
  ];

  return (
    <>
      <PageHeader
        title="Banka Hesapları"
        description="Havale/EFT için sitede ve banka bilgileri mailinde gösterilen hesaplar."
        actions={<Button onClick={() => setEditing({ row: null })}>Yeni banka hesabı</Button>}
      />
      <DataTable
        caption="Banka hesapları"
        columns={columns}
        rows={query.data?.items}
        rowKey={(b) => b.id}
        loading={query.loading}
        error={query.error}
        emptyTitle="Henüz banka hesabı yok."
      />
      {editing ? <BankForm row={editing.row} onClose={() => setEditing(null)} onSaved={query.reload} /> : null}
    </>
  );
}
