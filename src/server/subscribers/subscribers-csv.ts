import "server-only";
import { stringify } from "csv-stringify/sync";
import { asc, isNotNull } from "drizzle-orm";
import type { Db } from "../db/client";
import { subscribers } from "../db/schema";
import { formatMomentSortable } from "../../lib/turkish-calendar";

/** `2027-07-12 14:30` in Turkey's time: sortable, and Excel reads it as a date. */
const moment = (d: Date) => formatMomentSortable(d);

/** A cell that starts like a formula (=, +, -, @) is prefixed with ' so a spreadsheet never runs it. */
const cell = (v: string) => (/^[=+\-@\t\r]/.test(v) ? `'${v}` : v);

/**
 * Every confirmed subscriber as CSV for Excel: UTF-8 with a BOM (so Turkish letters show), comma
 * separated (RFC 4180) with a header row, oldest first.
 */
export async function subscribersCsv(db: Db): Promise<string> {
  const rows = await db
    .select({
      email: subscribers.email,
      consentAt: subscribers.consentAt,
      confirmedAt: subscribers.confirmedAt,
      source: subscribers.source,
      createdAt: subscribers.createdAt,
    })
    .from(subscribers)
    .where(isNotNull(subscribers.confirmedAt))
    .orderBy(asc(subscribers.createdAt), asc(subscribers.id));
  const csv = stringify(
    rows.map((r) => [
      cell(r.email),
      moment(r.consentAt),
      r.confirmedAt ? moment(r.confirmedAt) : "",
      cell(r.source),
      moment(r.createdAt),
    ]),
    {
      header: true,
      columns: ["E-posta", "İzin tarihi", "Onay tarihi", "Kaynak", "Kayıt tarihi"],
      record_delimiter: "\r\n",
    },
  );
  return `\uFEFF${csv}`;
}
