"use client";

/**
 * Loads one GET of the admin API for a screen: `useApiQuery<T>(path, query)` → { data, error, loading, reload }.
 * Pass `null` as path to wait (e.g. until an id is known). Re-runs when the path or query values change.
 */
import { useCallback, useEffect, useRef, useState } from "react";
import { useSession } from "../session/session-context";
import { type Query, errorMessage } from "./client";

export type ApiQuery<T> = {
  data: T | undefined;
  error: string | null;
  loading: boolean;
  reload: () => Promise<void>;
  setData: (data: T) => void;
};

export function useApiQuery<T>(path: string | null, query?: Query): ApiQuery<T> {
  const { api } = useSession();
  const [data, setData] = useState<T | undefined>(undefined);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(path !== null);
  const key = path === null ? null : JSON.stringify([path, query ?? {}]);
  const latest = useRef(0);

  const load = useCallback(async () => {
    if (key === null) return;
    const [p, q] = JSON.parse(key) as [string, Query];
    const ticket = ++latest.current;
    setLoading(true);
    try {
      const result = await api.get<T>(p, q);
      if (ticket === latest.current) {
        setData(result);
        setError(null);
      }
    } catch (e) {
      if (ticket === latest.current) setError(errorMessage(e));
    } finally {
      if (ticket === latest.current) setLoading(false);
    }
  }, [api, key]);

  useEffect(() => {
    void load();
  }, [load]);

  return { data, error, loading, reload: load, setData };
}
