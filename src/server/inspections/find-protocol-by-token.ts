import "server-only";
import { eq } from "drizzle-orm";
import { clock } from "../../lib/clock";
import type { DbOrTx } from "../db/client";
import { inspections } from "../db/schema";
import { notFound } from "../domain-errors";
import { hashToken } from "../newsletter/tokens";
import { PROTOCOL_LINK_DAYS } from "./protocol-link";

/** The inspection a guest's protocol link names (by its token's hash), while the link is valid; 404 otherwise. */
export async function findProtocolByToken(db: DbOrTx, token: string, now = clock.now()): Promise<number> {
  const [row] = await db
    .select({ id: inspections.id, createdAt: inspections.createdAt })
    .from(inspections)
    .where(eq(inspections.guestTokenHash, hashToken(token)))
    .limit(1);
  if (!row || now.getTime() - row.createdAt.getTime() > PROTOCOL_LINK_DAYS * 86_400_000) {
    throw notFound("inspections.not_found");
  }
  return row.id;
}
