import "server-only";
import { and, eq } from "drizzle-orm";
import { notFound } from "../../domain-errors";
import type { AuthUser } from "../../auth/current-user";
import { boatScope } from "../../auth/scope";
import type { DbOrTx } from "../../db/client";
import { boatPrices, boats } from "../../db/schema";
import { priceColumns } from "./price-dto";

/** A price period of a boat `user` may see; otherwise (also another owner's) 404. */
export async function findScopedPrice(db: DbOrTx, user: AuthUser, id: number) {
  const [row] = await db
    .select(priceColumns)
    .from(boatPrices)
    .innerJoin(boats, eq(boats.id, boatPrices.boatId))
    .where(and(eq(boatPrices.id, id), boatScope(user)))
    .limit(1);
  if (!row) throw notFound("boats.price_not_found");
  return row;
}
