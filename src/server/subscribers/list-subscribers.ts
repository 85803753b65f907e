import "server-only";
import { count, desc, isNotNull } from "drizzle-orm";
import type { Db } from "../db/client";
import { subscribers } from "../db/schema";
import { subscriberColumns, toSubscriberDto } from "./subscriber-columns";

/** Only confirmed addresses are subscribers (double opt-in); pending ones are not listed or counted. */
const confirmed = isNotNull(subscribers.confirmedAt);

export async function listSubscribers(db: Db, { skip, take }: { skip: number; take: number }) {
  const [rows, [total]] = await Promise.all([
    db
      .select(subscriberColumns)
      .from(subscribers)
      .where(confirmed)
      .orderBy(desc(subscribers.createdAt), desc(subscribers.id))
      .offset(skip)
      .limit(take),
    db.select({ n: count() }).from(subscribers).where(confirmed),
  ]);
  return { items: rows.map(toSubscriberDto), total: total?.n ?? 0 };
}
