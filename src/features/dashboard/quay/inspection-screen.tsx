"use client";

/**
 * /dashboard/reservations/{id}/check-in and /check-out (issue 30): the walk round the boat with the guest, made for
 * a phone in one hand. The inventory as a checklist by area (big state buttons, a note, the camera per item),
 * engine hours and fuel, the guest's and the staff member's signatures, at check-out the day the boat is out of
 * service until. What is entered is kept on the phone as it is typed (IndexedDB) and sent once, with the key made
 * when the form was started, when there is a connection (browser-outbox.ts, decision 0048); a visited screen opens
 * again without one, from the copy the quay worker keeps (decision 0073). An OWNER sees the
 * reservations of their own boats only: any other id answers 404, shown as such.
 */
import { DashboardLink as Link } from "@/features/dashboard/dashboard-link";
import { useParams } from "next/navigation";
import { useEffect, useMemo, useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button, buttonClass } from "@/components/ui/button";
import { useConfirm } from "@/components/ui/confirm";
import { controlClass } from "@/components/ui/field";
import { Skeleton } from "@/components/ui/skeleton";
import { useToast } from "@/components/ui/toast";
import { errorMessage } from "../api/client";
import { useApiQuery } from "../api/use-api-query";
import { useSession } from "../session/session-context";
import { day, moment } from "../format";
import type { ReservationDetail } from "../reservations/reservation-types";
import { PageHeader } from "../shell/page-header";
import { emptyItem, type InspectionKind, KIND_LABELS, KIND_PATHS, missingParts } from "./inspection-draft";
import { InspectionItem } from "./inspection-item";
import { InspectionStatus } from "./inspection-status";
import { QuayDeposit } from "./quay-deposit";
import type { Inspection, Inventory } from "./quay-types";
import { SignatureField } from "./signature-field";
import { useInspectionDraft } from "./use-inspection-draft";
import { useOfflineCopy } from "./use-offline-copy";
import { useOnline } from "./use-online";

const backLink = (
  <Link href="/dashboard/departures" className={buttonClass("secondary", "sm", "min-h-11")}>
    ← Çıkışlar ve Dönüşler
  </Link>
);

function Loading() {
  return (
    <div className="space-y-3" aria-busy="true">
      <Skeleton className="h-8 w-48" />
      <Skeleton className="h-40 w-full" />
    </div>
  );
}

export function InspectionScreen({ kind }: { kind: InspectionKind }) {
  const params = useParams<{ id: string }>();
  const id = Number(params.id);
  const valid = Number.isInteger(id) && id > 0;
  const reservation = useApiQuery<ReservationDetail>(valid ? `/admin/reservations/${id}` : null);
  const title = KIND_LABELS[kind];

  if (!valid || (reservation.error && !reservation.data)) {
    return (
      <>
        <PageHeader title={title} actions={backLink} />
        <p role="alert" className="rounded-md bg-red-50 p-4 text-red-800 dark:bg-red-950 dark:text-red-200">
          {valid ? reservation.error : "Rezervasyon bulunamadı."}
        </p>
      </>
    );
  }
  if (!reservation.data) return <Loading />;
  return <InspectionForm reservation={reservation.data} kind={kind} />;
}

