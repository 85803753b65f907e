"use client";

/** The id + name lists of GET /v1/admin/other for form dropdowns: boat types, marinas, districts, owners. */
import { useApiQuery } from "./use-api-query";

export type FormOptions = {
  boatTypes: { id: number; name: string }[];
  marinas: { id: number; name: string; district_id: number; popular: boolean }[];
  districts: { id: number; name: string; town: string }[];
  owners: { id: number; name: string; role: "ADMIN" | "OWNER" }[];
};

export function useFormOptions() {
  return useApiQuery<FormOptions>("/admin/other");
}
