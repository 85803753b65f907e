import "server-only";
import { sql } from "drizzle-orm";
import { depositOf } from "../../lib/money";
import { searchName, slugify } from "../../lib/slug";
import type { Db } from "../db/client";
import { markReservationsSeenByAll } from "../staff-marks/mark-reservations-seen-by-all";
import { availabilityBlocks, boatDates, boatImages, boatTypes, marinas, reservations, users } from "../db/schema";
import type { Storage } from "../media/storage";
import type { StoredImage } from "../media/store-image";
import { getSettings, ratesOf } from "../settings/get-settings";
import { addDays, todayIn } from "../../lib/dates";
import { renderDemoImages } from "./demo-images";
import { DEMO_CUSTOMERS } from "./demo-people";
import type { BoatKind } from "./demo-place-names";
import { nextWeekday, pricePeriods, priceModel, seasonYear, stayTotal } from "./demo-pricing";
import { chunk, createRandom, reservationCode } from "./demo-random";
import { type ColumnSpec, insertColumns } from "./insert-columns";
import { clock } from "../../lib/clock";

const FIRST = [
  "Mavi",
  "Beyaz",
  "Deniz",
  "Poyraz",
  "Yakamoz",
  "Ege",
  "Altın",
  "Gümüş",
  "Sultan",
  "Kaptan",
  "Rüzgar",
  "Akdeniz",
];
const SECOND = [
  "Rüya",
  "Yıldız",
  "Kuşu",
  "Esinti",
  "İnci",
  "Gülü",
  "Prenses",
  "Yolcu",
  "Dalga",
  "Martı",
  "Yunus",
  "Fener",
];

const KIND_BY_SLUG: Record<string, BoatKind> = {
  gulet: "gulet",
  motoryat: "motoryat",
  yelkenli: "yelkenli",
  katamaran: "katamaran",
  "gezi-teknesi": "gezi",
  "surat-teknesi": "surat",
};
const LENGTH: Record<BoatKind, [number, number]> = {
  gulet: [18, 36],
  motoryat: [12, 32],
  yelkenli: [9, 17],
  katamaran: [11, 17],
  gezi: [10, 20],
  surat: [6, 11],
};

const BOAT_COLUMNS = [
  ["owner_id", "integer"],
  ["type_id", "integer"],
  ["marina_id", "integer"],
  ["name", "text"],
  ["search_name", "text"],
  ["slug", "text"],
  ["length_m", "numeric"],
  ["width_m", "numeric"],
  ["year", "smallint"],
  ["guests", "smallint"],
  ["cabins", "smallint"],
  ["bathrooms", "smallint"],
  ["crew", "smallint"],
  ["description", "text"],
  ["amenities", "jsonb"],
  ["popular", "boolean"],
  ["sort_order", "integer"],
] as const satisfies readonly ColumnSpec[];
const PRICE_COLUMNS = [
  ["boat_id", "integer"],
  ["start_date", "date"],
  ["end_date", "date"],
  ["day_price", "bigint"],
  ["currency", "currency"],
  ["min_days", "smallint"],
  ["start_weekday", "smallint"],
] as const satisfies readonly ColumnSpec[];
const IMAGE_COLUMNS = [
  ["boat_id", "integer"],
  ["storage_key", "text"],
  ["width", "integer"],
  ["height", "integer"],
  ["variants", "jsonb"],
  ["sort_order", "integer"],
] as const satisfies readonly ColumnSpec[];

export type BulkSeedResult = { boats: number; prices: number; images: number; boatDates: number; reservations: number };

/**
 * Adds `count` boats for benchmarks, in batches (one transaction and a handful of multi-row statements per
 * batch): each with its season prices and 2 pictures (links to already stored files), a closing on every
 * fifth boat and a holding reservation on every fourth. Needs owners, boat types and marinas to exist.
 */
