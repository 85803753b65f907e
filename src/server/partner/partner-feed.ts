import "server-only";
import { and, asc, eq, sql } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "../db/client";
import { prepared } from "../db/prepared";
import { agencyReservationChanges } from "../db/schema";
import { badRequest } from "../domain-errors";
import { decodeCursor, encodeCursor, FEED_START, type FeedPosition } from "./feed-cursor";
import type { feedQuery } from "./schemas";

/**
 * A page of the feed; `items` is the JSON text of the array of reservations (schemas.ts, `feedSchema`), stored by
 * PostgreSQL with each change and passed into the answer as it is (`feedAnswer`).
 */
export type FeedPage = { items: string; next_cursor: string; has_more: boolean };

/**
 * A page of an agency's changes after a position, in one prepared statement (partners poll it for whole fleets: its
 * SQL text is built once, not on every call). It reads only the changes table, by its index: each row holds the
 * item written by the triggers at the time of the change (`partner_reservation_item`, decision 0070). Only
 * transactions older than every one still running are read (`pg_snapshot_xmin`, see partnerFeed).
 */
function feedPage(db: Db) {
  const since = sql.placeholder("since");
  const changes = agencyReservationChanges;
  return prepared(db, "partner_feed_page", (d) =>
    d
      .select({ id: changes.reservationId, changeXid: sql<string>`${changes.changeXid}::text`, item: changes.item })
      .from(changes)
      .where(
        and(
          eq(changes.agencyId, sql.placeholder("agencyId")),
          sql`(${changes.changeXid}, ${changes.reservationId}) > (${sql.placeholder("xid")}::xid8, ${sql.placeholder("id")}::int)`,
          sql`${changes.changeXid} < pg_snapshot_xmin(pg_current_snapshot())`,
          sql`(${since}::timestamptz IS NULL OR ${changes.updatedAt} >= ${since}::timestamptz)`,
        ),
      )
      .orderBy(asc(changes.changeXid), asc(changes.reservationId))
      .limit(sql.placeholder("limit"))
      .prepare("partner_feed_page"),
  );
}

/**
 * The agency's reservations changed since a cursor (or since `modified_since`), cancellations and expiries
 * included, oldest change first, with the cursor of the next call. The order is the writing transaction's id
 * (agency_reservation_changes, kept by a trigger), and only transactions older than every one still running are
 * read (`pg_snapshot_xmin`): a change committed late can never land behind a cursor already handed out, so a
 * partner polling with the cursor misses nothing and sees each change once (decision 0049). A call from the
 * newest cursor answers nothing and the same cursor.
 */
export async function partnerFeed(db: Db, agencyId: number, query: z.output<typeof feedQuery>): Promise<FeedPage> {
  if (query.cursor !== undefined && query.modified_since !== undefined) {
    throw badRequest("partner.cursor_and_since", { cursor: "partner.cursor_and_since" });
  }
  const from = query.cursor !== undefined ? decodeCursor(query.cursor) : FEED_START;
  const rows = await feedPage(db).execute({
    agencyId,
    xid: String(from.xid),
    id: from.id,
    since: query.modified_since?.toISOString() ?? null,
    limit: query.limit + 1,
  });
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  let next: FeedPosition = from;
  if (last) next = { xid: BigInt(last.changeXid), id: last.id };
  else if (query.modified_since) next = await horizonPosition(db, from);
  return {
    items: `[${page.map((row) => row.item).join(",")}]`,
    next_cursor: encodeCursor(next),
    has_more: rows.length > query.limit,
  };
}

/**
 * Where a `modified_since` call that found nothing resumes: just before the oldest running transaction, so
 * whatever commits from now on comes after it (the changes before it are older than `modified_since`).
 */
async function horizonPosition(db: Db, from: FeedPosition): Promise<FeedPosition> {
  const result = (await db.execute(sql`SELECT pg_snapshot_xmin(pg_current_snapshot())::text AS xmin`)) as unknown as {
    rows: { xmin: string }[];
  };
  const xmin = BigInt(result.rows[0]?.xmin ?? "0");
  const position = { xid: xmin > 0n ? xmin - 1n : 0n, id: 2_147_483_647 };
  return position.xid > from.xid ? position : from;
}

/** The answer's JSON (`{ content }`, as every route's) with the page's items spliced in as PostgreSQL wrote them. */
export const feedAnswerJson = (page: FeedPage) =>
  `{"content":{"items":${page.items},"next_cursor":${JSON.stringify(page.next_cursor)},"has_more":${page.has_more}}}`;
