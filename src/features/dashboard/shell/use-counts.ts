"use client";

/**
 * The menu badges: GET /v1/admin/counts → { reservationCount, contactCount, requestCount, attentionCount,
 * overdueBalanceCount }, refreshed every minute.
 */
import { useCallback, useEffect, useState } from "react";
import { useSession } from "../session/session-context";

export type Counts = {
  reservationCount: number;
  contactCount: number;
  requestCount: number;
  /** Flagged card payments still to look at. */
  attentionCount: number;
  /** Reservations whose balance is past its due day and open. */
  overdueBalanceCount: number;
};

export function useCounts() {
  const { api } = useSession();
  const [counts, setCounts] = useState<Counts | null>(null);
  const [failed, setFailed] = useState(false);

  const load = useCallback(async () => {
    try {
      setCounts(await api.get<Counts>("/admin/counts"));
      setFailed(false);
    } catch {
      setFailed(true);
    }
  }, [api]);

  useEffect(() => {
    void load();
    const timer = setInterval(load, 60_000);
    window.addEventListener("liman:counts-changed", load);
    return () => {
      clearInterval(timer);
      window.removeEventListener("liman:counts-changed", load);
    };
  }, [load]);

  return { counts, failed };
}

/** Screens call this after a change that moves a badge (a reservation opened, a message read, a refund). */
export function refreshCounts() {
  window.dispatchEvent(new Event("liman:counts-changed"));
}
