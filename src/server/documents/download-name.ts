import "server-only";
import { and, asc, eq } from "drizzle-orm";
import type { DbOrTx } from "../db/client";
import { documents } from "../db/schema";

const fileName = (key: string) =>
  key
    .split("/")
    .pop()!
    .replace(/\.[a-z0-9]+$/, "");

/**
 * The name a stored file downloads under: the title of the document the address names (documentUrl), when that
 * document has this file; without one, the first document stored with it; otherwise the file's own name. Never
 * another file's document: a deleted document's old address downloads under the file's name.
 */
export async function downloadName(db: DbOrTx, key: string, documentId?: number): Promise<string> {
  const [doc] = await db
    .select({ title: documents.title })
    .from(documents)
    .where(and(eq(documents.storageKey, key), documentId === undefined ? undefined : eq(documents.id, documentId)))
    .orderBy(asc(documents.id))
    .limit(1);
  return doc?.title ?? fileName(key);
}
