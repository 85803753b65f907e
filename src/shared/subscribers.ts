import { z } from "zod";

export const subscriberSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  consent_at: z.string(),
  /** When the address confirmed (double opt-in); every listed subscriber has one. */
  confirmed_at: z.string().nullable(),
  source: z.string(),
  created_at: z.string(),
});
export type SubscriberDto = z.infer<typeof subscriberSchema>;
