import "server-only";
import { and, eq, like, ne, or } from "drizzle-orm";
import { slugify } from "../../../lib/slug";
import type { DbOrTx } from "../../db/client";
import { boats } from "../../db/schema";
import { constraintOf, sqlStateOf } from "../../db/pg-error";

/** A free slug for a boat named `name`: `cagri-gunes`, then `cagri-gunes-2`, `-3`… (ignoring boat `exceptId`). */
export async function uniqueBoatSlug(db: DbOrTx, name: string, exceptId?: number): Promise<string> {
  const base = slugify(name);
  const rows = await db
    .select({ slug: boats.slug })
    .from(boats)
    // slugify leaves only [a-z0-9-]: nothing in `base` is a LIKE wildcard.
    .where(and(or(eq(boats.slug, base), like(boats.slug, `${base}-%`)), exceptId ? ne(boats.id, exceptId) : undefined));
  const taken = new Set(rows.map((r) => r.slug));
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) {
    const candidate = `${base}-${n}`;
    if (!taken.has(candidate)) return candidate;
  }
}

export const isSlugConflict = (error: unknown) =>
  sqlStateOf(error) === "23505" && constraintOf(error) === "boats_slug_unique";

/**
 * Runs `write(slug)` with a free slug; when a concurrent write took the same slug first (unique violation),
 * picks the next free one and tries again.
 */
export async function withUniqueBoatSlug<T>(
  db: DbOrTx,
  name: string,
  exceptId: number | undefined,
  write: (slug: string) => Promise<T>,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    const slug = await uniqueBoatSlug(db, name, exceptId);
    try {
      return await write(slug);
    } catch (error) {
      if (!isSlugConflict(error) || attempt >= 5) throw error;
    }
  }
}
