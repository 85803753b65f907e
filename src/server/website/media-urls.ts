import "server-only";
import type { IMAGE_WIDTHS } from "../media/store-image";
import { mediaUrl } from "../media/storage";

/** The URL of a stored file, or null when there is none. */
export const fileUrl = (key: string | null | undefined): string | null => (key ? mediaUrl(key) : null);

/**
 * The URL of a smaller stored variant of an image file key (`team/ab12-1920.webp` → `…-640.webp`): every
 * image wider than a stored width also has that width (see storeImage), so the variant exists. Other keys
 * (PDFs, images narrower than `width`) are returned as they are.
 */
export function imageVariantUrl(key: string | null | undefined, width: (typeof IMAGE_WIDTHS)[number]): string | null {
  if (!key) return null;
  const match = key.match(/^(.+)-(\d+)\.webp$/);
  if (!match || Number(match[2]) <= width) return mediaUrl(key);
  return mediaUrl(`${match[1]}-${width}.webp`);
}
