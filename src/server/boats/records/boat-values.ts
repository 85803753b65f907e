import "server-only";
import type { boats } from "../../db/schema";
import { namesOfAmenities } from "@/shared/boats/amenity-names";
import type { UpdateBoatInput } from "./schemas";

/** The boat fields a create and an update both write as they come (every one optional in both bodies). */
export type BoatDetailsInput = Pick<
  UpdateBoatInput,
  | "for_rent"
  | "for_sale"
  | "sale_price"
  | "sale_currency"
  | "security_deposit"
  | "length_m"
  | "width_m"
  | "year"
  | "guests"
  | "cabins"
  | "bathrooms"
  | "crew"
  | "description"
  | "description_en"
  | "amenities"
  | "amenities_en"
  | "check_in_time"
  | "check_out_time"
>;

/**
 * The columns of those fields; undefined leaves a column out (its default on insert, unchanged on update). The
 * callers add what they decide themselves: owner, type, marina, name and slug, iCal address, ADMIN-only flags.
 */
export function boatDetailValues(input: BoatDetailsInput) {
  return {
    forRent: input.for_rent,
    forSale: input.for_sale,
    salePrice: input.sale_price,
    saleCurrency: input.sale_currency,
    securityDeposit: input.security_deposit,
    lengthM: input.length_m,
    widthM: input.width_m,
    year: input.year,
    guests: input.guests,
    cabins: input.cabins,
    bathrooms: input.bathrooms,
    crew: input.crew,
    description: input.description,
    descriptionEn: input.description_en,
    amenities: input.amenities,
    // Sent with the list: only the listed amenities' names are kept (a removed amenity takes its name along).
    amenitiesEn:
      input.amenities_en && input.amenities
        ? namesOfAmenities(input.amenities, input.amenities_en)
        : input.amenities_en,
    checkInTime: input.check_in_time,
    checkOutTime: input.check_out_time,
  } satisfies Partial<typeof boats.$inferInsert>;
}
