import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import type { z } from "zod";
import { clock } from "../../lib/clock";
import { todayIn } from "../../lib/dates";
import type { AuthUser } from "../auth/current-user";
import { insertBoatDate } from "../boats/closings/create-boat-date";
import type { Db } from "../db/client";
import { constraintOf, isExclusionViolation } from "../db/pg-error";
import { inspectionItems, inspectionPhotos, inspections, inventoryAreas, inventoryItems } from "../db/schema";
import { AppError, badRequest, conflict, unprocessable } from "../domain-errors";
import { writeWithFiles } from "../media/shared-files";
import type { Storage } from "../media/storage";
import { type EncodedImage, encodeImage } from "../media/store-image";
import { hashToken, newToken } from "../newsletter/tokens";
import { lockBoat } from "../reservations/lock-boat";
import { requestHash } from "../reservations/request-hash";
import { type MessageRef, msg } from "@/shared/messages/message-ref";
import { decodeSignature } from "./decode-signature";
import { findInspectionReservation } from "./find-inspection-reservation";
import { checkInspectionRules } from "./inspection-rules";
import { queueInspectionMail } from "./queue-inspection-mail";
import { readInspections } from "./read-inspections";
import type { inspectionInput } from "./schemas";

export type InspectionBody = z.output<typeof inspectionInput>;
/** The photo files of the request, by the form field they came under. */
export type PhotoFiles = Map<string, Buffer[]>;

const fieldError = (field: string, message: ReturnType<typeof msg>) => badRequest(message, { [field]: message });

async function replay(db: Db, key: string, reservationId: number, hash: string) {
  const [row] = await db
    .select({ id: inspections.id, reservationId: inspections.reservationId, requestHash: inspections.requestHash })
    .from(inspections)
    .where(eq(inspections.idempotencyKey, key))
    .limit(1);
  if (!row) return null;
  if (row.reservationId !== reservationId || row.requestHash !== hash) {
    throw unprocessable("inspections.idempotency_reused", "IDEMPOTENCY_KEY_REUSED");
  }
  return (await readInspections(db, reservationId)).find((i) => i.id === row.id)!;
}

/**
 * Saves a check-in or check-out of a reservation `user` may see (an OWNER: their boats'; 404 otherwise). Everything
 * that can be judged without the database's locks is judged first (items of the boat's inventory, photos sent,
 * signatures, the rules), then the photos are re-encoded, then one transaction under the boat's and the
 * reservation's locks checks the rules again, writes the protocol with its items and photos, closes the boat when
 * it comes back out of service, and queues the guest's mail. With an Idempotency-Key the same key and body answer
 * the stored inspection again (the phone resends after being offline); the key is unique in the database.
 */
