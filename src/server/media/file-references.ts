import "server-only";
import { type SQLWrapper, sql } from "drizzle-orm";
import type { DbOrTx } from "../db/client";
import { blogPosts, boatImages, documents, inspectionPhotos, teamMembers } from "../db/schema";
import { IMAGE_WIDTHS, variantKey } from "./store-image";

const VARIANT_FILE = /^(.+)-\d+\.webp$/;

/**
 * The content a stored file belongs to: `boats/ab…` for `boats/ab…-640.webp` (an image and its variants
 * are one content), the key itself for anything else (a PDF).
 */
export function contentIdOf(fileKey: string): string {
  return fileKey.match(VARIANT_FILE)?.[1] ?? fileKey;
}

/** Every file a content may have: an image's variants at each stored width (plus `known` odd widths). */
export function filesOf(contentId: string, known: string[] = []): string[] {
  if (/\.[a-z0-9]+$/.test(contentId)) return [contentId];
  return [...new Set([...IMAGE_WIDTHS.map((w) => variantKey(contentId, w)), ...known])];
}

/**
 * Takes a transaction-scoped lock per content (sorted, so two writers never wait on each other in a circle).
 * Whoever stores a content and whoever deletes it hold the same lock, on every instance sharing the database.
 */
export async function lockContents(tx: DbOrTx, contentIds: string[]): Promise<void> {
  for (const id of [...new Set(contentIds)].sort()) {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`media:${id}`}, 0))`);
  }
}

/** Whether any row still references a content (boat images and inspection photos keep the id, other rows a file key under it). */
export async function isReferenced(tx: DbOrTx, contentId: string): Promise<boolean> {
  const prefix = `${contentId}-`;
  const under = (column: SQLWrapper) => sql`(${column} = ${contentId} or starts_with(${column}, ${prefix}))`;
  // Both drivers answer execute() with `{ rows }`.
  const result = (await tx.execute(sql`select
      exists (select 1 from ${boatImages} where ${boatImages.storageKey} = ${contentId})
      or exists (select 1 from ${inspectionPhotos} where ${inspectionPhotos.storageKey} = ${contentId})
      or exists (select 1 from ${documents} where ${under(documents.storageKey)})
      or exists (select 1 from ${blogPosts} where ${under(blogPosts.coverImage)})
      or exists (select 1 from ${teamMembers} where ${under(teamMembers.photo)}) as referenced`)) as unknown as {
    rows: { referenced: boolean }[];
  };
  return Boolean(result.rows[0]?.referenced);
}
