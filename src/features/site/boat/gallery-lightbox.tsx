"use client";

import { ResponsiveImage } from "../image/responsive-image";
import { useTranslations } from "next-intl";
import { useCallback, useEffect, useRef, useState } from "react";
import type { PublicBoat } from "@/shared/public-boat";

type Photo = PublicBoat["images"][number];

/** Which photo to open; `seq` tells a new click from the last one. */
export type OpenRequest = { index: number; seq: number };

/**
 * The boat's photos full screen (a modal <dialog>): the arrow keys, the buttons or a swipe move between photos and
 * Escape closes. Opens on each new `request`.
 */
export function GalleryLightbox({ images, name, request }: { images: Photo[]; name: string; request: OpenRequest }) {
  const t = useTranslations("BoatGallery");
  const dialog = useRef<HTMLDialogElement>(null);
  const [index, setIndex] = useState(request.index);
  const touchX = useRef<number | null>(null);
  const count = images.length;
  const show = useCallback((i: number) => setIndex(((i % count) + count) % count), [count]);

  useEffect(() => {
    show(request.index);
    if (!dialog.current?.open) dialog.current?.showModal();
  }, [request, show]);

  useEffect(() => {
    const el = dialog.current;
    if (!el) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "ArrowRight") setIndex((i) => (i + 1) % count);
      if (event.key === "ArrowLeft") setIndex((i) => (i - 1 + count) % count);
    };
    el.addEventListener("keydown", onKey);
    return () => el.removeEventListener("keydown", onKey);
  }, [count]);

  const current = images[index]!;
  return (
    <dialog
      ref={dialog}
      aria-label={t("dialog", { name })}
      className="m-auto h-dvh max-h-none w-screen max-w-none bg-black/95 p-0 text-white backdrop:bg-black/80"
      onClick={(event) => {
        if (event.target === dialog.current) dialog.current?.close();
      }}
      onKeyDown={() => {}}
    >
      <div
        className="relative flex h-full w-full items-center justify-center"
        onTouchStart={(e) => {
          touchX.current = e.touches[0]?.clientX ?? null;
        }}
        onTouchEnd={(e) => {
          const startX = touchX.current;
          const endX = e.changedTouches[0]?.clientX;
          if (startX !== null && endX !== undefined && Math.abs(endX - startX) > 40)
            show(index + (endX < startX ? 1 : -1));
          touchX.current = null;
        }}
      >
        <div className="relative h-[80dvh] w-full max-w-6xl">
          <ResponsiveImage
            src={current.src}
            alt={t("photo", { name, n: index + 1 })}
            fill
            sizes="100vw"
            className="object-contain"
          />
        </div>
        <p className="absolute top-4 left-4 text-sm" aria-live="polite">
          {index + 1} / {count}
        </p>
        <button
          type="button"
          onClick={() => dialog.current?.close()}
          aria-label={t("close")}
          className="absolute top-3 right-3 inline-flex size-11 items-center justify-center rounded-full bg-white/10 text-2xl hover:bg-white/20 focus-visible:outline-2 focus-visible:outline-white"
        >
          ×
        </button>
        {count > 1 && (
          <>
            <button
              type="button"
              onClick={() => show(index - 1)}
              aria-label={t("previous")}
              className="absolute top-1/2 left-2 inline-flex size-12 -translate-y-1/2 items-center justify-center rounded-full bg-white/10 text-3xl hover:bg-white/20 focus-visible:outline-2 focus-visible:outline-white"
            >
              ‹
            </button>
            <button
              type="button"
              onClick={() => show(index + 1)}
              aria-label={t("next")}
              className="absolute top-1/2 right-2 inline-flex size-12 -translate-y-1/2 items-center justify-center rounded-full bg-white/10 text-3xl hover:bg-white/20 focus-visible:outline-2 focus-visible:outline-white"
            >
              ›
            </button>
          </>
        )}
      </div>
    </dialog>
  );
}
