import "server-only";
/**
 * Where uploaded and generated files live: local disk by default, an S3-compatible bucket when
 * UPLOADS_S3_BUCKET is set. Keys are content-addressed (see content-key.ts), so a key's bytes never change.
 */
export interface Storage {
  /** Writes the bytes under `key`; writing a key again with the same bytes is harmless. */
  put(key: string, data: Buffer): Promise<void>;
  /** The bytes, or null when the key does not exist. */
  get(key: string): Promise<Buffer | null>;
  /** Removes the key; a missing key is not an error. */
  delete(key: string): Promise<void>;
}

const SAFE_KEY = /^[a-z0-9][a-z0-9/_-]*(\.[a-z0-9]+)?$/;

export function isSafeKey(key: string): boolean {
  return SAFE_KEY.test(key) && !key.includes("..") && !key.includes("//");
}

export function assertSafeKey(key: string): void {
  if (!isSafeKey(key)) throw new Error(`Unsafe storage key: ${key}`);
}

/** The public URL of a stored file (served by GET /v1/media/*). */
export function mediaUrl(key: string): string {
  return `/v1/media/${key}`;
}
