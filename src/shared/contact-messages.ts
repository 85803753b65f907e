import { z } from "zod";
import { pageQuery } from "@/shared/input";
import { msg } from "@/shared/messages/message-ref";

export { contactReplyBody } from "@/shared/inbox";

export const contactMessageSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  subject: z.string().nullable(),
  message: z.string(),
  /** The boat a sale enquiry is about, or null (a general contact message). */
  boat: z.object({ id: z.number().int(), name: z.string(), slug: z.string() }).nullable(),
  /** Read by the calling staff member: each one's read/unread marks are their own. */
  read: z.boolean(),
  /** Archived (shared by every staff member). */
  archived: z.boolean(),
  /** Personal fields erased (KVKK): it can no longer be replied to. */
  anonymized: z.boolean(),
  /** The site's language it was sent from: the reply mail is written in it. */
  locale: z.enum(["tr", "en"]),
  replies: z.number().int(),
  created_at: z.string(),
});
export type ContactMessageDto = z.infer<typeof contactMessageSchema>;

export const contactReplySchema = z.object({
  id: z.number().int(),
  author: z.object({ id: z.number().int().nullable(), name: z.string() }),
  text: z.string(),
  /** The mail that carries it: queued, sending, sent, failed… (null once the mail is gone). */
  mail_status: z.string().nullable(),
  created_at: z.string(),
});
export type ContactReplyDto = z.infer<typeof contactReplySchema>;

export const contactThreadSchema = contactMessageSchema.extend({ thread: z.array(contactReplySchema) });
export type ContactThreadDto = z.infer<typeof contactThreadSchema>;

export const contactMessagesQuery = pageQuery(10).extend({
  /** `all` (default): not archived; `unread`: not archived and unread by the caller; `archived`. */
  box: z.enum(["all", "unread", "archived"], { error: msg("inbox.box") }).default("all"),
  /** `contact`: general contact messages (ADMIN only); `sale`: sale enquiries about a boat. */
  type: z.enum(["contact", "sale"], { error: msg("inbox.type") }).optional(),
  /** Only read (true) or only unread (false) messages, for the caller. */
  read: z
    .enum(["true", "false"], { error: msg("inbox.read") })
    .transform((v) => v === "true")
    .optional(),
  /** `unread_first` (default): unread ones on top, each group newest first; `newest`: by date only. */
  order: z.enum(["unread_first", "newest"], { error: msg("inbox.order") }).default("unread_first"),
});
export type ContactMessagesQuery = z.output<typeof contactMessagesQuery>;

export const readMarkBody = z.object({ read: z.boolean({ error: msg("inbox.read") }) });
export const archiveBody = z.object({ archived: z.boolean({ error: msg("inbox.archived") }) });
