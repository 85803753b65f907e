import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { notFound } from "../domain-errors";
import type { DbOrTx } from "../db/client";
import { prepared } from "../db/prepared";
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
  const [boat] =
    by.id !== undefined
      ? await activeBoatBy(db, "id").execute({ key: by.id })
      : await activeBoatBy(db, "slug").execute({ key: by.slug ?? "" });
  if (!boat) throw notFound("booking.boat_not_found");
  return boat;
}

/** The look-up as a prepared statement (built once per handle: the public quote's hot path). */
function activeBoatBy(db: DbOrTx, key: "id" | "slug") {
  const name = `active_boat_by_${key}`;
  return prepared(db, name, (d) =>
    d
      .select(bookableBoatColumns)
      .from(boats)
      .where(and(eq(key === "id" ? boats.id : boats.slug, sql.placeholder("key")), eq(boats.active, true)))
      .limit(1)
      .prepare(name),
  );
}
