import { count, countDistinct, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clock } from "@/lib/clock";
import { addDays, monthStartAfter, todayIn } from "@/lib/dates";
import { isValidIban } from "@/lib/iban";
import { depositOf } from "@/lib/money";
import {
  availabilityBlocks,
  banks,
  blogPosts,
  boatDates,
  boatExtras,
  boatImages,
  boatPrices,
  boats,
  boatTypes,
  externalClosings,
  discounts,
  faqItems,
  marinas,
  reservations,
  settings,
  teamMembers,
  transactions,
  users,
  websitePages,
} from "@/server/db/schema";
import { variantKey } from "@/server/media/store-image";
import { passwordProblem } from "@/server/auth/password-policy/check-password";
import { seedBulkBoats } from "@/server/seed/bulk-boats";
import { type SeedDemoSummary, seedDemo } from "@/server/seed/demo";
import { DEMO_REVIEW_GUEST } from "@/server/seed/demo-review-stay";
import { inviteReviews } from "@/server/reviews/invite-reviews";
import { type S3TestServer, startS3Server } from "../support/s3-server";
import { createTestApi, type TestApi } from "../support/test-api";

// The demo is built around the app's clock, as an install seeds it on its first start.
const NOW = clock.now();
const TODAY = todayIn("Europe/Istanbul", NOW);
/** Prices run from the first of this month; the summer sold is this year's, next year's from October on. */
const PRICES_FROM = monthStartAfter(TODAY, 0);
const SEASON_YEAR = Number(TODAY.slice(0, 4)) + (Number(TODAY.slice(5, 7)) >= 10 ? 1 : 0);
/** High season opens on 15 June; when the prices start later in that summer, their first row is high season. */
const HIGH_FROM = [`${SEASON_YEAR}-06-15`, PRICES_FROM].sort().at(-1)!;
let api: TestApi;
let s3: S3TestServer;
let summary: SeedDemoSummary;

/** Whether a stored file is there, asked of the storage itself and served by GET /v1/media (200, immutable). */
async function stored(key: string): Promise<boolean> {
  const res = await api.app.request(`/v1/media/${key}`);
  if (res.status === 200) expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  return res.status === 200 && (await api.storage.get(key)) !== null;
}

// The demo is seeded into an S3 bucket (s3rver): what an install with UPLOADS_S3_BUCKET gets on its first start.
beforeAll(async () => {
  s3 = await startS3Server();
  api = await createTestApi({}, { storage: s3.storage() });
  const started = performance.now();
  summary = await seedDemo(api.db, { adminEmail: "admin@liman.demo", storage: api.storage, now: NOW });
  console.log(`seedDemo on ${api.kind}: ${Math.round(performance.now() - started)} ms`);
}, 120_000);
afterAll(async () => {
  await s3.stop();
});

const adminLogin = () => summary.logins.find((l) => l.role === "ADMIN")!;
const n = async (query: Promise<{ n: number }[]>) => (await query)[0]!.n;

