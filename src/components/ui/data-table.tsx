"use client";

/**
 * Table for server-side lists. Controlled: the screen fetches (usually with useListQuery) and passes rows.
 * - columns: { key, header, cell(row), sortKey? } — a sortKey makes the header a button; `sort` + `onSortChange`
 *   report { key, dir }, the screen maps that to its API's `order` parameter (aria-sort is set).
 * - loading with no rows → skeleton rows; no rows → EmptyState (emptyTitle); error → alert row.
 * - Wide tables scroll horizontally on phones. Put <Pagination> below it.
 */
import { EmptyState } from "./empty-state";
import { Skeleton } from "./skeleton";
import { focusRing } from "./button";

export type SortState = { key: string; dir: "asc" | "desc" } | null;

export type Column<T> = {
  key: string;
  header: React.ReactNode;
  cell: (row: T, index: number) => React.ReactNode;
  sortKey?: string;
  className?: string;
};

export type DataTableProps<T> = {
  caption: string;
  columns: Column<T>[];
  rows: T[] | undefined;
  rowKey: (row: T) => string | number;
  loading?: boolean;
  error?: string | null;
  emptyTitle?: string;
  emptyDescription?: string;
  sort?: SortState;
  onSortChange?: (sort: SortState) => void;
  skeletonRows?: number;
  /** Extra props per row, e.g. drag and drop handlers. */
  rowProps?: (row: T, index: number) => React.HTMLAttributes<HTMLTableRowElement>;
};

export function DataTable<T>({
  caption,
  columns,
  rows,
  rowKey,
  loading,
  error,
  emptyTitle = "Kayıt bulunamadı.",
  emptyDescription,
  sort,
  onSortChange,
  skeletonRows = 5,
  rowProps,
}: DataTableProps<T>) {
  const list = rows ?? [];
  return (
    <div className="relative overflow-x-auto rounded-lg border border-slate-200 bg-white dark:border-slate-700 dark:bg-slate-900">
      <table
        className="min-w-full divide-y divide-slate-200 text-sm dark:divide-slate-700 [&_td_img]:max-w-none"
        aria-busy={loading || undefined}
      >
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 dark:bg-slate-800">
          <tr>
            {columns.map((col) => {
              const active = sort && col.sortKey && sort.key === col.sortKey ? sort : null;
              return (
                <th
                  key={col.key}
                  scope="col"
                  aria-sort={active ? (active.dir === "asc" ? "ascending" : "descending") : undefined}
                  className={`px-3 py-2 text-left font-semibold whitespace-nowrap text-slate-700 dark:text-slate-200 ${col.className ?? ""}`}
                >
                  {col.sortKey && onSortChange ? (
                    <button
                      type="button"
                      className={`inline-flex items-center gap-1 rounded ${focusRing}`}
                      onClick={() =>
                        onSortChange({
                          key: col.sortKey as string,
                          dir: active?.dir === "desc" ? "asc" : "desc",
                        })
                      }
                    >
                      {col.header}
                      <span aria-hidden="true">{active ? (active.dir === "asc" ? "▲" : "▼") : "↕"}</span>
                    </button>
                  ) : (
                    col.header
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
          {error ? (
            <tr>
              <td colSpan={columns.length} role="alert" className="px-3 py-4 text-red-700 dark:text-red-400">
                {error}
              </td>
            </tr>
          ) : loading && list.length === 0 ? (
            Array.from({ length: skeletonRows }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
              <tr key={i}>
                {columns.map((col) => (
                  <td key={col.key} className="px-3 py-3">
                    <Skeleton />
                  </td>
                ))}
              </tr>
            ))
          ) : list.length === 0 ? (
            <tr>
              <td colSpan={columns.length}>
                <EmptyState title={emptyTitle} description={emptyDescription} />
              </td>
            </tr>
          ) : (
            list.map((row, i) => {
              const extra = rowProps?.(row, i);
              return (
                <tr
                  key={rowKey(row)}
                  {...extra}
                  className={`hover:bg-slate-50 dark:hover:bg-slate-800/60 ${extra?.className ?? ""}`}
                >
                  {columns.map((col) => (
                    <td key={col.key} className={`px-3 py-2 align-middle ${col.className ?? ""}`}>
                      {col.cell(row, i)}
                    </td>
                  ))}
                </tr>
              );
            })
          )}
        </tbody>
      </table>
    </div>
  );
}
