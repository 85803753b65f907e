import "server-only";
import sharp, { type Metadata } from "sharp";
import { badRequest } from "../domain-errors";
import { contentKey } from "./content-key";
import type { Storage } from "./storage";

export const IMAGE_MAX_BYTES = 10 * 1024 * 1024;
export const IMAGE_MAX_PIXELS = 40_000_000;
/**
 * Responsive widths we store (a subset of next/image's device sizes); never upscaled. 828 is a phone's full
 * width (412 CSS px at DPR 2 or less): without it a phone fetched the 1080 px file for its largest paint.
 */
export const IMAGE_WIDTHS = [640, 828, 1080, 1920] as const;
const ACCEPTED = new Set(["jpeg", "png", "webp", "heif"]); // heif covers AVIF in sharp's metadata

export type StoredImage = { key: string; width: number; height: number; variants: number[] };
/** An image re-encoded but not stored yet: its key and the bytes of each variant file. */
export type EncodedImage = StoredImage & { files: { key: string; data: Buffer }[] };

/** The key of one stored variant. */
export const variantKey = (key: string, width: number) => `${key}-${width}.webp`;

/**
 * Checks an upload by its bytes (JPEG, PNG, WebP or AVIF; ≤ 10 MB; ≤ 40 MP) and re-encodes it with sharp
 * (EXIF and other metadata dropped, orientation applied) to WebP at each responsive width. The key is
 * content-addressed: the hash of every variant's bytes (see content-key.ts).
 */
export async function encodeImage(data: Buffer, folder = "images"): Promise<EncodedImage> {
  if (data.byteLength > IMAGE_MAX_BYTES) throw badRequest("media.image_too_large");
  let meta: Metadata;
  try {
    meta = await sharp(data, { limitInputPixels: IMAGE_MAX_PIXELS }).metadata();
  } catch {
    throw badRequest("media.not_image");
  }
  const isAvif = meta.format === "heif" && meta.compression === "av1";
  if (!meta.format || !ACCEPTED.has(meta.format) || (meta.format === "heif" && !isAvif)) {
    throw badRequest("media.image_format");
  }
  if (!meta.width || !meta.height) throw badRequest("media.image_size_unreadable");
  if (meta.width * meta.height > IMAGE_MAX_PIXELS) throw badRequest("media.image_too_many_pixels");

  const oriented = sharp(data, { limitInputPixels: IMAGE_MAX_PIXELS }).rotate();
  // EXIF orientations 5–8 turn the picture a quarter: width and height swap once it is applied.
  const turned = (meta.orientation ?? 1) >= 5;
  const fullWidth = turned ? meta.height : meta.width;
  const fullHeight = turned ? meta.width : meta.height;
  const widths: number[] = IMAGE_WIDTHS.filter((w) => w < fullWidth);
  widths.push(Math.min(fullWidth, IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]!));
  const variants = [...new Set(widths)].sort((a, b) => a - b);
  const encoded: Buffer[] = [];
  for (const width of variants) {
    encoded.push(
      await oriented
        .clone()
        .resize({ width, withoutEnlargement: true })
        .webp({ quality: 75 })
        .toBuffer()
        .catch(() => {
          throw badRequest("media.image_unreadable");
        }),
    );
  }
  const key = contentKey(
    folder,
    variants.flatMap((width, i) => [String(width), encoded[i]!]),
  );
  const files = variants.map((width, i) => ({ key: variantKey(key, width), data: encoded[i]! }));
  return { key, width: fullWidth, height: fullHeight, variants, files };
}

/**
 * Encodes and stores an image without any row referencing it yet: for the demo seed and tests. Uploads that
 * rows will reference go through writeWithFiles (media/shared-files.ts) instead.
 */
export async function storeImage(storage: Storage, data: Buffer, folder = "images"): Promise<StoredImage> {
  const { files, ...image } = await encodeImage(data, folder);
  await Promise.all(files.map((file) => storage.put(file.key, file.data)));
  return image;
}
