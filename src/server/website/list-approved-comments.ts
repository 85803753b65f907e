import "server-only";
import { and, count, desc, eq } from "drizzle-orm";
import type { DbOrTx } from "../db/client";
import { boatComments, boats } from "../db/schema";
import { commentLanguage } from "./comment-language";
import { reviewerName } from "./reviewer-name";
import type { PublicComment } from "./schemas";

const visible = and(eq(boatComments.approved, true), eq(boats.active, true));

/** Approved comments on active boats, newest first, with the boat's name and slug. */
export async function listApprovedComments(
  db: DbOrTx,
  { skip, take }: { skip: number; take: number },
): Promise<{ items: PublicComment[]; total: number }> {
  const [rows, [total]] = await Promise.all([
    db
      .select({
        name: boatComments.name,
        rating: boatComments.rating,
        body: boatComments.body,
        language: commentLanguage,
        createdAt: boatComments.createdAt,
        boatName: boats.name,
        boatSlug: boats.slug,
      })
      .from(boatComments)
      .innerJoin(boats, eq(boats.id, boatComments.boatId))
      .where(visible)
      .orderBy(desc(boatComments.createdAt), desc(boatComments.id))
      .offset(skip)
      .limit(take),
    db.select({ n: count() }).from(boatComments).innerJoin(boats, eq(boats.id, boatComments.boatId)).where(visible),
  ]);
  return {
    items: rows.map((r) => ({
      name: reviewerName(r.name),
      rating: r.rating,
      body: r.body,
      language: r.language,
      created_at: r.createdAt.toISOString(),
      boat: { name: r.boatName, slug: r.boatSlug },
    })),
    total: total?.n ?? 0,
  };
}
