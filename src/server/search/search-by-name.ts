import "server-only";
import { and, asc, desc, eq, type SQL, sql } from "drizzle-orm";
import { searchName } from "../../lib/slug";
import type { DbOrTx } from "../db/client";
import { boats } from "../db/schema";
import { cardImage, firstImageSql } from "./card-image";
import type { SearchResult } from "./schemas";

export const SEARCH_LIMIT = 10;

/** search_name in byte order: the order of boats_search_name_c_idx, so a LIMIT stops after the first matches. */
const byName = [asc(sql`${boats.searchName} collate "C"`), asc(boats.id)];

/**
 * The header search: up to 10 active boats whose folded name looks like the query, in tiers, each asked only
 * when the previous ones found fewer than 10:
 * 1. names starting with the query, 2. names with a word starting with it, 3. names containing it — each in
 *    name order, which boats_search_name_c_idx gives without reading every match (thousands at 50,000 boats);
 * 4. typos: word similarity (pg_trgm `<%`, written `%>` so that the GIN trigram index answers it, ≥ 0.6: most
 *    of the query's trigrams in one stretch of the name), best first. "mavi ruya" and "Mavi Ryüa" both find
 *    "Mavi Rüya". Whole-name similarity (`%`, ≥ 0.3) is not asked: its index candidates are every name sharing
 *    a third of the trigrams (8,000 rechecks for one word at 50,000 boats; docs/performance.md).
 */
export async function searchBoatsByName(db: DbOrTx, searchString: string): Promise<SearchResult[]> {
  const q = searchName(searchString);
  if (q === "") return [];
  // searchName leaves only [a-z0-9 ], so the LIKE patterns need no escaping.
  const prefix = sql`${boats.searchName} collate "C" like ${`${q}%`}`;
  const wordPrefix = sql`${boats.searchName} like ${`% ${q}%`}`;
  const inside = sql`${boats.searchName} like ${`%${q}%`}`;
  const tiers: Array<{ where: SQL; order: SQL[] }> = [
    { where: prefix, order: byName },
    { where: sql`${wordPrefix} and not (${prefix})`, order: byName },
    { where: sql`${inside} and not (${wordPrefix}) and not (${prefix})`, order: byName },
    {
      where: sql`${boats.searchName} %> ${q} and not (${inside})`,
      order: [desc(sql`word_similarity(${q}, ${boats.searchName})`), ...byName],
    },
  ];
  const found: SearchResult[] = [];
  for (const tier of tiers) {
    const rows = await db
      .select({ slug: boats.slug, name: boats.name, image: firstImageSql() })
      .from(boats)
      .where(and(eq(boats.active, true), tier.where))
      .orderBy(...tier.order)
      .limit(SEARCH_LIMIT - found.length);
    for (const row of rows) found.push({ slug: row.slug, name: row.name, thumbnail: cardImage(row.image).thumbnail });
    if (found.length >= SEARCH_LIMIT) break;
  }
  return found;
}
