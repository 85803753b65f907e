"use client";

/**
 * Whether invoicing is on (Settings → Fatura): set up on the server (PARASUT_* variables), so the screen only says
 * whether it is connected, how many invoices wait or failed, and how many are flagged for the accountant
 * (linking to that list of payments) — never a credential.
 */
import type { z } from "zod";
import { LoadFailed, Skeleton } from "@/components/ui/skeleton";
import type { invoicingStatusSchema } from "@/shared/invoices";
import { useApiQuery } from "../api/use-api-query";
import { DashboardLink as Link } from "../dashboard-link";
import { INVOICE_FLAGGED_HREF } from "../shell/follow-up-links";

export function InvoicingStatus() {
  const query = useApiQuery<z.output<typeof invoicingStatusSchema>>("/admin/invoicing");
  const status = query.data;
  if (query.error) return <LoadFailed message={query.error} className="mb-4" />;
  if (!status) return <Skeleton className="mb-4 h-14 max-w-2xl" />;
  return (
    <div
      role="status"
      className="mb-4 max-w-2xl rounded-lg border border-slate-200 bg-white p-4 text-sm dark:border-slate-700 dark:bg-slate-900"
    >
      {status.enabled ? (
        <p>
          <strong>Fatura kesimi açık</strong> (Paraşüt). Alınan her ödeme için satış faturası ve e-Arşiv kesilir.{" "}
          {status.pending > 0 ? `${status.pending} fatura sırada. ` : ""}
          {status.failed > 0 ? `${status.failed} fatura hata aldı: rezervasyon sayfasından yeniden deneyin.` : ""}
        </p>
      ) : (
        <p>
          <strong>Fatura kesimi kapalı.</strong> Açmak için sunucuda PARASUT_CLIENT_ID, PARASUT_CLIENT_SECRET,
          PARASUT_USERNAME, PARASUT_PASSWORD ve PARASUT_COMPANY_ID ayarlanmalı (docs/invoicing.md).
        </p>
      )}
      {status.flagged > 0 ? (
        <p className="mt-2">
          {status.flagged} faturanın ödemesi fatura kesildikten sonra iptal edildi ya da düzeltildi:{" "}
          <Link href={INVOICE_FLAGGED_HREF} className="font-medium text-sea-700 underline dark:text-sky-300">
            muhasebeye bildirilecek faturalar
          </Link>
        </p>
      ) : null}
    </div>
  );
}
