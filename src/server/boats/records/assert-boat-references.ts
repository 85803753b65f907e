import "server-only";
import { and, eq } from "drizzle-orm";
import { badRequest, type FieldErrors } from "../../domain-errors";
import type { DbOrTx } from "../../db/client";
import { boatTypes, marinas, users } from "../../db/schema";
import { msg } from "@/shared/messages/message-ref";

/** 400 with field errors when a boat's type, marina or owner (those given) does not exist; owners must be active. */
export async function assertBoatReferences(
  db: DbOrTx,
  refs: { typeId?: number; marinaId?: number; ownerId?: number },
): Promise<void> {
  const fields: FieldErrors = {};
  if (refs.typeId !== undefined) {
    const [row] = await db.select({ id: boatTypes.id }).from(boatTypes).where(eq(boatTypes.id, refs.typeId)).limit(1);
    if (!row) fields.type_id = msg("boat_types.not_found");
  }
  if (refs.marinaId !== undefined) {
    const [row] = await db.select({ id: marinas.id }).from(marinas).where(eq(marinas.id, refs.marinaId)).limit(1);
    if (!row) fields.marina_id = msg("marinas.not_found");
  }
  if (refs.ownerId !== undefined) {
    const [row] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, refs.ownerId), eq(users.active, true)))
      .limit(1);
    if (!row) fields.owner_id = msg("boats.owner_not_found");
  }
  const first = Object.values(fields)[0];
  if (first) throw badRequest(first, fields);
}
