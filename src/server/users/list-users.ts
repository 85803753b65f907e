import "server-only";
import { count, desc } from "drizzle-orm";
import type { Db } from "../db/client";
import { users } from "../db/schema";
import { toUserDto, userColumns } from "./user-columns";

export async function listUsers(db: Db, { skip, take }: { skip: number; take: number }) {
  const [rows, [total]] = await Promise.all([
    db.select(userColumns).from(users).orderBy(desc(users.id)).offset(skip).limit(take),
    db.select({ n: count() }).from(users),
  ]);
  return { items: rows.map(toUserDto), total: total?.n ?? 0 };
}
