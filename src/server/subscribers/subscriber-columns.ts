import "server-only";
import { subscribers } from "../db/schema";
import type { SubscriberDto } from "./schemas";

export const subscriberColumns = {
  id: subscribers.id,
  email: subscribers.email,
  consentAt: subscribers.consentAt,
  confirmedAt: subscribers.confirmedAt,
  source: subscribers.source,
  createdAt: subscribers.createdAt,
};

type Row = Pick<typeof subscribers.$inferSelect, keyof typeof subscriberColumns>;

export function toSubscriberDto(row: Row): SubscriberDto {
  return {
    id: row.id,
    email: row.email,
    consent_at: row.consentAt.toISOString(),
    confirmed_at: row.confirmedAt?.toISOString() ?? null,
    source: row.source,
    created_at: row.createdAt.toISOString(),
  };
}
