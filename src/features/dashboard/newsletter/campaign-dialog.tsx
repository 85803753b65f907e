"use client";

/**
 * Create or edit a draft campaign: subject and rich-text body (POST /admin/newsletter, PUT /admin/newsletter/:id),
 * and "E-posta önizlemesi", which shows the mail exactly as a subscriber receives it (sanitised by the server, unsubscribe
 * footer included) in a sandboxed frame.
 */
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/field";
import { RichTextEditor } from "@/components/ui/rich-text-editor";
import { LoadFailed, Skeleton } from "@/components/ui/skeleton";
import { type CampaignDto, type CampaignPreviewDto, campaignFields } from "@/shared/newsletter-campaigns";
import { errorMessage } from "../api/client";
import { useApiQuery } from "../api/use-api-query";
import { FormDialog, RecordDialog } from "../content/form-dialog";
import { useSaveForm } from "../content/use-save-form";
import { useSession } from "../session/session-context";

/** `editing`: null = closed, { id: null } = new draft, { id } = edit that draft. */
export type CampaignEditing = { id: number | null } | null;

function CampaignForm({
  campaign,
  onSaved,
  onClose,
}: {
  campaign: CampaignDto | null;
  onSaved: () => void;
  onClose: () => void;
}) {
  const { api } = useSession();
  const save = useSaveForm(campaignFields);
  const [subject, setSubject] = useState(campaign?.subject ?? "");
  const [html, setHtml] = useState(campaign?.html ?? "");
  const [preview, setPreview] = useState<CampaignPreviewDto | null>(null);
  const [previewError, setPreviewError] = useState<string | null>(null);
  const [previewing, setPreviewing] = useState(false);

  const submit = (input: unknown) =>
    save.run(
      input,
      (valid) => (campaign ? api.put(`/admin/newsletter/${campaign.id}`, valid) : api.post("/admin/newsletter", valid)),
      "Kaydedildi.",
    );

  async function showPreview() {
    setPreviewing(true);
    setPreviewError(null);
    try {
      setPreview(await api.post<CampaignPreviewDto>("/admin/newsletter/preview", { subject, html }));
    } catch (e) {
      setPreview(null);
      setPreviewError(errorMessage(e));
    } finally {
      setPreviewing(false);
    }
  }

  return (
    <RecordDialog
      save={{ ...save, submit }}
      values={() => ({ subject, html })}
      onSaved={onSaved}
      title={campaign ? "Bülteni düzenle" : "Yeni bülten"}
      onClose={onClose}
      size="lg"
    >
      <TextField
        label="Konu"
        value={subject}
        onChange={(e) => setSubject(e.target.value)}
        required
        error={save.errors.subject}
      />
      <RichTextEditor label="İçerik" value={html} onChange={setHtml} error={save.errors.html} rows={12} />
      <div className="flex flex-wrap items-center gap-2">
        <Button variant="secondary" onClick={showPreview} busy={previewing}>
          E-posta önizlemesi
        </Button>
        <span className="text-xs text-slate-600 dark:text-slate-400">
          Abonelerin göreceği hâli, abonelikten çıkma bağlantısıyla birlikte gösterir.
        </span>
      </div>
      {previewError ? <LoadFailed message={previewError} /> : null}
      {preview ? (
        <section aria-label="Önizleme" className="rounded-md border border-slate-300 dark:border-slate-600">
          <p className="border-b border-slate-200 px-3 py-2 text-sm dark:border-slate-700">
            <span className="text-slate-600 dark:text-slate-400">Konu: </span>
            <span className="font-medium">{preview.subject}</span>
          </p>
          <iframe
            title="Bülten önizlemesi"
            srcDoc={`<!doctype html><html lang="tr"><head><meta charset="utf-8"></head><body style="margin:12px;background:#fff">${preview.html}</body></html>`}
            sandbox=""
            className="h-80 w-full bg-white"
          />
        </section>
      ) : null}
    </RecordDialog>
  );
}

export function CampaignDialog({
  editing,
  onClose,
  onSaved,
}: {
  editing: CampaignEditing;
  onClose: () => void;
  onSaved: () => void;
}) {
  const id = editing?.id ?? null;
  const campaign = useApiQuery<CampaignDto>(id === null ? null : `/admin/newsletter/${id}`);
  const loaded = campaign.data?.id === id ? campaign.data : undefined;

  if (editing === null) return null;
  if (id !== null && !loaded) {
    return (
      <FormDialog
        open
        title="Bülteni düzenle"
        busy
        serverError={campaign.error}
        onClose={onClose}
        onSubmit={() => {}}
        size="lg"
      >
        {campaign.error ? null : (
          <div className="space-y-3">
            <Skeleton className="h-9" />
            <Skeleton className="h-48" />
          </div>
        )}
      </FormDialog>
    );
  }
  return <CampaignForm key={id ?? "new"} campaign={loaded ?? null} onSaved={onSaved} onClose={onClose} />;
}
