import "server-only";
import { asc, eq, inArray } from "drizzle-orm";
import type { DbOrTx } from "../db/client";
import { inspectionItems, inspectionPhotos, inspections, users } from "../db/schema";
import { mediaUrl } from "../media/storage";
import { variantKey } from "../media/store-image";
import type { Inspection, InspectionState } from "./schemas";
import { columnsOf } from "../db/columns-of";

const stateRank: Record<InspectionState, number> = { ok: 0, issue: 1, damaged: 2, missing: 2 };

/**
 * The inspections of a reservation, oldest first, each with its items (their photos) and, for a check-out, the
 * damages against the check-in: every item whose state at check-out is worse than at check-in (or that was not
 * checked then and is not ok now). The caller has checked the user may see the reservation.
 */
export async function readInspections(db: DbOrTx, reservationId: number): Promise<Inspection[]> {
  const rows = await db
    .select({
      ...columnsOf(inspections, [
        "id",
        "reservationId",
        "boatId",
        "kind",
        "engineHours",
        "fuelPercent",
        "guestName",
        "outOfServiceUntil",
        "createdAt",
      ]),
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(inspections)
    .leftJoin(users, eq(users.id, inspections.createdBy))
    .where(eq(inspections.reservationId, reservationId))
    .orderBy(asc(inspections.createdAt), asc(inspections.id));
  if (rows.length === 0) return [];
  const items = await db
    .select()
    .from(inspectionItems)
    .where(
      inArray(
        inspectionItems.inspectionId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(inspectionItems.sortOrder), asc(inspectionItems.id));
  const photos =
    items.length === 0
      ? []
      : await db
          .select()
          .from(inspectionPhotos)
          .where(
            inArray(
              inspectionPhotos.inspectionItemId,
              items.map((i) => i.id),
            ),
          )
          .orderBy(asc(inspectionPhotos.sortOrder), asc(inspectionPhotos.id));

  const itemsOf = (inspectionId: number) =>
    items
      .filter((i) => i.inspectionId === inspectionId)
      .map((i) => ({
        id: i.id,
        item_id: i.itemId,
        area: i.areaName,
        name: i.itemName,
        quantity: i.quantity,
        state: i.state,
        note: i.note,
        photos: photos
          .filter((p) => p.inspectionItemId === i.id)
          .map((p) => ({
            id: p.id,
            url: mediaUrl(variantKey(p.storageKey, p.variants[p.variants.length - 1]!)),
            thumbnail_url: mediaUrl(variantKey(p.storageKey, p.variants[0]!)),
            width: p.width,
            height: p.height,
          })),
      }));
  const checkin = rows.find((r) => r.kind === "checkin");
  const checkinItems = checkin ? itemsOf(checkin.id) : [];
  return rows.map((r) => {
    const own = itemsOf(r.id);
    const damages =
      r.kind !== "checkout"
        ? []
        : own
            .map((item) => {
              const before = checkinItems.find(
                (c) =>
                  (item.item_id !== null && c.item_id === item.item_id) ||
                  (c.area === item.area && c.name === item.name),
              );
              return { item, before: before?.state ?? null };
            })
            .filter(({ item, before }) => stateRank[item.state] > (before === null ? 0 : stateRank[before]))
            .map(({ item, before }) => ({
              item_id: item.item_id,
              area: item.area,
              name: item.name,
              checkin_state: before,
              checkout_state: item.state,
              note: item.note,
            }));
    return {
      id: r.id,
      reservation_id: r.reservationId,
      boat_id: r.boatId,
      kind: r.kind,
      engine_hours: r.engineHours,
      fuel_percent: r.fuelPercent,
      guest_name: r.guestName,
      out_of_service_until: r.outOfServiceUntil,
      created_at: r.createdAt.toISOString(),
      created_by: r.firstName === null ? null : `${r.firstName} ${r.lastName ?? ""}`.trim(),
      items: own,
      damages,
      pdf_url: `/v1/admin/inspections/${r.id}.pdf`,
    };
  });
}
