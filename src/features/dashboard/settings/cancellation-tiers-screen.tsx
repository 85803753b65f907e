"use client";

/**
 * /dashboard/settings/cancellation (ADMIN): the cancellation tiers (issue 15 item 5), loaded with GET
 * /v1/admin/settings/cancellation and saved with PUT /v1/admin/cancellation/edit as a JSON list, validated with
 * the API's schema. /enquire prices a guest's cancellation with them; the proforma prints their sentences.
 */
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { FormError, SelectField, TextField } from "@/components/ui/field";
import { LoadFailed, Skeleton } from "@/components/ui/skeleton";
import { useToast } from "@/components/ui/toast";
import { fieldErrors } from "@/components/ui/zod-form";
import {
  type CancellationTier,
  cancellationTiersSchema,
  describeCancellationTiers,
  parseCancellationTiers,
} from "@/shared/cancellation";
import { errorMessage } from "../api/client";
import { useApiQuery } from "../api/use-api-query";
import { useSession } from "../session/session-context";
import { PageHeader } from "../shell/page-header";

type Row = { min_days: string; charge: "deposit" | "percent"; percent: string };
type Values = { cancellation_tiers: string };

const toRow = (t: CancellationTier): Row => ({
  min_days: String(t.min_days),
  charge: t.charge,
  percent: t.charge === "percent" ? String(t.percent) : "",
});
const toInput = (rows: Row[]) =>
  rows.map((r) => ({
    min_days: r.min_days.trim() === "" ? Number.NaN : Number(r.min_days),
    charge: r.charge,
    ...(r.charge === "percent" ? { percent: r.percent.trim() === "" ? Number.NaN : Number(r.percent) } : {}),
  }));

const CHARGE_OPTIONS = [
  { value: "deposit", label: "Kapora kesilir" },
  { value: "percent", label: "Toplam tutarın yüzdesi kesilir" },
];

function TiersForm({ initial, onSaved }: { initial: CancellationTier[]; onSaved: (v: Values) => void }) {
  const { api } = useSession();
  const toast = useToast();
  const [rows, setRows] = useState<Row[]>(() => initial.map(toRow));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const parsed = cancellationTiersSchema.safeParse(toInput(rows));

  const update = (i: number, patch: Partial<Row>) =>
    setRows((all) => all.map((r, j) => (j === i ? { ...r, ...patch } : r)));

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const index = typeof issue?.path[0] === "number" ? `${issue.path[0] + 1}. kademe: ` : "";
      const text = issue && fieldErrors(parsed.error)[issue.path.join(".") || "_"];
      setError(`${index}${text ?? "Kademeler geçersiz."}`);
      return;
    }
    setError(null);
    setBusy(true);
    try {
      onSaved(await api.put<Values>("/admin/cancellation/edit", { cancellation_tiers: parsed.data }));
      toast.success("İptal kademeleri kaydedildi.");
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label="İptal kademeleri"
      className="max-w-3xl space-y-4 rounded-lg border border-slate-200 bg-white p-4 sm:p-6 dark:border-slate-700 dark:bg-slate-900"
    >
      <p className="text-sm text-slate-600 dark:text-slate-300">
        Kademeleri girişe kalan güne göre büyükten küçüğe sıralayın; son kademe 0 günden başlar. Yüzde, toplam tutar
        üzerinden aşağı yuvarlanarak hesaplanır.
      </p>
      <ol className="space-y-3">
        {rows.map((row, i) => (
          <li
            // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity besides their place
            key={i}
            className="grid items-end gap-3 rounded-md border border-slate-200 p-3 sm:grid-cols-[1fr_1.5fr_1fr_auto] dark:border-slate-700"
          >
            <TextField
              label={`${i + 1}. kademe: girişe en az (gün)`}
              inputMode="numeric"
              value={row.min_days}
              onChange={(e) => update(i, { min_days: e.target.value })}
            />
            <SelectField
              label="Kesinti"
              options={CHARGE_OPTIONS}
              value={row.charge}
              onChange={(e) => update(i, { charge: e.target.value as Row["charge"] })}
            />
            {row.charge === "percent" ? (
              <TextField
                label="Yüzde (%)"
                inputMode="numeric"
                value={row.percent}
                onChange={(e) => update(i, { percent: e.target.value })}
              />
            ) : (
              <span />
            )}
            <Button
              variant="ghost"
              size="sm"
              disabled={rows.length === 1}
              onClick={() => setRows((all) => all.filter((_, j) => j !== i))}
            >
              Sil<span className="sr-only">: {i + 1}. kademe</span>
            </Button>
          </li>
        ))}
      </ol>
      <Button
        variant="secondary"
        size="sm"
        disabled={rows.length >= 10}
        onClick={() => setRows((all) => [...all, { min_days: "0", charge: "percent", percent: "100" }])}
      >
        Kademe ekle
      </Button>
      <section aria-label="Misafirin göreceği metin" className="rounded-md bg-slate-50 p-3 text-sm dark:bg-slate-800">
        <h2 className="mb-1 font-semibold">Misafirin göreceği metin</h2>
        {parsed.success ? (
          <ul className="list-disc space-y-1 pl-5">
            {describeCancellationTiers(parsed.data).map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        ) : (
          <p className="text-slate-600 dark:text-slate-300">Kademeler tamamlanınca burada görünür.</p>
        )}
      </section>
      <FormError message={error} />
      <Button type="submit" busy={busy}>
        Kaydet
      </Button>
    </form>
  );
}

export function CancellationTiersScreen() {
  const query = useApiQuery<Values>("/admin/settings/cancellation");
  return (
    <>
      <PageHeader
        title="İptal Kademeleri"
        description="Misafirin iptal talebinde girişe kalan güne göre kesilecek tutar. Rezervasyonlarım sayfasında ve proformada gösterilir."
      />
      {query.error ? (
        <LoadFailed message={query.error} />
      ) : !query.data ? (
        <Skeleton className="h-64 max-w-3xl" />
      ) : (
        <TiersForm
          key={query.data.cancellation_tiers}
          initial={parseCancellationTiers(query.data.cancellation_tiers)}
          onSaved={query.setData}
        />
      )}
    </>
  );
}
