import "server-only";
import { AppError } from "../../domain-errors";
import type { AuthUser } from "../../auth/current-user";
import { isAdmin } from "../../auth/scope";
import { msg } from "@/shared/messages/message-ref";

/**
 * Boat fields only an ADMIN may change (docs/decisions/0002-owner-boat-fields.md). An OWNER may send them only
 * with the value they already have (so an edit form can send the whole boat back), except `active`, which an
 * OWNER may always turn off (take their boat off the site) but never on.
 */
export type AdminOnlyValues = { owner_id: number; popular: boolean; sort_order: number; active: boolean };

/** In the order the message names them (boats.admin_only_fields: up to four, "none" for a place left empty). */
const FIELDS: (keyof AdminOnlyValues)[] = ["owner_id", "popular", "sort_order", "active"];
const PLACES = ["first", "second", "third", "fourth"] as const;

export function assertOwnerMayChange(
  user: AuthUser,
  sent: Partial<Record<keyof AdminOnlyValues, unknown>>,
  current: AdminOnlyValues,
): void {
  if (isAdmin(user)) return;
  const denied = FIELDS.filter((field) => {
    const value = sent[field];
    if (value === undefined || value === current[field]) return false;
    return !(field === "active" && value === false);
  });
  if (denied.length === 0) return;
  throw new AppError(
    403,
    "ADMIN_ONLY_FIELD",
    msg("boats.admin_only_fields", Object.fromEntries(PLACES.map((place, i) => [place, denied[i] ?? "none"]))),
    Object.fromEntries(denied.map((f) => [f, msg("boats.admin_only_field")])),
  );
}
