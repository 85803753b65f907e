import "server-only";
import type { Db } from "../db/client";
import type { Job } from "../jobs/runner";
import { deleteOldCachedDocuments } from "./delete-old-cached-documents";

/** Every 6 hours: the stored PDFs older than DOCUMENT_CACHE_DAYS are deleted. */
export function documentCacheJob(db: Db): Job {
  return { name: "document-cache-retention", everyMs: 6 * 3_600_000, run: () => deleteOldCachedDocuments(db) };
}
