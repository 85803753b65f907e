import "server-only";
import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, numeric, pgTable, smallint, text, timestamp, unique } from "drizzle-orm/pg-core";
import { boatDates, boats } from "./boats";
import { createdAt, day } from "./columns";
import { inventoryItems } from "./inventory";
import { reservations } from "./reservations";
import { users } from "./users";

export type InspectionKind = "checkin" | "checkout";
export type InspectionState = "ok" | "issue" | "missing" | "damaged";

/**
 * A check-in or check-out protocol of a reservation: walked on the quay, signed by the guest and by staff. Never
 * changed afterwards (a dispute is settled by what was signed). One of each kind per reservation.
 */
export const inspections = pgTable(
  "inspections",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    reservationId: integer("reservation_id")
      .notNull()
      .references(() => reservations.id, { onDelete: "restrict" }),
    boatId: integer("boat_id")
      .notNull()
      .references(() => boats.id, { onDelete: "restrict" }),
    kind: text("kind").$type<InspectionKind>().notNull(),
    engineHours: numeric("engine_hours", { precision: 9, scale: 1, mode: "number" }).notNull(),
    fuelPercent: smallint("fuel_percent").notNull(),
    /** The guest who signed (as written on the quay) and both signatures: PNGs re-encoded by us, base64. */
    guestName: text("guest_name").notNull(),
    guestSignature: text("guest_signature").notNull(),
    staffSignature: text("staff_signature").notNull(),
    /** A check-out that put the boat out of service: the closing it made (boat back in service on this day). */
    outOfServiceUntil: day("out_of_service_until"),
    boatDateId: integer("boat_date_id").references(() => boatDates.id, { onDelete: "set null" }),
    createdBy: integer("created_by").references(() => users.id, { onDelete: "set null" }),
    /** The phone's key: the same key answers this inspection again (a resend after being offline). */
    idempotencyKey: text("idempotency_key"),
    requestHash: text("request_hash"),
    /** sha256 of the token of the guest's protocol link (the link is only in the guest's mail). */
    guestTokenHash: text("guest_token_hash").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    unique("inspections_reservation_kind_key").on(t.reservationId, t.kind),
    unique("inspections_idempotency_key").on(t.idempotencyKey),
    unique("inspections_guest_token_hash_key").on(t.guestTokenHash),
    index("inspections_boat_idx").on(t.boatId, t.createdAt),
    check("inspections_kind_check", sql`${t.kind} IN ('checkin', 'checkout')`),
    check("inspections_fuel_check", sql`${t.fuelPercent} BETWEEN 0 AND 100`),
    check("inspections_engine_hours_check", sql`${t.engineHours} >= 0`),
    check("inspections_out_of_service_check", sql`${t.outOfServiceUntil} IS NULL OR ${t.kind} = 'checkout'`),
  ],
);

/** One inventory item as found: the item's area, name and quantity are copied, so a later inventory edit changes no protocol. */
export const inspectionItems = pgTable(
  "inspection_items",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    inspectionId: integer("inspection_id")
      .notNull()
      .references(() => inspections.id, { onDelete: "cascade" }),
    itemId: integer("item_id").references(() => inventoryItems.id, { onDelete: "set null" }),
    areaName: text("area_name").notNull(),
    itemName: text("item_name").notNull(),
    quantity: integer("quantity").notNull(),
    state: text("state").$type<InspectionState>().notNull(),
    note: text("note").notNull().default(""),
    sortOrder: integer("sort_order").notNull().default(0),
  },
  (t) => [
    index("inspection_items_inspection_idx").on(t.inspectionId, t.sortOrder),
    index("inspection_items_item_idx").on(t.itemId),
    check("inspection_items_state_check", sql`${t.state} IN ('ok', 'issue', 'missing', 'damaged')`),
  ],
);

/** A photo of an inspected item, re-encoded like every upload (WebP variants under a content key). */
export const inspectionPhotos = pgTable(
  "inspection_photos",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    inspectionItemId: integer("inspection_item_id")
      .notNull()
      .references(() => inspectionItems.id, { onDelete: "cascade" }),
    storageKey: text("storage_key").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    variants: jsonb("variants").$type<number[]>().notNull(),
    sortOrder: integer("sort_order").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("inspection_photos_item_idx").on(t.inspectionItemId, t.sortOrder),
    index("inspection_photos_storage_key_idx").on(t.storageKey),
  ],
);
