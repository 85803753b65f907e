import "server-only";
import { and, asc, avg, count, desc, eq, gt, sql } from "drizzle-orm";
import { todayIn } from "../../../lib/dates";
import { type Currency, convert } from "../../../lib/money";
import { storedImageSrc, thumbnailOf, variantUrl } from "../../../lib/stored-image";
import { notFound } from "../../domain-errors";
import { boatSpecColumns } from "../../boats/records/boat-columns";
import { sanitizeDescription } from "../../boats/records/sanitize";
import type { DbOrTx } from "../../db/client";
import { boatComments, boatImages, boatPrices, boats, boatTypes, districts, marinas } from "../../db/schema";
import { getSettings, ratesOf } from "../../settings/get-settings";
import { discountPercentSql } from "../../pricing/discount-percent-sql";
import { commentLanguage } from "../comment-language";
import { reviewerName } from "../reviewer-name";
import type { PublicBoat } from "./public-boat-schema";
import type { Locale } from "@/i18n/locales";
import { localizeFields, localizedText } from "@/shared/localized-text";
import { localizeAmenities } from "@/shared/boats/amenity-names";

export const PUBLIC_COMMENTS = 20;

/**
 * An active boat by slug with its images, current prices and approved comments; inactive or unknown → 404. Texts
 * in `locale`: the English description and names where written, else the Turkish ones.
 */
export async function getPublicBoat(db: DbOrTx, slug: string, locale: Locale = "tr"): Promise<PublicBoat> {
  const [boat] = await db
    .select({
      id: boats.id,
      slug: boats.slug,
      name: boats.name,
      typeId: boatTypes.id,
      typeName: boatTypes.name,
      typeNameEn: boatTypes.nameEn,
      marinaId: marinas.id,
      marinaName: marinas.name,
      marinaNameEn: marinas.nameEn,
      town: districts.town,
      district: districts.name,
      districtEn: districts.nameEn,
      discountPercent: discountPercentSql(boats.id, todayIn()),
      ...boatSpecColumns,
    })
    .from(boats)
    .innerJoin(boatTypes, eq(boatTypes.id, boats.typeId))
    .innerJoin(marinas, eq(marinas.id, boats.marinaId))
    .innerJoin(districts, eq(districts.id, marinas.districtId))
    .where(and(eq(boats.slug, slug), eq(boats.active, true)))
    .limit(1);
  if (!boat) throw notFound("booking.boat_not_found");

  const approved = and(eq(boatComments.boatId, boat.id), eq(boatComments.approved, true));
  const [images, prices, comments, [summary], settings] = await Promise.all([
    db
      .select({
        key: boatImages.storageKey,
        width: boatImages.width,
        height: boatImages.height,
        variants: boatImages.variants,
      })
      .from(boatImages)
      .where(eq(boatImages.boatId, boat.id))
      .orderBy(asc(boatImages.sortOrder), asc(boatImages.id)),
    db
      .select({
        start_date: boatPrices.startDate,
        end_date: boatPrices.endDate,
        day_price: boatPrices.dayPrice,
        currency: boatPrices.currency,
        min_days: boatPrices.minDays,
        start_weekday: boatPrices.startWeekday,
      })
      .from(boatPrices)
      .where(and(eq(boatPrices.boatId, boat.id), gt(boatPrices.endDate, todayIn())))
      .orderBy(asc(boatPrices.startDate)),
    db
      .select({
        name: boatComments.name,
        rating: boatComments.rating,
        body: boatComments.body,
        language: commentLanguage,
        verifiedStay: sql<boolean>`${boatComments.reservationId} IS NOT NULL`,
        createdAt: boatComments.createdAt,
      })
      .from(boatComments)
      .where(approved)
      .orderBy(desc(boatComments.createdAt), desc(boatComments.id))
      .limit(PUBLIC_COMMENTS),
    db
      .select({ average: avg(boatComments.rating), n: count() })
      .from(boatComments)
      .where(approved),
    getSettings(db),
  ]);

  const rates = ratesOf(settings);
  const inTry = (p: { day_price: number; currency: Currency }) => convert(p.day_price, p.currency, "TRY", rates);
  const cheapest = prices.reduce<(typeof prices)[number] | undefined>(
    (best, p) => (best === undefined || inTry(p) < inTry(best) ? p : best),
    undefined,
  );

  const text = localizeFields(boat, ["description"], locale);
  const amenities = localizeAmenities(boat.amenities, boat.amenitiesEn, locale);
  return {
    id: boat.id,
    slug: boat.slug,
    name: boat.name,
    type: { id: boat.typeId, name: localizedText(boat, "typeName", locale) },
    marina: { id: boat.marinaId, name: localizedText(boat, "marinaName", locale) },
    district: { town: boat.town, name: localizedText(boat, "district", locale) },
    turkish_fields: text.turkish_fields,
    for_rent: boat.forRent,
    for_sale: boat.forSale,
    sale_price:
      boat.forSale && boat.salePrice !== null && boat.saleCurrency
        ? { amount: boat.salePrice, currency: boat.saleCurrency }
        : null,
    security_deposit:
      boat.securityDeposit !== null && boat.securityDeposit > 0 && cheapest
        ? { amount: boat.securityDeposit, currency: cheapest.currency }
        : null,
    length_m: boat.lengthM,
    width_m: boat.widthM,
    year: boat.year,
    guests: boat.guests,
    cabins: boat.cabins,
    bathrooms: boat.bathrooms,
    crew: boat.crew,
    description: sanitizeDescription(text.texts.description),
    amenities: amenities.amenities,
    turkish_amenities: amenities.turkish,
    check_in_time: boat.checkInTime,
    check_out_time: boat.checkOutTime,
    images: images
      .filter((image) => image.variants.length > 0)
      .map((image) => ({
        src: storedImageSrc(image.key, image.variants),
        thumbnail: thumbnailOf(image.key, image.variants),
        width: image.width,
        height: image.height,
        variants: [...image.variants].sort((a, b) => a - b).map((w) => ({ width: w, url: variantUrl(image.key, w) })),
      })),
    prices,
    price_from: cheapest ? { amount: cheapest.day_price, currency: cheapest.currency } : null,
    discount_percent: boat.discountPercent === null ? null : Number(boat.discountPercent),
    rating: {
      average:
        summary?.average === null || summary?.average === undefined
          ? null
          : Math.round(Number(summary.average) * 10) / 10,
      count: summary?.n ?? 0,
    },
    comments: comments.map((c) => ({
      name: reviewerName(c.name),
      rating: c.rating,
      body: c.body,
      language: c.language,
      verified_stay: c.verifiedStay,
      created_at: c.createdAt.toISOString(),
    })),
  };
}
