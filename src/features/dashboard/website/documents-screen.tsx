"use client";

/**
 * /dashboard/website/ourdocs (ADMIN): the "Belgelerimiz" documents: upload a PDF or an image with a title
 * (images are compressed in the browser, spec §5), list with links, delete with confirmation.
 */
import { EnglishFields } from "@/features/dashboard/content/english-fields";
import { useId, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { type Column, DataTable } from "@/components/ui/data-table";
import { controlClass, FormError, TextField } from "@/components/ui/field";
import { type DocumentDto, documentFields } from "@/shared/documents";
import { useApiQuery } from "../api/use-api-query";
import type { ListAnswer } from "../api/use-list-query";
import { compressImage, isImageFile } from "../boats/compress-image";
import { actionsColumn, RowActions } from "../content/row-actions";
import { useDeleteAction } from "../content/use-delete-action";
import { useSaveForm } from "../content/use-save-form";
import { useSession } from "../session/session-context";
import { PageHeader } from "../shell/page-header";
import { momentColumn } from "../content/moment-column";

const MAX_BYTES = 10 * 1024 * 1024;

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toLocaleString("tr-TR", { maximumFractionDigits: 0 })} KB`;
  return `${(bytes / (1024 * 1024)).toLocaleString("tr-TR", { maximumFractionDigits: 1 })} MB`;
}

/** What is wrong with a chosen document file, or null: a PDF or an image, at most 10 MB. */
export function documentFileProblem(file: { type: string; size: number; name: string } | null): string | null {
  if (!file) return "Dosya zorunludur.";
  const pdf = file.type === "application/pdf" || /\.pdf$/i.test(file.name);
  if (!pdf && !isImageFile(file)) return "Yalnızca PDF ya da görsel dosyası yükleyebilirsiniz.";
  if (pdf && file.size > MAX_BYTES) return "Belge en fazla 10 MB olabilir.";
  return null;
}

function UploadForm({ onUploaded }: { onUploaded: () => void }) {
  const { api } = useSession();
  const save = useSaveForm(documentFields);
  const fileId = useId();
  const fileRef = useRef<HTMLInputElement>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [formKey, setFormKey] = useState(0);

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const chosen = fileRef.current?.files?.[0] ?? null;
    const problem = documentFileProblem(chosen);
    setFileError(problem);
    const ok = await save.run(
      { title: data.get("title"), title_en: data.get("title_en") ?? "" },
      async (input) => {
        if (problem || !chosen) throw Object.assign(new Error(problem ?? "Dosya zorunludur."), { fields: {} });
        const body = new FormData();
        body.set("title", input.title);
        if (input.title_en) body.set("title_en", input.title_en);
        body.set("file", isImageFile(chosen) ? await compressImage(chosen) : chosen);
        return api.upload("/admin/ourdocuments", body);
      },
      "Belge yüklendi.",
    );
    if (ok) {
      setFormKey((k) => k + 1);
      setFileError(null);
      onUploaded();
    }
  }

  return (
    <form
      key={formKey}
      noValidate
      onSubmit={submit}
      aria-label="Belge yükle"
      className="mb-5 grid items-start gap-3 rounded-lg border border-slate-200 bg-white p-4 sm:grid-cols-[1fr_1fr_auto] dark:border-slate-700 dark:bg-slate-900"
    >
      <TextField label="Belge adı" name="title" required error={save.errors.title} />
      <EnglishFields hasError={Boolean(save.errors.title_en)}>
        <TextField
          label="Belgenin İngilizce adı"
          name="title_en"
          error={save.errors.title_en}
          hint="İngilizce sitede (/en) gösterilir; boş bırakılırsa Türkçe ad gösterilir."
        />
      </EnglishFields>
      <div className="text-sm">
        <label htmlFor={fileId} className="block font-medium">
          Dosya (PDF ya da görsel)
        </label>
        <input
          ref={fileRef}
          id={fileId}
          name="file"
          type="file"
          accept="application/pdf,image/*"
          className={controlClass}
          aria-invalid={fileError ? true : undefined}
          aria-describedby={`${fileId}-help`}
          onChange={(e) => setFileError(e.target.files?.[0] ? documentFileProblem(e.target.files[0]) : null)}
        />
        <span
          id={`${fileId}-help`}
          className={`mt-1 block text-xs ${fileError ? "font-medium text-red-700 dark:text-red-400" : "text-slate-600 dark:text-slate-400"}`}
        >
          {fileError ?? "PDF en fazla 10 MB; görseller küçültülerek yüklenir."}
        </span>
      </div>
      <Button type="submit" busy={save.busy} className="sm:mt-6">
        Yükle
      </Button>
      <div className="sm:col-span-3">
        <FormError message={fileError ? null : save.serverError} />
      </div>
    </form>
  );
}

export function DocumentsScreen() {
  const query = useApiQuery<ListAnswer<DocumentDto>>("/admin/ourdocuments");
  const remove = useDeleteAction();

  const columns: Column<DocumentDto>[] = [
    {
      key: "title",
      header: "Belge",
      className: "min-w-48",
      cell: (d) => (
        <a
          href={d.url}
          target="_blank"
          rel="noopener"
          className="font-medium text-sea-700 underline-offset-2 hover:underline dark:text-sky-300"
        >
          {d.title} ↗
        </a>
      ),
    },
    { key: "type", header: "Tür", cell: (d) => (d.mime_type === "application/pdf" ? "PDF" : "Görsel") },
    { key: "size", header: "Boyut", cell: (d) => formatBytes(d.size_bytes) },
    momentColumn("date", "Yüklenme", (d) => d.created_at),
    actionsColumn((d) => (
      <RowActions
        name={d.title}
        onDelete={() =>
          remove({
            path: `/admin/ourdocuments/${d.id}`,
            title: "Belgeyi sil",
            message: `“${d.title}” ve dosyası silinecek.`,
            success: "Belge silindi.",
            done: query.reload,
          })
        }
      />
    )),
  ];

  return (
    <>
      <PageHeader
        title="Belgelerimiz"
        description="Sitede “Belgelerimiz” sayfasında listelenen belgeler (ruhsat, sigorta…)."
      />
      <UploadForm onUploaded={query.reload} />
      <DataTable
        caption="Belgeler"
        columns={columns}
        rows={query.data?.items}
        rowKey={(d) => d.id}
        loading={query.loading}
        error={query.error}
        emptyTitle="Henüz belge yok."
      />
    </>
  );
}
