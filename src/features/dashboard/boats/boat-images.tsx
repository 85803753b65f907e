"use client";

/**
 * Images of a boat: multi-upload with client compression (compress-image.ts, spec §5), drag and drop or
 * ←/→ buttons to reorder (PUT /v1/admin/boats/image/updateorder), delete with confirmation.
 */
import { useEffect, useId, useState } from "react";
import { Button, buttonClass } from "@/components/ui/button";
import { useConfirm } from "@/components/ui/confirm";
import { EmptyState } from "@/components/ui/empty-state";
import { useToast } from "@/components/ui/toast";
import { errorMessage } from "../api/client";
import { useSession } from "../session/session-context";
import type { BoatImage } from "./boat-types";
import { compressImage, isImageFile, NOT_AN_IMAGE } from "./compress-image";
import { moveItem } from "./reorder";

const MAX_FILES = 10;

export function BoatImages({
  boatId,
  images,
  onChanged,
}: {
  boatId: number;
  images: BoatImage[];
  onChanged: () => void;
}) {
  const { api } = useSession();
  const toast = useToast();
  const confirm = useConfirm();
  const inputId = useId();
  const [list, setList] = useState(images);
  const [status, setStatus] = useState<string | null>(null);
  const [dragIndex, setDragIndex] = useState<number | null>(null);

  useEffect(() => setList(images), [images]);

  async function upload(fileList: FileList | null) {
    const files = [...(fileList ?? [])];
    if (files.length === 0) return;
    const rejected = files.filter((f) => !isImageFile(f));
    if (rejected.length > 0) {
      toast.error(`${NOT_AN_IMAGE} (${rejected.map((f) => f.name).join(", ")})`);
      return;
    }
    try {
      for (let start = 0; start < files.length; start += MAX_FILES) {
        const batch = files.slice(start, start + MAX_FILES);
        const form = new FormData();
        form.set("boat_id", String(boatId));
        for (const [i, file] of batch.entries()) {
          setStatus(`Sıkıştırılıyor: ${start + i + 1} / ${files.length}`);
          form.append("files", await compressImage(file));
        }
        setStatus(`Yükleniyor: ${Math.min(start + batch.length, files.length)} / ${files.length}`);
        await api.upload("/admin/boats/image", form);
      }
      toast.success(files.length === 1 ? "Görsel yüklendi." : `${files.length} görsel yüklendi.`);
      onChanged();
    } catch (e) {
      toast.error(errorMessage(e));
      onChanged();
    } finally {
      setStatus(null);
    }
  }

  async function saveOrder(next: BoatImage[]) {
    const previous = list;
    setList(next);
    try {
      await api.put(
        "/admin/boats/image/updateorder",
        next.map((img) => img.id),
      );
      toast.success("Görsel sırası kaydedildi.");
    } catch (e) {
      setList(previous);
      toast.error(errorMessage(e));
    }
  }

  const move = (from: number, to: number) => {
    if (to < 0 || to >= list.length || from === to) return;
    void saveOrder(moveItem(list, from, to));
  };

  async function remove(image: BoatImage, index: number) {
    const ok = await confirm({
      title: "Görseli sil",
      message: `${index + 1}. görsel kalıcı olarak silinecek.`,
      confirmLabel: "Sil",
    });
    if (!ok) return;
    try {
      await api.del(`/admin/boats/image/${image.id}`);
      toast.success("Görsel silindi.");
      onChanged();
    } catch (e) {
      toast.error(errorMessage(e));
    }
  }

  return (
    <section aria-labelledby="images-title" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="images-title" className="text-lg font-semibold">
          Görseller
        </h2>
        <div>
          <label htmlFor={inputId} className={buttonClass("primary", "md", "cursor-pointer")}>
            Görsel yükle
          </label>
          <input
            id={inputId}
            type="file"
            accept="image/*"
            multiple
            className="sr-only"
            disabled={status !== null}
            onChange={(e) => {
              void upload(e.target.files);
              e.target.value = "";
            }}
          />
        </div>
      </div>
      <p className="text-sm text-slate-600 dark:text-slate-300">
        Görseller yüklenmeden önce en fazla 1280 piksel yüksekliğe küçültülür. İlk görsel kapak görselidir; sırayı
        sürükleyip bırakarak ya da ← → düğmeleriyle değiştirin.
      </p>
      {status ? (
        <p role="status" className="text-sm font-medium text-sea-700 dark:text-sky-300">
          {status}
        </p>
      ) : null}
      {list.length === 0 ? (
        <EmptyState title="Henüz görsel yok." description="Tekne sitede görselleriyle gösterilir." />
      ) : (
        <ol className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
          {list.map((image, i) => (
            <li
              key={image.id}
              draggable
              onDragStart={(e) => {
                setDragIndex(i);
                e.dataTransfer.effectAllowed = "move";
              }}
              onDragOver={(e) => e.preventDefault()}
              onDrop={(e) => {
                e.preventDefault();
                if (dragIndex !== null) move(dragIndex, i);
                setDragIndex(null);
              }}
              onDragEnd={() => setDragIndex(null)}
              className={`overflow-hidden rounded-lg border border-slate-200 bg-white dark:border-slate-700 dark:bg-slate-900 ${dragIndex === i ? "opacity-50" : ""}`}
            >
              {/* biome-ignore lint/performance/noImgElement: a thumbnail from our own media route */}
              <img
                src={image.thumbnail_url}
                alt={`${i + 1}. görsel`}
                width={image.width}
                height={image.height}
                className="aspect-[4/3] w-full cursor-grab object-cover"
              />
              <div className="space-y-1 p-2 text-xs">
                <span className="block">
                  {i + 1}.{i === 0 ? " (kapak)" : ""} · {image.width}×{image.height}
                </span>
                <span className="flex flex-wrap gap-1">
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={`${i + 1}. görseli öne al`}
                    disabled={i === 0}
                    onClick={() => move(i, i - 1)}
                  >
                    ←
                  </Button>
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={`${i + 1}. görseli geriye al`}
                    disabled={i === list.length - 1}
                    onClick={() => move(i, i + 1)}
                  >
                    →
                  </Button>
                  <Button
                    size="sm"
                    variant="danger"
                    aria-label={`${i + 1}. görseli sil`}
                    onClick={() => remove(image, i)}
                  >
                    Sil
                  </Button>
                </span>
              </div>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
