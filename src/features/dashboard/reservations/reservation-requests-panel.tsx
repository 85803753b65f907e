"use client";

/**
 * The guest's cancellation and change requests on /dashboard/reservations/[id] (issue 15 item 5): GET
 * /v1/admin/reservations/:id/requests, decided with POST /v1/admin/reservation-requests/:id/decision and a note
 * the guest receives by mail. Approving a cancellation cancels the reservation; approving a change only records
 * it: staff then move the dates or guests with "Düzenle". Nothing shows for a reservation without requests.
 */
import { useId, useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { useConfirm } from "@/components/ui/confirm";
import { TextareaField } from "@/components/ui/field";
import { useToast } from "@/components/ui/toast";
import { STAFF_NOTE_MAX, type StaffRequest } from "@/shared/reservation-requests";
import { errorMessage } from "../api/client";
import { useApiQuery } from "../api/use-api-query";
import { day, money, moment } from "../format";
import { useSession } from "../session/session-context";
import { refreshCounts } from "../shell/use-counts";

type Decision = "approved" | "refused";

function requestedChange(r: StaffRequest): string | null {
  const parts: string[] = [];
  if (r.requested_start_date && r.requested_end_date) {
    parts.push(`${day(r.requested_start_date)} – ${day(r.requested_end_date)}`);
  }
  if (r.requested_guests !== null) parts.push(`${r.requested_guests} kişi`);
  return parts.length > 0 ? parts.join(", ") : null;
}

function OpenRequest({ request: r, onDecided }: { request: StaffRequest; onDecided: () => void }) {
  const { api } = useSession();
  const toast = useToast();
  const confirm = useConfirm();
  const [note, setNote] = useState("");
  const [busy, setBusy] = useState<Decision | null>(null);
  const change = requestedChange(r);

  async function decide(decision: Decision) {
    const approveCancel = decision === "approved" && r.kind === "cancel";
    const ok = await confirm({
      title: decision === "approved" ? `${r.kind_label}: onayla` : `${r.kind_label}: reddet`,
      message: approveCancel
        ? "Rezervasyon iptal edilecek, tarihleri yeniden satışa açılacak ve misafire onay maili gidecek."
        : decision === "approved"
          ? "Talep onaylandı olarak işaretlenecek ve misafire mail gidecek. Yeni tarihleri ya da kişi sayısını ardından Düzenle ile girin."
          : "Talep reddedilecek ve misafire notunuzla birlikte mail gidecek; rezervasyon değişmez.",
      confirmLabel: decision === "approved" ? "Onayla" : "Reddet",
      danger: approveCancel || decision === "refused",
    });
    if (!ok) return;
    setBusy(decision);
    try {
      await api.post(`/admin/reservation-requests/${r.id}/decision`, { decision, note });
      toast.success(
        decision === "approved"
          ? "Talep onaylandı, misafire mail gönderildi."
          : "Talep reddedildi, misafire mail gönderildi.",
      );
      refreshCounts();
      onDecided();
    } catch (e) {
      toast.error(errorMessage(e));
    } finally {
      setBusy(null);
    }
  }

  return (
    <li className="space-y-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm dark:border-amber-700 dark:bg-amber-950/40">
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-semibold">{r.kind_label}</span>
        <Badge tone="warning">{r.status_label}</Badge>
        <span className="text-slate-600 dark:text-slate-300">{moment(r.created_at)}</span>
      </div>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        {change ? (
          <>
            <dt className="text-slate-600 dark:text-slate-400">İstenen</dt>
            <dd className="font-medium">{change}</dd>
          </>
        ) : null}
        {r.quoted_cost !== null ? (
          <>
            <dt className="text-slate-600 dark:text-slate-400">İptal bedeli</dt>
            <dd className="font-medium">
              {money(r.quoted_cost, r.quoted_currency)} (iade: {money(r.quoted_refund, r.quoted_currency)})
            </dd>
            <dt className="text-slate-600 dark:text-slate-400">Kademe</dt>
            <dd>{r.quoted_tier}</dd>
          </>
        ) : null}
        <dt className="text-slate-600 dark:text-slate-400">Mesaj</dt>
        <dd className="whitespace-pre-line">{r.message ?? "—"}</dd>
      </dl>
      <TextareaField
        label="Not (misafire giden maile eklenir)"
        rows={2}
        maxLength={STAFF_NOTE_MAX}
        value={note}
        onChange={(e) => setNote(e.target.value)}
      />
      <div className="flex flex-wrap gap-2">
        <Button busy={busy === "approved"} disabled={busy !== null} onClick={() => decide("approved")}>
          {r.kind === "cancel" ? "Onayla ve iptal et" : "Onayla"}
        </Button>
        <Button variant="danger" busy={busy === "refused"} disabled={busy !== null} onClick={() => decide("refused")}>
          Reddet
        </Button>
      </div>
    </li>
  );
}

export function ReservationRequestsPanel({
  reservationId,
  onDecided,
}: {
  reservationId: number;
  onDecided: () => void;
}) {
  const titleId = useId();
  const query = useApiQuery<{ items: StaffRequest[]; total: number }>(`/admin/reservations/${reservationId}/requests`);
  const items = query.data?.items ?? [];
  if (items.length === 0) return null;
  const open = items.filter((r) => r.status === "open");
  const decided = items.filter((r) => r.status !== "open");
  const afterDecision = () => {
    void query.reload();
    onDecided();
  };
  return (
    <section aria-labelledby={titleId} className="mb-6 space-y-3">
      <h2 id={titleId} className="text-lg font-semibold">
        Misafir talepleri
      </h2>
      {open.length > 0 ? (
        <ul className="space-y-3">
          {open.map((r) => (
            <OpenRequest key={r.id} request={r} onDecided={afterDecision} />
          ))}
        </ul>
      ) : null}
      {decided.length > 0 ? (
        <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white text-sm dark:divide-slate-700 dark:border-slate-700 dark:bg-slate-900">
          {decided.map((r) => (
            <li key={r.id} className="flex flex-wrap items-center gap-x-4 gap-y-1 px-4 py-2">
              <span className="font-medium">{r.kind_label}</span>
              <Badge tone={r.status === "approved" ? "success" : "danger"}>{r.status_label}</Badge>
              {requestedChange(r) ? <span>{requestedChange(r)}</span> : null}
              <span className="text-slate-600 dark:text-slate-400">
                {moment(r.decided_at)}
                {r.decided_by ? ` · ${r.decided_by.name}` : ""}
              </span>
              {r.staff_note ? (
                <span className="w-full whitespace-pre-line text-slate-700 dark:text-slate-300">{r.staff_note}</span>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
