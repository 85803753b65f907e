"use client";

/**
 * /dashboard/reservations/[id]: customer, dates, amounts, frozen rates, status changes (only the legal ones the
 * server lists in allowed_statuses), the payment plan, payments, mails (bank details / confirmation with a preview) and edits.
 */
import { DashboardLink as Link } from "@/features/dashboard/dashboard-link";
import { useParams } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button, buttonClass } from "@/components/ui/button";
import { useConfirm } from "@/components/ui/confirm";
import { Skeleton } from "@/components/ui/skeleton";
import { useToast } from "@/components/ui/toast";
import { diffDays } from "@/lib/dates";
import { errorMessage } from "../api/client";
import { useApiQuery } from "../api/use-api-query";
import { day, money, moment } from "../format";
import { useSession } from "../session/session-context";
import { PageHeader } from "../shell/page-header";
import { refreshCounts } from "../shell/use-counts";
import { EditReservationDialog } from "./edit-reservation-dialog";
import { BANK_MAIL, CONFIRM_MAIL, type MailKind, MailPreviewDialog } from "./mail-preview-dialog";
import { type ReservationDetail, type ReservationStatus, STATUS_ACTIONS, STATUS_LABELS } from "./reservation-types";
import { StatusBadge } from "./status-badge";
import { TransactionsPanel } from "./transactions-panel";
import { SecurityDepositPanel } from "./security-deposit-panel";
import { PaymentPlanPanel } from "./payment-plan-panel";
import { PassengersPanel } from "./passengers-panel";
import { LinesPanel } from "./lines-panel";
import { ReservationHistory } from "../audit/reservation-history";
import { ReservationRequestsPanel } from "./reservation-requests-panel";
import { ReservationDocumentsPanel } from "./reservation-documents-panel";
import { InvoicesPanel } from "./invoices-panel";
import { reviewInvitationText } from "./review-invitation-text";

const MAIL_STATUS: Record<string, string> = {
  queued: "Kuyrukta",
  sending: "Gönderiliyor",
  sent: "Gönderildi",
  failed: "Gönderilemedi",
  uncertain: "Sonucu belirsiz",
};

function Card({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900">
      <h2 className="mb-3 text-base font-semibold">{title}</h2>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">{children}</dl>
    </section>
  );
}

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <>
      <dt className="text-slate-600 dark:text-slate-400">{label}</dt>
      <dd className="font-medium break-words">{children}</dd>
    </>
  );
}

