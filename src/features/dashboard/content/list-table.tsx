"use client";

/**
 * A server-side paged list (useListQuery) as a table with its pager below: the rows, loading and error state come
 * from the list, and the pager moves the list's skip. `rows` overrides the list's rows (e.g. a reordered copy).
 */
import { DataTable, type DataTableProps } from "@/components/ui/data-table";
import { Pagination } from "@/components/ui/pagination";
import type { useListQuery } from "../api/use-list-query";

type PagedList<T> = Pick<
  ReturnType<typeof useListQuery<T>>,
  "rows" | "loading" | "error" | "skip" | "take" | "total" | "setSkip"
>;

export function ListTable<T>({
  list,
  rows = list.rows,
  ...table
}: { list: PagedList<T>; rows?: T[] } & Omit<DataTableProps<T>, "rows" | "loading" | "error">) {
  return (
    <>
      <DataTable {...table} rows={rows} loading={list.loading} error={list.error} />
      <Pagination skip={list.skip} take={list.take} total={list.total} onChange={list.setSkip} />
    </>
  );
}
