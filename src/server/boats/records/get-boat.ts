import "server-only";
import { and, asc, desc, eq } from "drizzle-orm";
import { notFound } from "../../domain-errors";
import type { AuthUser } from "../../auth/current-user";
import { boatScope } from "../../auth/scope";
import type { DbOrTx } from "../../db/client";
import { boatComments, boatDates, boatImages, boatPrices, boats, reservations } from "../../db/schema";
import { selectBoats, toBoatDto } from "./boat-columns";
import { BOAT_NOT_FOUND } from "../find-scoped-boat";
import { imageColumns, toImageDto } from "../images/image-dto";
import { dateColumns, toDateDto } from "../closings/date-dto";
import { commentColumns, toCommentDto } from "../comments/comment-dto";
import { priceColumns, toPriceDto } from "../prices/price-dto";

/** A boat's fields without its records, if `user` may see it; otherwise 404. */
export async function getBoatFields(db: DbOrTx, user: AuthUser, id: number) {
  const [row] = await selectBoats(db)
    .where(and(eq(boats.id, id), boatScope(user)))
    .limit(1);
  if (!row) throw notFound(BOAT_NOT_FOUND);
  return toBoatDto(row);
}

/** A boat with its price periods, closings, images (with URLs) and comments, if `user` may see it. */
export async function getBoat(db: DbOrTx, user: AuthUser, id: number) {
  const boat = await getBoatFields(db, user, id);
  const prices = await db
    .select(priceColumns)
    .from(boatPrices)
    .where(eq(boatPrices.boatId, id))
    .orderBy(asc(boatPrices.startDate));
  const dates = await db
    .select(dateColumns)
    .from(boatDates)
    .where(eq(boatDates.boatId, id))
    .orderBy(asc(boatDates.startDate));
  const images = await db
    .select(imageColumns)
    .from(boatImages)
    .where(eq(boatImages.boatId, id))
    .orderBy(asc(boatImages.sortOrder), asc(boatImages.id));
  const comments = await db
    .select(commentColumns)
    .from(boatComments)
    .innerJoin(boats, eq(boats.id, boatComments.boatId))
    .leftJoin(reservations, eq(reservations.id, boatComments.reservationId))
    .where(eq(boatComments.boatId, id))
    .orderBy(desc(boatComments.createdAt), desc(boatComments.id));
  return {
    ...boat,
    prices: prices.map(toPriceDto),
    dates: dates.map(toDateDto),
    images: images.map(toImageDto),
    comments: comments.map(toCommentDto),
  };
}
