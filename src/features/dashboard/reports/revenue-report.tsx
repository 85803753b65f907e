"use client";

/** Revenue, one request for three sections: by month, by source and by boat. */
import type { RevenueReport as Report } from "@/shared/reports";
import type { Query } from "../api/client";
import { useApiQuery } from "../api/use-api-query";
import { RevenueByBoat } from "./revenue-by-boat";
import { RevenueByMonth } from "./revenue-by-month";
import { RevenueBySource } from "./revenue-by-source";

/** `path`: the report's address, null while the period is not valid (nothing is asked). */
export function RevenueReport({ path, query }: { path: string | null; query: Query }) {
  const revenue = useApiQuery<Report>(path, query);
  const sold = revenue.data ? revenue.data.by_month.reduce((n, m) => n + m.reservations + m.ical_nights, 0) : 0;
  return (
    <>
      <RevenueByMonth revenue={revenue} sold={sold} query={query} />
      <RevenueBySource revenue={revenue} sold={sold} query={query} />
      <RevenueByBoat revenue={revenue} query={query} />
    </>
  );
}
