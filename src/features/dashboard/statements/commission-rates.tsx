"use client";

/**
 * The ADMIN's "Komisyon oranları" part of /dashboard/statements: every owner with their percent and their
 * boats' overrides; "Düzenle" opens a dialog that saves them (PUT /v1/admin/statements/commission-rates/:id).
 * A reservation keeps the rate frozen on it when it was confirmed; new rates apply to later confirmations.
 */
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { type Column, DataTable } from "@/components/ui/data-table";
import { Dialog } from "@/components/ui/dialog";
import { FormError, TextField } from "@/components/ui/field";
import { useToast } from "@/components/ui/toast";
import { type CommissionRatesBody, DEFAULT_COMMISSION_PERCENT, type OwnerCommission } from "@/shared/statements";
import { errorMessage } from "../api/client";
import type { ApiQuery } from "../api/use-api-query";
import { useSession } from "../session/session-context";

const shown = (p: string | null) => (p === null ? "—" : `%${p.replace(".", ",")}`);
const input = (p: string | null) => (p === null ? "" : p.replace(/\.00$/, "").replace(".", ","));

function RatesDialog({
  owner,
  onClose,
  onSaved,
}: {
  owner: OwnerCommission;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { api } = useSession();
  const toast = useToast();
  const [ownerRate, setOwnerRate] = useState(input(owner.commission_percent));
  const [boatRates, setBoatRates] = useState<Record<number, string>>(
    Object.fromEntries(owner.boats.map((b) => [b.id, input(b.commission_percent)])),
  );
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  async function save(e: React.FormEvent) {
    e.preventDefault();
    setSaving(true);
    setError(null);
    const body: CommissionRatesBody = {
      commission_percent: ownerRate.trim(),
      boats: owner.boats.map((b) => ({ id: b.id, commission_percent: (boatRates[b.id] ?? "").trim() })),
    };
    try {
      await api.put(`/admin/statements/commission-rates/${owner.id}`, body);
      toast.success("Kaydedildi.");
      onSaved();
      onClose();
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setSaving(false);
    }
  }

  const formId = `commission-form-${owner.id}`;
  return (
    <Dialog
      open
      onClose={onClose}
      title={`Komisyon oranları: ${owner.name}`}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Vazgeç
          </Button>
          <Button type="submit" form={formId} busy={saving}>
            Kaydet
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={save} className="space-y-4" noValidate>
        <TextField
          label="Tekne sahibinin oranı (%)"
          inputMode="decimal"
          value={ownerRate}
          onChange={(e) => setOwnerRate(e.target.value)}
          hint={`0 ile 100 arası, en fazla 2 ondalık (ör. 12,5). Boş bırakılırsa %${DEFAULT_COMMISSION_PERCENT.replace(".", ",")} uygulanır.`}
        />
        {owner.boats.length > 0 ? (
          <fieldset className="space-y-3">
            <legend className="text-sm font-semibold">Tekneye özel oranlar</legend>
            <p className="text-xs text-slate-600 dark:text-slate-400">
              Boş bırakılan teknede tekne sahibinin oranı uygulanır.
            </p>
            {owner.boats.map((b) => (
              <TextField
                key={b.id}
                label={`${b.name} (%)`}
                inputMode="decimal"
                value={boatRates[b.id] ?? ""}
                onChange={(e) => setBoatRates((r) => ({ ...r, [b.id]: e.target.value }))}
              />
            ))}
          </fieldset>
        ) : null}
        <p className="text-xs text-slate-600 dark:text-slate-400">
          Oran, rezervasyon onaylandığında rezervasyona sabitlenir: değişiklik yalnızca bundan sonra onaylanan
          rezervasyonlara uygulanır, geçmiş hesap dökümleri değişmez.
        </p>
        <FormError message={error} />
      </form>
    </Dialog>
  );
}

export function CommissionRates({ query }: { query: ApiQuery<{ items: OwnerCommission[] }> }) {
  const [editing, setEditing] = useState<OwnerCommission | null>(null);
  const columns: Column<OwnerCommission>[] = [
    {
      key: "name",
      header: "Tekne sahibi",
      cell: (o) => (
        <span>
          <span className="font-medium">{o.name}</span>
          <span className="block text-xs text-slate-600 dark:text-slate-400">{o.email}</span>
        </span>
      ),
    },
    {
      key: "rate",
      header: "Oran",
      cell: (o) =>
        o.commission_percent === null ? (
          <span className="text-slate-600 dark:text-slate-400">Girilmemiş (%0)</span>
        ) : (
          shown(o.commission_percent)
        ),
    },
    {
      key: "boats",
      header: "Tekneye özel",
      cell: (o) => {
        const set = o.boats.filter((b) => b.commission_percent !== null);
        return set.length === 0 ? "—" : set.map((b) => `${b.name}: ${shown(b.commission_percent)}`).join(", ");
      },
    },
    {
      key: "actions",
      header: <span className="sr-only">İşlemler</span>,
      cell: (o) => (
        <Button variant="secondary" size="sm" onClick={() => setEditing(o)} aria-label={`${o.name} oranlarını düzenle`}>
          Düzenle
        </Button>
      ),
      className: "text-right",
    },
  ];
  return (
    <section aria-labelledby="commission-rates" className="mt-8">
      <h2 id="commission-rates" className="text-lg font-semibold">
        Komisyon oranları
      </h2>
      <p className="mb-3 text-sm text-slate-600 dark:text-slate-300">
        Her tekne sahibi için bir oran; gerekirse tekneye özel oran. Oran girilmemişse %0 uygulanır.
      </p>
      <DataTable
        caption="Komisyon oranları"
        columns={columns}
        rows={query.data?.items}
        rowKey={(o) => o.id}
        loading={query.loading}
        error={query.error}
        emptyTitle="Henüz tekne sahibi yok."
      />
      {editing ? (
        <RatesDialog owner={editing} onClose={() => setEditing(null)} onSaved={() => void query.reload()} />
      ) : null}
    </section>
  );
}
