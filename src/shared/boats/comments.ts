import { z } from "zod";
import { msg } from "@/shared/messages/message-ref";
import { pageFields, queryBoolean, queryId } from "./records";

export const commentActivityBody = z.object({
  approved: z.boolean({ error: msg("boats.boolean_field", { field: "approved" }) }),
});

export const listCommentsQuery = z.object({
  ...pageFields(10),
  approved: queryBoolean.optional(),
  boat_id: queryId.optional(),
});

export const commentSchema = z.object({
  id: z.number().int(),
  boat_id: z.number().int(),
  boat_name: z.string(),
  name: z.string(),
  rating: z.number().int(),
  body: z.string(),
  approved: z.boolean(),
  /** The reservation code of a verified stay (a review sent through its invitation link); null otherwise. */
  reservation_code: z.string().nullable(),
  created_at: z.string(),
});
