/**
 * Stored images are WebP variants `/v1/media/<key>-<width>.webp` (see server/media/store-image.ts). A page
 * hands next/image the largest variant with the stored widths in `?variants=`, and the image loader
 * (lib/image-loader.ts) maps each width the browser asks for to the nearest stored variant.
 */
const MEDIA = "/v1/media/";
/**
 * The widths every stored image has below its largest, for a src that does not list its variants (images stored
 * before the 828 px variant existed lack that one, so it is not assumed).
 */
const DEFAULT_WIDTHS = [640, 1080, 1920];
const SRC = /^(\/v1\/media\/.+)-(\d+)\.webp(?:\?variants=([\d-]+))?$/;

export const variantUrl = (key: string, width: number) => `${MEDIA}${key}-${width}.webp`;

/** The src of a stored image for next/image: its largest variant, listing the stored widths. */
export function storedImageSrc(key: string, variants: number[]): string {
  const sorted = [...variants].sort((a, b) => a - b);
  const largest = sorted[sorted.length - 1] ?? 0;
  return `${variantUrl(key, largest)}?variants=${sorted.join("-")}`;
}

/** The URL of the smallest stored variant: thumbnails in lists, search results and favourites. */
export function thumbnailOf(key: string, variants: number[]): string {
  return variantUrl(key, Math.min(...variants));
}

/** The stored variant URL to fetch for a wanted width: the smallest at least that wide, else the largest. */
export function pickVariant(src: string, width: number): string | null {
  const match = SRC.exec(src);
  if (!match) return null;
  const base = match[1]!;
  const largest = Number(match[2]);
  const widths = match[3] ? match[3].split("-").map(Number) : [...DEFAULT_WIDTHS.filter((w) => w < largest), largest];
  const sorted = widths.filter((w) => Number.isInteger(w) && w > 0).sort((a, b) => a - b);
  const chosen = sorted.find((w) => w >= width) ?? sorted[sorted.length - 1] ?? largest;
  return `${base}-${chosen}.webp`;
}
