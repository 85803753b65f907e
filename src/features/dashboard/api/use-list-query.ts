"use client";

/**
 * A server-side paged list: `useListQuery<Row>(path, { take, filters })` → rows, total, skip/take, setSkip,
 * filters/setFilters (which go back to the first page) and reload. Page sizes come from spec §9
 * (users 10, boats 20, reservations 100, external 20…). Pair with <DataTable> + <Pagination>.
 */
import { useCallback, useState } from "react";
import type { Query } from "./client";
import { useApiQuery } from "./use-api-query";

export type ListAnswer<T> = { items: T[]; total: number };

export function useListQuery<T>(path: string | null, options: { take: number; filters?: Query }) {
  const [skip, setSkip] = useState(0);
  const [filters, setFiltersState] = useState<Query>(options.filters ?? {});
  const query = useApiQuery<ListAnswer<T>>(path, { skip, take: options.take, ...filters });
  const setFilters = useCallback((next: Query) => {
    setFiltersState(next);
    setSkip(0);
  }, []);
  return {
    rows: query.data?.items,
    total: query.data?.total ?? 0,
    loading: query.loading,
    error: query.error,
    reload: query.reload,
    setData: query.setData,
    skip,
    take: options.take,
    setSkip,
    filters,
    setFilters,
  };
}
