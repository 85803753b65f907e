import "server-only";
import { eq } from "drizzle-orm";
import { apiFields } from "../../db/api-fields";
import type { DbOrTx } from "../../db/client";
import { boats, boatTypes, marinas, users } from "../../db/schema";
import type { BoatDto } from "./schemas";

/** The boat's offer and specifications, as the staff and the public reads both select them. */
export const boatSpecColumns = {
  forRent: boats.forRent,
  forSale: boats.forSale,
  salePrice: boats.salePrice,
  saleCurrency: boats.saleCurrency,
  securityDeposit: boats.securityDeposit,
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
  amenitiesEn: boats.amenitiesEn,
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

/** A staff boat row (all of boatColumns, or some) as the API answers it: its fields and the owner's full name. */
export function boatFields<R extends { ownerFirstName: string; ownerLastName: string }>({
  ownerFirstName,
  ownerLastName,
  ...row
}: R) {
  return { ...apiFields(row), owner_name: `${ownerFirstName} ${ownerLastName}`.trim() };
}

export function toBoatDto(row: BoatRow): BoatDto {
  return boatFields(row);
}
