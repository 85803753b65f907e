"use client";

/**
 * iCal import of a boat: the feed URL (saved with PUT /v1/admin/boats/{id} {ical_url}), a preview of what a
 * sync would add, remove and what conflicts (POST …/boats/date/sync/preview), the sync itself
 * (POST …/boats/date/sync), disconnecting (PATCH …/boats/deleteical) and the last sync time / error.
 */
import { useState } from "react";
import type { z } from "zod";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { useConfirm } from "@/components/ui/confirm";
import { FormError, TextField } from "@/components/ui/field";
import { useToast } from "@/components/ui/toast";
import { useZodForm } from "@/components/ui/zod-form";
import { updateBoatBody } from "@/shared/boats/records";
import type { syncAnswerSchema } from "@/shared/ical-sync";
import { errorMessage } from "../api/client";
import { day, moment } from "../format";
import { useSession } from "../session/session-context";
import type { BoatDetail } from "./boat-types";

type SyncAnswer = z.infer<typeof syncAnswerSchema>;
type FeedEvent = { uid: string; start_date: string; end_date: string; summary: string };

const BLOCK_KINDS: Record<string, string> = {
  reservation: "rezervasyon",
  external: "manuel kapatma",
  boat_date: "kapalı tarih",
  ical: "iCal",
};

function EventList({ title, events, tone }: { title: string; events: FeedEvent[]; tone: "success" | "neutral" }) {
  return (
    <div>
      <h4 className="mb-1 text-sm font-semibold">
        {title} <Badge tone={tone}>{events.length}</Badge>
      </h4>
      <ul className="space-y-1 text-sm">
        {events.map((e) => (
          <li key={`${e.uid}-${e.start_date}`}>
            {day(e.start_date)} – {day(e.end_date)} {e.summary ? `· ${e.summary}` : ""}
          </li>
        ))}
      </ul>
    </div>
  );
}

function PreviewView({ answer }: { answer: SyncAnswer }) {
  return (
    <div className="space-y-4">
      <div className="grid gap-4 md:grid-cols-3">
        <EventList title="Eklenecek kapalı tarihler" events={answer.add} tone="success" />
        <EventList title="Kaldırılacak kapalı tarihler" events={answer.remove} tone="neutral" />
        <div>
          <h4 className="mb-1 text-sm font-semibold">
            Çakışmalar (eklenmeyecek){" "}
            <Badge tone={answer.conflicts.length ? "danger" : "neutral"}>{answer.conflicts.length}</Badge>
          </h4>
          <ul className="space-y-1 text-sm">
            {answer.conflicts.map((c) => (
              <li key={`${c.uid}-${c.start_date}`}>
                {day(c.start_date)} – {day(c.end_date)}:{" "}
                {c.blocked_by.map((b) => BLOCK_KINDS[b.kind] ?? b.kind).join(", ")} ile çakışıyor
              </li>
            ))}
          </ul>
        </div>
      </div>
      <p className="text-sm text-slate-600 dark:text-slate-300">
        Değişmeyen: {answer.unchanged}
        {answer.skipped.length ? ` · Okunamayan etkinlik: ${answer.skipped.length}` : ""}
        {answer.synced_at ? ` · Senkronize edildi: ${moment(answer.synced_at)}` : ""}
      </p>
    </div>
  );
}

