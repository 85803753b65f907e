import { z } from "zod";
import { msg } from "@/shared/messages/message-ref";
import { idParam } from "@/shared/input";

export const imageSchema = z.object({
  id: z.number().int(),
  boat_id: z.number().int(),
  sort_order: z.number().int(),
  width: z.number().int(),
  height: z.number().int(),
  /** The largest stored variant. */
  url: z.string(),
  /** The smallest stored variant (640 wide unless the original is smaller). */
  thumbnail_url: z.string(),
  variants: z.array(z.object({ width: z.number().int(), url: z.string() })),
});

/** The text fields of the image upload form (multipart/form-data; files under `files` or `file`). */
export const imageUploadFields = z.object({
  boat_id: idParam(msg("boats.boat_id_invalid")),
});
