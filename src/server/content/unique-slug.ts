import "server-only";
import { and, eq, like, ne, or } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import { slugify } from "../../lib/slug";
import type { DbOrTx } from "../db/client";

type SlugTarget = { table: PgTable; slug: AnyPgColumn; id: AnyPgColumn };

/**
 * A slug for `text` that no other row of the table uses: `mavi-ruya`, then `mavi-ruya-2`, `mavi-ruya-3`…
 * (the unique constraint still guards a concurrent insert; that surfaces as a 409).
 */
export async function uniqueSlug(db: DbOrTx, target: SlugTarget, text: string, excludeId?: number): Promise<string> {
  const base = slugify(text);
  const rows = (await db
    .select({ slug: target.slug })
    .from(target.table)
    .where(
      and(
        or(eq(target.slug, base), like(target.slug, `${base}-%`)),
        excludeId === undefined ? undefined : ne(target.id, excludeId),
      ),
    )) as { slug: string }[];
  const taken = new Set(rows.map((r) => r.slug));
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}
