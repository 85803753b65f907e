import "server-only";
import { and, eq, isNotNull, type SQL } from "drizzle-orm";
import type { z } from "zod";
import type { AuthUser } from "../../auth/current-user";
import { boatScope } from "../../auth/scope";
import { boats, discounts } from "../../db/schema";
import type { discountSchema } from "../schemas";

export const discountColumns = {
  id: discounts.id,
  boatId: boats.id,
  boatName: boats.name,
  kind: discounts.kind,
  percent: discounts.percent,
  thresholdDays: discounts.thresholdDays,
  validFrom: discounts.validFrom,
  validTo: discounts.validTo,
  active: discounts.active,
  createdAt: discounts.createdAt,
};

/**
 * What `user` may see of discounts (left join boats): ADMIN everything; OWNER only the discounts of their own
 * boats (not the global ones, which only an ADMIN manages).
 */
export function discountScope(user: AuthUser): SQL | undefined {
  const own = boatScope(user);
  return own === undefined ? undefined : and(isNotNull(discounts.boatId), own);
}

export const discountBoatJoin = eq(boats.id, discounts.boatId);

type DiscountRow = {
  id: number;
  boatId: number | null;
  boatName: string | null;
  kind: z.output<typeof discountSchema>["kind"];
  percent: number;
  thresholdDays: number;
  validFrom: string;
  validTo: string;
  active: boolean;
  createdAt: Date;
};

export function toDiscountDto(row: DiscountRow): z.output<typeof discountSchema> {
  return {
    id: row.id,
    boat: row.boatId === null ? null : { id: row.boatId, name: row.boatName ?? "" },
    kind: row.kind,
    percent: row.percent,
    threshold_days: row.thresholdDays,
    valid_from: row.validFrom,
    valid_to: row.validTo,
    active: row.active,
    created_at: row.createdAt.toISOString(),
  };
}
