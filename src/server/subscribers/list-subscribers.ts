import { count, desc } from "drizzle-orm";
import type { Db } from "../db/client";
import { subscribers } from "../db/schema";
import { subscriberColumns, toSubscriberDto } from "./subscriber-columns";

export async function listSubscribers(db: Db, { skip, take }: { skip: number; take: number }) {
  const [rows, [total]] = await Promise.all([
    db
      .select(subscriberColumns)
      .from(subscribers)
      .orderBy(desc(subscribers.createdAt), desc(subscribers.id))
      .offset(skip)
      .limit(take),
    db.select({ n: count() }).from(subscribers),
  ]);
  return { items: rows.map(toSubscriberDto), total: total?.n ?? 0 };
}
