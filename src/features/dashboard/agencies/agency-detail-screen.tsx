"use client";

/**
 * /dashboard/agencies/[id] (ADMIN): one agency — its details (edit), API keys, webhook signing secret, webhook
 * delivery log and monthly commission statement.
 */
import { DashboardLink as Link } from "@/features/dashboard/dashboard-link";
import { useParams } from "next/navigation";
import { useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button, buttonClass } from "@/components/ui/button";
import { LoadFailed, Skeleton } from "@/components/ui/skeleton";
import type { AgencyDto } from "@/shared/agencies";
import { useApiQuery } from "../api/use-api-query";
import { moment } from "../format";
import { PageHeader } from "../shell/page-header";
import { AgencyDialog, bpsToPercent } from "./agency-dialog";
import { AgencyKeys } from "./agency-keys";
import { AgencyStatementPanel } from "./agency-statement";
import { WebhookDeliveries } from "./webhook-deliveries";
import { WebhookSecretPanel } from "./webhook-secret-panel";

function Facts({ agency }: { agency: AgencyDto }) {
  const rows: [string, React.ReactNode][] = [
    ["İlgili kişi", agency.contact_name ?? "—"],
    ["E-posta", agency.contact_email ?? "—"],
    ["Telefon", agency.contact_phone ?? "—"],
    ["Komisyon", `%${bpsToPercent(agency.commission_bps)}`],
    ["İstek sınırı", `Dakikada ${agency.rate_limit_per_minute}`],
    [
      "Webhook adresi",
      agency.webhook_url ? (
        <span key="u" className="font-mono text-xs break-all">
          {agency.webhook_url}
        </span>
      ) : (
        "—"
      ),
    ],
    [
      "Durum",
      <Badge key="s" tone={agency.active ? "success" : "neutral"}>
        {agency.active ? "Aktif" : "Pasif"}
      </Badge>,
    ],
    ["Eklenme", moment(agency.created_at)],
  ];
  return (
    <dl className="grid gap-x-6 gap-y-2 rounded-lg border border-slate-200 bg-white p-4 text-sm sm:grid-cols-[max-content_1fr] dark:border-slate-700 dark:bg-slate-900">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-medium text-slate-600 dark:text-slate-300">{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function AgencyDetailScreen() {
  const params = useParams<{ id: string }>();
  const id = Number(params.id);
  const agency = useApiQuery<AgencyDto>(Number.isInteger(id) && id > 0 ? `/admin/agencies/${id}` : null);
  const [editing, setEditing] = useState(false);
  const back = (
    <Link href="/dashboard/agencies" className={buttonClass("secondary")}>
      ‹ Acenteler
    </Link>
  );

  if (agency.error) {
    return (
      <>
        <PageHeader title="Acente" actions={back} />
        <LoadFailed message={agency.error} />
      </>
    );
  }
  if (!agency.data) {
    return (
      <>
        <PageHeader title="Acente" actions={back} />
        <Skeleton className="h-48" />
      </>
    );
  }
  const a = agency.data;
  return (
    <>
      <PageHeader
        title={a.name}
        description="Acente bilgileri, API anahtarları, webhook ve komisyon dökümü."
        actions={
          <>
            {back}
            <Button onClick={() => setEditing(true)}>Düzenle</Button>
          </>
        }
      />
      <Facts agency={a} />
      <AgencyKeys agencyId={a.id} />
      <WebhookSecretPanel agencyId={a.id} hasUrl={a.webhook_url !== null} />
      <WebhookDeliveries agencyId={a.id} />
      <AgencyStatementPanel agencyId={a.id} agencyName={a.name} />
      <AgencyDialog
        key={editing ? "open" : "closed"}
        open={editing}
        agency={a}
        onClose={() => setEditing(false)}
        onSaved={agency.reload}
      />
    </>
  );
}
