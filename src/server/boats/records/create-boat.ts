import "server-only";
import { searchName } from "../../../lib/slug";
import type { AuthUser } from "../../auth/current-user";
import { isAdmin } from "../../auth/scope";
import type { Db } from "../../db/client";
import { boats } from "../../db/schema";
import { assertOwnerMayChange } from "./admin-only-fields";
import { assertBoatReferences } from "./assert-boat-references";
import { boatDetailValues } from "./boat-values";
import { getBoat } from "./get-boat";
import type { CreateBoatInput } from "./schemas";
import { withUniqueBoatSlug } from "./unique-boat-slug";

/**
 * Creates a boat with a unique slug from its Turkish name. An ADMIN may name any active user as owner (default:
 * themselves); an OWNER's boat is always theirs and starts off the site (active = false) until an ADMIN publishes it.
 */
export async function createBoat(db: Db, user: AuthUser, input: CreateBoatInput) {
  const admin = isAdmin(user);
  assertOwnerMayChange(user, input, { owner_id: user.id, popular: false, sort_order: 0, active: false });
  const ownerId = admin ? (input.owner_id ?? user.id) : user.id;
  await assertBoatReferences(db, { typeId: input.type_id, marinaId: input.marina_id, ownerId });
  const id = await withUniqueBoatSlug(db, input.name, undefined, async (slug) => {
    const [row] = await db
      .insert(boats)
      .values({
        ownerId,
        typeId: input.type_id,
        marinaId: input.marina_id,
        name: input.name,
        searchName: searchName(input.name),
        slug,
        ...boatDetailValues(input),
        icalUrl: input.ical_url,
        popular: admin ? input.popular : false,
        sortOrder: admin ? input.sort_order : 0,
        active: admin ? (input.active ?? true) : false,
      })
      .returning({ id: boats.id });
    return row!.id;
  });
  return getBoat(db, user, id);
}
