/**
 * A check-in or check-out as it is being filled on the quay: what the phone keeps in IndexedDB while the user types
 * (photos as Blobs), and how it becomes the multipart request of POST /v1/admin/reservations/{id}/inspections
 * (a field `inspection` with JSON, one file field per photo). Pure: no React, no IndexedDB, no network.
 */

import {
  INSPECTION_MAX_PHOTOS,
  INSPECTION_STATES,
  type InspectionKind,
  type InspectionState,
} from "@/shared/inspections";

export type { InspectionKind };
export const ITEM_STATES = INSPECTION_STATES;
export type ItemState = InspectionState;

export const KIND_PATHS: Record<InspectionKind, string> = { checkin: "check-in", checkout: "check-out" };
export const KIND_LABELS: Record<InspectionKind, string> = { checkin: "Check-in", checkout: "Check-out" };

export type DraftPhoto = { id: string; name: string; blob: Blob };
export type DraftItem = { state: ItemState | null; note: string; photos: DraftPhoto[] };

/**
 * editing: being filled; queued: submitted, waits for the connection (or is being sent); rejected: the server
 * refused it (the message says why) and the user may correct it and submit again, with the same key.
 */
export type DraftStatus = "editing" | "queued" | "rejected";

export type InspectionDraft = {
  /** The store's key: one draft per staff member, reservation and kind. */
  key: string;
  /** Who fills it: only their session sends it (a phone may be shared). */
  userId: number;
  reservationId: number;
  kind: InspectionKind;
  /** Made once, when the form was started: every attempt to send this inspection carries it. */
  idempotencyKey: string;
  startedAt: string;
  /** As typed (a phone keyboard may give "1.234,5"); read by `readNumber`. */
  engineHours: string;
  fuelPercent: string;
  /** By the inventory item's id. */
  items: Record<string, DraftItem>;
  guestName: string;
  /** PNG data URLs drawn on the signature pads; null until signed. */
  guestSignature: string | null;
  staffSignature: string | null;
  /** YYYY-MM-DD or "" (check-out only). */
  outOfServiceUntil: string;
  /** The inventory's item ids in order, fixed when the draft is submitted: what the request reports on. */
  itemIds: number[];
  status: DraftStatus;
  queuedAt: string | null;
  attempts: number;
  /** The server's message after a refusal, or why the last attempt did not get through. */
  lastError: string | null;
};

export const draftKey = (userId: number, reservationId: number, kind: InspectionKind) =>
  `${userId}:${reservationId}:${kind}`;

export function newDraft(
  who: { userId: number; reservationId: number; kind: InspectionKind },
  options: { idempotencyKey: string; now: Date; guestName?: string },
): InspectionDraft {
  const { userId, reservationId, kind } = who;
  return {
    key: draftKey(userId, reservationId, kind),
    userId,
    reservationId,
    kind,
    idempotencyKey: options.idempotencyKey,
    startedAt: options.now.toISOString(),
    engineHours: "",
    fuelPercent: "",
    items: {},
    guestName: options.guestName ?? "",
    guestSignature: null,
    staffSignature: null,
    outOfServiceUntil: "",
    itemIds: [],
    status: "editing",
    queuedAt: null,
    attempts: 0,
    lastError: null,
  };
}

export const emptyItem = (): DraftItem => ({ state: null, note: "", photos: [] });

/** "1.234,5", "1234.5", "1234,5" → 1234.5; "" or nonsense → null. */
export function readNumber(text: string): number | null {
  let t = text.trim().replace(/\s/g, "");
  if (t === "") return null;
  if (t.includes(",")) t = t.replace(/\./g, "").replace(",", ".");
  if (!/^\d+(\.\d+)?$/.test(t)) return null;
  return Number(t);
}

/** What still stops the draft from being submitted, by field (Turkish, for the form); empty when ready. */
export function missingParts(draft: InspectionDraft, itemIds: readonly number[]): Record<string, string> {
  const missing: Record<string, string> = {};
  const hours = readNumber(draft.engineHours);
  if (hours === null) missing.engine_hours = "Motor saatini girin.";
  const fuel = readNumber(draft.fuelPercent);
  if (fuel === null || !Number.isInteger(fuel) || fuel > 100) missing.fuel_percent = "Yakıtı 0 ile 100 arasında girin.";
  const unchecked = itemIds.filter((id) => !draft.items[id]?.state).length;
  if (unchecked > 0) missing.items = `${unchecked} malzeme işaretlenmedi.`;
  const photos = itemIds.reduce((sum, id) => sum + (draft.items[id]?.photos.length ?? 0), 0);
  if (photos > INSPECTION_MAX_PHOTOS)
    missing.photos = `En fazla ${INSPECTION_MAX_PHOTOS} fotoğraf gönderilebilir (şu an ${photos}).`;
  if (draft.guestName.trim().length < 2) missing.guest_name = "Misafirin adını girin.";
  if (!draft.guestSignature) missing.guest_signature = "Misafir imzalamadı.";
  if (!draft.staffSignature) missing.staff_signature = "Personel imzalamadı.";
  return missing;
}

/** The photo's file field in the multipart request: unique within it, safe as a form field name. */
export const photoField = (itemId: string, index: number) => `photo_${itemId}_${index + 1}`;

/** The JSON of the `inspection` field (issue 30): only the items of the inventory, in its order. */
export function inspectionJson(draft: InspectionDraft) {
  const itemIds = draft.itemIds;
  return {
    kind: draft.kind,
    engine_hours: readNumber(draft.engineHours),
    fuel_percent: readNumber(draft.fuelPercent),
    items: itemIds.map((id) => {
      const item = draft.items[id] ?? emptyItem();
      return {
        item_id: id,
        state: item.state,
        note: item.note.trim(),
        photos: item.photos.map((_, i) => photoField(String(id), i)),
      };
    }),
    signatures: {
      guest_name: draft.guestName.trim(),
      guest: draft.guestSignature,
      staff: draft.staffSignature,
    },
    ...(draft.kind === "checkout" && draft.outOfServiceUntil ? { out_of_service_until: draft.outOfServiceUntil } : {}),
  };
}

/** The multipart body: `inspection` (JSON) and each item's photos under the field names the JSON lists. */
export function inspectionForm(draft: InspectionDraft): FormData {
  const form = new FormData();
  form.append("inspection", JSON.stringify(inspectionJson(draft)));
  for (const id of draft.itemIds) {
    const photos = draft.items[id]?.photos ?? [];
    photos.forEach((photo, i) => {
      form.append(photoField(String(id), i), photo.blob, photo.name);
    });
  }
  return form;
}
