import { and, eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clock } from "@/lib/clock";
import { todayIn } from "@/lib/dates";
import { parseConfig } from "@/server/config";
import { auditLog, reservations } from "@/server/db/schema";
import { auditRetentionJob } from "@/server/audit/audit-retention-job";
import { deleteExpiredAuditRows } from "@/server/audit/delete-expired-audit-rows";
import { monthsBefore } from "@/server/privacy/anonymise-stale-requests";
import { createReservation } from "@/server/seed/factories";
import { type BoatCast, boatCast } from "../support/boat-fixtures";
import { createTestApi, type TestApi } from "../support/test-api";
import { daysFromToday, freezeClock } from "../support/test-dates";

/**
 * Decision 0065: the audit log keeps reservations' and payments' rows ten years from the end of the (Istanbul)
 * year they were written in, every other row AUDIT_RETENTION_MONTHS; the retention job alone may delete them.
 * The app's clock is frozen and moved by hand: the job reads it.
 */
let api: TestApi;
let cast: BoatCast;
let restoreClock = () => {};
const start = clock.now();
const MINUTE = 60_000;
const at = (ms: number) => new Date(ms);
/** A moment of the Istanbul year `year`: 12:00 UTC on a day well inside it, or 22:30 UTC on 31 December (already 1 January in Istanbul). */
const utc = (year: number, month: number, day: number, hour: number, minute = 0) =>
  new Date(Date.UTC(year, month - 1, day, hour, minute));
const setNow = (moment: Date) => {
  restoreClock();
  restoreClock = freezeClock(moment);
};

const ids: Record<string, number> = {};
async function row(name: string, entity: string, moment: Date) {
  const [inserted] = await api.db
    .insert(auditLog)
    .values({ at: moment, entity, entityId: name, action: "update", before: { name: "eski" }, after: { name: name } })
    .returning({ id: auditLog.id });
  ids[name] = inserted!.id;
}
const left = async () =>
  (
    await api.db
      .select({ name: auditLog.entityId })
      .from(auditLog)
      .where(inArray(auditLog.id, Object.values(ids)))
      .orderBy(auditLog.id)
  ).map((r) => r.name);

beforeAll(async () => {
  setNow(start);
  api = await createTestApi({ AUDIT_RETENTION_MONTHS: "24" });
  cast = await boatCast(api);
  const now = start.getTime();
  const shortCutoff = monthsBefore(start, 24).getTime();
  const year = Number(todayIn("Europe/Istanbul", start).slice(0, 4));
  // Short-lived rows: just past 24 months, just inside them, and an old one.
  await row("boat-past", "boats", at(shortCutoff - MINUTE));
  await row("boat-inside", "boats", at(shortCutoff + MINUTE));
  await row("user-past", "users", at(shortCutoff - 30 * 86_400_000));
  await row("setting-eleven-years", "settings", utc(year - 11, 6, 1, 12));
  // Bookkeeping rows: three years old (kept), and around the Istanbul new year that starts the ten kept years.
  await row("reservation-three-years", "reservations", at(now - 3 * 365 * 86_400_000));
  await row("payment-year-before", "transactions", utc(year - 11, 12, 31, 12));
  await row("payment-istanbul-new-year", "transactions", utc(year - 11, 12, 31, 22, 30));
  await row("reservation-first-kept-year", "reservations", utc(year - 10, 1, 2, 12));
  await row("boat-recent", "boats", at(now - 5 * MINUTE));
});

afterAll(() => restoreClock());

