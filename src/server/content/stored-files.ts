import "server-only";
import { type StoredImage, variantKey } from "../media/store-image";

/**
 * Content rows (blog covers, team photos, image documents) keep one text column: the key of the largest
 * stored variant, e.g. `team/3f…a1-1080.webp`, so `mediaUrl(key)` is directly usable. The smaller variants
 * share its prefix. Files are stored and released through media/shared-files.ts.
 */
export function imageFileKey(image: StoredImage): string {
  return variantKey(image.key, image.variants[image.variants.length - 1]!);
}
