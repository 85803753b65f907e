import "server-only";
import { searchName, slugify } from "../../lib/slug";
import type { DbOrTx } from "../db/client";
import { boatImages, boatPrices, boats } from "../db/schema";
import { amenityNamesEn, describeBoatEn } from "./demo-boat-english";
import { AMENITIES, type CatalogueBoat, DEMO_BOATS, describeBoat } from "./demo-boat-catalogue";
import type { DemoImages } from "./demo-images";
import { type BoatKind, DEMO_PLACES } from "./demo-place-names";
import type { DemoPlaces } from "./demo-places";
import { type PriceModel, pricePeriods, priceModel } from "./demo-pricing";
import type { Random } from "./demo-random";
import type { SceneName } from "./demo-scenes";

export type DemoBoat = {
  id: number;
  name: string;
  kind: BoatKind;
  guests: number;
  ownerId: number;
  /** Null for a boat that is only for sale. */
  prices: PriceModel | null;
};

const districtOf = new Map<string, string>(
  DEMO_PLACES.flatMap((p) => p.marinas.map((m) => [m.name, p.district] as const)),
);

const DAY_BOAT = (kind: BoatKind) => kind === "gezi" || kind === "surat";

function boatRow(boat: CatalogueBoat, index: number, places: DemoPlaces, ownerIds: number[], random: Random) {
  const { always, often } = AMENITIES[boat.kind];
  const extras = random.sample(often, random.int(2, often.length - 1));
  const amenities = [...always, ...extras];
  return {
    ownerId: ownerIds[boat.owner % ownerIds.length]!,
    typeId: places.typeIds.get(boat.kind)!,
    marinaId: places.marinaIds.get(boat.marina)!,
    name: boat.name,
    searchName: searchName(boat.name),
    slug: slugify(boat.name),
    forRent: boat.sale?.rent ?? true,
    forSale: Boolean(boat.sale),
    salePrice: boat.sale ? boat.sale.price * 100 : null,
    saleCurrency: boat.sale?.currency ?? null,
    lengthM: boat.length,
    widthM: boat.width,
    year: boat.year,
    guests: boat.guests,
    cabins: boat.cabins,
    bathrooms: boat.bathrooms,
    crew: boat.crew,
    description: describeBoat(boat, districtOf.get(boat.marina)!, [...extras, ...always], index),
    descriptionEn: describeBoatEn(boat, districtOf.get(boat.marina)!, [...extras, ...always], index),
    amenities,
    amenitiesEn: amenityNamesEn(amenities),
    checkInTime: DAY_BOAT(boat.kind) ? "09:30" : "15:00",
    checkOutTime: DAY_BOAT(boat.kind) ? "18:30" : "10:00",
    popular: boat.popular ?? false,
    boatOfMonth: boat.boatOfMonth ?? false,
    sortOrder: (index + 1) * 10,
  };
}

/** The demo fleet in one statement; each rentable boat gets its price model (newer boats cost a little more). */
export async function insertDemoBoats(
  db: DbOrTx,
  { places, ownerIds, random }: { places: DemoPlaces; ownerIds: number[]; random: Random },
): Promise<DemoBoat[]> {
  const rows = DEMO_BOATS.map((boat, i) => boatRow(boat, i, places, ownerIds, random));
  const inserted = await db
    .insert(boats)
    .values(rows)
    .returning({ id: boats.id, slug: boats.slug, ownerId: boats.ownerId });
  const bySlug = new Map(inserted.map((r) => [r.slug, r]));
  return DEMO_BOATS.map((boat, i) => {
    const row = bySlug.get(rows[i]!.slug)!;
    const factor = 0.85 + ((boat.year - 1998) / 24) * 0.25 + random.next() * 0.1;
    return {
      id: row.id,
      name: boat.name,
      kind: boat.kind,
      guests: boat.guests,
      ownerId: row.ownerId,
      prices: rows[i]!.forRent ? priceModel(boat.kind, boat.length, factor) : null,
    };
  });
}

/** Price periods of every rentable boat from `from` to `until` (low, mid and high season rows). */
export async function insertDemoPrices(db: DbOrTx, fleet: DemoBoat[], from: string, until: string): Promise<number> {
  const rows = fleet.flatMap((boat) =>
    boat.prices ? pricePeriods(boat.prices, from, until).map((p) => ({ ...p, boatId: boat.id })) : [],
  );
  await db.insert(boatPrices).values(rows);
  return rows.length;
}

const MAIN_SCENES: Record<BoatKind, SceneName[]> = {
  gulet: ["gulet-day", "gulet-evening"],
  motoryat: ["motoryat"],
  yelkenli: ["yelkenli"],
  katamaran: ["katamaran"],
  gezi: ["gezi"],
  surat: ["surat"],
};
const EXTRA_SCENES: SceneName[] = ["cove", "marina", "sunset"];

/** The pictures of one boat: its type's scene first, then 1–3 of the bay, marina and sunset scenes. */
export function galleryOf(kind: BoatKind, index: number, random: Random): SceneName[] {
  const main = MAIN_SCENES[kind];
  const first = main[index % main.length]!;
  const others = [...main.filter((s) => s !== first), ...EXTRA_SCENES];
  return [first, ...random.sample(others, random.int(1, 3))];
}

/** Every boat's gallery: rows showing the same scene share its stored files (content-addressed keys). */
export async function insertDemoBoatImages(
  db: DbOrTx,
  fleet: DemoBoat[],
  images: DemoImages,
  random: Random,
): Promise<number> {
  const wanted = fleet.flatMap((boat, i) =>
    galleryOf(boat.kind, i, random).map((scene, order) => ({ boatId: boat.id, order, source: images.scenes[scene] })),
  );
  await db.insert(boatImages).values(
    wanted.map((w) => ({
      boatId: w.boatId,
      storageKey: w.source.key,
      width: w.source.width,
      height: w.source.height,
      variants: w.source.variants,
      sortOrder: w.order,
    })),
  );
  return wanted.length;
}
