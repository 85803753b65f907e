"use client";

import dynamic from "next/dynamic";
import { type ReactNode, useState } from "react";
import type { OpenRequest } from "./gallery-lightbox";
import type { PublicBoat } from "@/shared/public-boat";

/** The lightbox's code loads on the first click on a photo (issue 17: below-the-fold widgets on demand). */
const GalleryLightbox = dynamic(() => import("./gallery-lightbox").then((m) => m.GalleryLightbox), { ssr: false });

/**
 * The gallery's only client code: a click on any of its `data-photo` buttons (server-rendered by gallery.tsx) opens
 * the lightbox at that photo.
 */
export function GalleryOpener({
  images,
  name,
  children,
}: {
  images: PublicBoat["images"];
  name: string;
  children: ReactNode;
}) {
  const [request, setRequest] = useState<OpenRequest | null>(null);
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: clicks bubble up from the photo buttons, which take the keyboard themselves.
    // biome-ignore lint/a11y/useKeyWithClickEvents: as above; Enter and Space on a button fire its click.
    <div
      onClick={(event) => {
        const photo = (event.target as Element).closest<HTMLElement>("[data-photo]")?.dataset.photo;
        if (photo === undefined) return;
        setRequest((r) => ({ index: Number(photo), seq: (r?.seq ?? 0) + 1 }));
      }}
    >
      {children}
      {request && <GalleryLightbox images={images} name={name} request={request} />}
    </div>
  );
}
