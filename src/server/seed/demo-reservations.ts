import "server-only";
import { inArray } from "drizzle-orm";
import { markReservationsSeenByAll } from "../staff-marks/mark-reservations-seen-by-all";
import { depositOf } from "../../lib/money";
import type { DbOrTx } from "../db/client";
import { availabilityBlocks, type FrozenRates, invoices, reservations, transactions } from "../db/schema";
import type { DemoBoat } from "./demo-boats";
import type { Occupancy } from "./demo-closings";
import { addDays, diffDays } from "../../lib/dates";
import { DEMO_CUSTOMERS, RESERVATION_NOTES } from "./demo-people";
import { nextWeekday, seasonOf, stayTotal } from "./demo-pricing";
import { type Random, reservationCode } from "./demo-random";

type Status = (typeof reservations.$inferInsert)["status"] & string;

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** How many reservations of each status the demo shows. */
const PLAN: [Status, number][] = [
  ["completed", 12],
  ["confirmed", 10],
  ["option", 6],
  ["cancelled", 4],
  ["expired", 4],
];

const HOLDING = new Set<Status>(["option", "confirmed"]);

type Stay = { start: string; end: string };

/**
 * A stay on `boat` inside [earliest, latest) that respects its price rules (minimum days, Saturday starts
 * in a gulet's high season, never across a season change) and is still free; null when none is found.
 */
function planStay(boat: DemoBoat, earliest: string, latest: string, random: Random, occupancy: Occupancy): Stay | null {
  const model = boat.prices!;
  const span = diffDays(earliest, latest);
  if (span < 1) return null;
  for (let attempt = 0; attempt < 40; attempt++) {
    let start = addDays(earliest, random.int(0, span - 1));
    if (seasonOf(start) === "high" && model.highStartWeekday) start = nextWeekday(start, model.highStartWeekday);
    const season = seasonOf(start);
    const min = model.minDays[season];
    const nights = min >= 7 ? min : min + random.int(0, boat.kind === "gezi" || boat.kind === "surat" ? 0 : 3);
    const end = addDays(start, nights);
    if (end > latest || seasonOf(addDays(end, -1)) !== season) continue;
    if (occupancy.isFree(boat.id, start, end)) return { start, end };
  }
  return null;
}

type Context = {
  fleet: DemoBoat[];
  today: string;
  now: Date;
  year: number;
  rates: FrozenRates;
  depositPercent: number;
  optionHours: number;
  adminId: number;
  random: Random;
  occupancy: Occupancy;
};

function windowFor(status: Status, { today, year }: Context): [string, string] {
  const seasonOpen = `${year}-04-15`;
  const laterOf = (a: string, b: string) => (a > b ? a : b);
  switch (status) {
    case "completed":
      return [addDays(today, -170), today];
    case "option":
      return [laterOf(addDays(today, 10), seasonOpen), `${year}-10-31`];
    default:
      return [laterOf(addDays(today, 14), seasonOpen), `${year}-10-15`];
  }
}

/**
 * Reservations in every state, with totals from the boats' prices, deposits from `deposit_percent`,
 * rates frozen from the settings, an availability block for each holding one, and their transactions.
 */
