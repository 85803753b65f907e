import { and, eq, sql } from "drizzle-orm";
import { searchName } from "../../lib/slug";
import type { DbOrTx } from "../db/client";
import { boats } from "../db/schema";
import { cardImage, firstImageSql } from "./card-image";
import type { SearchResult } from "./schemas";

export const SEARCH_LIMIT = 10;

/**
 * The header search: up to 10 active boats whose folded name looks like the query. Typo-tolerant through
 * pg_trgm on boats.search_name (GIN trigram index): a substring match, trigram similarity (`%`, ≥ 0.3) or word
 * similarity (`<%`, written `%>`, ≥ 0.6), best first. "mavi ruya" and "Mavi Ryüa" both find "Mavi Rüya".
 */
export async function searchBoatsByName(db: DbOrTx, searchString: string): Promise<SearchResult[]> {
  const q = searchName(searchString);
  if (q === "") return [];
  // searchName leaves only [a-z0-9 ], so the LIKE pattern needs no escaping.
  const rows = await db
    .select({ slug: boats.slug, name: boats.name, image: firstImageSql() })
    .from(boats)
    .where(
      and(
        eq(boats.active, true),
        // `col %> q` is `q <% col` with the indexed column on the left: every arm of the OR is then a GIN
        // index condition and the planner can answer with a BitmapOr instead of comparing every boat.
        sql`(${boats.searchName} LIKE ${`%${q}%`} OR ${boats.searchName} % ${q} OR ${boats.searchName} %> ${q})`,
      ),
    )
    .orderBy(
      sql`(${boats.searchName} LIKE ${`${q}%`}) DESC`,
      sql`greatest(similarity(${boats.searchName}, ${q}), word_similarity(${q}, ${boats.searchName})) DESC`,
      boats.name,
    )
    .limit(SEARCH_LIMIT);
  return rows.map((row) => ({ slug: row.slug, name: row.name, thumbnail: cardImage(row.image).thumbnail }));
}
