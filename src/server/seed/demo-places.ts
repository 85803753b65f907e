import "server-only";
import { slugify } from "../../lib/slug";
import type { DbOrTx } from "../db/client";
import { boatTypes, districts, marinas } from "../db/schema";
import { BOAT_TYPE_EN, MARINA_EN } from "./demo-boat-english";
import { type BoatKind, DEMO_BOAT_TYPES, DEMO_PLACES, type MarinaName } from "./demo-place-names";

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
