import "server-only";
import { stringify } from "csv-stringify/sync";
import type { StaffPassengerListWithBoat } from "./get-staff-passenger-list";

/** A cell that starts like a formula (=, +, -, @) is prefixed with ' so a spreadsheet never runs it. */
const cell = (v: string) => (/^[=+\-@\t\r]/.test(v) ? `'${v}` : v);

/**
 * The passenger list as CSV for Excel: UTF-8 with a BOM (Turkish letters show), comma separated (RFC 4180),
 * Turkish headers, one row per passenger in the guest's order. Every text the guest typed is formula-guarded.
 */
export function passengerCsv(list: StaffPassengerListWithBoat): string {
  const rows = list.passengers.map((p, i) => [
    String(i + 1),
    cell(p.full_name),
    p.birth_date,
    p.nationality,
    cell(p.nationality_name),
    cell(p.document_number),
  ]);
  const csv = stringify(rows, {
    header: true,
    columns: ["Sıra", "Ad soyad", "Doğum tarihi", "Uyruk kodu", "Uyruk", "Kimlik / pasaport no"],
    record_delimiter: "\r\n",
  });
  return `\uFEFF${csv}`;
}
