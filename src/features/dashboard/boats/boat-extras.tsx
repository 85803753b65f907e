"use client";

/**
 * The "Ekstralar" tab of a boat: its extras (skipper, fuel, APA…) edited as one list — add, remove, reorder —
 * and saved whole with PUT /v1/admin/boats/{id}/extras. Field errors come from the check below and the server.
 */
import { useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { FormError, SelectField, TextField } from "@/components/ui/field";
import { Skeleton } from "@/components/ui/skeleton";
import { useToast } from "@/components/ui/toast";
import {
  EXTRA_PAYABLE_LABELS,
  EXTRA_UNIT_LABELS,
  EXTRA_UNITS,
  type ExtraDto,
  type ExtraPayable,
  type ExtraUnit,
} from "@/lib/extras-copy";
import type { Currency } from "@/lib/money";
import { ApiError, errorMessage } from "../api/client";
import { useApiQuery } from "../api/use-api-query";
import { MoveButtons } from "../content/move-buttons";
import { CURRENCY_OPTIONS, moneyInputValue, parseMoneyInput } from "../format";
import { useSession } from "../session/session-context";
import { moveItem } from "./reorder";
import { extraRowErrors, rowErrorsFromServer } from "./extra-errors";

type Row = {
  key: number;
  id?: number;
  name: string;
  unit: ExtraUnit;
  amount: string;
  currency: Currency;
  obligatory: boolean;
  payable: ExtraPayable;
};

const UNIT_OPTIONS = EXTRA_UNITS.map((value) => ({ value, label: EXTRA_UNIT_LABELS[value] }));
const PAYABLE_OPTIONS = (Object.keys(EXTRA_PAYABLE_LABELS) as ExtraPayable[]).map((value) => ({
  value,
  label: EXTRA_PAYABLE_LABELS[value],
}));
const OBLIGATORY_OPTIONS = [
  { value: "optional", label: "İsteğe bağlı" },
  { value: "obligatory", label: "Zorunlu" },
];

let nextKey = 1;
const toRow = (e: ExtraDto): Row => ({
  key: nextKey++,
  id: e.id,
  name: e.name,
  unit: e.unit,
  amount: e.unit === "charter_percent" ? String(e.amount) : moneyInputValue(e.amount),
  currency: e.currency ?? "EUR",
  obligatory: e.obligatory,
  payable: e.payable,
});
const blankRow = (currency: Currency): Row => ({
  key: nextKey++,
  name: "",
  unit: "booking",
  amount: "",
  currency,
  obligatory: false,
  payable: "booking",
});

/** The API body of one row: percent for the APA unit (no currency), minor units otherwise. */
function rowBody(r: Row) {
  const percent = r.unit === "charter_percent";
  return {
    ...(r.id ? { id: r.id } : {}),
    name: r.name.trim(),
    unit: r.unit,
    amount: percent ? Number(r.amount.trim().replace(",", ".")) : (parseMoneyInput(r.amount) ?? Number.NaN),
    currency: percent ? null : r.currency,
    obligatory: r.obligatory,
    payable: r.payable,
  };
}

export function BoatExtras({ boatId, defaultCurrency }: { boatId: number; defaultCurrency: Currency }) {
  const { api } = useSession();
  const toast = useToast();
  const query = useApiQuery<ExtraDto[] | { items: ExtraDto[] }>(`/admin/boats/${boatId}/extras`);
  const [rows, setRows] = useState<Row[] | null>(null);
  const [errors, setErrors] = useState<Record<number, Record<string, string>>>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!query.data || rows) return;
    const list = Array.isArray(query.data) ? query.data : query.data.items;
    setRows(list.map(toRow));
  }, [query.data, rows]);

  if (query.error && !rows) return <FormError message={query.error} />;
  if (!rows) return <Skeleton className="h-40 w-full" />;

  const update = (key: number, patch: Partial<Row>) =>
    setRows((list) => (list ?? []).map((r) => (r.key === key ? { ...r, ...patch } : r)));

  async function save() {
    if (!rows) return;
    const bodies = rows.map(rowBody);
    const found = extraRowErrors(bodies);
    setErrors(found);
    setServerError(null);
    if (Object.keys(found).length > 0) {
      setServerError("Lütfen işaretli alanları düzeltin.");
      return;
    }
    setBusy(true);
    try {
      const saved = await api.put<ExtraDto[] | { items: ExtraDto[] }>(`/admin/boats/${boatId}/extras`, bodies);
      const list = Array.isArray(saved) ? saved : (saved?.items ?? null);
      if (list) setRows(list.map(toRow));
      toast.success("Ekstralar kaydedildi.");
    } catch (e) {
      setServerError(errorMessage(e));
      if (e instanceof ApiError && e.fields) setErrors(rowErrorsFromServer(e.fields));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby="extras-title" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="extras-title" className="text-lg font-semibold">
            Ekstralar
          </h2>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            Kaptan, yakıt, transfer, temizlik, APA… Zorunlu olanlar her fiyata eklenir; isteğe bağlı olanları misafir
            seçer.
          </p>
        </div>
        <Button variant="secondary" onClick={() => setRows([...rows, blankRow(defaultCurrency)])}>
          Ekstra ekle
        </Button>
      </div>
      {rows.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 p-4 text-sm text-slate-600 dark:border-slate-700 dark:text-slate-300">
          Bu teknenin ekstrası yok.
        </p>
      ) : (
        <ol className="space-y-3">
          {rows.map((r, i) => {
            const err = errors[i] ?? {};
            const percent = r.unit === "charter_percent";
            const title = r.name.trim() || `Ekstra ${i + 1}`;
            return (
              <li
                key={r.key}
                data-extra-row={i}
                aria-label={title}
                className="grid gap-3 rounded-lg border border-slate-200 bg-white p-3 sm:grid-cols-6 dark:border-slate-700 dark:bg-slate-900"
              >
                <TextField
                  label="Ad"
                  value={r.name}
                  maxLength={120}
                  onChange={(e) => update(r.key, { name: e.target.value })}
                  error={err.name}
                  className="sm:col-span-2"
                />
                <SelectField
                  label="Birim"
                  value={r.unit}
                  options={UNIT_OPTIONS}
                  onChange={(e) => update(r.key, { unit: e.target.value as ExtraUnit })}
                  error={err.unit}
                  className="sm:col-span-2"
                />
                <TextField
                  label={percent ? "Yüzde" : "Tutar"}
                  value={r.amount}
                  inputMode="decimal"
                  onChange={(e) => update(r.key, { amount: e.target.value })}
                  error={err.amount}
                  hint={percent ? "1–100 arası" : "ör. 150 veya 2.500,50"}
                />
                {percent ? (
                  <p className="self-center text-sm text-slate-600 dark:text-slate-400">Kiralama bedelinin yüzdesi</p>
                ) : (
                  <SelectField
                    label="Para birimi"
                    value={r.currency}
                    options={CURRENCY_OPTIONS}
                    onChange={(e) => update(r.key, { currency: e.target.value as Currency })}
                    error={err.currency}
                  />
                )}
                <SelectField
                  label="Zorunluluk"
                  value={r.obligatory ? "obligatory" : "optional"}
                  options={OBLIGATORY_OPTIONS}
                  onChange={(e) => update(r.key, { obligatory: e.target.value === "obligatory" })}
                  className="sm:col-span-2"
                />
                <SelectField
                  label="Ödeme"
                  value={r.payable}
                  options={PAYABLE_OPTIONS}
                  onChange={(e) => update(r.key, { payable: e.target.value as ExtraPayable })}
                  error={err.payable}
                  className="sm:col-span-2"
                />
                <div className="flex items-end justify-end gap-2 sm:col-span-2">
                  <MoveButtons
                    name={title}
                    index={i}
                    count={rows.length}
                    onMove={(from, to) => setRows(moveItem(rows, from, to))}
                  />
                  <Button
                    size="sm"
                    variant="danger"
                    aria-label={`${title}: kaldır`}
                    onClick={() => setRows(rows.filter((x) => x.key !== r.key))}
                  >
                    Kaldır
                  </Button>
                </div>
              </li>
            );
          })}
        </ol>
      )}
      <FormError message={serverError} />
      <div className="flex justify-end">
        <Button onClick={save} busy={busy}>
          Ekstraları kaydet
        </Button>
      </div>
    </section>
  );
}
