import { z } from "zod";

/** A staff member's reply to a contact message or sale enquiry, sent by mail from the dashboard. */
export const contactReplyBody = z.object({
  text: z
    .string({ error: "Yanıt metni zorunludur." })
    .trim()
    .min(2, { error: "Yanıt metni zorunludur." })
    .max(5000, { error: "Yanıt en fazla 5000 karakter olabilir." }),
});
export type ContactReplyBody = z.infer<typeof contactReplyBody>;
