"use client";

import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { saveBlob } from "@/components/ui/save-blob";
import { settle, siteApi } from "../boat/api";
import { useLocalStore } from "../storage/local-store";
import { reservationsStore } from "./reservations-store";

type GuestInvoice = { id: number; number: string | null; issue_date: string | null; amount: number; currency: string };

/**
 * The guest's issued invoices (e-Arşiv) on their /enquire card, each a PDF fetched through Liman with the code and
 * the e-mail this browser looked the reservation up with. Nothing shows until one is issued.
 */
export function ReservationInvoices({ code, status }: { code: string; status: string }) {
  const t = useTranslations("ReservationInvoices");
  const stored = useLocalStore(reservationsStore);
  const email = stored.find((r) => r.code === code)?.email;
  const [items, setItems] = useState<GuestInvoice[]>([]);
  const [busy, setBusy] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const closed = status === "cancelled" || status === "expired";

  useEffect(() => {
    if (!email || closed) return;
    let live = true;
    void settle(siteApi.get("/reservations/invoices", { query: { code, email } })).then((res) => {
      if (live && res.ok) setItems(res.data.items);
    });
    return () => {
      live = false;
    };
  }, [code, email, closed]);

  if (!email || closed || items.length === 0) return null;

  async function download(invoice: GuestInvoice) {
    setBusy(invoice.id);
    setError(null);
    const res = await settle(
      siteApi.get("/reservations/invoices/{id}/pdf", {
        params: { id: invoice.id },
        query: { code, email: email ?? "" },
      }),
    );
    setBusy(null);
    if (res.ok) saveBlob(res.data, `LIMAN-${code}-fatura-${invoice.number ?? invoice.id}.pdf`);
    else setError(res.code ? res.message : t("failed"));
  }

  return (
    <div className="mt-4 rounded-md border border-slate-200 p-3 dark:border-slate-700">
      <p className="text-sm font-semibold">{t("title")}</p>
      <div className="mt-2 flex flex-wrap gap-2">
        {items.map((invoice) => (
          <button
            key={invoice.id}
            type="button"
            onClick={() => download(invoice)}
            disabled={busy !== null}
            className="rounded-md border border-sea-700 px-3 py-2 text-sm font-semibold text-sea-700 hover:bg-sea-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sea-600 disabled:opacity-60 dark:border-sky-300 dark:text-sky-300 dark:hover:bg-slate-800"
          >
            {busy === invoice.id ? t("preparing") : t("invoice", { number: invoice.number ?? String(invoice.id) })}
          </button>
        ))}
      </div>
      {error ? (
        <p role="alert" className="mt-2 text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      ) : null}
    </div>
  );
}
