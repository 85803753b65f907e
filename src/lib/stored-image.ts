/**
 * Stored images are WebP variants `/v1/media/<key>-<width>.webp` (see server/media/store-image.ts). A src names
 * the largest variant with the stored widths in `?variants=`; the site writes them all in an `<img srcset>`
 * (storedSrcSet), and the dashboard's next/image loader (lib/image-loader.ts) maps each width the browser asks
 * for to the nearest stored variant.
 */
const MEDIA = "/v1/media/";
/**
 * The widths every stored image has below its largest, for a src that does not list its variants (images stored
 * before the 828 px variant existed lack that one, so it is not assumed).
 */
const DEFAULT_WIDTHS = [640, 1080, 1920];
const SRC = /^(\/v1\/media\/.+)-(\d+)\.webp(?:\?variants=([\d-]+))?$/;

export const variantUrl = (key: string, width: number) => `${MEDIA}${key}-${width}.webp`;

/** The src of a stored image: its largest variant, listing the stored widths. */
export function storedImageSrc(key: string, variants: number[]): string {
  const sorted = [...variants].sort((a, b) => a - b);
  const largest = sorted[sorted.length - 1] ?? 0;
  return `${variantUrl(key, largest)}?variants=${sorted.join("-")}`;
}

/** The URL of the smallest stored variant: thumbnails in lists, search results and favourites. */
export function thumbnailOf(key: string, variants: number[]): string {
  return variantUrl(key, Math.min(...variants));
}

/** A stored image's URL without its width, and its stored widths (ascending); null for any other source. */
function storedVariants(src: string): { base: string; widths: number[] } | null {
  const match = SRC.exec(src);
  if (!match) return null;
  const largest = Number(match[2]);
  const listed = match[3] ? match[3].split("-").map(Number) : [...DEFAULT_WIDTHS.filter((w) => w < largest), largest];
  const widths = listed.filter((w) => Number.isInteger(w) && w > 0).sort((a, b) => a - b);
  return { base: match[1]!, widths: widths.length > 0 ? widths : [largest] };
}

/** The stored variant URL to fetch for a wanted width: the smallest at least that wide, else the largest. */
export function pickVariant(src: string, width: number): string | null {
  const stored = storedVariants(src);
  if (!stored) return null;
  const chosen = stored.widths.find((w) => w >= width) ?? stored.widths[stored.widths.length - 1];
  return `${stored.base}-${chosen}.webp`;
}

/**
 * A stored image as `<img>` attributes: every stored variant in `srcSet` (the browser picks by `sizes`) and the
 * largest as `src`; null for any other source, which is shown as it is.
 */
export function storedSrcSet(src: string): { src: string; srcSet: string } | null {
  const stored = storedVariants(src);
  if (!stored) return null;
  const url = (w: number) => `${stored.base}-${w}.webp`;
  return {
    src: url(stored.widths[stored.widths.length - 1]!),
    srcSet: stored.widths.map((w) => `${url(w)} ${w}w`).join(", "),
  };
}
