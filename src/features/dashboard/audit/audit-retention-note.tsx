"use client";

import type { AuditRetention } from "@/shared/audit";
import { useApiQuery } from "../api/use-api-query";

/** How long the log keeps its rows (decision 0065), under the audit screen's title; nothing until it is known. */
export function AuditRetentionNote() {
  const retention = useApiQuery<AuditRetention>("/admin/audit/retention");
  if (!retention.data) return null;
  const { bookkeeping_years, other_months } = retention.data;
  return (
    <p data-testid="audit-retention" className="-mt-3 mb-5 text-sm text-slate-600 dark:text-slate-300">
      Saklama süresi: rezervasyon ve ödeme kayıtları yazıldıkları yılın sonundan itibaren {bookkeeping_years} yıl (TTK),
      diğer kayıtlar {other_months} ay saklanır; süresi dolan kayıtlar kendiliğinden silinir.
    </p>
  );
}
