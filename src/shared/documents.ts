import { z } from "zod";
import { englishText, requiredText } from "./content-fields";

export const documentSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  /** The English title for /en, or null. */
  title_en: z.string().nullable(),
  /** `application/pdf` or `image/webp` (images are re-encoded). */
  mime_type: z.string(),
  size_bytes: z.number().int(),
  url: z.string(),
  created_at: z.string(),
});
export type DocumentDto = z.infer<typeof documentSchema>;

/** Text fields of the multipart form of `POST /admin/ourdocuments` (file field: `file`, required). */
export const documentFields = z.object({
  title: requiredText("documents.title", 200),
  title_en: englishText("documents.title", 200),
});
export type DocumentFields = z.output<typeof documentFields>;
