import { searchName } from "../../../lib/slug";
import type { AuthUser } from "../../auth/current-user";
import { isAdmin } from "../../auth/scope";
import type { Db } from "../../db/client";
import { boats } from "../../db/schema";
import { assertOwnerMayChange } from "./admin-only-fields";
import { assertBoatReferences } from "./assert-boat-references";
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
        forRent: input.for_rent,
        forSale: input.for_sale,
        salePrice: input.sale_price,
        saleCurrency: input.sale_currency,
        lengthM: input.length_m,
        widthM: input.width_m,
        year: input.year,
        guests: input.guests,
        cabins: input.cabins,
        bathrooms: input.bathrooms,
        crew: input.crew,
        description: input.description,
        amenities: input.amenities,
        checkInTime: input.check_in_time,
        checkOutTime: input.check_out_time,
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
