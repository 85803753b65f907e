"use client";

/**
 * One inventory item on the quay: its state as four big radio buttons (Tamam, Sorunlu, Eksik, Hasarlı), and, for
 * anything not "Tamam" (or on request), a note and the camera: each photo is shrunk in the phone
 * (compress-image.ts) and kept in the draft as a Blob, shown as a thumbnail that can be removed.
 */
import { useEffect, useId, useMemo, useState } from "react";
import { Button, focusRing } from "@/components/ui/button";
import { INSPECTION_MAX_ITEM_PHOTOS } from "@/shared/inspections";
import { controlClass } from "@/components/ui/field";
import { compressImage } from "../boats/compress-image";
import { randomKey } from "./browser-outbox";
import { type DraftItem, type DraftPhoto, ITEM_STATES, type ItemState } from "./inspection-draft";
import { STATE_LABELS, type InventoryItem } from "./quay-types";

const STATE_STYLES: Record<ItemState, string> = {
  ok: "peer-checked:border-emerald-700 peer-checked:bg-emerald-700 peer-checked:text-white",
  issue: "peer-checked:border-amber-600 peer-checked:bg-amber-600 peer-checked:text-white",
  missing: "peer-checked:border-slate-700 peer-checked:bg-slate-700 peer-checked:text-white",
  damaged: "peer-checked:border-red-700 peer-checked:bg-red-700 peer-checked:text-white",
};

function Thumbnail({
  photo,
  label,
  onRemove,
  disabled,
}: {
  photo: DraftPhoto;
  label: string;
  onRemove: () => void;
  disabled?: boolean;
}) {
  const url = useMemo(() => URL.createObjectURL(photo.blob), [photo.blob]);
  useEffect(() => () => URL.revokeObjectURL(url), [url]);
  return (
    <li className="relative">
      {/* biome-ignore lint/performance/noImgElement: a blob: URL of a photo kept on the phone; next/image cannot serve it */}
      <img src={url} alt={label} className="size-20 rounded-md border border-slate-300 object-cover" />
      <button
        type="button"
        disabled={disabled}
        onClick={onRemove}
        aria-label={`${label}: sil`}
        className={`absolute -top-2 -right-2 flex size-8 items-center justify-center rounded-full bg-red-700 text-lg leading-none text-white disabled:opacity-50 ${focusRing}`}
      >
        ×
      </button>
    </li>
  );
}

export function InspectionItem({
  item,
  value,
  before,
  disabled,
  onChange,
}: {
  item: InventoryItem;
  value: DraftItem;
  /** The item's state at the check-in, shown on the check-out when it was not "Tamam". */
  before?: { state: ItemState; note?: string | null };
  disabled?: boolean;
  onChange: (next: (current: DraftItem) => DraftItem) => void;
}) {
  const name = useId();
  const [open, setOpen] = useState(false);
  const [photoError, setPhotoError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const details =
    open || (value.state !== null && value.state !== "ok") || value.note !== "" || value.photos.length > 0;

  async function addPhotos(files: FileList | null) {
    if (!files || files.length === 0) return;
    setBusy(true);
    setPhotoError(null);
    try {
      const added: DraftPhoto[] = [];
      for (const file of Array.from(files)) {
        const small = await compressImage(file);
        added.push({ id: randomKey("photo"), name: small.name, blob: small });
      }
      onChange((current) => ({ ...current, photos: [...current.photos, ...added] }));
    } catch (e) {
      setPhotoError(e instanceof Error ? e.message : "Fotoğraf eklenemedi.");
    } finally {
      setBusy(false);
    }
  }

  return (
    <li className="border-t border-slate-200 py-3 first:border-t-0 dark:border-slate-700">
      <fieldset disabled={disabled} className="min-w-0">
        <legend className="flex w-full flex-wrap items-baseline gap-x-2 font-medium break-words">
          <span>{item.name}</span>
          <span className="text-sm font-normal text-slate-600 dark:text-slate-400">× {item.quantity}</span>
        </legend>
        {before ? (
          <p className="mt-1 text-xs text-amber-800 dark:text-amber-300">
            Check-in'de: {STATE_LABELS[before.state]}
            {before.note ? ` (${before.note})` : ""}
          </p>
        ) : null}
        <div className="mt-2 grid grid-cols-4 gap-1.5">
          {ITEM_STATES.map((state) => (
            <label key={state} className="relative block">
              <input
                type="radio"
                name={name}
                value={state}
                checked={value.state === state}
                onChange={() => onChange((current) => ({ ...current, state }))}
                className="peer sr-only"
              />
              <span
                className={`flex min-h-12 cursor-pointer items-center justify-center rounded-md border-2 border-slate-300 bg-white px-1 text-center text-sm font-medium text-slate-800 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-sea-600 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100 ${STATE_STYLES[state]}`}
              >
                {STATE_LABELS[state]}
              </span>
            </label>
          ))}
        </div>
        {details ? (
          <div className="mt-2 space-y-2">
            <label className="block text-sm">
              <span className="font-medium">Not</span>
              <input
                className={controlClass}
                value={value.note}
                maxLength={500}
                onChange={(e) => {
                  const note = e.target.value;
                  onChange((current) => ({ ...current, note }));
                }}
              />
            </label>
            <div className="flex flex-wrap items-center gap-3">
              {value.photos.length < INSPECTION_MAX_ITEM_PHOTOS ? (
                <label
                  className={`inline-flex min-h-12 cursor-pointer items-center gap-2 rounded-md border-2 border-sea-700 px-4 text-sm font-medium text-sea-700 focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-sea-600 dark:border-sky-300 dark:text-sky-300 ${busy ? "opacity-60" : ""}`}
                >
                  <input
                    type="file"
                    accept="image/*"
                    capture="environment"
                    multiple
                    className="sr-only"
                    aria-label={`${item.name}: fotoğraf çek`}
                    onChange={(e) => {
                      void addPhotos(e.target.files);
                      e.target.value = "";
                    }}
                  />
                  {busy ? "Fotoğraf işleniyor…" : "Fotoğraf çek"}
                </label>
              ) : null}
              {value.photos.length > 0 ? (
                <span className="text-sm text-slate-600 dark:text-slate-400">
                  {value.photos.length} / {INSPECTION_MAX_ITEM_PHOTOS} fotoğraf
                </span>
              ) : null}
            </div>
            {photoError ? (
              <p role="alert" className="text-sm text-red-700 dark:text-red-400">
                {photoError}
              </p>
            ) : null}
            {value.photos.length > 0 ? (
              <ul className="flex flex-wrap gap-3 pt-2" aria-label={`${item.name} fotoğrafları`}>
                {value.photos.map((photo, i) => (
                  <Thumbnail
                    key={photo.id}
                    photo={photo}
                    label={`${item.name} fotoğrafı ${i + 1}`}
                    disabled={disabled}
                    onRemove={() =>
                      onChange((current) => ({ ...current, photos: current.photos.filter((p) => p.id !== photo.id) }))
                    }
                  />
                ))}
              </ul>
            ) : null}
          </div>
        ) : (
          <Button variant="ghost" size="sm" className="mt-1 min-h-11" onClick={() => setOpen(true)}>
            Not veya fotoğraf ekle
          </Button>
        )}
      </fieldset>
    </li>
  );
}
