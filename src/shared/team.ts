import { z } from "zod";
import { englishText, formBoolean, idField, optionalText, requiredText } from "./content-fields";
import { msg } from "./messages/message-ref";

export const teamMemberSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  title: z.string(),
  bio: z.string().nullable(),
  /** English title and biography for /en, or null. */
  title_en: z.string().nullable(),
  bio_en: z.string().nullable(),
  /** URL of the photo (largest variant), or null. */
  photo_url: z.string().nullable(),
  sort_order: z.number().int(),
  created_at: z.string(),
});
export type TeamMemberDto = z.infer<typeof teamMemberSchema>;

/** Text fields of the multipart form of `POST /admin/team` (file field: `photo`, optional). */
export const teamMemberFields = z.object({
  name: requiredText("team.name", 120),
  title: requiredText("team.title", 120),
  bio: optionalText("team.bio", 2000, { multiline: true }).optional(),
  title_en: englishText("team.title", 120),
  bio_en: englishText("team.bio", 2000, { multiline: true }),
});
export type TeamMemberFields = z.output<typeof teamMemberFields>;

export const teamMemberEditFields = teamMemberFields.extend({
  remove_photo: formBoolean("team.remove_photo").optional(),
});
export type TeamMemberEditFields = z.output<typeof teamMemberEditFields>;

export const teamOrderBody = z.object({
  ids: z
    .array(idField("team.member"), { error: msg("team.order_ids") })
    .min(1, { error: msg("team.order_min") })
    .max(1000, { error: msg("team.order_max") })
    .refine((ids) => new Set(ids).size === ids.length, { error: msg("team.order_repeated") }),
});
