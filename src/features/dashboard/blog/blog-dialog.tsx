"use client";

/**
 * Create or edit a blog post: title, short name (slug), excerpt, rich-text body, cover image (compressed in the
 * browser, spec §5), published. Sent as a multipart form to POST /admin/blog or POST /admin/blog/edit.
 */
import { EnglishFields } from "@/features/dashboard/content/english-fields";
import { useState } from "react";
import { CheckboxField, TextareaField, TextField } from "@/components/ui/field";
import { RichTextEditor } from "@/components/ui/rich-text-editor";
import { Skeleton } from "@/components/ui/skeleton";
import { type BlogPostDto, blogPostEditFields, blogPostFields } from "@/shared/blog";
import { useApiQuery } from "../api/use-api-query";
import { FormDialog, RecordDialog } from "../content/form-dialog";
import { ImageInput } from "../content/image-input";
import { useSaveForm } from "../content/use-save-form";
import { useSession } from "../session/session-context";

/** `editing`: null = closed, { id: null } = new post, { id } = edit that post. */
export type BlogEditing = { id: number | null } | null;

function toForm(values: Record<string, unknown>, cover: File | null): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(values)) {
    // An English text left empty is sent empty: it clears the stored one (null would leave it as it was).
    if (value === null && key.endsWith("_en")) form.set(key, "");
    else if (value !== undefined && value !== null) form.set(key, String(value));
  }
  if (cover) form.set("cover", cover);
  return form;
}

function BlogForm({ post, onSaved, onClose }: { post: BlogPostDto | null; onSaved: () => void; onClose: () => void }) {
  const { api } = useSession();
  const save = useSaveForm(post ? blogPostEditFields : blogPostFields);
  const [title, setTitle] = useState(post?.title ?? "");
  const [slug, setSlug] = useState(post?.slug ?? "");
  const [excerpt, setExcerpt] = useState(post?.excerpt ?? "");
  const [body, setBody] = useState(post?.body ?? "");
  const [titleEn, setTitleEn] = useState(post?.title_en ?? "");
  const [excerptEn, setExcerptEn] = useState(post?.excerpt_en ?? "");
  const [bodyEn, setBodyEn] = useState(post?.body_en ?? "");
  const [published, setPublished] = useState(post?.published ?? false);
  const [cover, setCover] = useState<File | null>(null);
  const [removeCover, setRemoveCover] = useState(false);

  const values = () => ({
    ...(post ? { id: post.id, remove_cover: removeCover } : {}),
    title,
    slug: slug.trim() === "" || slug === post?.slug ? undefined : slug,
    excerpt,
    body,
    title_en: titleEn,
    excerpt_en: excerptEn,
    body_en: bodyEn,
    published,
  });
  const submit = (input: unknown) =>
    save.run(
      input,
      (valid) => api.upload(post ? "/admin/blog/edit" : "/admin/blog", toForm(valid, cover)),
      post ? "Yazı güncellendi." : "Yazı eklendi.",
    );

  return (
    <RecordDialog
      save={{ ...save, submit }}
      values={values}
      onSaved={onSaved}
      title={post ? "Yazıyı düzenle" : "Yeni blog yazısı"}
      onClose={onClose}
      size="lg"
    >
      <TextField
        label="Başlık"
        value={title}
        onChange={(e) => setTitle(e.target.value)}
        required
        error={save.errors.title}
      />
      <TextField
        label="Kısa ad (adres)"
        value={slug}
        onChange={(e) => setSlug(e.target.value)}
        error={save.errors.slug}
        hint="Boş bırakılırsa başlıktan oluşturulur; değiştirirseniz eski bağlantılar çalışmaz."
      />
      <TextareaField
        label="Özet"
        value={excerpt}
        rows={2}
        onChange={(e) => setExcerpt(e.target.value)}
        error={save.errors.excerpt}
        hint="Listede ve arama sonuçlarında gösterilir."
      />
      <RichTextEditor label="İçerik" value={body} onChange={setBody} error={save.errors.body} rows={12} />
      <EnglishFields
        hasError={Boolean(save.errors.title_en) || Boolean(save.errors.excerpt_en) || Boolean(save.errors.body_en)}
      >
        <TextField
          label="İngilizce başlığı"
          value={titleEn}
          onChange={(e) => setTitleEn(e.target.value)}
          error={save.errors.title_en}
          hint="İngilizce sitede (/en) gösterilir; boş bırakılırsa Türkçe başlık gösterilir."
        />
        <TextareaField
          label="İngilizce özeti"
          value={excerptEn}
          rows={2}
          onChange={(e) => setExcerptEn(e.target.value)}
          error={save.errors.excerpt_en}
        />
        <RichTextEditor
          label="İngilizce içeriği"
          value={bodyEn}
          onChange={setBodyEn}
          error={save.errors.body_en}
          rows={8}
        />
      </EnglishFields>
      <ImageInput
        label="Kapak görseli"
        current={post?.cover_url ?? null}
        removeLabel="Kapak görselini kaldır"
        file={cover}
        onFile={setCover}
        remove={removeCover}
        onRemove={setRemoveCover}
      />
      <CheckboxField
        label="Yayında (sitede gösterilir)"
        checked={published}
        onChange={(e) => setPublished(e.target.checked)}
      />
    </RecordDialog>
  );
}

export function BlogDialog({
  editing,
  onClose,
  onSaved,
}: {
  editing: BlogEditing;
  onClose: () => void;
  onSaved: () => void;
}) {
  const id = editing?.id ?? null;
  const post = useApiQuery<BlogPostDto>(id === null ? null : `/admin/blog/${id}`);
  const loaded = post.data?.id === id ? post.data : undefined;

  if (editing === null) return null;
  if (id !== null && !loaded) {
    return (
      <FormDialog
        open
        title="Yazıyı düzenle"
        busy
        serverError={post.error}
        onClose={onClose}
        onSubmit={() => {}}
        size="lg"
      >
        {post.error ? null : (
          <div className="space-y-3">
            <Skeleton className="h-9" />
            <Skeleton className="h-9" />
            <Skeleton className="h-48" />
          </div>
        )}
      </FormDialog>
    );
  }
  return <BlogForm key={id ?? "new"} post={loaded ?? null} onSaved={onSaved} onClose={onClose} />;
}
