"use client";

/**
 * An image file chooser for one picture (blog cover, team photo): the chosen file is compressed in the browser
 * (spec §5, compress-image.ts) and previewed; `current` shows the stored image with a "remove" checkbox.
 */
import { useEffect, useId, useState } from "react";
import { CheckboxField, controlClass } from "@/components/ui/field";
import { compressImage, isImageFile, NOT_AN_IMAGE } from "../boats/compress-image";

export function ImageInput({
  label,
  current,
  removeLabel,
  file,
  onFile,
  remove,
  onRemove,
  error,
}: {
  label: string;
  current: string | null;
  removeLabel: string;
  file: File | null;
  onFile: (file: File | null) => void;
  remove: boolean;
  onRemove: (remove: boolean) => void;
  error?: string;
}) {
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [preview, setPreview] = useState<string | null>(null);

  useEffect(() => {
    if (!file) {
      setPreview(null);
      return;
    }
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  async function choose(chosen: File | undefined) {
    setProblem(null);
    if (!chosen) return onFile(null);
    if (!isImageFile(chosen)) {
      setProblem(NOT_AN_IMAGE);
      return onFile(null);
    }
    setBusy(true);
    try {
      onFile(await compressImage(chosen));
    } catch (e) {
      setProblem(e instanceof Error ? e.message : NOT_AN_IMAGE);
      onFile(null);
    } finally {
      setBusy(false);
    }
  }

  const shown = preview ?? (remove ? null : current);
  const message = problem ?? error;
  return (
    <div className="space-y-2 text-sm">
      <label htmlFor={id} className="block font-medium">
        {label}
        <input
          id={id}
          type="file"
          accept="image/*"
          className={controlClass}
          aria-invalid={message ? true : undefined}
          aria-describedby={`${id}-help`}
          onChange={(e) => void choose(e.target.files?.[0])}
        />
      </label>
      <span
        id={`${id}-help`}
        className={`block text-xs ${message ? "font-medium text-red-700 dark:text-red-400" : "text-slate-600 dark:text-slate-400"}`}
      >
        {message ??
          (busy ? "Görsel sıkıştırılıyor…" : "Görsel yüklenmeden önce en fazla 1280 piksel yüksekliğe küçültülür.")}
      </span>
      {shown ? (
        // biome-ignore lint/performance/noImgElement: a preview of a local file or our own media route
        <img
          src={shown}
          alt=""
          className="h-32 w-auto rounded-md border border-slate-200 object-cover dark:border-slate-700"
        />
      ) : null}
      {current && !file ? (
        <CheckboxField label={removeLabel} checked={remove} onChange={(e) => onRemove(e.target.checked)} />
      ) : null}
    </div>
  );
}
