import "server-only";
import { and, count, desc, eq } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "../db/client";
import { mailOutbox } from "../db/schema";
import { outboxColumns, toOutboxItem } from "./outbox-columns";
import type { outboxQuery } from "./schemas";

/** The outbox for the dashboard, newest first, optionally by status or reservation. */
export async function listOutbox(db: Db, query: z.output<typeof outboxQuery>) {
  const where = and(
    query.status ? eq(mailOutbox.status, query.status) : undefined,
    query.reservation_id ? eq(mailOutbox.reservationId, query.reservation_id) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select(outboxColumns)
      .from(mailOutbox)
      .where(where)
      .orderBy(desc(mailOutbox.id))
      .offset(query.skip)
      .limit(query.take),
    db.select({ n: count() }).from(mailOutbox).where(where),
  ]);
  return { items: rows.map(toOutboxItem), total: total?.n ?? 0 };
}
