import "server-only";
import { stringify } from "csv-stringify/sync";
import { asc } from "drizzle-orm";
import type { AuthUser } from "../../auth/current-user";
import { boatScope } from "../../auth/scope";
import type { Db } from "../../db/client";
import { boats } from "../../db/schema";
import { selectBoats } from "../records/boat-columns";

const yesNo = (v: boolean) => (v ? "Evet" : "Hayır");
/** 1234.5 → "1234,50": the decimal comma Turkish spreadsheets expect. */
const decimal = (v: number | null, digits = 2) => (v == null ? "" : v.toFixed(digits).replace(".", ","));
/** A cell a spreadsheet would run as a formula (=, +, -, @, tab, CR) is prefixed with ' (CSV injection). */
const safeText = (v: string) => (/^[=+\-@\t\r]/.test(v) ? `'${v}` : v);

const COLUMNS = [
  "ID",
  "Ad",
  "Slug",
  "Sahip",
  "Tip",
  "Marina",
  "Kiralık",
  "Satılık",
  "Satış fiyatı",
  "Para birimi",
  "Uzunluk (m)",
  "Genişlik (m)",
  "Yapım yılı",
  "Misafir",
  "Kabin",
  "Banyo",
  "Mürettebat",
  "Popüler",
  "Ayın teknesi",
  "Sıra",
  "Aktif",
  "iCal adresi",
  "Oluşturulma",
];

/**
 * Every boat `user` may see as a CSV for Excel: UTF-8 with a byte-order mark (so Turkish letters show), a header
 * row, `;` between cells and decimal commas (what Excel expects under Turkish regional settings).
 */
export async function exportBoatsCsv(db: Db, user: AuthUser): Promise<string> {
  const rows = await selectBoats(db).where(boatScope(user)).orderBy(asc(boats.id));
  const records = rows.map((r) => [
    r.id,
    safeText(r.name),
    r.slug,
    safeText(`${r.ownerFirstName} ${r.ownerLastName}`.trim()),
    safeText(r.typeName),
    safeText(r.marinaName),
    yesNo(r.forRent),
    yesNo(r.forSale),
    r.salePrice == null ? "" : decimal(r.salePrice / 100),
    r.saleCurrency ?? "",
    decimal(r.lengthM),
    decimal(r.widthM),
    r.year ?? "",
    r.guests,
    r.cabins,
    r.bathrooms,
    r.crew,
    yesNo(r.popular),
    yesNo(r.boatOfMonth),
    r.sortOrder,
    yesNo(r.active),
    r.icalUrl ? safeText(r.icalUrl) : "",
    r.createdAt.toISOString().slice(0, 10),
  ]);
  return stringify(records, { bom: true, header: true, columns: COLUMNS, delimiter: ";", record_delimiter: "windows" });
}
