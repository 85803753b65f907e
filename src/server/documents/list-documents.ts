import "server-only";
import { desc } from "drizzle-orm";
import type { Db } from "../db/client";
import { documents } from "../db/schema";
import { documentColumns, toDocumentDto } from "./document-columns";

/** Every document (certificates, licences, contracts…), newest first. */
export async function listDocuments(db: Db) {
  const rows = await db.select(documentColumns).from(documents).orderBy(desc(documents.createdAt), desc(documents.id));
  return { items: rows.map(toDocumentDto), total: rows.length };
}
