"use client";

/** `BarsChart` loaded on demand (next/dynamic, browser only): recharts stays out of every other page's JavaScript. */
import dynamic from "next/dynamic";
import { Skeleton } from "@/components/ui/skeleton";

export const LazyBarsChart = dynamic(() => import("./bars-chart"), {
  ssr: false,
  loading: () => <Skeleton className="h-64 w-full" />,
});
