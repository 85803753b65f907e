/** Client-side types of the staff boat answers (mirrors the schemas.ts of each src/server/boats/ concern). */
import type { z } from "zod";
import type { boatDateSchema } from "@/server/boats/closings/schemas";
import type { boatDetailSchema } from "@/server/boats/records/detail-schema";
import type { boatListItemSchema } from "@/server/boats/records/schemas";
import type { commentSchema } from "@/server/boats/comments/schemas";
import type { imageSchema } from "@/server/boats/images/schemas";
import type { priceSchema } from "@/server/boats/prices/schemas";

export type BoatListItem = z.infer<typeof boatListItemSchema>;
export type BoatDetail = z.infer<typeof boatDetailSchema>;
export type BoatPrice = z.infer<typeof priceSchema>;
export type BoatDate = z.infer<typeof boatDateSchema>;
export type BoatImage = z.infer<typeof imageSchema>;
export type BoatComment = z.infer<typeof commentSchema>;

export const ORDER_OPTIONS = [
  { value: "boat_desc", label: "En yeni" },
  { value: "boat_asc", label: "En eski" },
  { value: "name_asc", label: "Ada göre (A→Z)" },
  { value: "name_desc", label: "Ada göre (Z→A)" },
  { value: "sort_order", label: "Sitedeki sıra" },
  { value: "popular", label: "Önce popüler" },
];