export async function seedBulkBoats(
  db: Db,
  options: { count: number; storage: Storage; now?: Date; batchSize?: number; onProgress?: (done: number) => void },
): Promise<BulkSeedResult> {
  const now = options.now ?? clock.now();
  const today = todayIn("Europe/Istanbul", now);
  const year = seasonYear(today);
  const random = createRandom(now.getTime());
  const run = now.getTime().toString(36);

  const owners = await db.select({ id: users.id }).from(users);
  const types = await db.select({ id: boatTypes.id, slug: boatTypes.slug }).from(boatTypes);
  const marinaIds = (await db.select({ id: marinas.id }).from(marinas)).map((m) => m.id);
  if (owners.length === 0 || types.length === 0 || marinaIds.length === 0) {
    throw new Error("No users, boat types or marinas yet: load the demo first (npm run seed -- --demo).");
  }
  // Pictures to reuse: the first stored boat images (the demo's cover every scene).
  let sources: StoredImage[] = await db
    .select({
      key: boatImages.storageKey,
      width: boatImages.width,
      height: boatImages.height,
      variants: boatImages.variants,
    })
    .from(boatImages)
    .orderBy(boatImages.id)
    .limit(200);
  if (sources.length === 0) sources = Object.values((await renderDemoImages(options.storage)).scenes);

  const settings = await getSettings(db);
  const rates = ratesOf(settings);
  const depositPercent = Number(settings.deposit_percent);
  const result: BulkSeedResult = { boats: 0, prices: 0, images: 0, boatDates: 0, reservations: 0 };

  const indexes = Array.from({ length: options.count }, (_, i) => i);
  for (const batch of chunk(indexes, options.batchSize ?? 2000)) {
    const planned = batch.map((i) => {
      const type = random.pick(types);
      const kind = KIND_BY_SLUG[type.slug] ?? "motoryat";
      const [min, max] = LENGTH[kind];
      const length = Math.round((min + random.next() * (max - min)) * 10) / 10;
      const cabins = kind === "gezi" || kind === "surat" ? 0 : Math.max(1, Math.round(length / 5));
      const name = `${random.pick(FIRST)} ${random.pick(SECOND)} ${i + 1}`;
      return {
        index: i,
        kind,
        model: priceModel(kind, length, 0.9 + random.next() * 0.3),
        row: {
          ownerId: random.pick(owners).id,
          typeId: type.id,
          marinaId: random.pick(marinaIds),
          name,
          searchName: searchName(name),
          slug: `${slugify(name)}-${run}`,
          lengthM: length,
          widthM: Math.round(length * 2.6) / 10,
          year: random.int(1995, 2025),
          guests: cabins > 0 ? cabins * 2 : random.int(6, 30),
          cabins,
          bathrooms: cabins,
          crew: random.int(1, 4),
          description: `<p>${name}: ${length.toLocaleString("tr-TR")} metre, bakımlı ve konforlu bir tekne.</p>`,
          amenities: ["Klima", "Jeneratör", "Şnorkel seti"],
          popular: random.chance(0.05),
          sortOrder: 100_000 + i,
        },
      };
    });

    await db.transaction(async (tx) => {
      await tx.execute(sql`SELECT set_config('liman.audit', 'off', true)`); // benchmark rows are no one's change
      // The three big tables as one array parameter per column (insert-columns.ts), not a VALUES list.
      const inserted = await insertColumns(
        tx,
        "boats",
        BOAT_COLUMNS,
        planned.map(({ row: r }) => [
          r.ownerId,
          r.typeId,
          r.marinaId,
          r.name,
          r.searchName,
          r.slug,
          r.lengthM,
          r.widthM,
          r.year,
          r.guests,
          r.cabins,
          r.bathrooms,
          r.crew,
          r.description,
          r.amenities,
          r.popular,
          r.sortOrder,
        ]),
        ["id", "slug"],
      );
      const idOf = new Map(inserted.map((r) => [r.slug as string, Number(r.id)]));
      const fleet = planned.map((p) => ({ ...p, id: idOf.get(p.row.slug)! }));

      const prices = fleet.flatMap((b) =>
        pricePeriods(b.model, `${today.slice(0, 8)}01`, `${year + 1}-01-01`).map((p) => [
          b.id,
          p.startDate,
          p.endDate,
          p.dayPrice,
          p.currency,
          p.minDays,
          p.startWeekday,
        ]),
      );
      await insertColumns(tx, "boat_prices", PRICE_COLUMNS, prices);

      // Rows share the stored files of their picture (content-addressed keys): nothing is copied.
      const copies = fleet.flatMap(() => [random.pick(sources), random.pick(sources)]);
      await insertColumns(
        tx,
        "boat_images",
        IMAGE_COLUMNS,
        copies.map((c, i) => [fleet[Math.floor(i / 2)]!.id, c.key, c.width, c.height, c.variants, i % 2]),
      );

      // A closing on every fifth boat (a May week), a reservation on every fourth (a summer week).
      const closed = fleet.filter((b) => b.index % 5 === 0);
      if (closed.length > 0) {
        const dates = await tx
          .insert(boatDates)
          .values(
            closed.map((b) => ({
              boatId: b.id,
              startDate: `${year}-05-04`,
              endDate: `${year}-05-11`,
              note: "Bakım",
            })),
          )
          .returning({ id: boatDates.id, boatId: boatDates.boatId });
        await tx.insert(availabilityBlocks).values(
          dates.map((d) => ({
            boatId: d.boatId,
            startDate: `${year}-05-04`,
            endDate: `${year}-05-11`,
            kind: "boat_date" as const,
            boatDateId: d.id,
          })),
        );
        result.boatDates += dates.length;
      }

      const booked = fleet.filter((b) => b.index % 4 === 0);
      if (booked.length > 0) {
        const rows = booked.map((b) => {
          const start = nextWeekday(addDays(`${year}-07-01`, random.int(0, 50)), 6);
          const end = addDays(start, 7);
          const total = stayTotal(b.model, start, end);
          const customer = random.pick(DEMO_CUSTOMERS);
          const option = random.chance(0.3);
          return {
            code: reservationCode(random),
            boatId: b.id,
            customerName: customer.name,
            customerEmail: customer.email,
            customerPhone: customer.phone,
            guests: Math.min(b.row.guests, 4),
            startDate: start,
            endDate: end,
            status: option ? ("option" as const) : ("confirmed" as const),
            total,
            deposit: depositOf(total, depositPercent),
            currency: b.model.currency,
            rates,
            optionExpiresAt: option ? new Date(now.getTime() + 24 * 3_600_000) : null,
            source: "website" as const,
            kvkkConsentAt: now,
          };
        });
        const made = await tx
          .insert(reservations)
          .values(rows)
          .onConflictDoNothing({ target: reservations.code })
          .returning({
            id: reservations.id,
            boatId: reservations.boatId,
            startDate: reservations.startDate,
            endDate: reservations.endDate,
          });
        await markReservationsSeenByAll(
          tx,
          made.map((r) => r.id),
        );
        if (made.length > 0) {
          await tx.insert(availabilityBlocks).values(
            made.map((r) => ({
              boatId: r.boatId,
              startDate: r.startDate,
              endDate: r.endDate,
              kind: "reservation" as const,
              reservationId: r.id,
            })),
          );
        }
        result.reservations += made.length;
      }

      result.boats += fleet.length;
      result.prices += prices.length;
      result.images += copies.length;
    });
    options.onProgress?.(result.boats);
  }
  return result;
}
