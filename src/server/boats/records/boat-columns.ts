import "server-only";
import { eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client";
import { boats, boatTypes, marinas, users } from "../../db/schema";
import type { BoatDto } from "./schemas";

/** The boat's offer and specifications, as the staff and the public reads both select them. */
export const boatSpecColumns = {
  forRent: boats.forRent,
  forSale: boats.forSale,
  salePrice: boats.salePrice,
  saleCurrency: boats.saleCurrency,
  lengthM: boats.lengthM,
  widthM: boats.widthM,
  year: boats.year,
  guests: boats.guests,
  cabins: boats.cabins,
  bathrooms: boats.bathrooms,
  crew: boats.crew,
  description: boats.description,
  descriptionEn: boats.descriptionEn,
  amenities: boats.amenities,
  checkInTime: boats.checkInTime,
  checkOutTime: boats.checkOutTime,
};

/** The explicit columns of a staff boat read (with type, marina and owner names joined). */
export const boatColumns = {
  id: boats.id,
  name: boats.name,
  slug: boats.slug,
  ownerId: boats.ownerId,
  ownerFirstName: users.firstName,
  ownerLastName: users.lastName,
  typeId: boats.typeId,
  typeName: boatTypes.name,
  marinaId: boats.marinaId,
  marinaName: marinas.name,
  ...boatSpecColumns,
  popular: boats.popular,
  boatOfMonth: boats.boatOfMonth,
  sortOrder: boats.sortOrder,
  active: boats.active,
  archivedAt: boats.archivedAt,
  icalUrl: boats.icalUrl,
  icalSyncedAt: boats.icalSyncedAt,
  icalError: boats.icalError,
  createdAt: boats.createdAt,
  updatedAt: boats.updatedAt,
};

/** `select(boatColumns)` from boats with the joins its columns need; add a where clause. */
export function selectBoats(db: DbOrTx) {
  return db
    .select(boatColumns)
    .from(boats)
    .innerJoin(users, eq(users.id, boats.ownerId))
    .innerJoin(boatTypes, eq(boatTypes.id, boats.typeId))
    .innerJoin(marinas, eq(marinas.id, boats.marinaId));
}

export type BoatRow = Awaited<ReturnType<ReturnType<typeof selectBoats>["execute"]>>[number];

export function toBoatDto(row: BoatRow): BoatDto {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    owner_id: row.ownerId,
    owner_name: `${row.ownerFirstName} ${row.ownerLastName}`.trim(),
    type_id: row.typeId,
    type_name: row.typeName,
    marina_id: row.marinaId,
    marina_name: row.marinaName,
    for_rent: row.forRent,
    for_sale: row.forSale,
    sale_price: row.salePrice,
    sale_currency: row.saleCurrency,
    length_m: row.lengthM,
    width_m: row.widthM,
    year: row.year,
    guests: row.guests,
    cabins: row.cabins,
    bathrooms: row.bathrooms,
    crew: row.crew,
    description: row.description,
    description_en: row.descriptionEn,
    amenities: row.amenities,
    check_in_time: row.checkInTime,
    check_out_time: row.checkOutTime,
    popular: row.popular,
    boat_of_month: row.boatOfMonth,
    sort_order: row.sortOrder,
    active: row.active,
    archived_at: row.archivedAt?.toISOString() ?? null,
    ical_url: row.icalUrl,
    ical_synced_at: row.icalSyncedAt?.toISOString() ?? null,
    ical_error: row.icalError,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
