import "server-only";
import { AppError } from "../../domain-errors";
import type { AuthUser } from "../../auth/current-user";
import { isAdmin } from "../../auth/scope";

/**
 * Boat fields only an ADMIN may change (docs/decisions/0002-owner-boat-fields.md). An OWNER may send them only
 * with the value they already have (so an edit form can send the whole boat back), except `active`, which an
 * OWNER may always turn off (take their boat off the site) but never on.
 */
export type AdminOnlyValues = { owner_id: number; popular: boolean; sort_order: number; active: boolean };

const LABELS: Record<keyof AdminOnlyValues, string> = {
  owner_id: "tekne sahibi",
  popular: "popüler",
  sort_order: "sıra",
  active: "yayında (aktif)",
};

export function assertOwnerMayChange(
  user: AuthUser,
  sent: Partial<Record<keyof AdminOnlyValues, unknown>>,
  current: AdminOnlyValues,
): void {
  if (isAdmin(user)) return;
  const denied = (Object.keys(LABELS) as (keyof AdminOnlyValues)[]).filter((field) => {
    const value = sent[field];
    if (value === undefined || value === current[field]) return false;
    return !(field === "active" && value === false);
  });
  if (denied.length === 0) return;
  throw new AppError(
    403,
    "ADMIN_ONLY_FIELD",
    `Bu alanları yalnızca yönetici değiştirebilir: ${denied.map((f) => LABELS[f]).join(", ")}.`,
    Object.fromEntries(denied.map((f) => [f, "Bu alanı yalnızca yönetici değiştirebilir."])),
  );
}