export async function createInspection(
  db: Db,
  storage: Storage,
  user: AuthUser,
  reservationId: number,
  input: InspectionBody,
  photos: PhotoFiles,
  options: { idempotencyKey?: string; now?: Date } = {},
) {
  const now = options.now ?? clock.now();
  const key = options.idempotencyKey;
  const reservation = await findInspectionReservation(db, user, reservationId);
  const hash = requestHash(input);
  if (key) {
    const previous = await replay(db, key, reservationId, hash);
    if (previous) return previous;
  }

  const ids = input.items.map((i) => i.item_id);
  const known =
    ids.length === 0
      ? []
      : await db
          .select({
            id: inventoryItems.id,
            name: inventoryItems.name,
            quantity: inventoryItems.quantity,
            area: inventoryAreas.name,
          })
          .from(inventoryItems)
          .innerJoin(inventoryAreas, eq(inventoryAreas.id, inventoryItems.areaId))
          .where(and(eq(inventoryItems.boatId, reservation.boatId), inArray(inventoryItems.id, ids)));
  const byId = new Map(known.map((k) => [k.id, k]));
  input.items.forEach((item, i) => {
    if (!byId.has(item.item_id)) throw fieldError(`items.${i}.item_id`, msg("inspections.unknown_item"));
    item.photos.forEach((field, p) => {
      if (!photos.get(field)?.length) {
        throw fieldError(`items.${i}.photos.${p}`, msg("inspections.photo_missing", { field }));
      }
    });
  });
  const guestSignature = await decodeSignature(input.signatures.guest, "guest");
  const staffSignature = await decodeSignature(input.signatures.staff, "staff");
  await checkInspectionRules(db, reservation, input);
  const outOfService = input.out_of_service_until ?? null;
  if (outOfService) {
    const from = serviceFrom(reservation.endDate, now);
    if (outOfService <= from) {
      throw fieldError("out_of_service_until", msg("inspections.out_of_service_range", { from }));
    }
  }

  // Slow work (sharp) before the transaction, so the locks are held briefly.
  const encoded = new Map<string, EncodedImage[]>();
  for (const [i, item] of input.items.entries()) {
    for (const [p, field] of item.photos.entries()) {
      const list: EncodedImage[] = [];
      for (const file of photos.get(field) ?? []) {
        // A file that is no usable image: the same 400, naming the item's photo it was sent for.
        const image = await encodeImage(file, "inspections").catch((error: unknown) => {
          if (error instanceof AppError && error.status === 400) {
            const message = error.message as MessageRef;
            throw new AppError(400, error.code, message, { [`items.${i}.photos.${p}`]: message });
          }
          throw error;
        });
        list.push(image);
      }
      encoded.set(field, list);
    }
  }
  const token = newToken();

  let id: number;
  try {
    id = await writeWithFiles(
      db,
      storage,
      [...encoded.values()].flat().flatMap((image) => image.files),
      async (tx) => {
        await lockBoat(tx, reservation.boatId);
        const locked = await findInspectionReservation(tx, user, reservationId, { lock: true });
        await checkInspectionRules(tx, locked, input);
        let boatDateId: number | null = null;
        if (outOfService) {
          const date = await insertBoatDate(tx, {
            boat_id: locked.boatId,
            start_date: serviceFrom(locked.endDate, now),
            end_date: outOfService,
            note: `Hizmet dışı (çıkış kontrolü, rezervasyon #${locked.id})`,
          }).catch((error: unknown) => {
            if (isExclusionViolation(error)) throw conflict("inspections.out_of_service_taken", "DATES_UNAVAILABLE");
            throw error;
          });
          boatDateId = date.id;
        }
        const [row] = await tx
          .insert(inspections)
          .values({
            reservationId: locked.id,
            boatId: locked.boatId,
            kind: input.kind,
            engineHours: input.engine_hours,
            fuelPercent: input.fuel_percent,
            guestName: input.signatures.guest_name,
            guestSignature,
            staffSignature,
            outOfServiceUntil: outOfService,
            boatDateId,
            createdBy: user.id,
            idempotencyKey: key ?? null,
            requestHash: hash,
            guestTokenHash: hashToken(token),
            createdAt: now,
          })
          .returning({ id: inspections.id });
        const inspectionId = row!.id;
        if (input.items.length > 0) {
          const itemRows = await tx
            .insert(inspectionItems)
            .values(
              input.items.map((item, order) => {
                const k = byId.get(item.item_id)!;
                return {
                  inspectionId,
                  itemId: item.item_id,
                  areaName: k.area,
                  itemName: k.name,
                  quantity: k.quantity,
                  state: item.state,
                  note: item.note,
                  sortOrder: order,
                };
              }),
            )
            .returning({ id: inspectionItems.id, sortOrder: inspectionItems.sortOrder });
          const photoRows = input.items.flatMap((item, order) => {
            const itemRow = itemRows.find((r) => r.sortOrder === order)!;
            return item.photos
              .flatMap((field) => encoded.get(field) ?? [])
              .map((image, n) => ({
                inspectionItemId: itemRow.id,
                storageKey: image.key,
                width: image.width,
                height: image.height,
                variants: image.variants,
                sortOrder: n,
              }));
          });
          if (photoRows.length > 0) await tx.insert(inspectionPhotos).values(photoRows);
        }
        await queueInspectionMail(tx, locked.id, input.kind, token, now);
        return inspectionId;
      },
    );
  } catch (error) {
    if (key) {
      // A resend racing the first request: the winner's inspection is the answer.
      const previous = await replay(db, key, reservationId, hash);
      if (previous) return previous;
    }
    if (constraintOf(error) === "inspections_reservation_kind_key") {
      throw conflict(msg("inspections.already_done", { kind: input.kind }), "INSPECTION_EXISTS");
    }
    throw error;
  }
  return (await readInspections(db, reservationId)).find((i) => i.id === id)!;
}

/** The first day a boat back from a charter can be closed: the charter's last day out, or today if later. */
function serviceFrom(endDate: string, now: Date): string {
  const today = todayIn("Europe/Istanbul", now);
  return today > endDate ? today : endDate;
}
