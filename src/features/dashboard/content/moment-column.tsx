import type { Column } from "@/components/ui/data-table";
import { moment } from "../format";

/** A table column showing a moment (Istanbul date and time) on one line. */
export function momentColumn<T>(key: string, header: string, at: (row: T) => string | null | undefined): Column<T> {
  return { key, header, cell: (row) => <span className="whitespace-nowrap">{moment(at(row))}</span> };
}
