import "server-only";
import { boatImages } from "../../db/schema";
import { mediaUrl } from "../../media/storage";
import { variantKey } from "../../media/store-image";

export const imageColumns = {
  id: boatImages.id,
  boatId: boatImages.boatId,
  storageKey: boatImages.storageKey,
  width: boatImages.width,
  height: boatImages.height,
  variants: boatImages.variants,
  sortOrder: boatImages.sortOrder,
};

type ImageRow = { [K in keyof typeof imageColumns]: (typeof boatImages.$inferSelect)[K] };

/** The URLs of a stored image's variants, smallest first (served by GET /v1/media/*). */
export function imageVariantUrls(key: string, variants: number[]) {
  return [...variants].sort((a, b) => a - b).map((width) => ({ width, url: mediaUrl(variantKey(key, width)) }));
}

/** The URL of the smallest variant of an image: what lists and pickers show. */
export function thumbnailUrl(key: string, variants: number[]): string | null {
  return imageVariantUrls(key, variants)[0]?.url ?? null;
}

export function toImageDto(row: ImageRow) {
  const variants = imageVariantUrls(row.storageKey, row.variants);
  return {
    id: row.id,
    boat_id: row.boatId,
    sort_order: row.sortOrder,
    width: row.width,
    height: row.height,
    url: variants[variants.length - 1]?.url ?? "",
    thumbnail_url: variants[0]?.url ?? "",
    variants,
  };
}
