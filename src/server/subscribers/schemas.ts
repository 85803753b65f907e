import { z } from "zod";

export const subscriberSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  consent_at: z.string(),
  source: z.string(),
  created_at: z.string(),
});
export type SubscriberDto = z.infer<typeof subscriberSchema>;
