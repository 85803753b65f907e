import "server-only";
import {
  createBoatBody as checkedCreate,
  descriptionField,
  updateBoatBody as checkedUpdate,
} from "@/shared/boats/records";
import { sanitizeDescription } from "./sanitize";

// The shapes live in src/shared (the browser validates with them too); the server sanitises the description.
export * from "@/shared/boats/records";

const description = descriptionField.transform(sanitizeDescription).optional();
const description_en = descriptionField
  .nullable()
  .transform((html) => (html === null ? null : sanitizeDescription(html) || null))
  .optional();
export const createBoatBody = checkedCreate.safeExtend({ description, description_en });
export const updateBoatBody = checkedUpdate.safeExtend({ description, description_en });
