import "server-only";
import { apiFields } from "../db/api-fields";
import { columnsOf } from "../db/columns-of";
import { banks } from "../db/schema";
import type { BankDto } from "./schemas";

export const bankColumns = columnsOf(banks, [
  "id",
  "bankName",
  "accountHolder",
  "iban",
  "currency",
  "branch",
  "active",
  "sortOrder",
  "createdAt",
]);

type Row = Pick<typeof banks.$inferSelect, keyof typeof bankColumns>;

export function toBankDto(row: Row): BankDto {
  return apiFields(row);
}
