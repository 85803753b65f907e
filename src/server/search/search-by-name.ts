import "server-only";
import { and, asc, desc, gte, lt, sql } from "drizzle-orm";
import { searchName } from "../../lib/slug";
import type { DbOrTx } from "../db/client";
import { prepared } from "../db/prepared";
import { boats } from "../db/schema";
import { cardImage, firstImageSql } from "./card-image";
import type { SearchResult } from "./schemas";

export const SEARCH_LIMIT = 10;

const LIMIT = sql.raw(String(SEARCH_LIMIT));

type Row = { slug: string; name: string; image: unknown };

/** search_name in byte order: the order (and the range keys) of boats_search_name_c_idx. */
const nameC = sql`${boats.searchName} collate "C"`;

/**
 * `active` as written in the partial indexes' predicate (`WHERE active`), not `active = $1`: a generic plan
 * cannot prove that a parameter is true, and would then ignore boats_search_name_c_idx (a Seq Scan and a sort).
 */
const isActive = sql`${boats.active}`;

/**
 * The first string after every string that starts with `prefix`, in byte order: its last character plus one
 * ("mavi" → "mavj"). UTF-8 keeps code point order, so `prefix ≤ s < prefixEnd(prefix)` is "s starts with prefix".
 */
export function prefixEnd(prefix: string): string {
  const last = prefix.codePointAt(prefix.length - 1) as number;
  return prefix.slice(0, -1) + String.fromCodePoint(last + 1);
}

/**
 * Tier 1, names starting with the query, as a range of boats_search_name_c_idx: a prepared statement (built and
 * planned once per connection, docs/performance-journal.md, "Item 9 after the fourth pass"). A range keeps the index condition in the
 * generic plan, where `like $1` would not (its pattern is unknown when planned).
 */
const startingWith = (db: DbOrTx) =>
  prepared(db, "search_name_prefix", (d) =>
    d
      .select({ slug: boats.slug, name: boats.name, image: firstImageSql() })
      .from(boats)
      .where(and(isActive, gte(nameC, sql.placeholder("from")), lt(nameC, sql.placeholder("to"))))
      .orderBy(asc(nameC), asc(boats.id))
      .limit(SEARCH_LIMIT)
      .prepare("search_name_prefix"),
  );

/**
 * Tier 4, typos: names holding most of the query's trigrams in one stretch (`%>`, answered by the GIN trigram
 * index), best first, leaving out the names of tiers 1–3 (they contain the query). Prepared: its plan is the same
 * for every word (the trigram index is the only one that answers `%>`), and planning it per call cost more than
 * running it for most words (the selectivity of `%>` is estimated by evaluating word_similarity over the column's
 * statistics).
 */
const typos = (db: DbOrTx) =>
  prepared(db, "search_name_typos", (d) =>
    d
      .select({ slug: boats.slug, name: boats.name, image: firstImageSql() })
      .from(boats)
      .where(
        and(
          isActive,
          sql`${boats.searchName} %> ${sql.placeholder("q")}`,
          sql`not (${boats.searchName} like ${sql.placeholder("inside")})`,
        ),
      )
      .orderBy(desc(sql`word_similarity(${sql.placeholder("q")}, ${boats.searchName})`), asc(nameC), asc(boats.id))
      .limit(sql.placeholder("limit"))
      .prepare("search_name_typos"),
  );

/**
 * The header search: up to 10 active boats whose folded name looks like the query, in tiers, each read only
 * while the previous ones found fewer than 10:
 * 1. names starting with the query, 2. names with a word starting with it, 3. names containing it — each in
 *    name order, which boats_search_name_c_idx gives without reading every match (thousands at 50,000 boats);
 * 4. typos: word similarity (pg_trgm `<%`, written `%>` so that the GIN trigram index answers it, ≥ 0.6: most
 *    of the query's trigrams in one stretch of the name), best first. "mavi ruya" and "Mavi Ryüa" both find
 *    "Mavi Rüya". Whole-name similarity (`%`, ≥ 0.3) is not asked: its index candidates are every name sharing
 *    a third of the trigrams (8,000 rechecks for one word at 50,000 boats; docs/performance-journal.md).
 *
 * Three statements at most, each asked only while the list is not full: tier 1 (prepared), tiers 2 and 3 in one
 * statement planned per call (whether walking the name index or the trigram index is cheaper depends on the
 * word), tier 4 (prepared). docs/performance-journal.md, "Item 9 after the fourth pass".
 */
export async function searchBoatsByName(db: DbOrTx, searchString: string): Promise<SearchResult[]> {
  const q = searchName(searchString);
  if (q === "") return [];
  const found: Row[] = await startingWith(db).execute({ from: q, to: prefixEnd(q) });
  if (found.length < SEARCH_LIMIT) found.push(...(await wordsOrInside(db, q, SEARCH_LIMIT - found.length)));
  if (found.length < SEARCH_LIMIT)
    found.push(...(await typos(db).execute({ q, inside: `%${q}%`, limit: SEARCH_LIMIT - found.length })));
  return found.map((row) => ({ slug: row.slug, name: row.name, thumbnail: cardImage(row.image).thumbnail }));
}

/**
 * Tiers 2 and 3 for `q`, at most `limit` rows: the branches of a UNION ALL under a LIMIT. PostgreSQL's Append
 * runs its branches in order and the Limit stops pulling once it is full, so tier 3 is never executed when tier
 * 2 filled the list.
 */
async function wordsOrInside(db: DbOrTx, q: string, limit: number): Promise<Row[]> {
  // searchName leaves only [a-z0-9 ], so the LIKE patterns need no escaping.
  const prefix = sql`search_name collate "C" like ${`${q}%`}`;
  const wordPrefix = sql`search_name like ${`% ${q}%`}`;
  const inside = sql`search_name like ${`%${q}%`}`;
  const byName = sql`search_name collate "C", id`;
  const tier = (where: ReturnType<typeof sql>) =>
    sql`(select id, slug, name from boats where active and ${where} order by ${byName} limit ${LIMIT})`;
  const tiers = sql`${tier(sql`${wordPrefix} and not (${prefix})`)} union all ${tier(
    sql`${inside} and not (${wordPrefix}) and not (${prefix})`,
  )}`;
  // The union is named "boats" so that the image subquery's "boats"."id" is its row's boat.
  const result = await db.execute(
    sql`select boats.slug, boats.name, ${firstImageSql()} as image from (${tiers}) as boats limit ${sql.raw(String(limit))}`,
  );
  return (result as unknown as { rows: Row[] }).rows;
}
