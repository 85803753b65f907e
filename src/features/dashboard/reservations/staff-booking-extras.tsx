"use client";

/**
 * The extras of the staff "new reservation" screen: the chosen boat's extras (the obligatory ones shown, always
 * in; the optional ones to tick, sent as `extras`) and the price the booking would freeze, asked again of the server
 * (POST /admin/boats/{id}/quote) whenever the boat, the dates, the guests or the ticks change.
 */
import { useEffect, useState } from "react";
import { CheckboxField } from "@/components/ui/field";
import { diffDays, isIsoDate } from "@/lib/dates";
import {
  EXTRA_PAYABLE_LABELS,
  type ExtraDto,
  extraPriceText,
  lineQuantityText,
  type PriceLine,
} from "@/lib/extras-copy";
import { errorMessage } from "../api/client";
import { money } from "../format";
import { useSession } from "../session/session-context";

export type StaffStay = { boatId: number | null; startDate: string; endDate: string; guests: number };

type Quote = { lines: PriceLine[]; total: number; deposit: number; due_at_base: number; currency: string };

export function StaffBookingExtras({ stay, className }: { stay: StaffStay; className?: string }) {
  const { api } = useSession();
  const [extras, setExtras] = useState<ExtraDto[]>([]);
  const [chosen, setChosen] = useState<number[]>([]);
  const [quote, setQuote] = useState<Quote | null>(null);
  const [quoteError, setQuoteError] = useState<string | null>(null);
  const { boatId, startDate, endDate, guests } = stay;

  useEffect(() => {
    setExtras([]);
    setChosen([]);
    if (boatId === null) return;
    let live = true;
    api.v1
      .get("/admin/boats/{id}/extras", { params: { id: boatId } })
      .then((list) => live && setExtras(list))
      .catch(() => live && setExtras([]));
    return () => {
      live = false;
    };
  }, [api, boatId]);

  const chosenKey = chosen.join(",");
  useEffect(() => {
    setQuote(null);
    setQuoteError(null);
    if (boatId === null || !isIsoDate(startDate) || !isIsoDate(endDate) || endDate <= startDate || guests < 1) return;
    let live = true;
    const body = {
      start_date: startDate,
      end_date: endDate,
      guests,
      extras: chosenKey ? chosenKey.split(",").map(Number) : [],
    };
    api.v1
      .post("/admin/boats/{id}/quote", { params: { id: boatId }, body })
      .then((q) => live && setQuote(q))
      .catch((e) => live && setQuoteError(errorMessage(e)));
    return () => {
      live = false;
    };
  }, [api, boatId, startDate, endDate, guests, chosenKey]);

  if (boatId === null) return null;
  const toggle = (id: number, on: boolean) =>
    setChosen((list) => (on ? [...list, id] : list.filter((x) => x !== id)).sort((a, b) => a - b));

  return (
    <div className={`space-y-3 ${className ?? ""}`}>
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium">Ekstralar</legend>
        {extras.length === 0 ? (
          <p className="text-sm text-slate-600 dark:text-slate-300">Bu teknenin ekstrası yok.</p>
        ) : (
          extras.map((extra) => {
            const label = `${extra.name} (${extraPriceText(extra)})`;
            return extra.obligatory ? (
              <CheckboxField key={extra.id} label={`${label}: zorunlu`} checked disabled readOnly />
            ) : (
              <CheckboxField
                key={extra.id}
                label={label}
                name="extras"
                value={extra.id}
                checked={chosen.includes(extra.id)}
                onChange={(event) => toggle(extra.id, event.currentTarget.checked)}
              />
            );
          })
        )}
      </fieldset>
      <section aria-label="Fiyat" aria-live="polite" className="text-sm">
        {quoteError ? <p className="text-red-700 dark:text-red-400">{quoteError}</p> : null}
        {quote ? (
          <table className="w-full rounded-lg border border-slate-200 dark:border-slate-700">
            <caption className="sr-only">Fiyat kalemleri</caption>
            <tbody className="divide-y divide-slate-200 dark:divide-slate-700">
              {quote.lines.map((line) => {
                const quantity = lineQuantityText(line, { guests, days: diffDays(startDate, endDate) });
                return (
                  <tr key={`${line.kind}-${line.extra_id ?? line.label}`}>
                    <td className="px-3 py-1.5">
                      {line.label}
                      {quantity ? <span className="text-slate-600 dark:text-slate-400"> ({quantity})</span> : null}
                    </td>
                    <td className="px-3 py-1.5">{EXTRA_PAYABLE_LABELS[line.payable]}</td>
                    <td className="px-3 py-1.5 text-right whitespace-nowrap">{money(line.amount, quote.currency)}</td>
                  </tr>
                );
              })}
              <tr className="font-semibold">
                <td className="px-3 py-1.5" colSpan={2}>
                  Toplam
                </td>
                <td className="px-3 py-1.5 text-right whitespace-nowrap">{money(quote.total, quote.currency)}</td>
              </tr>
              <tr>
                <td className="px-3 py-1.5" colSpan={2}>
                  Ön ödeme
                </td>
                <td className="px-3 py-1.5 text-right whitespace-nowrap">{money(quote.deposit, quote.currency)}</td>
              </tr>
              {quote.due_at_base > 0 ? (
                <tr>
                  <td className="px-3 py-1.5" colSpan={2}>
                    Limanda ödenecek
                  </td>
                  <td className="px-3 py-1.5 text-right whitespace-nowrap">
                    {money(quote.due_at_base, quote.currency)}
                  </td>
                </tr>
              ) : null}
            </tbody>
          </table>
        ) : null}
      </section>
    </div>
  );
}
