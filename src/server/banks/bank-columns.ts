import "server-only";
import { banks } from "../db/schema";
import type { BankDto } from "./schemas";

export const bankColumns = {
  id: banks.id,
  bankName: banks.bankName,
  accountHolder: banks.accountHolder,
  iban: banks.iban,
  currency: banks.currency,
  branch: banks.branch,
  active: banks.active,
  sortOrder: banks.sortOrder,
  createdAt: banks.createdAt,
};

type Row = Pick<typeof banks.$inferSelect, keyof typeof bankColumns>;

export function toBankDto(row: Row): BankDto {
  return {
    id: row.id,
    bank_name: row.bankName,
    account_holder: row.accountHolder,
    iban: row.iban,
    currency: row.currency,
    branch: row.branch,
    active: row.active,
    sort_order: row.sortOrder,
    created_at: row.createdAt.toISOString(),
  };
}
