/** Client-side types of the staff boat answers (mirrors src/server/boats/schemas.ts). */
import type { z } from "zod";
import type {
  boatDateSchema,
  boatDetailSchema,
  boatListItemSchema,
  commentSchema,
  imageSchema,
  priceSchema,
} from "@/server/boats/records/schemas";

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
