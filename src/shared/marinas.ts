import { z } from "zod";
import { englishText, formBoolean, idField, requiredText } from "./content-fields";

export const marinaSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The English name for /en where it differs, or null. */
  name_en: z.string().nullable(),
  popular: z.boolean(),
  district_id: z.number().int(),
  district: z.object({ id: z.number().int(), town: z.string(), name: z.string() }),
  /** How many boats are based here (a marina in use cannot be deleted). */
  boat_count: z.number().int(),
  created_at: z.string(),
});
export type MarinaDto = z.infer<typeof marinaSchema>;

export const marinaBody = z.object({
  name: requiredText("marinas.name", 120),
  name_en: englishText("marinas.name", 120),
  district_id: idField("marinas.district"),
  /** Popular marinas are listed in the site footer. */
  popular: formBoolean("marinas.popular").optional(),
});
export type MarinaInput = z.output<typeof marinaBody>;
