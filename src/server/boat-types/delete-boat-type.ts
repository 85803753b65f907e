import "server-only";
import { count, eq } from "drizzle-orm";
import { conflict, notFound } from "../domain-errors";
import type { Db } from "../db/client";
import { msg } from "@/shared/messages/message-ref";
import { boats, boatTypes } from "../db/schema";

/** Deletes a type no boat uses; a type in use answers 409 (the foreign key also refuses it under a race). */
export async function deleteBoatType(db: Db, id: number): Promise<{ id: number }> {
  const [used] = await db.select({ n: count() }).from(boats).where(eq(boats.typeId, id));
  if ((used?.n ?? 0) > 0) {
    throw conflict(msg("boat_types.in_use", { count: used!.n }), "IN_USE");
  }
  const [row] = await db.delete(boatTypes).where(eq(boatTypes.id, id)).returning({ id: boatTypes.id });
  if (!row) throw notFound("boat_types.not_found");
  return row;
}
