import "server-only";
import { setMarksBaseline } from "../staff-marks/set-marks-baseline";
import { hashPassword } from "../auth/password";
import { type DemoLogin, generateDemoPassword } from "../bootstrap/demo-logins";
import type { DbOrTx, Db } from "../db/client";
import { users } from "../db/schema";
import type { Storage } from "../media/storage";
import { getSettings, ratesOf } from "../settings/get-settings";
import { updateSettings } from "../settings/update-settings";
import { insertDemoBoatImages, insertDemoBoats, insertDemoPrices } from "./demo-boats";
import { insertDemoClosings, Occupancy } from "./demo-closings";
import { insertDemoComments } from "./demo-comments";
import { insertDemoExtras } from "./demo-extras";
import { DEMO_SETTINGS, insertDemoContent } from "./demo-content";
import { todayIn } from "../../lib/dates";
import { renderDemoImages } from "./demo-images";
import { DEMO_ADMIN, DEMO_OWNERS } from "./demo-people";
import { insertDemoPlaces } from "./demo-places";
import { seasonYear } from "./demo-pricing";
import { createRandom } from "./demo-random";
import { insertDemoReservations } from "./demo-reservations";
import { insertDemoReviewStay } from "./demo-review-stay";
import { clock } from "../../lib/clock";

export type SeedDemoOptions = {
  adminEmail: string;
  /** Where the demo pictures are stored: the app's storage (local or S3). */
  storage: Storage;
  /** The moment the demo is built around (reservations, options and seasons are relative to it). */
  now?: Date;
};

export type SeedDemoSummary = {
  users: number;
  boats: number;
  prices: number;
  /** The gulets' extras and the one discount. */
  extras: number;
  discounts: number;
  images: number;
  boatDates: number;
  externalClosings: number;
  reservations: Record<string, number>;
  comments: number;
  /** Every demo account with its own generated password (only here: the database keeps the hashes). */
  logins: DemoLogin[];
};

/** A generated password for the admin (Deniz Yılmaz) and for each boat owner: no two accounts share one. */
async function demoAccounts(adminEmail: string) {
  const people = [
    { email: adminEmail.toLowerCase(), role: "ADMIN" as const, ...DEMO_ADMIN },
    ...DEMO_OWNERS.map((o) => ({ ...o, role: "OWNER" as const })),
  ];
  return Promise.all(
    people.map(async (person) => {
      const password = generateDemoPassword();
      return { person, password, passwordHash: await hashPassword(password) };
    }),
  );
}

async function insertDemoUsers(db: DbOrTx, accounts: Awaited<ReturnType<typeof demoAccounts>>) {
  const rows = await db
    .insert(users)
    .values(accounts.map((a) => ({ ...a.person, passwordHash: a.passwordHash })))
    .returning({ id: users.id, email: users.email, role: users.role });
  return {
    adminId: rows.find((r) => r.role === "ADMIN")!.id,
    ownerIds: DEMO_OWNERS.map((o) => rows.find((r) => r.email === o.email)!.id),
  };
}

/**
 * Demo data worth showing a customer: a Turkish charter fleet with prices, closings, reservations in every
 * state, comments, content and generated pictures. Deterministic (seeded), and written in one transaction,
 * so a failed seed leaves an empty database that the next start seeds again. Pictures are rendered while
 * the rows are written.
 */
export async function seedDemo(db: Db, options: SeedDemoOptions): Promise<SeedDemoSummary> {
  const now = options.now ?? clock.now();
  const today = todayIn("Europe/Istanbul", now);
  const year = seasonYear(today);
  const random = createRandom(20_27);
  const rendering = renderDemoImages(options.storage);
  rendering.catch(() => {}); // awaited below; this only keeps an early failure from being "unhandled"
  const accounts = await demoAccounts(options.adminEmail);

  return db.transaction(async (tx) => {
    await updateSettings(tx, DEMO_SETTINGS);
    const settings = await getSettings(tx);
    const { adminId, ownerIds } = await insertDemoUsers(tx, accounts);
    // The staff (the demo's and an ADMIN made at start from ADMIN_EMAIL) "joined" before the demo's history, so
    // its unseen requests and unread messages show as new to them.
    const staff = await tx.select({ id: users.id }).from(users);
    await setMarksBaseline(
      tx,
      staff.map((u) => u.id),
      new Date(now.getTime() - 400 * 86_400_000),
    );
    const places = await insertDemoPlaces(tx);
    const fleet = await insertDemoBoats(tx, { places, ownerIds, random });
    const prices = await insertDemoPrices(tx, fleet, `${today.slice(0, 8)}01`, `${year + 1}-01-01`);
    const pricing = await insertDemoExtras(tx, { fleet, today, until: `${year}-12-31` });

    const occupancy = new Occupancy();
    const closings = await insertDemoClosings(tx, { fleet, year, today, random, occupancy, staffId: adminId });
    const reservations = await insertDemoReservations(tx, {
      fleet,
      today,
      now,
      year,
      rates: ratesOf(settings),
      depositPercent: Number(settings.deposit_percent),
      optionHours: Number(settings.option_hours),
      adminId,
      random,
      occupancy,
    });
    await insertDemoReviewStay(tx, {
      fleet,
      today,
      now,
      rates: ratesOf(settings),
      depositPercent: Number(settings.deposit_percent),
      occupancy,
    });
    const comments = await insertDemoComments(tx, { fleet, now, random });

    const images = await rendering;
    const boatImages = await insertDemoBoatImages(tx, fleet, images, random);
    await insertDemoContent(tx, { fleet, images, now });

    return {
      users: 1 + ownerIds.length,
      boats: fleet.length,
      prices,
      extras: pricing.extras,
      discounts: pricing.discounts,
      images: boatImages,
      boatDates: closings.boatDates,
      externalClosings: closings.external,
      reservations,
      comments,
      logins: accounts.map((a) => ({ role: a.person.role, email: a.person.email, password: a.password })),
    };
  });
}
