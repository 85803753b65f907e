import "server-only";
import { boats, externalClosings } from "../db/schema";
import type { ExternalDto } from "./schemas";

/** The explicit columns every external-closing read selects (joined with its boat). */
export const externalColumns = {
  id: externalClosings.id,
  boatId: externalClosings.boatId,
  boatName: boats.name,
  startDate: externalClosings.startDate,
  endDate: externalClosings.endDate,
  status: externalClosings.status,
  title: externalClosings.title,
  note: externalClosings.note,
  createdBy: externalClosings.createdBy,
  createdAt: externalClosings.createdAt,
  updatedAt: externalClosings.updatedAt,
};

type Row = {
  id: number;
  boatId: number;
  boatName: string;
  startDate: string;
  endDate: string;
  status: "active" | "cancelled";
  title: string;
  note: string | null;
  createdBy: number | null;
  createdAt: Date;
  updatedAt: Date;
};

export function toExternalDto(row: Row): ExternalDto {
  return {
    id: row.id,
    boat_id: row.boatId,
    boat_name: row.boatName,
    start_date: row.startDate,
    end_date: row.endDate,
    status: row.status,
    title: row.title,
    note: row.note,
    created_by: row.createdBy,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
