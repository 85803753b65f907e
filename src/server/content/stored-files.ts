import { IMAGE_WIDTHS, type StoredImage, variantKey } from "../media/store-image";
import type { Storage } from "../media/storage";

/**
 * Content rows (blog covers, team photos, image documents) keep one text column: the key of the largest
 * stored variant, e.g. `team/3f…a1-1080.webp`, so `mediaUrl(key)` is directly usable. The smaller variants
 * share its prefix.
 */
export function imageFileKey(image: StoredImage): string {
  return variantKey(image.key, image.variants[image.variants.length - 1]!);
}

/** Deletes a stored file; for an image file key, every responsive variant of it. Never throws. */
export async function deleteStoredFile(storage: Storage, fileKey: string | null | undefined): Promise<void> {
  if (!fileKey) return;
  const variant = fileKey.match(/^(.+)-\d+\.webp$/);
  const keys = variant ? IMAGE_WIDTHS.map((w) => variantKey(variant[1]!, w)) : [fileKey];
  if (variant && !keys.includes(fileKey)) keys.push(fileKey);
  await Promise.all(keys.map((key) => storage.delete(key).catch(() => undefined)));
}

/**
 * Runs a database write that references freshly stored files; when the write fails, the files are deleted
 * again so nothing is left half-written.
 */
export async function withStoredFiles<T>(
  storage: Storage,
  fileKeys: (string | null | undefined)[],
  write: () => Promise<T>,
): Promise<T> {
  try {
    return await write();
  } catch (error) {
    await Promise.all(fileKeys.map((key) => deleteStoredFile(storage, key)));
    throw error;
  }
}
