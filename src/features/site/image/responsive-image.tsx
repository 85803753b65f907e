import type { CSSProperties } from "react";
import { preload } from "react-dom";
import { storedSrcSet } from "@/lib/stored-image";

/** Fills its positioned parent, as next/image's `fill` does. */
const FILL: CSSProperties = { position: "absolute", inset: 0, width: "100%", height: "100%" };

type Size = { fill: true; width?: never; height?: never } | { fill?: false; width: number; height: number };

/**
 * A site image as a plain `<img>` with every stored variant in its srcset (decision 0038): no client code, unlike
 * next/image, whose component ships to every page that shows a picture. `priority` marks the page's largest paint:
 * loaded at once with high priority and preloaded from the document's head.
 */
export function ResponsiveImage({
  src,
  alt,
  sizes,
  className,
  priority = false,
  ...size
}: { src: string; alt: string; sizes: string; className?: string; priority?: boolean } & Size) {
  const stored = storedSrcSet(src);
  if (priority) {
    preload(stored?.src ?? src, {
      as: "image",
      fetchPriority: "high",
      ...(stored ? { imageSrcSet: stored.srcSet, imageSizes: sizes } : {}),
    });
  }
  return (
    // biome-ignore lint/performance/noImgElement: the variants are stored in advance; next/image would only add client code.
    <img
      src={stored?.src ?? src}
      srcSet={stored?.srcSet}
      sizes={stored ? sizes : undefined}
      alt={alt}
      width={size.fill ? undefined : size.width}
      height={size.fill ? undefined : size.height}
      loading={priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : undefined}
      decoding={priority ? "sync" : "async"}
      className={className}
      style={size.fill ? FILL : undefined}
    />
  );
}
