"use client";

/**
 * "Kalemler" of a reservation (issue 15): its frozen lines — the charter, the discount, each extra — and what is
 * paid at the base. Staff add an extra of the boat at today's price (POST …/lines) or remove an extra line after a
 * confirmation (DELETE …/lines/{lineId}); the server recomputes the amounts and the screen reloads them.
 */
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { diffDays } from "@/lib/dates";
import { useConfirm } from "@/components/ui/confirm";
import { FormError, SelectField } from "@/components/ui/field";
import { useToast } from "@/components/ui/toast";
import {
  EXTRA_PAYABLE_LABELS,
  type ExtraDto,
  extraPriceText,
  lineQuantityText,
  type PriceLine,
} from "@/lib/extras-copy";
import { errorMessage } from "../api/client";
import { useApiQuery } from "../api/use-api-query";
import { money } from "../format";
import { useSession } from "../session/session-context";

type LinesReservation = {
  id: number;
  status: string;
  currency: string;
  guests: number;
  start_date: string;
  end_date: string;
  boat: { id: number; name: string };
  lines?: PriceLine[];
  due_at_base?: number;
};

const LOCKED = ["cancelled", "completed"];

export function LinesPanel({ reservation: r, onChanged }: { reservation: LinesReservation; onChanged: () => void }) {
  const { api } = useSession();
  const toast = useToast();
  const confirm = useConfirm();
  const editable = !LOCKED.includes(r.status);
  const extras = useApiQuery<ExtraDto[] | { items: ExtraDto[] }>(editable ? `/admin/boats/${r.boat.id}/extras` : null);
  const [extraId, setExtraId] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const lines = r.lines ?? [];
  const list = extras.data ? (Array.isArray(extras.data) ? extras.data : extras.data.items) : [];

  async function add() {
    if (!extraId) {
      setError("Eklenecek ekstrayı seçin.");
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await api.post(`/admin/reservations/${r.id}/lines`, { extra_id: Number(extraId) });
      toast.success("Ekstra eklendi; tutarlar güncellendi.");
      setExtraId("");
      onChanged();
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(false);
    }
  }

  async function remove(line: PriceLine) {
    const ok = await confirm({
      title: "Ekstrayı kaldır",
      message: `“${line.label}” (${money(line.amount, r.currency)}) rezervasyondan kaldırılacak ve tutarlar yeniden hesaplanacak.`,
      confirmLabel: "Kaldır",
      danger: true,
    });
    if (!ok) return;
    try {
      await api.del(`/admin/reservations/${r.id}/lines/${line.id}`);
      toast.success("Ekstra kaldırıldı; tutarlar güncellendi.");
      onChanged();
    } catch (e) {
      toast.error(errorMessage(e));
    }
  }

  const nights = diffDays(r.start_date, r.end_date);
  return (
    <section aria-labelledby="lines-title" className="space-y-3">
      <h2 id="lines-title" className="text-lg font-semibold">
        Kalemler
      </h2>
      {lines.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-300">Bu rezervasyonun kalemi yok.</p>
      ) : (
        <table className="w-full rounded-lg border border-slate-200 bg-white text-sm dark:border-slate-700 dark:bg-slate-900">
          <caption className="sr-only">Rezervasyon kalemleri</caption>
          <thead className="text-left text-slate-600 dark:text-slate-300">
            <tr>
              <th scope="col" className="px-3 py-2">
                Kalem
              </th>
              <th scope="col" className="px-3 py-2">
                Ödeme
              </th>
              <th scope="col" className="px-3 py-2 text-right">
                Tutar
              </th>
              <th scope="col" className="px-3 py-2">
                <span className="sr-only">İşlemler</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200 dark:divide-slate-700">
            {lines.map((line, i) => {
              const quantity = lineQuantityText(line, { guests: r.guests, days: nights });
              return (
                <tr key={line.id ?? i} data-line-kind={line.kind}>
                  <td className="px-3 py-2">
                    {line.label}
                    {quantity ? <span className="text-slate-600 dark:text-slate-400"> ({quantity})</span> : null}
                  </td>
                  <td className="px-3 py-2">{EXTRA_PAYABLE_LABELS[line.payable]}</td>
                  <td className="px-3 py-2 text-right whitespace-nowrap">{money(line.amount, r.currency)}</td>
                  <td className="px-3 py-2 text-right">
                    {editable && line.kind === "extra" && line.id ? (
                      <Button
                        size="sm"
                        variant="danger"
                        onClick={() => remove(line)}
                        aria-label={`${line.label}: kaldır`}
                      >
                        Kaldır
                      </Button>
                    ) : null}
                  </td>
                </tr>
              );
            })}
          </tbody>
          {(r.due_at_base ?? 0) > 0 ? (
            <tfoot>
              <tr className="border-t border-slate-200 font-semibold dark:border-slate-700">
                <td className="px-3 py-2" colSpan={2}>
                  Üste (marinada) ödenecek
                </td>
                <td className="px-3 py-2 text-right" data-amount="due_at_base">
                  {money(r.due_at_base, r.currency)}
                </td>
                <td />
              </tr>
            </tfoot>
          ) : null}
        </table>
      )}
      {editable && list.length > 0 ? (
        <div className="flex flex-wrap items-end gap-2">
          <SelectField
            label="Ekstra ekle"
            value={extraId}
            onChange={(e) => setExtraId(e.target.value)}
            placeholder="Seçin"
            options={list.map((e) => ({ value: e.id, label: `${e.name} — ${extraPriceText(e)}` }))}
            className="min-w-64"
          />
          <Button onClick={add} busy={busy}>
            Ekle
          </Button>
        </div>
      ) : null}
      <FormError message={error} />
    </section>
  );
}
