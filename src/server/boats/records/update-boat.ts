import "server-only";
import { eq } from "drizzle-orm";
import { searchName } from "../../../lib/slug";
import { badRequest, conflict } from "../../domain-errors";
import type { AuthUser } from "../../auth/current-user";
import type { Db } from "../../db/client";
import { boats } from "../../db/schema";
import { assertOwnerMayChange } from "./admin-only-fields";
import { assertBoatReferences } from "./assert-boat-references";
import { boatDetailValues } from "./boat-values";
import { BOAT_ARCHIVED } from "../find-scoped-boat";
import { getBoat, getBoatFields } from "./get-boat";
import type { UpdateBoatInput } from "./schemas";
import { withUniqueBoatSlug } from "./unique-boat-slug";
import { clock } from "../../../lib/clock";
import { msg } from "@/shared/messages/message-ref";

/**
 * Changes the fields sent (PUT with any subset). search_name follows the name; the slug stays on rename (links keep
 * working) unless `regenerate_slug` is true. A new iCal address resets the sync status. ADMIN-only fields: see
 * assertOwnerMayChange.
 */
export async function updateBoat(db: Db, user: AuthUser, id: number, input: UpdateBoatInput) {
  const current = await getBoatFields(db, user, id);
  assertOwnerMayChange(user, input, current);
  if (input.active === true && current.archived_at) throw conflict(BOAT_ARCHIVED, "BOAT_ARCHIVED");

  const salePrice = input.sale_price !== undefined ? input.sale_price : current.sale_price;
  const saleCurrency = input.sale_currency !== undefined ? input.sale_currency : current.sale_currency;
  if (salePrice != null && saleCurrency == null) {
    throw badRequest("boats.sale_currency_required", { sale_currency: msg("boats.sale_currency_required") });
  }
  await assertBoatReferences(db, { typeId: input.type_id, marinaId: input.marina_id, ownerId: input.owner_id });

  const name = input.name ?? current.name;
  const set: Partial<typeof boats.$inferInsert> = {
    ownerId: input.owner_id,
    typeId: input.type_id,
    marinaId: input.marina_id,
    name: input.name,
    searchName: input.name !== undefined ? searchName(input.name) : undefined,
    ...boatDetailValues(input),
    popular: input.popular,
    sortOrder: input.sort_order,
    active: input.active,
    // A boat taken off the site cannot stay the boat of the month.
    boatOfMonth: input.active === false ? false : undefined,
    updatedAt: clock.now(),
  };
  if (input.ical_url !== undefined && input.ical_url !== current.ical_url) {
    Object.assign(set, { icalUrl: input.ical_url, icalSyncedAt: null, icalError: null });
  }
  const write = (slug?: string) =>
    db
      .update(boats)
      .set({ ...set, slug })
      .where(eq(boats.id, id));
  if (input.regenerate_slug) await withUniqueBoatSlug(db, name, id, write);
  else await write();
  return getBoat(db, user, id);
}
