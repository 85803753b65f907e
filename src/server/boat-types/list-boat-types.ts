import "server-only";
import { asc, count } from "drizzle-orm";
import type { Db } from "../db/client";
import { boatTypes } from "../db/schema";
import { boatTypeColumns, toBoatTypeDto } from "./boat-type-columns";

export async function listBoatTypes(db: Db, { skip, take }: { skip: number; take: number }) {
  const [rows, [total]] = await Promise.all([
    db
      .select(boatTypeColumns)
      .from(boatTypes)
      .orderBy(asc(boatTypes.sortOrder), asc(boatTypes.name), asc(boatTypes.id))
      .offset(skip)
      .limit(take),
    db.select({ n: count() }).from(boatTypes),
  ]);
  return { items: rows.map(toBoatTypeDto), total: total?.n ?? 0 };
}
