import { z } from "zod";
import { englishText, requiredText } from "./content-fields";

export const districtSchema = z.object({
  id: z.number().int(),
  town: z.string(),
  name: z.string(),
  /** The English name for /en where it differs, or null. */
  name_en: z.string().nullable(),
  /** How many marinas lie in this district (a district in use cannot be deleted). */
  marina_count: z.number().int(),
  created_at: z.string(),
});
export type DistrictDto = z.infer<typeof districtSchema>;

export const districtBody = z.object({
  town: requiredText("districts.town", 100),
  name: requiredText("districts.name", 100),
  name_en: englishText("districts.name", 100),
});
export type DistrictInput = z.output<typeof districtBody>;
