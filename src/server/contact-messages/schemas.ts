import "server-only";
import { z } from "zod";
import { pageQuery } from "@/shared/input";

export const contactMessageSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  subject: z.string().nullable(),
  message: z.string(),
  /** The boat a sale enquiry is about, or null. */
  boat: z.object({ id: z.number().int(), name: z.string(), slug: z.string() }).nullable(),
  read: z.boolean(),
  created_at: z.string(),
});
export type ContactMessageDto = z.infer<typeof contactMessageSchema>;

export const contactMessagesQuery = pageQuery(10).extend({
  /** Only read (true) or only unread (false) messages. */
  read: z
    .enum(["true", "false"], { error: "read true veya false olmalı." })
    .transform((v) => v === "true")
    .optional(),
  /** `unread_first` (default): unread ones on top, each group newest first; `newest`: by date only. */
  order: z
    .enum(["unread_first", "newest"], { error: "Sıralama unread_first veya newest olmalı." })
    .default("unread_first"),
});
export type ContactMessagesQuery = z.output<typeof contactMessagesQuery>;
