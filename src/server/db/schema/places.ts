import "server-only";
import { boolean, index, integer, pgTable, text, unique } from "drizzle-orm/pg-core";
import { createdAt } from "./columns";

/** A town (il) and district (ilçe), e.g. Muğla / Bodrum. */
export const districts = pgTable(
  "districts",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    town: text("town").notNull(),
    name: text("name").notNull(),
    /** The English name where it differs; null shows the Turkish one. */
    nameEn: text("name_en"),
    createdAt: createdAt(),
  },
  (t) => [unique("districts_town_name_key").on(t.town, t.name)],
);

export const marinas = pgTable(
  "marinas",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    districtId: integer("district_id")
      .notNull()
      .references(() => districts.id, { onDelete: "restrict" }),
    name: text("name").notNull(),
    /** The English name where it differs; null shows the Turkish one. */
    nameEn: text("name_en"),
    popular: boolean("popular").notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [unique("marinas_district_name_key").on(t.districtId, t.name), index("marinas_district_idx").on(t.districtId)],
);

export const boatTypes = pgTable("boat_types", {
  id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
  name: text("name").notNull().unique(),
  /** The English name (e.g. "Gulet" for "Gulet", "Motor Yacht" for "Motoryat"); null shows the Turkish one. */
  nameEn: text("name_en"),
  slug: text("slug").notNull().unique(),
  sortOrder: integer("sort_order").notNull().default(0),
  createdAt: createdAt(),
});
