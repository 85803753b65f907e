import { and, eq } from "drizzle-orm";
import { notFound } from "../api/errors";
import type { DbOrTx } from "../db/client";
import { boats } from "../db/schema";

export const bookableBoatColumns = {
  id: boats.id,
  name: boats.name,
  slug: boats.slug,
  guests: boats.guests,
  forRent: boats.forRent,
  ownerId: boats.ownerId,
};

export type BookableBoat = {
  id: number;
  name: string;
  slug: string;
  guests: number;
  forRent: boolean;
  ownerId: number;
};

/** An active boat by slug or id, as the public booking calls need it; inactive or unknown → 404. */
export async function findActiveBoat(db: DbOrTx, by: { slug?: string; id?: number }): Promise<BookableBoat> {
  const match = by.id !== undefined ? eq(boats.id, by.id) : eq(boats.slug, by.slug ?? "");
  const [boat] = await db
    .select(bookableBoatColumns)
    .from(boats)
    .where(and(match, eq(boats.active, true)))
    .limit(1);
  if (!boat) throw notFound("Tekne bulunamadı.");
  return boat;
}
