import "server-only";
import sharp from "sharp";
import { and, eq } from "drizzle-orm";
import { formatDateTime, formatDayLong } from "../../lib/locale-format";
import type { AuthUser } from "../auth/current-user";
import { boatScope } from "../auth/scope";
import type { Db } from "../db/client";
import { boats, inspections, marinas, reservations } from "../db/schema";
import { notFound } from "../domain-errors";
import type { Storage } from "../media/storage";
import { storageUnavailable } from "../media/storage-unavailable";
import { createPdfDocument, type PdfImage } from "../pdf/create-pdf-document";
import { getCompanyDetails } from "../pdf/get-company-details";
import { INSPECTION_LABELS } from "./inspection-labels";
import { readInspections } from "./read-inspections";
import { columnsOf } from "../db/columns-of";

/** Photos are drawn 110 pt high: a JPEG of 330 px keeps them sharp in print without a large file. */
const THUMBNAIL_PX = 330;

/** The inspection `id` if `user` may see it (an OWNER: their boats'); 404 otherwise. */
export async function findStaffInspection(db: Db, user: AuthUser, id: number): Promise<number> {
  const [row] = await db
    .select({ id: inspections.id })
    .from(inspections)
    .innerJoin(boats, eq(boats.id, inspections.boatId))
    .where(and(eq(inspections.id, id), boatScope(user)))
    .limit(1);
  if (!row) throw notFound("inspections.not_found");
  return row.id;
}

async function thumbnail(storage: Storage, key: string): Promise<Uint8Array | null> {
  const data = await storage.get(key).catch((error: unknown) => {
    throw storageUnavailable("get", error);
  });
  if (!data) return null;
  return new Uint8Array(
    await sharp(data).resize({ height: THUMBNAIL_PX, withoutEnlargement: true }).jpeg({ quality: 72 }).toBuffer(),
  );
}

/**
 * The protocol of an inspection as an A4 PDF in the reservation's language: boat, reservation, time, engine hours,
 * fuel, every item with its state and note, the photos as thumbnails, both signatures; a check-out adds its damages
 * against the check-in. Generated from the stored, never-changed inspection on each download.
 */
export async function renderInspectionPdf(db: Db, storage: Storage, id: number) {
  const [row] = await db
    .select({
      ...columnsOf(inspections, ["reservationId", "guestSignature", "staffSignature"]),
      ...columnsOf(reservations, ["code", "customerName", "startDate", "endDate", "locale"]),
      boatName: boats.name,
      marina: marinas.name,
    })
    .from(inspections)
    .innerJoin(reservations, eq(reservations.id, inspections.reservationId))
    .innerJoin(boats, eq(boats.id, inspections.boatId))
    .innerJoin(marinas, eq(marinas.id, boats.marinaId))
    .where(eq(inspections.id, id))
    .limit(1);
  if (!row) throw notFound("inspections.not_found");
  const inspection = (await readInspections(db, row.reservationId)).find((i) => i.id === id)!;
  const locale = row.locale;
  const L = INSPECTION_LABELS[locale];
  const title = inspection.kind === "checkin" ? L.titleCheckin : L.titleCheckout;
  const company = await getCompanyDetails(db);
  const doc = await createPdfDocument({ title: `${title} — ${row.code}`, company });
  const dash = "—";

  doc.heading(title);
  doc.keyValues([
    [L.code, row.code],
    [L.boat, `${row.boatName} (${row.marina})`],
    [L.period, `${formatDayLong(row.startDate, locale)} – ${formatDayLong(row.endDate, locale)}`],
    [L.guest, inspection.guest_name],
    [L.time, formatDateTime(new Date(inspection.created_at), locale)],
    [L.staff, inspection.created_by ?? dash],
    [L.engineHours, inspection.engine_hours.toLocaleString(locale === "tr" ? "tr-TR" : "en-GB")],
    [L.fuel, locale === "tr" ? `%${inspection.fuel_percent}` : `${inspection.fuel_percent}%`],
    ...(inspection.out_of_service_until
      ? [[L.outOfService, formatDayLong(inspection.out_of_service_until, locale)] as [string, string]]
      : []),
  ]);

  doc.heading(L.inventory, 12);
  if (inspection.items.length === 0) doc.text(L.noItems);
  else
    doc.table(
      [
        { header: L.area, width: 18 },
        { header: L.item, width: 26 },
        { header: L.quantity, width: 7, align: "right" },
        { header: L.state, width: 12 },
        { header: L.note, width: 37 },
      ],
      inspection.items.map((i) => [i.area, i.name, String(i.quantity), L.states[i.state], i.note]),
    );

  if (inspection.kind === "checkout") {
    doc.heading(L.damages, 12);
    if (inspection.damages.length === 0) doc.text(L.noDamages);
    else
      doc.table(
        [
          { header: L.area, width: 16 },
          { header: L.item, width: 24 },
          { header: L.checkinState, width: 14 },
          { header: L.checkoutState, width: 14 },
          { header: L.note, width: 32 },
        ],
        inspection.damages.map((d) => [
          d.area,
          d.name,
          d.checkin_state ? L.states[d.checkin_state] : L.notChecked,
          L.states[d.checkout_state],
          d.note,
        ]),
      );
  }

  const withPhotos = inspection.items.filter((i) => i.photos.length > 0);
  if (withPhotos.length > 0) {
    doc.heading(L.photos, 12);
    const images: PdfImage[] = [];
    for (const item of withPhotos) {
      for (const photo of item.photos) {
        const key = photo.thumbnail_url.replace(/^\/v1\/media\//, "");
        const bytes = await thumbnail(storage, key);
        if (bytes) images.push({ bytes, format: "jpg", caption: `${item.name} (${L.states[item.state]})` });
      }
    }
    await doc.images(images, { height: 110 });
  }

  doc.heading(L.signatures, 12).text(L.agreement).spacer(4);
  // A guest's signature erased under KVKK (privacy/anonymise.ts) is left out.
  const signatures: PdfImage[] = [
    {
      bytes: Buffer.from(row.guestSignature, "base64"),
      format: "png",
      caption: L.guestSignature(inspection.guest_name),
    },
    {
      bytes: Buffer.from(row.staffSignature, "base64"),
      format: "png",
      caption: L.staffSignature(inspection.created_by ?? dash),
    },
  ];
  await doc.images(
    signatures.filter((s) => s.bytes.byteLength > 0),
    { height: 70, gap: 40 },
  );
  const kindSlug = inspection.kind === "checkin" ? "giris" : "cikis";
  return { bytes: await doc.save(), fileName: `LIMAN-${row.code}-${kindSlug}-tutanagi.pdf` };
}
