"use client";

import { pickVariant } from "./stored-image";

/**
 * next/image loader (next.config images.loaderFile): our images are already stored as WebP at a few widths,
 * so a requested width maps to the nearest stored variant; anything else is served as it is.
 */
export default function imageLoader({ src, width }: { src: string; width: number; quality?: number }): string {
  return pickVariant(src, width) ?? `${src}${src.includes("?") ? "&" : "?"}w=${width}`;
}
