import "server-only";
import { clock } from "../../lib/clock";
import { monthStartAfter, todayIn } from "../../lib/dates";
import { badRequest } from "../domain-errors";
import { msg } from "@/shared/messages/message-ref";
import type { ReportQuery } from "./schemas";

/** The longest period a report covers, in months. */
const MAX_MONTHS = 36;

/**
 * The report's period as dates: `first` (the 1st of `from`) and `next` (the 1st after `to`), the months in it
 * as YYYY-MM, and its bounds. Without `from`/`to`: January to December of this year in Türkiye.
 */
export function resolveReportRange(query: Pick<ReportQuery, "from" | "to">, now = clock.now()) {
  const year = todayIn("Europe/Istanbul", now).slice(0, 4);
  const from = query.from ?? (query.to && query.to < `${year}-01` ? `${query.to.slice(0, 4)}-01` : `${year}-01`);
  const to = query.to ?? (from > `${year}-12` ? `${from.slice(0, 4)}-12` : `${year}-12`);
  if (to < from) throw badRequest("reports.range_reversed");
  const first = `${from}-01`;
  const months: string[] = [];
  for (let d = first; d.slice(0, 7) <= to; d = monthStartAfter(d, 1)) {
    months.push(d.slice(0, 7));
    if (months.length > MAX_MONTHS) throw badRequest(msg("reports.range_too_long", { months: MAX_MONTHS }));
  }
  return { from, to, months, first, next: monthStartAfter(`${to}-01`, 1) };
}
