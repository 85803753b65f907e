import { randomBytes } from "node:crypto";
import sharp, { type Metadata } from "sharp";
import { badRequest } from "../api/errors";
import type { Storage } from "./storage";

export const IMAGE_MAX_BYTES = 10 * 1024 * 1024;
export const IMAGE_MAX_PIXELS = 40_000_000;
/** Responsive widths we store (a subset of the spec's display widths); never upscaled. */
export const IMAGE_WIDTHS = [640, 1080, 1920] as const;
const ACCEPTED = new Set(["jpeg", "png", "webp", "heif"]); // heif covers AVIF in sharp's metadata

export type StoredImage = { key: string; width: number; height: number; variants: number[] };

/** The key of one stored variant. */
export const variantKey = (key: string, width: number) => `${key}-${width}.webp`;

/**
 * Checks an upload by its bytes (JPEG, PNG, WebP or AVIF; ≤ 10 MB; ≤ 40 MP), re-encodes it with sharp
 * (EXIF and other metadata dropped, orientation applied) to WebP at each responsive width, under a random key.
 */
export async function storeImage(storage: Storage, data: Buffer, folder = "images"): Promise<StoredImage> {
  if (data.byteLength > IMAGE_MAX_BYTES) throw badRequest("Görsel en fazla 10 MB olabilir.");
  let meta: Metadata;
  try {
    meta = await sharp(data, { limitInputPixels: IMAGE_MAX_PIXELS }).metadata();
  } catch {
    throw badRequest("Dosya bir görsel değil: yalnızca JPEG, PNG, WebP veya AVIF yükleyebilirsiniz.");
  }
  const isAvif = meta.format === "heif" && meta.compression === "av1";
  if (!meta.format || !ACCEPTED.has(meta.format) || (meta.format === "heif" && !isAvif)) {
    throw badRequest("Desteklenmeyen görsel biçimi: yalnızca JPEG, PNG, WebP veya AVIF yükleyebilirsiniz.");
  }
  if (!meta.width || !meta.height) throw badRequest("Görselin boyutları okunamadı.");
  if (meta.width * meta.height > IMAGE_MAX_PIXELS) throw badRequest("Görsel en fazla 40 megapiksel olabilir.");

  const key = `${folder}/${randomBytes(12).toString("hex")}`;
  const oriented = sharp(data, { limitInputPixels: IMAGE_MAX_PIXELS }).rotate();
  // EXIF orientations 5–8 turn the picture a quarter: width and height swap once it is applied.
  const turned = (meta.orientation ?? 1) >= 5;
  const fullWidth = turned ? meta.height : meta.width;
  const fullHeight = turned ? meta.width : meta.height;
  const widths: number[] = IMAGE_WIDTHS.filter((w) => w < fullWidth);
  widths.push(Math.min(fullWidth, IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]!));
  const variants = [...new Set(widths)].sort((a, b) => a - b);
  for (const width of variants) {
    const out = await oriented
      .clone()
      .resize({ width, withoutEnlargement: true })
      .webp({ quality: 75 })
      .toBuffer()
      .catch(() => {
        throw badRequest("Görsel okunamadı: dosya bozuk olabilir.");
      });
    await storage.put(variantKey(key, width), out);
  }
  return { key, width: fullWidth, height: fullHeight, variants };
}

export async function deleteImage(storage: Storage, image: { key: string; variants: number[] }): Promise<void> {
  await Promise.all(image.variants.map((w) => storage.delete(variantKey(image.key, w))));
}
