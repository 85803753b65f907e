import "server-only";
import { sql } from "drizzle-orm";
import type { DbOrTx } from "../db/client";

/** Marks messages read for every staff member who can see them (each ADMIN; a sale enquiry's boat owner). */
export async function markMessagesReadByAll(db: DbOrTx, messageIds: number[]): Promise<void> {
  if (messageIds.length === 0) return;
  await db.execute(sql`
    INSERT INTO contact_message_reads (user_id, message_id, read)
    SELECT u.id, m.id, true
    FROM contact_messages m
    LEFT JOIN boats b ON b.id = m.boat_id
    JOIN users u ON u.role = 'ADMIN' OR u.id = b.owner_id
    WHERE m.id = ANY(${`{${messageIds.join(",")}}`}::int[])
    ON CONFLICT DO NOTHING`);
}
