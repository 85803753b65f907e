import "server-only";
import type { DbOrTx } from "../db/client";
import { boatExtras, discounts } from "../db/schema";
import type { DemoBoat } from "./demo-boats";

/** The extras every rentable gulet of the demo offers (EUR, as the gulets' prices): one of each unit the issue asks for. */
const GULET_EXTRAS = [
  { name: "Son temizlik", unit: "booking", amount: 15_000, obligatory: true },
  { name: "Havalimanı transferi", unit: "booking", amount: 12_000, obligatory: false },
  { name: "Su sporları (SUP ve kano)", unit: "day", amount: 6_000, obligatory: false },
  { name: "Hoş geldin kokteyli", unit: "person", amount: 2_500, obligatory: false },
] as const;

/**
 * The demo's extras and its one discount: the extras on every rentable gulet (the obligatory final cleaning shows in
 * each quote), a 10 % early-booking discount (30 days ahead) on the first rentable gulet, valid until the prices end.
 * The demo reservations, seeded with their totals straight from the price model, keep no lines (they read as one
 * charter line, as the pricing README says of such rows).
 */
export async function insertDemoExtras(
  db: DbOrTx,
  { fleet, today, until }: { fleet: DemoBoat[]; today: string; until: string },
): Promise<{ extras: number; discounts: number }> {
  const gulets = fleet.filter((b) => b.kind === "gulet" && b.prices?.currency === "EUR");
  const rows = gulets.flatMap((boat) =>
    GULET_EXTRAS.map((extra, position) => ({
      ...extra,
      boatId: boat.id,
      currency: "EUR" as const,
      payable: "booking" as const,
      position,
    })),
  );
  if (rows.length > 0) await db.insert(boatExtras).values(rows);
  const first = gulets[0];
  if (!first) return { extras: rows.length, discounts: 0 };
  await db.insert(discounts).values({
    boatId: first.id,
    kind: "early_booking",
    percent: 10,
    thresholdDays: 30,
    validFrom: today,
    validTo: until,
  });
  return { extras: rows.length, discounts: 1 };
}
