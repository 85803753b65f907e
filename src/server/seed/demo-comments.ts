import "server-only";
import type { DbOrTx } from "../db/client";
import { boatComments } from "../db/schema";
import type { DemoBoat } from "./demo-boats";
import { COMMENTERS, COMMENTS } from "./demo-people";
import type { Random } from "./demo-random";

const DAY = 86_400_000;

/** Ratings lean the way real charter reviews do: mostly 5s and 4s, a few poor ones. */
const RATINGS = [5, 5, 5, 5, 5, 4, 4, 4, 3, 2, 1];

/**
 * Comments on the rentable boats: most approved; the unapproved ones wait in the dashboard's moderation
 * list (every 1- and 2-star comment among them, so moderation has something to decide).
 */
export async function insertDemoComments(
  db: DbOrTx,
  { fleet, now, random }: { fleet: DemoBoat[]; now: Date; random: Random },
): Promise<number> {
  const rows = fleet
    .filter((b) => b.prices)
    .flatMap((boat) =>
      Array.from({ length: random.int(0, 3) }, () => {
        const rating = random.pick(RATINGS);
        return {
          boatId: boat.id,
          name: random.pick(COMMENTERS),
          rating,
          body: random.pick(COMMENTS[rating]!),
          approved: rating >= 3 && random.chance(0.85),
          createdAt: new Date(now.getTime() - random.int(2, 330) * DAY),
        };
      }),
    );
  if (rows.length > 0) await db.insert(boatComments).values(rows);
  return rows.length;
}
