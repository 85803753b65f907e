"use client";

/**
 * The boat's extras in the booking panel (GET /v1/boats/{slug}/extras): obligatory ones listed as included,
 * optional ones as checkboxes whose ids go with the quote and the reservation request.
 */
import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import type { ExtraDto } from "@/lib/extras-copy";
import { formatMoney } from "@/lib/money";
import { useSiteLocale } from "./use-site-locale";
import { settle, siteApi } from "./api";

/** The extras of a boat, read once per page. */
export function useBoatExtras(slug: string): ExtraDto[] {
  const [extras, setExtras] = useState<ExtraDto[]>([]);
  useEffect(() => {
    const controller = new AbortController();
    settle(siteApi.get("/boats/{slug}/extras", { params: { slug }, signal: controller.signal }))
      .then((res) => {
        if (res.ok && Array.isArray(res.data)) setExtras(res.data);
      })
      .catch(() => {});
    return () => controller.abort();
  }, [slug]);
  return extras;
}

export function BoatExtrasChoice({
  extras,
  chosen,
  onToggle,
}: {
  extras: ExtraDto[];
  chosen: number[];
  onToggle: (id: number, on: boolean) => void;
}) {
  const t = useTranslations("BoatExtras");
  const locale = useSiteLocale();
  // An extra's price and unit (`€150 · Per day`), and where it is paid when at the marina.
  const priceText = (e: ExtraDto) =>
    t("priceLine", {
      price:
        e.unit === "charter_percent" || !e.currency
          ? t("percent", { value: e.amount })
          : formatMoney(e.amount, e.currency, { locale }),
      unit: t(`unit_${e.unit}`),
    });
  const note = (e: ExtraDto) => (e.payable === "base" ? ` · ${t("payableBase")}` : "");
  if (extras.length === 0) return null;
  const included = extras.filter((e) => e.obligatory);
  const optional = extras.filter((e) => !e.obligatory);
  return (
    <div className="space-y-3 text-sm" data-testid="extras">
      {included.length > 0 && (
        <div>
          <p className="font-medium text-slate-800 dark:text-slate-200">{t("included")}</p>
          <ul className="mt-1 space-y-1 text-slate-700 dark:text-slate-300">
            {included.map((e) => (
              <li key={e.id} className="flex gap-2">
                <span aria-hidden="true" className="text-emerald-700 dark:text-emerald-300">
                  ✓
                </span>
                <span className="flex-1">
                  {e.name}
                  <span className="block text-xs text-slate-600 dark:text-slate-400">
                    {priceText(e)}
                    {note(e)}
                  </span>
                </span>
              </li>
            ))}
          </ul>
        </div>
      )}
      {optional.length > 0 && (
        <fieldset>
          <legend className="font-medium text-slate-800 dark:text-slate-200">{t("optional")}</legend>
          <div className="mt-1 space-y-1.5">
            {optional.map((e) => (
              <label key={e.id} className="flex items-start gap-2 text-slate-800 dark:text-slate-200">
                <input
                  type="checkbox"
                  checked={chosen.includes(e.id)}
                  onChange={(ev) => onToggle(e.id, ev.target.checked)}
                  className="mt-0.5 size-4 accent-sea-700"
                />
                <span className="flex-1">
                  {e.name}
                  <span className="block text-xs text-slate-600 dark:text-slate-400">
                    {priceText(e)}
                    {note(e)}
                  </span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>
      )}
    </div>
  );
}
