import "server-only";
import { hashPassword } from "../auth/password";
import type { DbOrTx } from "../db/client";
import {
  availabilityBlocks,
  boatComments,
  boatImages,
  boatPrices,
  boats,
  boatTypes,
  districts,
  externalClosings,
  marinas,
  reservations,
  users,
} from "../db/schema";
import { searchName, slugify } from "../../lib/slug";
import { clock } from "../../lib/clock";
import { addDays, todayIn, weekdayAhead } from "../../lib/dates";

/** Builders shared by the demo seed and the tests: each inserts one row with sensible defaults. */

/** Default dates follow the app's clock: a week-long stay from a Saturday ahead, prices over the coming months. */
const saturdayAhead = (weeksAfter: number) => weekdayAhead(todayIn("Europe/Istanbul", clock.now()), 6, weeksAfter);

let counter = 0;
const next = () => ++counter;

export async function createUser(db: DbOrTx, input: Partial<typeof users.$inferInsert> & { password?: string } = {}) {
  const n = next();
  const { password = "Zeytin-Kavanoz-Pusula-42", ...rest } = input;
  const [row] = await db
    .insert(users)
    .values({
      email: `kullanici${n}-${Date.now()}@liman.test`,
      role: "OWNER",
      firstName: "Ayşe",
      lastName: `Kaptan ${n}`,
      ...rest,
      passwordHash: rest.passwordHash ?? (await hashPassword(password)),
    })
    .returning();
  return { ...row!, password };
}

export async function createDistrict(db: DbOrTx, input: Partial<typeof districts.$inferInsert> = {}) {
  const [row] = await db
    .insert(districts)
    .values({ town: "Muğla", name: `İlçe ${next()}`, ...input })
    .returning();
  return row!;
}

export async function createMarina(db: DbOrTx, input: Partial<typeof marinas.$inferInsert> = {}) {
  const districtId = input.districtId ?? (await createDistrict(db)).id;
  const [row] = await db
    .insert(marinas)
    .values({ name: `Marina ${next()}`, ...input, districtId })
    .returning();
  return row!;
}

export async function createBoatType(db: DbOrTx, input: Partial<typeof boatTypes.$inferInsert> = {}) {
  const name = input.name ?? `Tip ${next()}`;
  const [row] = await db
    .insert(boatTypes)
    .values({ name, slug: slugify(name), ...input })
    .returning();
  return row!;
}

export async function createBoat(db: DbOrTx, input: Partial<typeof boats.$inferInsert> = {}) {
  const ownerId = input.ownerId ?? (await createUser(db)).id;
  const typeId = input.typeId ?? (await createBoatType(db)).id;
  const marinaId = input.marinaId ?? (await createMarina(db)).id;
  const name = input.name ?? `Tekne ${next()}`;
  const [row] = await db
    .insert(boats)
    .values({
      name,
      slug: `${slugify(name)}-${next()}`,
      searchName: searchName(name),
      guests: 8,
      cabins: 3,
      bathrooms: 2,
      crew: 2,
      ...input,
      ownerId,
      typeId,
      marinaId,
    })
    .returning();
  return row!;
}

/**
 * A reservation with sensible defaults; an `option` or `confirmed` one also holds its dates (its
 * availability block), like the real booking flow. Throws 23P01 when the dates are taken.
 */
export async function createReservation(db: DbOrTx, input: Partial<typeof reservations.$inferInsert> = {}) {
  const boatId = input.boatId ?? (await createBoat(db)).id;
  const n = next();
  const startDate = saturdayAhead(0);
  const [row] = await db
    .insert(reservations)
    .values({
      code: `LMN${String(n).padStart(4, "0")}${Date.now().toString(36).slice(-4).toUpperCase()}`,
      customerName: "Can Demir",
      customerEmail: `musteri${n}@liman.test`,
      customerPhone: "+90 532 000 00 00",
      guests: 4,
      startDate,
      endDate: addDays(startDate, 7),
      status: "option",
      total: 1_000_000,
      deposit: 200_000,
      currency: "EUR",
      rates: { USD: "34.50", EUR: "37.25", GBP: "43.10" },
      optionExpiresAt: new Date(clock.now().getTime() + 48 * 3600 * 1000),
      source: "website",
      ...input,
      boatId,
    })
    .returning();
  if (row!.status === "option" || row!.status === "confirmed") {
    await db.insert(availabilityBlocks).values({
      boatId,
      startDate: row!.startDate,
      endDate: row!.endDate,
      kind: "reservation",
      reservationId: row!.id,
    });
  }
  return row!;
}

/** An active external (manual) closing with its availability block (default: a week from a Saturday 3 weeks on). */
export async function createExternalClosing(db: DbOrTx, input: Partial<typeof externalClosings.$inferInsert> = {}) {
  const boatId = input.boatId ?? (await createBoat(db)).id;
  const startDate = saturdayAhead(3);
  const endDate = addDays(startDate, 7);
  const [row] = await db
    .insert(externalClosings)
    .values({ startDate, endDate, title: `Kapatma ${next()}`, ...input, boatId })
    .returning();
  if (row!.status === "active") {
    await db.insert(availabilityBlocks).values({
      boatId,
      startDate: row!.startDate,
      endDate: row!.endDate,
      kind: "external",
      externalClosingId: row!.id,
    });
  }
  return row!;
}

/** A price period of a boat (default: [today, today + 400 days) at €1.000,00 a day, any length, any start day). */
export async function createBoatPrice(db: DbOrTx, input: Partial<typeof boatPrices.$inferInsert> & { boatId: number }) {
  const startDate = todayIn("Europe/Istanbul", clock.now());
  const [row] = await db
    .insert(boatPrices)
    .values({ startDate, endDate: addDays(startDate, 400), dayPrice: 100_000, currency: "EUR", ...input })
    .returning();
  return row!;
}

/** An image row of a boat (no file is stored: for lists and pages that only build URLs). */
export async function createBoatImage(db: DbOrTx, input: Partial<typeof boatImages.$inferInsert> & { boatId: number }) {
  const [row] = await db
    .insert(boatImages)
    .values({
      storageKey: `boats/test${next()}x${Date.now().toString(36)}`,
      width: 1600,
      height: 1067,
      variants: [640, 1080, 1600],
      ...input,
    })
    .returning();
  return row!;
}

/** A comment on a boat (approved unless told otherwise). */
export async function createBoatComment(
  db: DbOrTx,
  input: Partial<typeof boatComments.$inferInsert> & { boatId: number },
) {
  const [row] = await db
    .insert(boatComments)
    .values({
      name: "Elif Deniz Yıldız",
      rating: 5,
      body: "Harika bir tatildi, mürettebat çok ilgiliydi.",
      approved: true,
      ...input,
    })
    .returning();
  return row!;
}
