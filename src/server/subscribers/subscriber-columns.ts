import "server-only";
import { apiFields } from "../db/api-fields";
import { columnsOf } from "../db/columns-of";
import { subscribers } from "../db/schema";
import type { SubscriberDto } from "./schemas";

export const subscriberColumns = columnsOf(subscribers, [
  "id",
  "email",
  "consentAt",
  "confirmedAt",
  "source",
  "createdAt",
]);

type Row = Pick<typeof subscribers.$inferSelect, keyof typeof subscriberColumns>;

export function toSubscriberDto(row: Row): SubscriberDto {
  return apiFields(row);
}
