import "server-only";
import { eq } from "drizzle-orm";
import { notFound } from "../domain-errors";
import type { DbOrTx } from "../db/client";
import { boatTypes } from "../db/schema";
import { boatTypeColumns, toBoatTypeDto } from "./boat-type-columns";

export async function getBoatType(db: DbOrTx, id: number) {
  const [row] = await db.select(boatTypeColumns).from(boatTypes).where(eq(boatTypes.id, id)).limit(1);
  if (!row) throw notFound("boat_types.not_found");
  return toBoatTypeDto(row);
}