export function ReservationDetailScreen() {
  const params = useParams<{ id: string }>();
  const id = Number(params.id);
  const { api } = useSession();
  const toast = useToast();
  const confirm = useConfirm();
  const query = useApiQuery<ReservationDetail>(Number.isInteger(id) && id > 0 ? `/admin/reservations/${id}` : null);
  const [mail, setMail] = useState<MailKind | null>(null);
  const [editing, setEditing] = useState(false);
  const [changing, setChanging] = useState<ReservationStatus | null>(null);
  const countsRefreshed = useRef(false);

  useEffect(() => {
    // Opening a reservation marks it seen: the menu badge goes down.
    if (query.data && !countsRefreshed.current) {
      countsRefreshed.current = true;
      refreshCounts();
    }
  }, [query.data]);

  if (query.error && !query.data) {
    return (
      <>
        <PageHeader title="Rezervasyon" />
        <p role="alert" className="text-red-700 dark:text-red-400">
          {query.error}
        </p>
      </>
    );
  }
  const r = query.data;
  if (!r) {
    return (
      <div className="space-y-3" aria-busy="true">
        <Skeleton className="h-8 w-64" />
        <Skeleton className="h-48 w-full" />
      </div>
    );
  }
  const reload = () => void query.reload();

  async function changeStatus(to: ReservationStatus) {
    if (!r) return;
    const ok = await confirm({
      title: STATUS_ACTIONS[to],
      message: `${r.code} rezervasyonu “${STATUS_LABELS[to]}” durumuna alınacak.`,
      confirmLabel: STATUS_ACTIONS[to],
      danger: to === "cancelled" || to === "expired",
    });
    if (!ok) return;
    setChanging(to);
    try {
      const updated = await api.put<ReservationDetail>(`/admin/reservations/${r.id}`, { status: to });
      query.setData(updated);
      toast.success(`Durum: ${STATUS_LABELS[to]}.`);
    } catch (e) {
      toast.error(errorMessage(e));
    } finally {
      setChanging(null);
    }
  }

  const nights = diffDays(r.start_date, r.end_date);
  return (
    <>
      <PageHeader
        title={`Rezervasyon ${r.code}`}
        description={`${r.boat.name} · ${day(r.start_date)} – ${day(r.end_date)}`}
        actions={
          <>
            <StatusBadge status={r.status} />
            <Link href="/dashboard/reservations" className={buttonClass("ghost", "sm")}>
              ← Rezervasyonlar
            </Link>
          </>
        }
      />
      <fieldset className="mb-5 flex flex-wrap gap-2">
        <legend className="sr-only">Rezervasyon işlemleri</legend>
        {r.allowed_statuses.map((to) => (
          <Button
            key={to}
            variant={to === "cancelled" || to === "expired" ? "danger" : "primary"}
            busy={changing === to}
            onClick={() => changeStatus(to)}
          >
            {STATUS_ACTIONS[to]}
          </Button>
        ))}
        <Button variant="secondary" onClick={() => setEditing(true)}>
          Düzenle
        </Button>
        <Button variant="secondary" onClick={() => setMail(BANK_MAIL)}>
          Banka bilgilerini gönder
        </Button>
        <Button variant="secondary" onClick={() => setMail(CONFIRM_MAIL)} disabled={r.status !== "confirmed"}>
          Onay maili gönder
        </Button>
        <Link href={`/dashboard/reservations/${r.id}/check-in`} className={buttonClass("secondary")}>
          Check-in
        </Link>
        <Link href={`/dashboard/reservations/${r.id}/check-out`} className={buttonClass("secondary")}>
          Check-out
        </Link>
      </fieldset>
      <ReservationRequestsPanel reservationId={r.id} onDecided={reload} />

      <div className="mb-6 grid gap-4 md:grid-cols-2 xl:grid-cols-4">
        <Card title="Müşteri">
          <Row label="Ad soyad">{r.customer_name}</Row>
          <Row label="E-posta">
            <a className="text-sea-700 underline dark:text-sky-300" href={`mailto:${r.customer_email}`}>
              {r.customer_email}
            </a>
          </Row>
          <Row label="Telefon">
            <a className="text-sea-700 underline dark:text-sky-300" href={`tel:${r.customer_phone}`}>
              {r.customer_phone}
            </a>
          </Row>
          <Row label="Kişi">{r.guests}</Row>
          <Row label="Kaynak">
            {r.agency
              ? `Acente (${r.agency.name})`
              : r.source === "website"
                ? "Web sitesi"
                : `Personel${r.created_by ? ` (${r.created_by.name})` : ""}`}
          </Row>
          {r.agency?.partner_reference ? <Row label="Acente referansı">{r.agency.partner_reference}</Row> : null}
          {r.kvkk_consent_at ? <Row label="KVKK onayı">{moment(r.kvkk_consent_at)}</Row> : null}
        </Card>
        <Card title="Tarihler">
          <Row label="Giriş">{day(r.start_date)}</Row>
          <Row label="Çıkış">{day(r.end_date)}</Row>
          <Row label="Süre">{nights} gün</Row>
          {r.status === "option" ? <Row label="Opsiyon bitişi">{moment(r.option_expires_at)}</Row> : null}
          <Row label="Oluşturma">{moment(r.created_at)}</Row>
          <Row label="Değerlendirme daveti">{reviewInvitationText(r.review_invitation)}</Row>
        </Card>
        <Card title="Tutarlar">
          <Row label="Toplam">{money(r.total, r.currency)}</Row>
          <Row label="Ön ödeme">{money(r.deposit, r.currency)}</Row>
          {r.agency ? (
            <Row label="Acente komisyonu">
              {`${money(r.agency.commission, r.currency)} (%${(r.agency.commission_bps / 100).toLocaleString("tr-TR")})`}
            </Row>
          ) : null}
          <Row label="Ödenen">{money(r.paid, r.currency)}</Row>
          <Row label="Kalan">
            {r.due > 0 ? <Badge tone="warning">{money(r.due, r.currency)}</Badge> : money(r.due, r.currency)}
          </Row>
        </Card>
        <Card title="Sabitlenen kurlar">
          <Row label="1 USD">{r.rates.USD} TL</Row>
          <Row label="1 EUR">{r.rates.EUR} TL</Row>
          <Row label="1 GBP">{r.rates.GBP} TL</Row>
          <dd className="col-span-2 mt-1 text-xs text-slate-600 dark:text-slate-400">
            Rezervasyon anındaki kurlar; sonraki kur değişiklikleri tutarı etkilemez.
          </dd>
        </Card>
      </div>
      {r.note ? (
        <section className="mb-6 rounded-lg border border-slate-200 bg-white p-4 text-sm dark:border-slate-700 dark:bg-slate-900">
          <h2 className="mb-1 font-semibold">Not</h2>
          <p className="whitespace-pre-line">{r.note}</p>
        </section>
      ) : null}

      <div className="space-y-8">
        <LinesPanel reservation={r} onChanged={reload} />
        <PaymentPlanPanel plan={r.payment_plan} />
        <TransactionsPanel reservation={r} onChanged={reload} />
        {/* Loaded again when a payment comes or goes: its invoice is queued with it. */}
        {/* Remounted (so asked again) when a payment row's invoice changes, e.g. retried there. */}
        <InvoicesPanel
          key={`${r.id}-${r.paid}-${r.transactions.map((t) => t.invoice?.state ?? "").join()}`}
          reservation={r}
          onSettled={reload}
        />
        <SecurityDepositPanel reservationId={r.id} onChanged={reload} />
        <PassengersPanel reservationId={r.id} code={r.code} />
        <ReservationDocumentsPanel reservation={r} />
        <section aria-labelledby="mails-title" className="space-y-2">
          <h2 id="mails-title" className="text-lg font-semibold">
            Mailler
          </h2>
          {r.mails.length === 0 ? (
            <p className="text-sm text-slate-600 dark:text-slate-300">Bu rezervasyon için mail yok.</p>
          ) : (
            <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white text-sm dark:divide-slate-700 dark:border-slate-700 dark:bg-slate-900">
              {r.mails.map((m) => (
                <li key={m.id} className="flex flex-wrap items-center gap-x-4 gap-y-1 px-4 py-2">
                  <span className="font-medium">{m.subject}</span>
                  <span className="text-slate-600 dark:text-slate-300">{m.to_address}</span>
                  <Badge tone={m.status === "sent" ? "success" : m.status === "failed" ? "danger" : "info"}>
                    {MAIL_STATUS[m.status] ?? m.status}
                  </Badge>
                  <span className="text-slate-600 dark:text-slate-400">{moment(m.sent_at ?? m.created_at)}</span>
                  {m.last_error ? <span className="text-red-700 dark:text-red-400">{m.last_error}</span> : null}
                </li>
              ))}
            </ul>
          )}
        </section>
        <ReservationHistory reservationId={r.id} refreshOn={r} />
      </div>

      {mail ? (
        <MailPreviewDialog reservationId={r.id} kind={mail} onClose={() => setMail(null)} onSent={reload} />
      ) : null}
      {editing ? <EditReservationDialog reservation={r} onClose={() => setEditing(false)} onSaved={reload} /> : null}
    </>
  );
}
