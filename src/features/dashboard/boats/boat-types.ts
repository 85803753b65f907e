/** Client-side types of the staff boat answers (mirrors the schemas.ts of each src/server/boats/ concern). */
import type { z } from "zod";
import type { boatDateSchema } from "@/shared/boats/closings";
import type { boatDetailSchema } from "@/shared/boats/detail";
import type { boatListItemSchema } from "@/shared/boats/records";
import type { commentSchema } from "@/shared/boats/comments";
import type { imageSchema } from "@/shared/boats/images";
import type { priceSchema } from "@/shared/boats/prices";

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