describe("audit-log retention", () => {
  it("takes AUDIT_RETENTION_MONTHS (default 24, at most the bookkeeping ten years)", () => {
    expect(parseConfig({}).auditRetentionMonths).toBe(24);
    expect(parseConfig({ AUDIT_RETENTION_MONTHS: "6" }).auditRetentionMonths).toBe(6);
    expect(() => parseConfig({ AUDIT_RETENTION_MONTHS: "0" })).toThrow(/AUDIT_RETENTION_MONTHS/);
    expect(() => parseConfig({ AUDIT_RETENTION_MONTHS: "121" })).toThrow(/AUDIT_RETENTION_MONTHS/);
  });

  it("refuses any other DELETE or TRUNCATE of the log", async () => {
    const before = (await left()).length;
    await expect(api.db.delete(auditLog).where(eq(auditLog.id, ids["boat-past"]!))).rejects.toMatchObject({
      cause: expect.objectContaining({ code: "23001" }),
    });
    await expect(api.db.transaction((tx) => tx.delete(auditLog))).rejects.toThrow();
    await expect(api.db.execute(sql`TRUNCATE audit_log`)).rejects.toThrow();
    expect(await left()).toHaveLength(before);
  });

  it("deletes exactly the rows past their period by the app's clock, and nothing on a second run", async () => {
    const total = async () => (await api.db.select({ id: auditLog.id }).from(auditLog)).length;
    const all = await total();
    expect(await deleteExpiredAuditRows(api.db, { months: 24 })).toEqual({ bookkeeping: 2, other: 2 });
    expect(await left()).toEqual([
      "boat-inside",
      "reservation-three-years",
      "payment-istanbul-new-year",
      "reservation-first-kept-year",
      "boat-recent",
    ]);
    // Every other row (the fixtures' own, written now) is still there.
    expect(await total()).toBe(all - 4);
    expect(await deleteExpiredAuditRows(api.db, { months: 24 })).toEqual({ bookkeeping: 0, other: 0 });
    expect(await total()).toBe(all - 4);
  });

  it("takes the next rows once the clock passes their cutoff", async () => {
    setNow(at(start.getTime() + 2 * MINUTE));
    expect(await deleteExpiredAuditRows(api.db, { months: 24 })).toEqual({ bookkeeping: 0, other: 1 });
    expect(await left()).not.toContain("boat-inside");
    // The next Istanbul new year ends the oldest kept year: its rows go, the younger ones stay.
    const year = Number(todayIn("Europe/Istanbul", clock.now()).slice(0, 4));
    setNow(utc(year, 12, 31, 22, 30));
    expect(await deleteExpiredAuditRows(api.db, { months: 120 })).toEqual({ bookkeeping: 2, other: 0 });
    expect(await left()).toEqual(["reservation-three-years", "boat-recent"]);
    setNow(start);
  });

  it("works through a backlog in batches, with several instances at once", async () => {
    const old = monthsBefore(start, 30).getTime();
    for (let i = 0; i < 9; i++) await row(`backlog-${i}`, i % 2 ? "boat_prices" : "transactions", at(old - i * MINUTE));
    const tenYearsAgo = utc(Number(todayIn("Europe/Istanbul", start).slice(0, 4)) - 12, 3, 1, 12).getTime();
    for (let i = 0; i < 7; i++) await row(`ancient-${i}`, "reservations", at(tenYearsAgo - i * MINUTE));
    const other = await createTestApi({}, { sameDatabaseAs: api });
    const runs = await Promise.all([
      deleteExpiredAuditRows(api.db, { months: 24, batch: 2 }),
      deleteExpiredAuditRows(other.db, { months: 24, batch: 2 }),
    ]);
    expect(runs.reduce((sum, r) => sum + r.bookkeeping, 0)).toBe(7);
    expect(runs.reduce((sum, r) => sum + r.other, 0)).toBe(4);
    expect((await left()).filter((name) => name.startsWith("backlog-") || name.startsWith("ancient-"))).toEqual([
      "backlog-0",
      "backlog-2",
      "backlog-4",
      "backlog-6",
      "backlog-8",
    ]);
  });

  it("still lets a KVKK erasure scrub a reservation's rows, which then stay for the books", async () => {
    const email = "silinecek.misafir@example.com";
    const booking = await createReservation(api.db, {
      boatId: cast.ownBoat.id,
      customerName: "Silinecek Misafir",
      customerEmail: email,
      startDate: daysFromToday(30),
      endDate: daysFromToday(37),
    });
    const erased = await api.call("POST", "/v1/admin/kvkk/erase", { token: cast.adminToken, body: { email } });
    expect(erased.status).toBe(200);
    const history = await api.db
      .select({ before: auditLog.before, after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.entity, "reservations"), eq(auditLog.reservationId, booking.id)));
    expect(history.length).toBeGreaterThan(0);
    expect(JSON.stringify(history)).not.toContain(email);
    expect(JSON.stringify(history)).not.toContain("Silinecek");
    const [row] = await api.db.select().from(reservations).where(eq(reservations.id, booking.id));
    expect(row?.anonymizedAt).toBeInstanceOf(Date);
    expect(await deleteExpiredAuditRows(api.db, { months: 1 })).toMatchObject({ bookkeeping: 0 });
  });

  it("runs as a background job with AUDIT_RETENTION_MONTHS from the environment", async () => {
    await row("price-two-months", "boat_prices", monthsBefore(start, 2));
    const job = auditRetentionJob({ db: api.db, config: parseConfig({ AUDIT_RETENTION_MONTHS: "1" }) });
    expect(await job.run()).toMatchObject({ bookkeeping: 0, other: expect.any(Number) });
    expect(await left()).not.toContain("price-two-months");
    expect(await left()).toContain("boat-recent");
  });

  it("tells ADMIN the periods (GET /v1/admin/audit/retention), and no one else", async () => {
    const res = await api.call("GET", "/v1/admin/audit/retention", { token: cast.adminToken });
    expect(res.status).toBe(200);
    expect(res.json.content).toEqual({ bookkeeping_years: 10, other_months: 24 });
    const owner = await api.call("GET", "/v1/admin/audit/retention", { token: cast.ownerToken });
    expect(owner.status).toBe(403);
  });
});