describe("demo seed", () => {
  it("has the fleet the issue asks for: ≥40 boats of ≥6 types in ≥10 marinas of ≥5 districts", async () => {
    const db = api.db;
    expect(await n(db.select({ n: count() }).from(boats))).toBeGreaterThanOrEqual(40);
    expect(await n(db.select({ n: countDistinct(boats.typeId) }).from(boats))).toBeGreaterThanOrEqual(6);
    expect(await n(db.select({ n: countDistinct(boats.marinaId) }).from(boats))).toBeGreaterThanOrEqual(10);
    const districtsWithBoats = await n(
      db
        .select({ n: countDistinct(marinas.districtId) })
        .from(boats)
        .innerJoin(marinas, eq(marinas.id, boats.marinaId)),
    );
    expect(districtsWithBoats).toBeGreaterThanOrEqual(5);
    expect(await n(db.select({ n: count() }).from(boatTypes))).toBeGreaterThanOrEqual(6);
    expect(await n(db.select({ n: count() }).from(boats).where(eq(boats.boatOfMonth, true)))).toBe(1);
    expect(await n(db.select({ n: count() }).from(boats).where(eq(boats.popular, true)))).toBeGreaterThan(3);
    const owners = await db.select({ n: countDistinct(boats.ownerId) }).from(boats);
    expect(owners[0]!.n).toBeGreaterThanOrEqual(3);
    const sale = await db
      .select({ forRent: boats.forRent, price: boats.salePrice, currency: boats.saleCurrency })
      .from(boats)
      .where(eq(boats.forSale, true));
    expect(sale.some((b) => b.forRent)).toBe(true);
    expect(sale.some((b) => !b.forRent)).toBe(true);
    for (const b of sale) expect(b.price && b.currency).toBeTruthy();
  });

  it("prices every rentable boat for the season, gulets Saturday to Saturday for a week in high season", async () => {
    const rows = await api.db
      .select({
        type: boatTypes.slug,
        start: boatPrices.startDate,
        minDays: boatPrices.minDays,
        weekday: boatPrices.startWeekday,
        currency: boatPrices.currency,
      })
      .from(boatPrices)
      .innerJoin(boats, eq(boats.id, boatPrices.boatId))
      .innerJoin(boatTypes, eq(boatTypes.id, boats.typeId));
    const [unpriced] = await api.db
      .select({ n: count() })
      .from(boats)
      .where(
        sql`${boats.forRent} AND NOT EXISTS (SELECT 1 FROM ${boatPrices} WHERE ${boatPrices.boatId} = ${boats.id})`,
      );
    expect(unpriced!.n).toBe(0);
    const guletHigh = rows.filter((r) => r.type === "gulet" && r.start === HIGH_FROM);
    expect(guletHigh.length).toBeGreaterThan(5);
    for (const r of guletHigh) expect(r).toMatchObject({ minDays: 7, weekday: 6, currency: "EUR" });
    expect(rows.filter((r) => r.type === "gezi-teknesi").every((r) => r.currency === "TRY")).toBe(true);
    expect(rows.some((r) => r.start === PRICES_FROM)).toBe(true);
  });

  it("offers extras (per booking, per day, per person; one obligatory) and one discount (issue 33 item 7)", async () => {
    const extras = await api.db
      .select({
        boatId: boatExtras.boatId,
        name: boatExtras.name,
        unit: boatExtras.unit,
        obligatory: boatExtras.obligatory,
      })
      .from(boatExtras);
    expect(summary.extras).toBe(extras.length);
    expect(new Set(extras.map((e) => e.unit))).toEqual(new Set(["booking", "day", "person"]));
    const boatsWithExtras = new Set(extras.map((e) => e.boatId));
    expect(boatsWithExtras.size).toBeGreaterThan(3);
    for (const boatId of boatsWithExtras) {
      expect(extras.filter((e) => e.boatId === boatId && e.obligatory).map((e) => e.name)).toEqual(["Son temizlik"]);
    }
    const rules = await api.db
      .select({ boatId: discounts.boatId, kind: discounts.kind, from: discounts.validFrom })
      .from(discounts);
    expect(summary.discounts).toBe(1);
    expect(rules).toEqual([{ boatId: expect.any(Number), kind: "early_booking", from: TODAY }]);
    expect(boatsWithExtras.has(rules[0]!.boatId!)).toBe(true);
  });

  it("has reservations in several states; every holding one (and every closing) owns its availability block", async () => {
    const statuses = await api.db
      .select({ status: reservations.status, n: count() })
      .from(reservations)
      .groupBy(reservations.status);
    expect(statuses.length).toBeGreaterThanOrEqual(4);

    const holding = await api.db
      .select({ id: reservations.id, block: availabilityBlocks.id, start: reservations.startDate })
      .from(reservations)
      .leftJoin(
        availabilityBlocks,
        sql`${availabilityBlocks.reservationId} = ${reservations.id} AND ${availabilityBlocks.boatId} = ${reservations.boatId}
          AND ${availabilityBlocks.startDate} = ${reservations.startDate} AND ${availabilityBlocks.endDate} = ${reservations.endDate}`,
      )
      .where(sql`${reservations.status} IN ('option', 'confirmed')`);
    expect(holding.length).toBeGreaterThan(0);
    expect(holding.filter((r) => r.block === null)).toEqual([]);
    const [stray] = await api.db
      .select({ n: count() })
      .from(availabilityBlocks)
      .innerJoin(reservations, eq(reservations.id, availabilityBlocks.reservationId))
      .where(sql`${reservations.status} NOT IN ('option', 'confirmed')`);
    expect(stray!.n).toBe(0);

    const dates = await api.db
      .select({ id: boatDates.id, block: availabilityBlocks.id })
      .from(boatDates)
      .leftJoin(availabilityBlocks, eq(availabilityBlocks.boatDateId, boatDates.id));
    expect(dates.length).toBeGreaterThan(0);
    expect(dates.filter((d) => d.block === null)).toEqual([]);
    const external = await api.db
      .select({ status: externalClosings.status, block: availabilityBlocks.id })
      .from(externalClosings)
      .leftJoin(availabilityBlocks, eq(availabilityBlocks.externalClosingId, externalClosings.id));
    for (const e of external) expect(e.block !== null).toBe(e.status === "active");
  });

  it("has a stay that checked out yesterday, whose guest the review job invites (the e2e review journey)", async () => {
    const [stay] = await api.db.select().from(reservations).where(eq(reservations.code, "LMN-DEGERS"));
    expect(stay).toMatchObject({
      status: "completed",
      endDate: addDays(TODAY, -1),
      customerEmail: DEMO_REVIEW_GUEST.email,
    });
    expect(await inviteReviews(api.db, "https://liman.test", { now: NOW })).toContain(stay!.id);
  });

  it("keeps totals, deposits, rates and option times consistent with prices and settings", async () => {
    const rows = await api.db
      .select({
        code: reservations.code,
        status: reservations.status,
        total: reservations.total,
        deposit: reservations.deposit,
        rates: reservations.rates,
        optionExpiresAt: reservations.optionExpiresAt,
        seen: sql<boolean>`EXISTS (SELECT 1 FROM reservation_views v WHERE v.reservation_id = ${reservations.id})`,
        source: reservations.source,
        start: reservations.startDate,
        boatId: reservations.boatId,
        end: reservations.endDate,
      })
      .from(reservations);
    const prices = await api.db
      .select({
        boatId: boatPrices.boatId,
        start: boatPrices.startDate,
        end: boatPrices.endDate,
        day: boatPrices.dayPrice,
        minDays: boatPrices.minDays,
        weekday: boatPrices.startWeekday,
      })
      .from(boatPrices);
    /** What the boat's price rows say a stay costs: the sum of its day prices. */
    const priced = (boatId: number, start: string, end: string) => {
      let sum = 0;
      for (let t = Date.parse(start); t < Date.parse(end); t += 86_400_000) {
        const day = new Date(t).toISOString().slice(0, 10);
        const row = prices.find((p) => p.boatId === boatId && p.start <= day && day < p.end);
        if (!row) return null;
        sum += row.day;
      }
      return sum;
    };
    for (const r of rows) {
      expect(r.code).toMatch(/^LMN-[2-9A-HJKMNP-Z]{6}$/);
      expect(r.deposit).toBe(depositOf(r.total, 20));
      expect(r.rates).toEqual({ USD: "42.35", EUR: "48.90", GBP: "56.15" });
      if (r.start >= PRICES_FROM) {
        expect(priced(r.boatId, r.start, r.end)).toBe(r.total);
        // The stay follows the rules of the period it starts in (minimum days, Saturday starts).
        const rule = prices.find((p) => p.boatId === r.boatId && p.start <= r.start && r.start < p.end)!;
        expect((Date.parse(r.end) - Date.parse(r.start)) / 86_400_000).toBeGreaterThanOrEqual(rule.minDays);
        if (rule.weekday) expect(new Date(r.start).getUTCDay()).toBe(rule.weekday % 7);
      }
      if (r.status === "option") expect(r.optionExpiresAt!.getTime()).toBeGreaterThan(NOW.getTime());
      if (r.status === "expired") expect(r.optionExpiresAt!.getTime()).toBeLessThan(NOW.getTime());
      if (r.status === "completed") expect(r.start < TODAY).toBe(true);
    }
    expect(rows.some((r) => r.source === "website" && !r.seen)).toBe(true);
    expect(rows.some((r) => r.source === "staff")).toBe(true);

    const confirmed = await api.db
      .select({ deposit: reservations.deposit, paid: sql<number>`sum(${transactions.amount})`.mapWith(Number) })
      .from(reservations)
      .innerJoin(transactions, eq(transactions.reservationId, reservations.id))
      .where(sql`${reservations.status} = 'confirmed' AND ${transactions.kind} = 'deposit'`)
      .groupBy(reservations.id);
    expect(confirmed.length).toBe(summary.reservations.confirmed);
    for (const c of confirmed) expect(c.paid).toBe(c.deposit);
  });

  it("shows 2–4 pictures per boat, from files stored once in the storage and shared by the rows", async () => {
    const rows = await api.db
      .select({ boatId: boatImages.boatId, key: boatImages.storageKey, variants: boatImages.variants })
      .from(boatImages);
    const perBoat = new Map<number, number>();
    for (const r of rows) perBoat.set(r.boatId, (perBoat.get(r.boatId) ?? 0) + 1);
    expect(perBoat.size).toBe(summary.boats);
    for (const c of perBoat.values()) expect(c >= 2 && c <= 4).toBe(true);
    const distinct = new Map(rows.map((r) => [r.key, r.variants]));
    expect(distinct.size).toBeLessThan(rows.length);
    for (const [key, variants] of distinct) {
      expect(key).toMatch(/^demo\/[0-9a-f]{32}$/);
      expect(variants.length).toBeGreaterThan(0);
      for (const w of variants) expect(await stored(variantKey(key, w))).toBe(true);
    }
    const covers = await api.db.select({ key: blogPosts.coverImage }).from(blogPosts);
    const photos = await api.db.select({ key: teamMembers.photo }).from(teamMembers);
    // Content rows hold the largest variant's file key (blog/…-1440.webp); the 640 variant sits beside it.
    for (const key of new Set([...covers, ...photos].map((r) => r.key))) {
      expect(key).toMatch(/^demo\/[0-9a-f]{32}-\d+\.webp$/);
      expect(await stored(key!)).toBe(true);
      expect(await stored(key!.replace(/-\d+\.webp$/, "-640.webp"))).toBe(true);
    }
  });

  it("has every website page, blog, FAQ, banks with valid IBANs, a team and the settings", async () => {
    const pages = await api.db.select({ key: websitePages.key, body: websitePages.body }).from(websitePages);
    expect(pages.map((p) => p.key).sort()).toEqual(
      expect.arrayContaining(["about", "cancel", "howrent", "kvkk", "privacy", "rental"]),
    );
    expect(pages.find((p) => p.key === "kvkk")!.body).toContain("6698 sayılı");
    for (const p of pages) expect(p.body.match(/<p>/g)!.length).toBeGreaterThanOrEqual(3);
    expect(await n(api.db.select({ n: count() }).from(blogPosts))).toBeGreaterThanOrEqual(4);
    expect(await n(api.db.select({ n: count() }).from(faqItems))).toBeGreaterThanOrEqual(8);
    expect(await n(api.db.select({ n: count() }).from(teamMembers))).toBe(4);
    const ibans = await api.db.select({ iban: banks.iban }).from(banks);
    expect(ibans).toHaveLength(3);
    for (const { iban } of ibans) {
      expect(iban).toMatch(/^TR\d{24}$/);
      expect(isValidIban(iban)).toBe(true);
    }
    const values = Object.fromEntries(
      (await api.db.select({ key: settings.key, value: settings.value }).from(settings)).map((s) => [s.key, s.value]),
    );
    expect(values).toMatchObject({ site_phone: "+90 252 555 01 02", euro_exchange_rate: "48.90", twitter_link: "" });
    expect(values.instagram_link).toMatch(/^https:\/\//);
    expect(values.site_address).toContain("Bodrum");
  });

  it("writes English texts for the English site: boats, types, posts, FAQ, team and pages", async () => {
    const missing = (rows: Record<string, unknown>[]) => rows.filter((r) => Object.values(r).some((v) => !v));
    expect(missing(await api.db.select({ en: boats.descriptionEn }).from(boats))).toEqual([]);
    expect(missing(await api.db.select({ en: boatTypes.nameEn }).from(boatTypes))).toEqual([]);
    expect(
      missing(
        await api.db
          .select({ title: blogPosts.titleEn, excerpt: blogPosts.excerptEn, body: blogPosts.bodyEn })
          .from(blogPosts),
      ),
    ).toEqual([]);
    expect(missing(await api.db.select({ q: faqItems.questionEn, a: faqItems.answerEn }).from(faqItems))).toEqual([]);
    expect(missing(await api.db.select({ t: teamMembers.titleEn, b: teamMembers.bioEn }).from(teamMembers))).toEqual(
      [],
    );
    expect(
      missing(await api.db.select({ t: websitePages.titleEn, b: websitePages.bodyEn }).from(websitePages)),
    ).toEqual([]);
    const [boat] = await api.db.select({ en: boats.descriptionEn }).from(boats).limit(1);
    expect(boat!.en).toMatch(/<p>.*\b(the|and|with)\b/);
    expect((await api.db.select({ en: marinas.nameEn }).from(marinas)).some((m) => m.en !== null)).toBe(true);
  });

  it("gives every demo account its own password, each of which logs that account in and no other", async () => {
    const staff = await api.db.select({ email: users.email, role: users.role }).from(users);
    expect(summary.logins.map((l) => [l.email, l.role]).sort()).toEqual(staff.map((u) => [u.email, u.role]).sort());
    expect(summary.logins.filter((l) => l.role === "OWNER").length).toBeGreaterThanOrEqual(3);
    expect(new Set(summary.logins.map((l) => l.password)).size).toBe(summary.logins.length);
    for (const login of summary.logins) {
      expect(passwordProblem(login.password, { email: login.email }), login.email).toBeNull();
      const res = await api.call("POST", "/v1/auth/login", { body: { email: login.email, password: login.password } });
      expect(res.status, login.email).toBe(200);
      expect(res.json.content.user.role).toBe(login.role);
    }
    const [admin, owner] = [adminLogin(), summary.logins.find((l) => l.role === "OWNER")!];
    const crossed = await api.call("POST", "/v1/auth/login", {
      body: { email: owner.email, password: admin.password },
    });
    expect(crossed.status).toBe(401);
    const res = await api.call("POST", "/v1/auth/login", { body: { email: admin.email, password: admin.password } });
    expect(res.json.content.user).toMatchObject({
      role: "ADMIN",
      UserDetail: { firstName: "Deniz", lastName: "Yılmaz" },
    });
  });
});

describe("the API over the demo", () => {
  it("quotes a released reservation's stay at the price the demo stored", async () => {
    const released = await api.db
      .select({
        slug: boats.slug,
        start: reservations.startDate,
        end: reservations.endDate,
        guests: reservations.guests,
        total: reservations.total,
      })
      .from(reservations)
      .innerJoin(boats, eq(boats.id, reservations.boatId))
      .where(sql`${reservations.status} IN ('cancelled', 'expired') AND ${reservations.startDate} > ${TODAY}`);
    expect(released.length).toBeGreaterThan(0);
    for (const r of released) {
      const res = await api.call("POST", `/v1/boats/${r.slug}/quote`, {
        body: { start_date: r.start, end_date: r.end, guests: r.guests },
      });
      expect(res.status, JSON.stringify(res.json)).toBe(200);
      // The demo's reservations hold the price model's charter (no lines: one charter line); a quote today adds the
      // gulets' obligatory extra and a discount on top of the same charter.
      expect(res.json.content.charter_total).toBe(r.total);
    }
  });

  it("serves the public site and the dashboard lists from the demo rows", async () => {
    const login = await api.call("POST", "/v1/auth/login", {
      body: { email: "admin@liman.demo", password: adminLogin().password },
    });
    const token = login.json.content.accessToken as string;
    const publicPaths = [
      "/v1/website/home",
      "/v1/website/data",
      "/v1/searchboats",
      "/v1/searchboatsforsale",
      "/v1/boats/bodrum-kralicesi",
      "/v1/website/about",
      "/v1/website/kvkk",
      "/v1/website/comments",
      "/v1/website/blog",
      "/v1/website/team",
      "/v1/website/bank",
      "/v1/website/faq",
    ];
    for (const p of publicPaths) {
      const res = await api.call("GET", p);
      expect(res.status, `${p}: ${res.text.slice(0, 200)}`).toBe(200);
    }
    for (const p of ["/v1/admin/boats", "/v1/admin/reservations?take=100", "/v1/admin/transactions?take=100"]) {
      const res = await api.call("GET", p, { token });
      expect(res.status, `${p}: ${res.text.slice(0, 200)}`).toBe(200);
      expect(res.json.content.total).toBeGreaterThan(0);
    }
  });
});

describe("bulk boats for benchmarks", () => {
  it("adds boats with prices, pictures, closings and holding reservations, each with its block", async () => {
    const before = await n(api.db.select({ n: count() }).from(boats));
    // How many price rows a boat gets depends on the time of year: seed as of the last 22 November (5 rows).
    const year = Number(TODAY.slice(0, 4));
    const november = `${TODAY.slice(5) >= "11-22" ? year : year - 1}-11-22`;
    const asOf = new Date(`${november}T09:00:00Z`);
    const result = await seedBulkBoats(api.db, { count: 30, storage: api.storage, now: asOf, batchSize: 12 });
    expect(result).toMatchObject({ boats: 30, prices: 150, images: 60, boatDates: 6, reservations: 8 });
    expect(await n(api.db.select({ n: count() }).from(boats))).toBe(before + 30);
    const [unblocked] = await api.db
      .select({ n: count() })
      .from(reservations)
      .leftJoin(availabilityBlocks, eq(availabilityBlocks.reservationId, reservations.id))
      .where(sql`${reservations.status} IN ('option', 'confirmed') AND ${availabilityBlocks.id} IS NULL`);
    expect(unblocked!.n).toBe(0);
    const images = await api.db
      .select({ key: boatImages.storageKey, variants: boatImages.variants })
      .from(boatImages)
      .innerJoin(boats, eq(boats.id, boatImages.boatId))
      .where(sql`${boats.sortOrder} >= 100000`);
    expect(images).toHaveLength(60);
    for (const [key, variants] of new Map(images.map((r) => [r.key, r.variants]))) {
      for (const w of variants) expect(await stored(variantKey(key, w))).toBe(true);
    }
  });
});