export async function insertDemoReservations(db: DbOrTx, ctx: Context): Promise<Record<Status, number>> {
  const { random, now, occupancy } = ctx;
  const rentable = ctx.fleet.filter((b) => b.prices);
  const codes = new Set<string>();
  const seen = new Set<string>();
  const planned: (typeof reservations.$inferInsert & { status: Status })[] = [];
  const counts = {} as Record<Status, number>;

  for (const [status, wanted] of PLAN) {
    counts[status] = 0;
    for (let tries = 0; counts[status] < wanted && tries < wanted * 10; tries++) {
      const boat = random.pick(rentable);
      const [earliest, latest] = windowFor(status, ctx);
      const stay = planStay(boat, earliest, latest, random, occupancy);
      if (!stay) continue;
      // No two demo reservations of a boat overlap, even released ones: each stays quotable as it was.
      occupancy.take(boat.id, stay.start, stay.end);

      let code = reservationCode(random);
      while (codes.has(code)) code = reservationCode(random);
      codes.add(code);
      const customer = random.pick(DEMO_CUSTOMERS);
      const total = stayTotal(boat.prices!, stay.start, stay.end);
      const fromWebsite = status === "option" || random.chance(0.65);
      let createdAt: Date;
      if (status === "completed") createdAt = new Date(Date.parse(stay.start) - random.int(20, 90) * DAY);
      else if (status === "option") createdAt = new Date(now.getTime() - random.int(1, ctx.optionHours - 6) * HOUR);
      else if (status === "expired") createdAt = new Date(now.getTime() - random.int(4, 25) * DAY);
      else createdAt = new Date(now.getTime() - random.int(3, 40) * DAY);
      const minGuests = Math.min(2, boat.guests);
      // Drawn in the order the fields were always drawn, so the seeded demo stays the same.
      const guests = random.int(minGuests, boat.guests);
      const note = random.chance(0.35) ? random.pick(RESERVATION_NOTES) : null;
      // New website requests wait for staff to look at them (the menu's red badge); the rest were seen.
      if (!(fromWebsite && (status === "option" || (status === "confirmed" && random.chance(0.3))))) seen.add(code);

      planned.push({
        code,
        boatId: boat.id,
        customerName: customer.name,
        customerEmail: customer.email,
        customerPhone: customer.phone,
        guests,
        startDate: stay.start,
        endDate: stay.end,
        status,
        total,
        deposit: depositOf(total, ctx.depositPercent),
        currency: boat.prices!.currency,
        rates: ctx.rates,
        optionExpiresAt:
          status === "option" || status === "expired" ? new Date(createdAt.getTime() + ctx.optionHours * HOUR) : null,
        source: fromWebsite ? "website" : "staff",
        note,
        kvkkConsentAt: fromWebsite ? createdAt : null,
        createdBy: fromWebsite ? null : random.pick([ctx.adminId, boat.ownerId]),
        createdAt,
        updatedAt: createdAt,
      });
      counts[status]++;
    }
  }

  const inserted = await db
    .insert(reservations)
    .values(planned)
    .returning({ id: reservations.id, code: reservations.code });
  const idOf = new Map(inserted.map((r) => [r.code, r.id]));
  await markReservationsSeenByAll(
    db,
    inserted.filter((r) => seen.has(r.code)).map((r) => r.id),
  );

  const holding = planned.filter((r) => HOLDING.has(r.status));
  if (holding.length > 0) {
    await db.insert(availabilityBlocks).values(
      holding.map((r) => ({
        boatId: r.boatId,
        startDate: r.startDate,
        endDate: r.endDate,
        kind: "reservation" as const,
        reservationId: idOf.get(r.code)!,
      })),
    );
  }

  const ownerOf = new Map(rentable.map((b) => [b.id, b.ownerId]));
  const payments = planned.flatMap((r) => paymentsOf(r, idOf.get(r.code)!, [ctx.adminId, ownerOf.get(r.boatId)!], ctx));
  if (payments.length > 0) {
    const ids = (await db.insert(transactions).values(payments).returning({ id: transactions.id })).map((t) => t.id);
    // Demo guests get no real e-Arşiv, even on an install where Paraşüt is configured.
    await db
      .update(invoices)
      .set({ state: "skipped", lastError: "Demo verisi: fatura kesilmez." })
      .where(inArray(invoices.transactionId, ids));
  }
  return counts;
}

/** The money a reservation's story implies: a deposit when confirmed, the balance once sailed, a refund if cancelled. */
function paymentsOf(
  r: typeof reservations.$inferInsert & { status: Status },
  reservationId: number,
  staffIds: number[],
  { random, now, depositPercent }: Context,
): (typeof transactions.$inferInsert)[] {
  const createdAt = r.createdAt as Date;
  const paidDeposit = new Date(Math.min(createdAt.getTime() + random.int(2, 30) * HOUR, now.getTime() - HOUR));
  const base = { reservationId, currency: r.currency, recordedBy: random.pick(staffIds) };
  const deposit = {
    ...base,
    kind: "deposit" as const,
    method: "bank_transfer" as const,
    amount: r.deposit,
    reference: `EFT-${r.code.slice(4)}`,
    note: `Ön ödeme (%${depositPercent}) havale ile alındı.`,
    paidAt: paidDeposit,
  };
  switch (r.status) {
    case "confirmed":
      return [deposit];
    case "completed":
      return [
        deposit,
        {
          ...base,
          kind: "balance",
          method: random.chance(0.5) ? "card" : "cash",
          amount: r.total - r.deposit,
          reference: null,
          note: "Kalan tutar biniş günü teknede tahsil edildi.",
          paidAt: new Date(`${r.startDate}T09:00:00+03:00`),
        },
      ];
    case "cancelled":
      if (r.deposit === 0 || random.chance(0.4)) return [];
      return [
        deposit,
        {
          ...base,
          kind: "refund",
          method: "bank_transfer",
          amount: r.deposit,
          reference: `IADE-${r.code.slice(4)}`,
          note: "Seyahatten 30 günden fazla önce iptal: ön ödemenin tamamı iade edildi.",
          paidAt: new Date(
            paidDeposit.getTime() + 5 * DAY > now.getTime() ? now.getTime() - HOUR : paidDeposit.getTime() + 5 * DAY,
          ),
        },
      ];
    default:
      return [];
  }
}
