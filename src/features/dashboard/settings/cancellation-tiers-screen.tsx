"use client";

/**
 * /dashboard/settings/cancellation (ADMIN): the cancellation tiers (issue 15 item 5), loaded with GET
 * /v1/admin/settings/cancellation and saved with PUT /v1/admin/cancellation/edit as a JSON list, validated with
 * the API's schema. /enquire prices a guest's cancellation with them; the proforma prints their sentences.
 */
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { useFocusAfterSubmit } from "@/components/ui/focus-after-submit";
import { FormError, SelectField, TextField } from "@/components/ui/field";
import { LoadFailed, Skeleton } from "@/components/ui/skeleton";
import { useToast } from "@/components/ui/toast";
import { type FieldErrors, fieldErrors } from "@/components/ui/zod-form";
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
  // Keyed by the tier's place and field ("1.min_days"); "_" for the list as a whole.
  const [errors, setErrors] = useState<FieldErrors>({});
  const focus = useFocusAfterSubmit();
  const parsed = cancellationTiersSchema.safeParse(toInput(rows));

  const update = (i: number, patch: Partial<Row>) =>
    setRows((all) => all.map((r, j) => (j === i ? { ...r, ...patch } : r)));

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    focus.sent();
    setError(null);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      focus.settled();
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const saved = await api.put<Values>("/admin/cancellation/edit", { cancellation_tiers: parsed.data });
      setRows(parseCancellationTiers(saved.cancellation_tiers).map(toRow));
      onSaved(saved);
      toast.success("İptal kademeleri kaydedildi.");
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(false);
      focus.settled();
    }
  }

  return (
    <form
      ref={focus.formRef}
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
              error={errors[`${i}.min_days`]}
            />
            <SelectField
              label="Kesinti"
              options={CHARGE_OPTIONS}
              value={row.charge}
              onChange={(e) => update(i, { charge: e.target.value as Row["charge"] })}
              error={errors[`${i}.charge`]}
            />
            {row.charge === "percent" ? (
              <TextField
                label="Yüzde (%)"
                inputMode="numeric"
                value={row.percent}
                onChange={(e) => update(i, { percent: e.target.value })}
                error={errors[`${i}.percent`]}
              />
            ) : (
              <span />
            )}
            <Button
              variant="ghost"
              size="sm"
              disabled={rows.length === 1}
              aria-label={`${i + 1}. kademe: sil`}
              onClick={() => {
                setRows((all) => all.filter((_, j) => j !== i));
                setErrors({}); // keyed by place: they would land on the next tier
              }}
            >
              Sil
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
      <FormError message={error ?? errors._} />
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
        <div role="status" aria-label="Yükleniyor" className="max-w-3xl">
          <Skeleton className="h-64" />
        </div>
      ) : (
        // Mounted once per load: a save updates the form in place, so the focus stays where the user left it.
        <TiersForm initial={parseCancellationTiers(query.data.cancellation_tiers)} onSaved={query.setData} />
      )}
    </>
  );
}
