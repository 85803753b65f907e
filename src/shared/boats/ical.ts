import { z } from "zod";
import { msg } from "@/shared/messages/message-ref";

/** An iCal feed address: http(s) or webcal (stored as https); an empty string clears it. */
export const icalUrlSchema = z.preprocess(
  (v) => (typeof v === "string" && v.trim() === "" ? null : v),
  z
    .string({ error: msg("boats.ical_url_text") })
    .trim()
    .max(2000, { error: msg("boats.ical_url_too_long") })
    .refine(
      (v) => {
        try {
          const url = new URL(v);
          return ["http:", "https:", "webcal:"].includes(url.protocol) && url.hostname !== "";
        } catch {
          return false;
        }
      },
      { error: msg("boats.ical_url_invalid") },
    )
    .transform((v) => v.replace(/^webcal:/i, "https:"))
    .nullable(),
);
