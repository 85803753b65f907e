"use client";

import Image from "next/image";
import { useCallback, useEffect, useRef, useState } from "react";
import type { PublicBoat } from "@/server/website/boat/public-boat-schema";

type Photo = PublicBoat["images"][number];

/**
 * The boat's photos: a large first picture and thumbnails; any of them opens a lightbox (a modal <dialog>) where
 * the arrow keys, the buttons or a swipe move between photos and Escape closes.
 */
export function Gallery({ images, name }: { images: Photo[]; name: string }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [index, setIndex] = useState(0);
  const touchX = useRef<number | null>(null);
  const count = images.length;
  const show = useCallback((i: number) => setIndex(((i % count) + count) % count), [count]);

  const open = (i: number) => {
    show(i);
    dialog.current?.showModal();
  };

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

  if (count === 0) {
    return <div aria-hidden="true" className="aspect-[16/9] rounded-xl bg-gradient-to-br from-sea-600 to-sea-900" />;
  }
  const current = images[index]!;
  // Five or more photos: the first large and four small; fewer: the first large and up to two beside it.
  const large = count >= 5;
  const thumbs = images.slice(1, large ? 5 : 3);
  const layout = count === 1 ? "" : large ? "md:grid-cols-4 md:grid-rows-2" : "md:grid-cols-3 md:grid-rows-2";
  const main = count === 1 ? "md:aspect-[21/9]" : large ? "md:col-span-2 md:row-span-2" : "md:col-span-2 md:row-span-2";
  return (
    <div>
      <div className={`grid gap-2 ${layout}`}>
        <button
          type="button"
          onClick={() => open(0)}
          className={`relative aspect-[4/3] overflow-hidden rounded-xl focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sea-600 md:aspect-auto md:min-h-96 ${main}`}
          aria-label={`${name}: fotoğrafları büyüt (1 / ${count})`}
        >
          <Image
            src={images[0]!.src}
            alt={`${name} – fotoğraf 1`}
            fill
            priority
            fetchPriority="high"
            sizes="(min-width: 768px) 50vw, 100vw"
            className="object-cover"
          />
        </button>
        {thumbs.map((photo, i) => (
          <button
            key={photo.src}
            type="button"
            onClick={() => open(i + 1)}
            className={`relative hidden aspect-[4/3] overflow-hidden rounded-xl focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sea-600 md:block ${!large && thumbs.length === 1 ? "md:row-span-2 md:aspect-auto" : ""}`}
            aria-label={`Fotoğraf ${i + 2} / ${count}`}
          >
            <Image src={photo.src} alt="" fill sizes="25vw" className="object-cover" />
            {i === thumbs.length - 1 && count > thumbs.length + 1 && (
              <span className="absolute inset-0 flex items-center justify-center bg-black/50 text-lg font-semibold text-white">
                +{count - thumbs.length - 1} fotoğraf
              </span>
            )}
          </button>
        ))}
      </div>
      {count > 1 && (
        <button
          type="button"
          onClick={() => open(0)}
          className="mt-2 rounded-md border border-slate-300 px-3 py-1.5 text-sm font-medium hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sea-600 md:hidden dark:border-slate-600 dark:hover:bg-slate-800"
        >
          Tüm fotoğraflar ({count})
        </button>
      )}
      <dialog
        ref={dialog}
        aria-label={`${name} fotoğrafları`}
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
            <Image
              src={current.src}
              alt={`${name} – fotoğraf ${index + 1}`}
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
            aria-label="Kapat"
            className="absolute top-3 right-3 inline-flex size-11 items-center justify-center rounded-full bg-white/10 text-2xl hover:bg-white/20 focus-visible:outline-2 focus-visible:outline-white"
          >
            ×
          </button>
          {count > 1 && (
            <>
              <button
                type="button"
                onClick={() => show(index - 1)}
                aria-label="Önceki fotoğraf"
                className="absolute top-1/2 left-2 inline-flex size-12 -translate-y-1/2 items-center justify-center rounded-full bg-white/10 text-3xl hover:bg-white/20 focus-visible:outline-2 focus-visible:outline-white"
              >
                ‹
              </button>
              <button
                type="button"
                onClick={() => show(index + 1)}
                aria-label="Sonraki fotoğraf"
                className="absolute top-1/2 right-2 inline-flex size-12 -translate-y-1/2 items-center justify-center rounded-full bg-white/10 text-3xl hover:bg-white/20 focus-visible:outline-2 focus-visible:outline-white"
              >
                ›
              </button>
            </>
          )}
        </div>
      </dialog>
    </div>
  );
}
