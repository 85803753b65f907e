import "server-only";
import { getTableColumns, type Table } from "drizzle-orm";
import { pick } from "../../lib/pick";

/**
 * The named columns of `table`, for an explicit `select(...)`: `columnsOf(banks, ["id", "iban"])` is
 * `{ id: banks.id, iban: banks.iban }`, in the order named (the order of the row's keys).
 */
export function columnsOf<T extends Table, K extends keyof T["_"]["columns"] & string>(
  table: T,
  names: readonly K[],
): Pick<T["_"]["columns"], K> {
  return pick(getTableColumns(table) as T["_"]["columns"], names);
}
