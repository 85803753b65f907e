import "server-only";
import { sql } from "drizzle-orm";
import { todayIn } from "../../lib/dates";
import { monthsBefore } from "../privacy/anonymise-stale-requests";

/**
 * How long the audit log keeps its rows (docs/decisions/0065-audit-log-retention.md). Rows about reservations and
 * payments are bookkeeping records: ten years from the end of the calendar year they were written in (TTK art. 82,
 * VUK art. 253). Every other row (boats, prices, closings, users, settings, contract templates) for
 * AUDIT_RETENTION_MONTHS (KVKK art. 4: no longer than needed).
 */
export const BOOKKEEPING_ENTITIES = ["reservations", "transactions"] as const;
export const BOOKKEEPING_YEARS = 10;

/** The entity list as SQL text, written as the partial index audit_log_short_lived_at_idx writes it (the planner matches it). */
export const BOOKKEEPING_ENTITY_LIST = sql.raw(BOOKKEEPING_ENTITIES.map((e) => `'${e}'`).join(", "));

/** The moments before which each kind of row is past its period, at `now`. */
export function auditRetentionCutoffs(now: Date, months: number) {
  const year = Number(todayIn("Europe/Istanbul", now).slice(0, 4));
  return {
    /** 1 January (Istanbul) of the first year still kept: a row of year Y goes when year Y + 10 has ended. */
    bookkeeping: sql`(make_date(${year - BOOKKEEPING_YEARS}::int, 1, 1)::timestamp AT TIME ZONE 'Europe/Istanbul')`,
    other: monthsBefore(now, months),
  };
}
