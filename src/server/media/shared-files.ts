import "server-only";
import type { Db, Tx } from "../db/client";
import { log } from "../log";
import { contentIdOf, filesOf, isReferenced, lockContents } from "./file-references";
import type { Storage } from "./storage";
import { storageUnavailable } from "./storage-unavailable";

export type NewFile = { key: string; data: Buffer };

/**
 * Stores files and writes the rows that reference them in one transaction that holds each content's lock:
 * a concurrent releaseFiles of the same content (another row with the same bytes deleted, on any instance)
 * either finishes before the files are put or sees the new rows and keeps the files. When anything fails,
 * the files are released again (deleted unless another row references the same content).
 */
export async function writeWithFiles<T>(
  db: Db,
  storage: Storage,
  files: NewFile[],
  write: (tx: Tx) => Promise<T>,
): Promise<T> {
  try {
    return await db.transaction(async (tx) => {
      await lockContents(
        tx,
        files.map((f) => contentIdOf(f.key)),
      );
      // Every put settles before a failure is answered: the release below must not race a write still in flight.
      const puts = await Promise.allSettled(files.map((f) => storage.put(f.key, f.data)));
      const failed = puts.find((p) => p.status === "rejected");
      if (failed) throw storageUnavailable("put", failed.reason);
      return write(tx);
    });
  } catch (error) {
    await releaseFiles(
      db,
      storage,
      files.map((f) => f.key),
    );
    throw error;
  }
}

/**
 * Deletes the files of each content that no row references any more (call after the rows are deleted or
 * changed). Content keys are shared by every row with the same bytes, so a file goes only with its last
 * reference. Never throws: a file left behind is logged, not an error for the request that deleted its row.
 */
export async function releaseFiles(db: Db, storage: Storage, fileKeys: (string | null | undefined)[]): Promise<void> {
  const byContent = new Map<string, string[]>();
  for (const key of fileKeys) {
    if (!key) continue;
    const id = contentIdOf(key);
    byContent.set(id, [...(byContent.get(id) ?? []), key]);
  }
  for (const [id, known] of byContent) {
    try {
      await db.transaction(async (tx) => {
        await lockContents(tx, [id]);
        if (await isReferenced(tx, id)) return;
        await Promise.all(filesOf(id, known).map((key) => storage.delete(key)));
      });
    } catch (error) {
      log.warn(`Stored files of ${id} were not deleted`, error);
    }
  }
}
