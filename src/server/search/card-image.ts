import "server-only";
import { sql } from "drizzle-orm";
import { storedImageSrc, thumbnailOf } from "../../lib/stored-image";
import { boatImages } from "../db/schema";

/**
 * The outer query's boat id, always table-qualified: drizzle writes a single-table select's columns bare
 * ("id"), which inside a correlated subquery would silently mean the subquery's own table.
 */
export const OUTER_BOAT_ID = sql.raw('"boats"."id"');

export type CardImageRow = { key: string; variants: number[]; width: number; height: number } | null;

/** The boat's first image (staff order) as one JSON value: a correlated subquery on boat_images_boat_idx. */
export const firstImageSql = () =>
  sql<CardImageRow>`(select json_build_object('key', bi.storage_key, 'variants', bi.variants, 'width', bi.width, 'height', bi.height) from ${boatImages} bi where bi.boat_id = ${OUTER_BOAT_ID} order by bi.sort_order, bi.id limit 1)`;

function parse(value: unknown): CardImageRow {
  if (value === null || value === undefined) return null;
  const row = (typeof value === "string" ? JSON.parse(value) : value) as NonNullable<CardImageRow>;
  const variants = (typeof row.variants === "string" ? JSON.parse(row.variants) : row.variants) as number[];
  return variants.length > 0 ? { ...row, variants } : null;
}

/** `thumbnail` (smallest variant URL) and `image` (its stored variants, for the card's srcset) of a card. */
export function cardImage(value: unknown) {
  const row = parse(value);
  if (!row) return { thumbnail: null, image: null };
  return {
    thumbnail: thumbnailOf(row.key, row.variants),
    image: { src: storedImageSrc(row.key, row.variants), width: row.width, height: row.height },
  };
}
