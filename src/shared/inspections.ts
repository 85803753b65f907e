import { z } from "zod";
import { daySchema } from "./boats/records";
import { msg } from "./messages/message-ref";

export const INSPECTION_KINDS = ["checkin", "checkout"] as const;
export const INSPECTION_STATES = ["ok", "issue", "missing", "damaged"] as const;
export type InspectionKind = (typeof INSPECTION_KINDS)[number];
export type InspectionState = (typeof INSPECTION_STATES)[number];

/** Most photos one inspection carries (all items together), and per item. */
export const INSPECTION_MAX_PHOTOS = 24;
export const INSPECTION_MAX_ITEM_PHOTOS = 6;
/** Largest signature PNG (decoded bytes); a signature pad's PNG is typically 5–40 KB. */
export const SIGNATURE_MAX_BYTES = 200 * 1024;
export const ENGINE_HOURS_MAX = 1_000_000;

const SIGNATURE_PREFIX = "data:image/png;base64,";
/** Field names a photo may be sent under (multipart parts), e.g. `photo-12-1`. */
export const PHOTO_FIELD = /^[A-Za-z0-9_.-]{1,100}$/;

const signature = (side: "guest" | "staff") =>
  z
    .string({ error: msg("inspections.signature", { side }) })
    .max(SIGNATURE_PREFIX.length + Math.ceil((SIGNATURE_MAX_BYTES * 4) / 3) + 4, {
      error: msg("inspections.signature_too_large", { side, kb: SIGNATURE_MAX_BYTES / 1024 }),
    })
    .refine((v) => v.startsWith(SIGNATURE_PREFIX) && /^[A-Za-z0-9+/]+={0,2}$/.test(v.slice(SIGNATURE_PREFIX.length)), {
      error: msg("inspections.signature", { side }),
    });

export const inspectionItemInput = z.object({
  item_id: z
    .number({ error: msg("inspections.item_id") })
    .int({ error: msg("inspections.item_id") })
    .positive({
      error: msg("inspections.item_id"),
    }),
  state: z.enum(INSPECTION_STATES, { error: msg("inspections.state") }),
  note: z
    .string({ error: msg("inspections.note") })
    .trim()
    .max(1000, { error: msg("inspections.note_too_long", { max: 1000 }) })
    .refine((v) => !/(?![\n\r\t])\p{Cc}/u.test(v), { error: msg("inspections.note") })
    .default(""),
  photos: z
    .array(
      z.string({ error: msg("inspections.photo_field") }).regex(PHOTO_FIELD, { error: msg("inspections.photo_field") }),
      {
        error: msg("inspections.photo_field"),
      },
    )
    .max(INSPECTION_MAX_ITEM_PHOTOS, {
      error: msg("inspections.too_many_item_photos", { max: INSPECTION_MAX_ITEM_PHOTOS }),
    })
    .default([]),
});

/**
 * The `inspection` field of POST /v1/admin/reservations/{id}/inspections (multipart): the walk of the boat with the
 * guest. Each item names the multipart parts holding its photos; both sides sign (PNG data URLs).
 */
export const inspectionInput = z
  .object({
    kind: z.enum(INSPECTION_KINDS, { error: msg("inspections.kind") }),
    engine_hours: z
      .number({ error: msg("inspections.engine_hours", { max: ENGINE_HOURS_MAX }) })
      .min(0, { error: msg("inspections.engine_hours", { max: ENGINE_HOURS_MAX }) })
      .max(ENGINE_HOURS_MAX, { error: msg("inspections.engine_hours", { max: ENGINE_HOURS_MAX }) })
      .transform((v) => Math.round(v * 10) / 10),
    fuel_percent: z
      .number({ error: msg("inspections.fuel_percent") })
      .int({ error: msg("inspections.fuel_percent") })
      .min(0, { error: msg("inspections.fuel_percent") })
      .max(100, { error: msg("inspections.fuel_percent") }),
    items: z
      .array(inspectionItemInput, { error: msg("inspections.items") })
      .max(1000, { error: msg("inspections.items") }),
    signatures: z.object(
      {
        guest_name: z
          .string({ error: msg("inspections.guest_name") })
          .trim()
          .min(2, { error: msg("inspections.guest_name") })
          .max(120, { error: msg("inspections.guest_name") })
          .refine((v) => !/[\p{Cc}<>]/u.test(v), { error: msg("inspections.guest_name") }),
        guest: signature("guest"),
        staff: signature("staff"),
      },
      { error: msg("inspections.signatures") },
    ),
    out_of_service_until: daySchema("end").nullable().optional(),
  })
  .superRefine((body, ctx) => {
    const items = new Set<number>();
    const photos = new Set<string>();
    let count = 0;
    body.items.forEach((item, i) => {
      if (items.has(item.item_id)) {
        ctx.addIssue({ code: "custom", path: ["items", i, "item_id"], message: msg("inspections.item_repeated") });
      }
      items.add(item.item_id);
      item.photos.forEach((field, p) => {
        count++;
        if (photos.has(field) || field === "inspection") {
          ctx.addIssue({ code: "custom", path: ["items", i, "photos", p], message: msg("inspections.photo_repeated") });
        }
        photos.add(field);
      });
    });
    if (count > INSPECTION_MAX_PHOTOS) {
      ctx.addIssue({
        code: "custom",
        path: ["items"],
        message: msg("inspections.too_many_photos", { max: INSPECTION_MAX_PHOTOS }),
      });
    }
    if (body.out_of_service_until && body.kind !== "checkout") {
      ctx.addIssue({
        code: "custom",
        path: ["out_of_service_until"],
        message: msg("inspections.out_of_service_checkout"),
      });
    }
  });

export type InspectionInput = z.input<typeof inspectionInput>;

const photoSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  thumbnail_url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});

export const inspectionItemSchema = z.object({
  id: z.number().int(),
  /** The inventory item (null once it was removed from the inventory). */
  item_id: z.number().int().nullable(),
  area: z.string(),
  name: z.string(),
  quantity: z.number().int(),
  state: z.enum(INSPECTION_STATES),
  note: z.string(),
  photos: z.array(photoSchema),
});

/** An item worse at check-out than at check-in (check-in `ok` or not inspected then). */
export const damageSchema = z.object({
  item_id: z.number().int().nullable(),
  area: z.string(),
  name: z.string(),
  checkin_state: z.enum(INSPECTION_STATES).nullable(),
  checkout_state: z.enum(INSPECTION_STATES),
  note: z.string(),
});

export const inspectionSchema = z.object({
  id: z.number().int(),
  reservation_id: z.number().int(),
  boat_id: z.number().int(),
  kind: z.enum(INSPECTION_KINDS),
  engine_hours: z.number(),
  fuel_percent: z.number().int(),
  guest_name: z.string(),
  out_of_service_until: z.string().nullable(),
  created_at: z.string(),
  created_by: z.string().nullable(),
  items: z.array(inspectionItemSchema),
  /** A check-out's damages against the check-in; empty for a check-in. */
  damages: z.array(damageSchema),
  /** The protocol (PDF), for staff. */
  pdf_url: z.string(),
});
export type Inspection = z.output<typeof inspectionSchema>;
