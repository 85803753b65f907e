import { z } from "zod";
import { englishText, requiredText, sortOrderField } from "./content-fields";

export const boatTypeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The English name for /en, or null. */
  name_en: z.string().nullable(),
  slug: z.string(),
  sort_order: z.number().int(),
  /** How many boats use this type (a type in use cannot be deleted). */
  boat_count: z.number().int(),
  created_at: z.string(),
});
export type BoatTypeDto = z.infer<typeof boatTypeSchema>;

export const boatTypeBody = z.object({
  name: requiredText("boat_types.name", 100),
  name_en: englishText("boat_types.name", 100),
  sort_order: sortOrderField.optional(),
});
export type BoatTypeInput = z.output<typeof boatTypeBody>;
