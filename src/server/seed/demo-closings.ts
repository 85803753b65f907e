import "server-only";
import type { DbOrTx } from "../db/client";
import { availabilityBlocks, boatDates, externalClosings } from "../db/schema";
import type { DemoBoat } from "./demo-boats";
import { addDays } from "../../lib/dates";
import type { Random } from "./demo-random";

/** The intervals [start, end) already taken per boat while planning the demo, so nothing overlaps. */
export class Occupancy {
  private readonly taken = new Map<number, [string, string][]>();

  isFree(boatId: number, start: string, end: string): boolean {
    return (this.taken.get(boatId) ?? []).every(([s, e]) => end <= s || start >= e);
  }

  take(boatId: number, start: string, end: string): void {
    if (!this.isFree(boatId, start, end)) throw new Error(`Demo plan overlaps on boat ${boatId}: ${start}–${end}`);
    const list = this.taken.get(boatId) ?? [];
    list.push([start, end]);
    this.taken.set(boatId, list);
  }
}

type Plan = { note: string; start: (year: number, today: string) => string; days: number };

/** Closed periods the way owners enter them: yard work before the season, the owner's own week… */
const DATE_PLANS: Plan[] = [
  { note: "Yıllık bakım, zehirli boya ve karina temizliği", start: (y) => `${y}-03-02`, days: 35 },
  { note: "Kışlık çekek: tekne karada", start: (_, today) => addDays(today, 3), days: 30 },
  { note: "Sahibinin özel kullanımı", start: (y) => `${y}-08-07`, days: 7 },
  { note: "Motor revizyonu", start: (y) => `${y}-04-20`, days: 12 },
  { note: "Tekne fuarında sergileniyor", start: (y) => `${y}-10-05`, days: 6 },
  { note: "Yelken ve arma kontrolü", start: (y) => `${y}-04-06`, days: 5 },
  { note: "Sahibinin ailesiyle tatili", start: (y) => `${y}-07-17`, days: 7 },
  { note: "Liman Başkanlığı denetimi ve belge yenileme", start: (y) => `${y}-05-11`, days: 3 },
];

const EXTERNAL_PLANS: (Plan & { title: string; status: "active" | "cancelled" })[] = [
  {
    title: "Başka platformdan rezervasyon",
    note: "Click&Boat üzerinden alınan haftalık kiralama.",
    status: "active",
    start: (y) => `${y}-07-03`,
    days: 7,
  },
  {
    title: "Acente bloğu",
    note: "Bodrum'daki iş ortağı acentenin opsiyonu.",
    status: "active",
    start: (y) => `${y}-06-05`,
    days: 4,
  },
  {
    title: "Kurumsal etkinlik",
    note: "Firma etkinliği; ödeme doğrudan sahibine yapıldı.",
    status: "active",
    start: (y) => `${y}-09-18`,
    days: 2,
  },
  {
    title: "Başka platformdan rezervasyon",
    note: "Müşteri iptal etti, tarihler yeniden satışta.",
    status: "cancelled",
    start: (y) => `${y}-08-21`,
    days: 7,
  },
];

/**
 * Boat dates (closings) and manual external closings. Each one is written with its availability_blocks
 * row in the caller's transaction (the demo seed runs in one), two multi-row statements per table.
 */
export async function insertDemoClosings(
  db: DbOrTx,
  {
    fleet,
    year,
    today,
    random,
    occupancy,
    staffId,
  }: { fleet: DemoBoat[]; year: number; today: string; random: Random; occupancy: Occupancy; staffId: number },
): Promise<{ boatDates: number; external: number }> {
  const rentable = fleet.filter((b) => b.prices);
  const chosen = random.sample(rentable, DATE_PLANS.length + EXTERNAL_PLANS.length);

  const dates = DATE_PLANS.map((plan, i) => {
    const start = plan.start(year, today);
    return { boatId: chosen[i]!.id, startDate: start, endDate: addDays(start, plan.days), note: plan.note };
  });
  for (const d of dates) occupancy.take(d.boatId, d.startDate, d.endDate);
  const dateRows = await db
    .insert(boatDates)
    .values(dates.map((d) => ({ ...d, source: "manual" as const })))
    .returning({
      id: boatDates.id,
      boatId: boatDates.boatId,
      startDate: boatDates.startDate,
      endDate: boatDates.endDate,
    });

  const external = EXTERNAL_PLANS.map((plan, i) => {
    const start = plan.start(year, today);
    return {
      boatId: chosen[DATE_PLANS.length + i]!.id,
      startDate: start,
      endDate: addDays(start, plan.days),
      title: plan.title,
      note: plan.note,
      status: plan.status,
      createdBy: staffId,
    };
  });
  for (const e of external) if (e.status === "active") occupancy.take(e.boatId, e.startDate, e.endDate);
  const externalRows = await db.insert(externalClosings).values(external).returning({
    id: externalClosings.id,
    boatId: externalClosings.boatId,
    startDate: externalClosings.startDate,
    endDate: externalClosings.endDate,
    status: externalClosings.status,
  });

  await db.insert(availabilityBlocks).values([
    ...dateRows.map((d) => ({
      boatId: d.boatId,
      startDate: d.startDate,
      endDate: d.endDate,
      kind: "boat_date" as const,
      boatDateId: d.id,
    })),
    ...externalRows
      .filter((e) => e.status === "active")
      .map((e) => ({
        boatId: e.boatId,
        startDate: e.startDate,
        endDate: e.endDate,
        kind: "external" as const,
        externalClosingId: e.id,
      })),
  ]);
  return { boatDates: dateRows.length, external: externalRows.length };
}
