"use client";

/**
 * /dashboard/website/{about, rental, cancel, privacy, kvkk, howrent} (ADMIN): a website page's title and
 * rich-text body (GET/PUT /v1/admin/website/:page); the server sanitises the HTML on save.
 */
import { ENGLISH_FALLBACK_HINT, EnglishFields } from "@/features/dashboard/content/english-fields";
import { useState } from "react";
import { buttonClass, Button } from "@/components/ui/button";
import { FormError, TextField } from "@/components/ui/field";
import { RichTextEditor } from "@/components/ui/rich-text-editor";
import { LoadFailed, Skeleton } from "@/components/ui/skeleton";
import type { z } from "zod";
import type { TextPage } from "@/shared/website-page-names";
import { type textPageSchema, websitePageBody } from "@/shared/website-pages";
import { useApiQuery } from "../api/use-api-query";
import { RatePlaceholderHint } from "../content/rate-placeholder-hint";
import { useSaveForm } from "../content/use-save-form";
import { moment } from "../format";
import { useSession } from "../session/session-context";
import { PageHeader } from "../shell/page-header";
import { TEXT_PAGE_INFO } from "./text-pages";

type TextPageDto = z.infer<typeof textPageSchema>;

function PageForm({ page, data, onSaved }: { page: TextPage; data: TextPageDto; onSaved: (d: TextPageDto) => void }) {
  const { api } = useSession();
  const save = useSaveForm(websitePageBody);
  const [title, setTitle] = useState(data.title);
  const [body, setBody] = useState(data.body);
  const [titleEn, setTitleEn] = useState(data.title_en ?? "");
  const [bodyEn, setBodyEn] = useState(data.body_en ?? "");

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    await save.run(
      { title, body, title_en: titleEn, body_en: bodyEn },
      async (input) => onSaved(await api.put<TextPageDto>(`/admin/website/${page}`, input)),
      "Sayfa kaydedildi.",
    );
  }

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label={`${TEXT_PAGE_INFO[page].heading} sayfası`}
      className="space-y-4 rounded-lg border border-slate-200 bg-white p-4 sm:p-6 dark:border-slate-700 dark:bg-slate-900"
    >
      <TextField
        label="Sayfa başlığı"
        value={title}
        onChange={(e) => setTitle(e.target.value)}
        required
        error={save.errors.title}
      />
      <RichTextEditor label="Sayfa içeriği" value={body} onChange={setBody} error={save.errors.body} rows={18} />
      <EnglishFields hasError={Boolean(save.errors.title_en) || Boolean(save.errors.body_en)}>
        <TextField
          label="Sayfanın İngilizce başlığı"
          value={titleEn}
          onChange={(e) => setTitleEn(e.target.value)}
          error={save.errors.title_en}
          hint={ENGLISH_FALLBACK_HINT}
        />
        <RichTextEditor
          label="Sayfanın İngilizce içeriği"
          value={bodyEn}
          onChange={setBodyEn}
          error={save.errors.body_en}
          rows={12}
        />
      </EnglishFields>
      <RatePlaceholderHint />
      <FormError message={save.serverError} />
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" busy={save.busy}>
          Kaydet
        </Button>
        <span className="text-xs text-slate-600 dark:text-slate-400">
          {data.updated_at
            ? `Son kayıt: ${moment(data.updated_at)}`
            : "Bu sayfa henüz kaydedilmedi; sitede varsayılan başlık gösterilir."}
        </span>
      </div>
    </form>
  );
}

export function TextPageScreen({ page }: { page: TextPage }) {
  const query = useApiQuery<TextPageDto>(`/admin/website/${page}`);
  const info = TEXT_PAGE_INFO[page];
  return (
    <>
      <PageHeader
        title={info.heading}
        description="Web sitesinde gösterilen sayfa metni."
        actions={
          <a href={info.href} target="_blank" rel="noopener" className={buttonClass("secondary")}>
            Sitede gör ↗
          </a>
        }
      />
      {query.error ? (
        <LoadFailed message={query.error} />
      ) : !query.data ? (
        <div className="space-y-4 rounded-lg border border-slate-200 bg-white p-6 dark:border-slate-700 dark:bg-slate-900">
          <Skeleton className="h-10" />
          <Skeleton className="h-72" />
        </div>
      ) : (
        <PageForm key={query.data.updated_at ?? "new"} page={page} data={query.data} onSaved={query.setData} />
      )}
    </>
  );
}
