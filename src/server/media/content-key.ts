import "server-only";
import { createHash } from "node:crypto";

/** Hex characters of the SHA-256 kept in a key: 128 bits, far beyond any accidental collision. */
const HASH_CHARS = 32;

/**
 * A key derived from the bytes it names, `${folder}/${hash}`: the same bytes always get the same key and a
 * key's bytes never change, so every file can be cached for a year and stored once. `parts` are hashed in
 * order, each with its length, so a different split of the same bytes gives a different key.
 */
export function contentKey(folder: string, parts: (Buffer | string)[]): string {
  const hash = createHash("sha256");
  for (const part of parts) {
    const bytes = typeof part === "string" ? Buffer.from(part) : part;
    hash.update(`${bytes.byteLength}:`);
    hash.update(bytes);
  }
  return `${folder}/${hash.digest("hex").slice(0, HASH_CHARS)}`;
}
