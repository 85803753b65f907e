"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { saveBlob } from "@/components/ui/save-blob";
import type { ReservationDocumentKind } from "@/shared/reservation-documents";
import { settle, siteApi } from "../boat/api";
import { useLocalStore } from "../storage/local-store";
import { reservationsStore } from "./reservations-store";

const FILE_SUFFIX: Record<ReservationDocumentKind, string> = { confirmation: "onay", contract: "sozlesme" };
const KINDS: ReservationDocumentKind[] = ["confirmation", "contract"];

/**
 * The guest's documents on their /enquire card: the confirmation / proforma and the charter contract as PDFs,
 * fetched with the code and the e-mail this browser looked the reservation up with. None for a cancelled or
 * expired reservation (the server refuses them too).
 */
export function ReservationDocuments({ code, status }: { code: string; status: string }) {
  const t = useTranslations("ReservationDocuments");
  const stored = useLocalStore(reservationsStore);
  const email = stored.find((r) => r.code === code)?.email;
  const [busy, setBusy] = useState<ReservationDocumentKind | null>(null);
  const [error, setError] = useState<string | null>(null);
  if (!email || status === "cancelled" || status === "expired") return null;

  async function download(kind: ReservationDocumentKind) {
    setBusy(kind);
    setError(null);
    const res = await settle(
      siteApi.get("/reservations/documents/{kind}", { params: { kind }, query: { code, email: email ?? "" } }),
    );
    setBusy(null);
    if (res.ok) saveBlob(res.data, `LIMAN-${code}-${FILE_SUFFIX[kind]}.pdf`);
    else setError(res.code ? res.message : t("failed"));
  }

  return (
    <div className="mt-4 rounded-md border border-slate-200 p-3 dark:border-slate-700">
      <p className="text-sm font-semibold">{t("title")}</p>
      <div className="mt-2 flex flex-wrap gap-2">
        {KINDS.map((kind) => (
          <button
            key={kind}
            type="button"
            onClick={() => download(kind)}
            disabled={busy !== null}
            className="rounded-md border border-sea-700 px-3 py-2 text-sm font-semibold text-sea-700 hover:bg-sea-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sea-600 disabled:opacity-60 dark:border-sky-300 dark:text-sky-300 dark:hover:bg-slate-800"
          >
            {busy === kind ? t("preparing") : t(kind)}
            <span className="sr-only">: {code}</span>
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
