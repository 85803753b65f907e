import "server-only";
import { readdir } from "node:fs/promises";
import path from "node:path";
import { isSafeKey } from "../media/storage";

/**
 * The folder that holds the uploads when they are stored on local disk, or null when another storage (an S3
 * bucket, `uploadsS3` in the configuration) holds them: then a backup holds only the database.
 */
export function localUploadsDir(config: { dataDir: string; uploadsS3?: unknown }): string | null {
  return config.uploadsS3 ? null : path.join(config.dataDir, "uploads");
}

/** The storage keys of the files under a local uploads folder (an absent folder has none). */
export async function listUploadKeys(dir: string): Promise<{ keys: string[]; skipped: number }> {
  let entries: import("node:fs").Dirent[];
  try {
    entries = await readdir(dir, { recursive: true, withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return { keys: [], skipped: 0 };
    throw error;
  }
  const keys: string[] = [];
  let skipped = 0;
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const key = path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join("/");
    // Only what the app itself can have written (a storage key); anything else is not the app's.
    if (isSafeKey(key)) keys.push(key);
    else skipped++;
  }
  return { keys: keys.sort(), skipped };
}

export async function isEmptyOrMissing(dir: string): Promise<boolean> {
  try {
    return (await readdir(dir)).length === 0;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return true;
    throw error;
  }
}