function InspectionForm({ reservation: r, kind }: { reservation: ReservationDetail; kind: InspectionKind }) {
  const inventory = useApiQuery<Inventory>(`/admin/boats/${r.boat.id}/inventory`);
  const inspections = useApiQuery<Inspection[]>(`/admin/reservations/${r.id}/inspections`);
  const { draft, update, submit, discard, savedId, kept } = useInspectionDraft(r.id, kind, r.customer_name);
  const online = useOnline();
  const offlineCopy = useOfflineCopy(Boolean(inventory.data && inspections.data));
  const confirm = useConfirm();
  const [shownMissing, setShownMissing] = useState<Record<string, string> | null>(null);
  const [sending, setSending] = useState(false);
  const { api } = useSession();
  const toast = useToast();
  const reloadInspections = inspections.reload;

  // Saved (from this page or by the outbox runner): the server's record replaces the form.
  useEffect(() => {
    if (savedId !== null) void reloadInspections();
  }, [savedId, reloadInspections]);

  const areas = inventory.data?.areas ?? [];
  const itemIds = useMemo(() => areas.flatMap((a) => a.items.map((i) => i.id)), [areas]);
  const done = inspections.data?.find((i) => i.kind === kind);
  const checkIn = inspections.data?.find((i) => i.kind === "checkin");
  const before = useMemo(
    () =>
      new Map(
        kind === "checkout" ? (checkIn?.items ?? []).filter((i) => i.state !== "ok").map((i) => [i.item_id, i]) : [],
      ),
    [kind, checkIn],
  );

  const header = (
    <PageHeader
      title={`${KIND_LABELS[kind]}: ${r.boat.name}`}
      description={`${r.code} · ${r.customer_name} · ${day(r.start_date)} – ${day(r.end_date)}`}
      actions={backLink}
    />
  );

  // Already saved (here or on another phone), and nothing begun on this one: the record, not an empty form.
  const untouched =
    !draft ||
    (draft.status === "editing" &&
      draft.engineHours === "" &&
      Object.keys(draft.items).length === 0 &&
      !draft.guestSignature &&
      !draft.staffSignature);
  if (savedId !== null || (done && untouched)) {
    const when = done ? moment(done.created_at) : null;
    return (
      <>
        {header}
        <div
          role="status"
          className="rounded-md bg-emerald-50 p-4 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100"
        >
          <p className="font-semibold">{KIND_LABELS[kind]} kaydedildi.</p>
          {when ? <p className="mt-1 text-sm">{when}</p> : null}
        </div>
        <p className="mt-4 flex flex-wrap gap-2">
          <Link href={`/dashboard/reservations/${r.id}`} className={buttonClass("secondary", "md", "min-h-11")}>
            Rezervasyona git
          </Link>
          {done ? (
            <Button
              variant="secondary"
              className="min-h-11"
              onClick={async () => {
                try {
                  await api.download(done.pdf_url, `${r.code}-${KIND_PATHS[kind]}.pdf`);
                } catch (e) {
                  toast.error(errorMessage(e));
                }
              }}
            >
              Protokol (PDF)
            </Button>
          ) : null}
          {kind === "checkin" ? (
            <Link
              href={`/dashboard/reservations/${r.id}/check-out`}
              className={buttonClass("secondary", "md", "min-h-11")}
            >
              Check-out
            </Link>
          ) : null}
        </p>
        {kind === "checkout" ? <QuayDeposit reservationId={r.id} /> : null}
      </>
    );
  }

  if (inventory.error && !inventory.data) {
    return (
      <>
        {header}
        <p role="alert" className="text-red-700 dark:text-red-400">
          {inventory.error}
        </p>
      </>
    );
  }
  if (!inventory.data || !draft)
    return (
      <>
        {header}
        <Loading />
      </>
    );

  const queued = draft.status === "queued";
  const missing = shownMissing ? missingParts(draft, itemIds) : {};

  async function onSubmit(e: React.FormEvent) {
    e.preventDefault();
    if (!draft) return;
    const stillMissing = missingParts(draft, itemIds);
    setShownMissing(stillMissing);
    if (Object.keys(stillMissing).length > 0) return;
    setSending(true);
    try {
      await submit(itemIds);
    } finally {
      setSending(false);
    }
  }

  return (
    <>
      {header}
      <InspectionStatus draft={draft} online={online} kept={kept} offlineCopy={offlineCopy} />
      {kind === "checkout" && inspections.data && !checkIn ? (
        <p className="mb-4 rounded-md bg-amber-50 p-3 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-100">
          Bu rezervasyonun check-in kaydı görünmüyor: check-out, check-in kaydedildikten sonra kabul edilir.
        </p>
      ) : null}
      <form noValidate onSubmit={onSubmit} className="space-y-5 pb-28" aria-label={`${KIND_LABELS[kind]} formu`}>
        <fieldset disabled={queued} className="grid grid-cols-2 gap-3 rounded-lg bg-white p-4 dark:bg-slate-900">
          <legend className="sr-only">Motor ve yakıt</legend>
          <label className="block text-sm">
            <span className="font-medium">Motor saati</span>
            <input
              className={`${controlClass} min-h-12 text-base`}
              inputMode="decimal"
              autoComplete="off"
              value={draft.engineHours}
              aria-invalid={missing.engine_hours ? true : undefined}
              onChange={(e) => {
                const engineHours = e.target.value;
                update((d) => ({ ...d, engineHours }));
              }}
            />
            {checkIn && kind === "checkout" ? (
              <span className="mt-1 block text-xs text-slate-600 dark:text-slate-400">
                Check-in'de: {checkIn.engine_hours}
              </span>
            ) : null}
            {missing.engine_hours ? (
              <span className="mt-1 block text-xs font-medium text-red-700 dark:text-red-400">
                {missing.engine_hours}
              </span>
            ) : null}
          </label>
          <label className="block text-sm">
            <span className="font-medium">Yakıt (%)</span>
            <input
              className={`${controlClass} min-h-12 text-base`}
              inputMode="numeric"
              autoComplete="off"
              value={draft.fuelPercent}
              aria-invalid={missing.fuel_percent ? true : undefined}
              onChange={(e) => {
                const fuelPercent = e.target.value;
                update((d) => ({ ...d, fuelPercent }));
              }}
            />
            {checkIn && kind === "checkout" ? (
              <span className="mt-1 block text-xs text-slate-600 dark:text-slate-400">
                Check-in'de: %{checkIn.fuel_percent}
              </span>
            ) : null}
            {missing.fuel_percent ? (
              <span className="mt-1 block text-xs font-medium text-red-700 dark:text-red-400">
                {missing.fuel_percent}
              </span>
            ) : null}
          </label>
        </fieldset>

        {areas.length === 0 ? (
          <p className="rounded-lg bg-white p-4 text-sm text-slate-600 dark:bg-slate-900 dark:text-slate-400">
            Bu teknenin envanteri boş: tekne ekranının "Envanter" sekmesinden eklenebilir.
          </p>
        ) : null}
        {areas.map((area) => {
          const checked = area.items.filter((i) => draft.items[i.id]?.state).length;
          const rest = area.items.filter((i) => !draft.items[i.id]?.state);
          return (
            <section key={area.name} aria-label={area.name} className="rounded-lg bg-white p-4 dark:bg-slate-900">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <h2 className="text-lg font-semibold break-words">{area.name}</h2>
                <Badge tone={checked === area.items.length ? "success" : "neutral"}>
                  {checked}/{area.items.length}
                </Badge>
              </div>
              {rest.length > 0 && !queued ? (
                <Button
                  variant="secondary"
                  className="mt-2 min-h-11 w-full"
                  onClick={() =>
                    update((d) => {
                      const items = { ...d.items };
                      for (const item of rest) items[item.id] = { ...(items[item.id] ?? emptyItem()), state: "ok" };
                      return { ...d, items };
                    })
                  }
                >
                  Kalan {rest.length} malzemeyi "Tamam" işaretle
                </Button>
              ) : null}
              <ul className="mt-2">
                {area.items.map((item) => (
                  <InspectionItem
                    key={item.id}
                    item={item}
                    value={draft.items[item.id] ?? emptyItem()}
                    before={before.get(item.id)}
                    disabled={queued}
                    onChange={(change) =>
                      update((d) => ({
                        ...d,
                        items: { ...d.items, [item.id]: change(d.items[item.id] ?? emptyItem()) },
                      }))
                    }
                  />
                ))}
              </ul>
            </section>
          );
        })}
        {missing.items ? <p className="text-sm font-medium text-red-700 dark:text-red-400">{missing.items}</p> : null}

        {kind === "checkout" ? (
          <div className="rounded-lg bg-white p-4 dark:bg-slate-900">
            <label className="block text-sm">
              <span className="font-medium">Servis dışı (bu güne kadar, isteğe bağlı)</span>
              <input
                type="date"
                className={`${controlClass} min-h-12 text-base`}
                value={draft.outOfServiceUntil}
                disabled={queued}
                onChange={(e) => {
                  const outOfServiceUntil = e.target.value;
                  update((d) => ({ ...d, outOfServiceUntil }));
                }}
              />
              <span className="mt-1 block text-xs text-slate-600 dark:text-slate-400">
                Tekne bu güne kadar takvimde kapalı olur (site, teklifler, iCal).
              </span>
            </label>
          </div>
        ) : null}

        <fieldset disabled={queued} className="space-y-4 rounded-lg bg-white p-4 dark:bg-slate-900">
          <legend className="sr-only">İmzalar</legend>
          <h2 className="text-lg font-semibold">İmzalar</h2>
          <label className="block text-sm">
            <span className="font-medium">Misafirin adı</span>
            <input
              className={`${controlClass} min-h-12 text-base`}
              autoComplete="off"
              value={draft.guestName}
              aria-invalid={missing.guest_name ? true : undefined}
              onChange={(e) => {
                const guestName = e.target.value;
                update((d) => ({ ...d, guestName }));
              }}
            />
            {missing.guest_name ? (
              <span className="mt-1 block text-xs font-medium text-red-700 dark:text-red-400">
                {missing.guest_name}
              </span>
            ) : null}
          </label>
          <SignatureField
            label="Misafir imzası"
            value={draft.guestSignature}
            disabled={queued}
            error={missing.guest_signature}
            onChange={(guestSignature) => update((d) => ({ ...d, guestSignature }))}
          />
          <SignatureField
            label="Personel imzası"
            value={draft.staffSignature}
            disabled={queued}
            error={missing.staff_signature}
            onChange={(staffSignature) => update((d) => ({ ...d, staffSignature }))}
          />
        </fieldset>

        <div className="fixed inset-x-0 bottom-0 z-20 border-t border-slate-200 bg-white/95 p-3 lg:left-64 dark:border-slate-700 dark:bg-slate-900/95">
          <div className="mx-auto flex max-w-3xl flex-wrap items-center gap-2">
            {Object.keys(missing).length > 0 ? (
              <p role="alert" className="w-full text-sm font-medium text-red-700 dark:text-red-400">
                Eksik: {Object.values(missing).join(" ")}
              </p>
            ) : null}
            <Button type="submit" className="min-h-12 flex-1 text-base" busy={sending} disabled={queued}>
              {queued ? "Gönderilmeyi bekliyor" : `${KIND_LABELS[kind]} kaydet`}
            </Button>
            {!queued ? (
              <Button
                variant="ghost"
                className="min-h-12"
                onClick={async () => {
                  const sure = await confirm({
                    title: "Baştan başla",
                    message: "Bu cihazda kayıtlı girişler, fotoğraflar ve imzalar silinecek.",
                    confirmLabel: "Sil ve baştan başla",
                    danger: true,
                  });
                  if (!sure) return;
                  setShownMissing(null);
                  await discard();
                }}
              >
                Baştan başla
              </Button>
            ) : null}
          </div>
        </div>
      </form>
    </>
  );
}
