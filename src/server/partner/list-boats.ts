import "server-only";
import { and, asc, eq, gt, inArray, isNull } from "drizzle-orm";
import type { z } from "zod";
import type { Currency } from "../../lib/money";
import { todayIn } from "../../lib/dates";
import { storedImageSrc } from "../../lib/stored-image";
import type { DbOrTx } from "../db/client";
import { boatExtras, boatImages, boats, boatTypes, marinas } from "../db/schema";
import { depositCurrencies } from "../security-deposits/deposit-currency";
import { getSettings } from "../settings/get-settings";
import type { boatsQuery, partnerBoatsSchema } from "./schemas";
import { columnsOf } from "../db/columns-of";

/**
 * The bookable boats (active, for rent, not archived), by id in pages (`after` = the last id of the previous
 * page), with their pictures as absolute addresses, their extras and their damage deposit (in the currency of the
 * boat's price period of `now`'s day, else its latest: deposit-currency.ts).
 */
export async function listPartnerBoats(
  db: DbOrTx,
  query: z.output<typeof boatsQuery>,
  publicUrl: string,
  now: Date,
): Promise<z.output<typeof partnerBoatsSchema>> {
  const rows = await db
    .select({
      ...columnsOf(boats, [
        "id",
        "name",
        "slug",
        "guests",
        "cabins",
        "lengthM",
        "year",
        "securityDeposit",
        "updatedAt",
      ]),
      type: boatTypes.name,
      marina: marinas.name,
    })
    .from(boats)
    .leftJoin(boatTypes, eq(boatTypes.id, boats.typeId))
    .leftJoin(marinas, eq(marinas.id, boats.marinaId))
    .where(
      and(eq(boats.active, true), eq(boats.forRent, true), isNull(boats.archivedAt), gt(boats.id, query.after ?? 0)),
    )
    .orderBy(asc(boats.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const ids = page.map((b) => b.id);
  const [images, extras, settings, currencies] = await Promise.all([
    ids.length
      ? db
          .select({ boatId: boatImages.boatId, key: boatImages.storageKey, variants: boatImages.variants })
          .from(boatImages)
          .where(inArray(boatImages.boatId, ids))
          .orderBy(asc(boatImages.sortOrder), asc(boatImages.id))
      : [],
    ids.length
      ? db
          .select({
            boatId: boatExtras.boatId,
            id: boatExtras.id,
            name: boatExtras.name,
            unit: boatExtras.unit,
            amount: boatExtras.amount,
            currency: boatExtras.currency,
            obligatory: boatExtras.obligatory,
            payable: boatExtras.payable,
          })
          .from(boatExtras)
          .where(inArray(boatExtras.boatId, ids))
          .orderBy(asc(boatExtras.position), asc(boatExtras.id))
      : [],
    getSettings(db),
    depositCurrencies(
      db,
      page.filter((boat) => (boat.securityDeposit ?? 0) > 0).map((boat) => boat.id),
      todayIn("Europe/Istanbul", now),
    ),
  ]);
  const base = publicUrl.replace(/\/$/, "");
  return {
    items: page.map((boat) => ({
      id: boat.id,
      name: boat.name,
      slug: boat.slug,
      type: boat.type,
      marina: boat.marina,
      guests: boat.guests,
      cabins: boat.cabins,
      length_m: boat.lengthM,
      year: boat.year,
      pictures: images
        .filter((image) => image.boatId === boat.id && image.variants.length > 0)
        .map((image) => `${base}${storedImageSrc(image.key, image.variants)}`),
      extras: extras
        .filter((extra) => extra.boatId === boat.id)
        .map(({ boatId: _boat, ...extra }) => ({ ...extra, amount: Number(extra.amount) })),
      deposit_percent: Number(settings.deposit_percent),
      security_deposit: securityDepositOf(boat.securityDeposit, currencies.get(boat.id)),
      updated_at: boat.updatedAt.toISOString(),
    })),
    next_after: rows.length > query.limit ? (page.at(-1)?.id ?? null) : null,
  };
}

/** A deposit asked and priced; a boat without prices has no currency to hold it in yet. */
function securityDepositOf(amount: number | null, currency: Currency | undefined) {
  return amount && amount > 0 && currency ? { amount, currency } : null;
}