export function BoatIcal({ boat, onChanged }: { boat: BoatDetail; onChanged: () => void }) {
  const { api } = useSession();
  const toast = useToast();
  const confirm = useConfirm();
  const form = useZodForm(updateBoatBody);
  const [url, setUrl] = useState(boat.ical_url ?? "");
  const [preview, setPreview] = useState<SyncAnswer | null>(null);
  const [busy, setBusy] = useState<"save" | "preview" | "sync" | "delete" | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);

  async function run(kind: NonNullable<typeof busy>, action: () => Promise<void>) {
    setBusy(kind);
    setServerError(null);
    try {
      await action();
    } catch (e) {
      setServerError(form.fromServer(e));
      toast.error(errorMessage(e));
    } finally {
      setBusy(null);
    }
  }

  const save = (event: React.FormEvent) => {
    event.preventDefault();
    const body = form.validate({ ical_url: url });
    if (!body) return;
    void run("save", async () => {
      await api.put(`/admin/boats/${boat.id}`, body);
      toast.success("iCal adresi kaydedildi.");
      setPreview(null);
      onChanged();
    });
  };

  const doPreview = () =>
    run("preview", async () => {
      setPreview(await api.post<SyncAnswer>("/admin/boats/date/sync/preview", { boat_id: boat.id }));
    });

  const sync = () =>
    run("sync", async () => {
      const result = await api.post<SyncAnswer>("/admin/boats/date/sync", { boat_id: boat.id });
      setPreview(result);
      toast.success("Takvim senkronize edildi.");
      onChanged();
    });

  const disconnect = async () => {
    const ok = await confirm({
      title: "iCal bağlantısını kaldır",
      message: "Adres silinecek ve bu takvimden alınan kapalı tarihler kaldırılacak.",
      confirmLabel: "Bağlantıyı kaldır",
    });
    if (!ok) return;
    void run("delete", async () => {
      await api.patch("/admin/boats/deleteical", { boat_id: boat.id });
      toast.success("iCal bağlantısı kaldırıldı.");
      setUrl("");
      setPreview(null);
      onChanged();
    });
  };

  return (
    <section aria-labelledby="ical-title" className="space-y-4">
      <h2 id="ical-title" className="text-lg font-semibold">
        iCal takvim senkronizasyonu
      </h2>
      <p className="text-sm text-slate-600 dark:text-slate-300">
        Tekneyi başka sitelerde de listeliyorsanız, o sitelerin takvim (iCal) adresini girin: oradaki dolu günler burada
        kapalı tarih olarak görünür. Bu teknenin takvimi:{" "}
        <code className="text-xs">/v1/boats/{boat.slug}/calendar.ics</code>
      </p>
      <dl className="grid gap-2 text-sm sm:grid-cols-2">
        <div>
          <dt className="font-medium">Son senkronizasyon</dt>
          <dd>{boat.ical_synced_at ? moment(boat.ical_synced_at) : "Henüz yapılmadı"}</dd>
        </div>
        <div>
          <dt className="font-medium">Son durum</dt>
          <dd>
            {boat.ical_error ? (
              <span className="text-red-700 dark:text-red-400">Hata: {boat.ical_error}</span>
            ) : boat.ical_synced_at ? (
              <Badge tone="success">Başarılı</Badge>
            ) : (
              "—"
            )}
          </dd>
        </div>
      </dl>
      <form noValidate onSubmit={save} className="flex flex-wrap items-end gap-2">
        <TextField
          label="iCal adresi"
          name="ical_url"
          type="url"
          value={url}
          onChange={(e) => setUrl(e.target.value)}
          placeholder="https://…/calendar.ics"
          error={form.errors.ical_url}
          className="min-w-64 flex-1"
        />
        <Button type="submit" busy={busy === "save"}>
          Kaydet
        </Button>
      </form>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" disabled={!boat.ical_url} busy={busy === "preview"} onClick={doPreview}>
          Önizle
        </Button>
        <Button disabled={!boat.ical_url} busy={busy === "sync"} onClick={sync}>
          Senkronize et
        </Button>
        <Button variant="danger" disabled={!boat.ical_url} busy={busy === "delete"} onClick={disconnect}>
          Bağlantıyı kaldır
        </Button>
      </div>
      <FormError message={serverError} />
      {preview ? (
        <div className="rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-700 dark:bg-slate-900">
          <h3 className="mb-3 font-semibold">Sonuç</h3>
          <PreviewView answer={preview} />
        </div>
      ) : null}
    </section>
  );
}
