import "server-only";
import { slugify } from "../../lib/slug";
import type { DbOrTx } from "../db/client";
import { boatTypes, districts, marinas } from "../db/schema";
import { BOAT_TYPE_EN, MARINA_EN } from "./demo-boat-english";

/** Towns and districts (il / ilçe) with their marinas; popular ones are listed in the site's footer. */
export const DEMO_PLACES = [
  {
    town: "Muğla",
    district: "Bodrum",
    marinas: [
      { name: "Yalıkavak Marina", popular: true },
      { name: "Bodrum Milta Marina", popular: true },
      { name: "Turgutreis D-Marin", popular: false },
    ],
  },
  {
    town: "Muğla",
    district: "Fethiye",
    marinas: [
      { name: "Göcek D-Marin", popular: true },
      { name: "Göcek Club Marina", popular: false },
      { name: "Fethiye Ece Marina", popular: true },
    ],
  },
  {
    town: "Muğla",
    district: "Marmaris",
    marinas: [
      { name: "Marmaris Netsel Marina", popular: true },
      { name: "Marmaris Yacht Marina", popular: false },
    ],
  },
  { town: "İstanbul", district: "Beşiktaş", marinas: [{ name: "İstanbul Kuruçeşme Marina", popular: true }] },
  { town: "İstanbul", district: "Kadıköy", marinas: [{ name: "Setur Kalamış Marina", popular: false }] },
  { town: "İstanbul", district: "Sarıyer", marinas: [{ name: "Tarabya Yat Limanı", popular: false }] },
  { town: "Antalya", district: "Kaş", marinas: [{ name: "Kaş Marina", popular: true }] },
  { town: "Antalya", district: "Kemer", marinas: [{ name: "Kemer Türkiz Marina", popular: false }] },
] as const;

export type MarinaName = (typeof DEMO_PLACES)[number]["marinas"][number]["name"];

/** The boat types in menu order; `kind` picks prices, sizes and pictures. */
export const DEMO_BOAT_TYPES = [
  { name: "Gulet", kind: "gulet" },
  { name: "Motoryat", kind: "motoryat" },
  { name: "Yelkenli", kind: "yelkenli" },
  { name: "Katamaran", kind: "katamaran" },
  { name: "Gezi Teknesi", kind: "gezi" },
  { name: "Sürat Teknesi", kind: "surat" },
] as const;

export type BoatKind = (typeof DEMO_BOAT_TYPES)[number]["kind"];

export type DemoPlaces = { marinaIds: Map<MarinaName, number>; typeIds: Map<BoatKind, number> };

/** Inserts districts, marinas and boat types: three multi-row statements. */
export async function insertDemoPlaces(db: DbOrTx): Promise<DemoPlaces> {
  const districtRows = await db
    .insert(districts)
    .values(DEMO_PLACES.map((p) => ({ town: p.town, name: p.district })))
    .returning({ id: districts.id, town: districts.town, name: districts.name });
  const districtId = new Map(districtRows.map((d) => [`${d.town}/${d.name}`, d.id]));

  const marinaRows = await db
    .insert(marinas)
    .values(
      DEMO_PLACES.flatMap((p) =>
        p.marinas.map((m) => ({
          districtId: districtId.get(`${p.town}/${p.district}`)!,
          ...m,
          nameEn: MARINA_EN[m.name] ?? null,
        })),
      ),
    )
    .returning({ id: marinas.id, name: marinas.name });
  const marinaIds = new Map(marinaRows.map((m) => [m.name as MarinaName, m.id]));

  const typeRows = await db
    .insert(boatTypes)
    .values(
      DEMO_BOAT_TYPES.map((t, i) => ({
        name: t.name,
        nameEn: BOAT_TYPE_EN[t.kind],
        slug: slugify(t.name),
        sortOrder: i + 1,
      })),
    )
    .returning({ id: boatTypes.id, name: boatTypes.name });
  const typeIds = new Map(
    typeRows.map((t) => [DEMO_BOAT_TYPES.find((d) => d.name === t.name)!.kind as BoatKind, t.id]),
  );
  return { marinaIds, typeIds };
}
