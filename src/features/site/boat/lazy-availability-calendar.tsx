"use client";

import dynamic from "next/dynamic";
import { Skeleton } from "@/components/ui/skeleton";
import { WhenVisible } from "./when-visible";

/** The calendar's height with two months shown: reserved before it loads, so the page does not move. */
const CALENDAR_HEIGHT = "26rem";

const AvailabilityCalendar = dynamic(() => import("./availability-calendar").then((m) => m.AvailabilityCalendar), {
  ssr: false,
  loading: () => <Skeleton className="h-96 w-full" />,
});

/** The availability calendar as an on-demand island: its code loads and hydrates when it is scrolled to. */
export function LazyAvailabilityCalendar({ slug }: { slug: string }) {
  return (
    <WhenVisible minHeight={CALENDAR_HEIGHT} fallback={<Skeleton className="h-96 w-full" />}>
      <AvailabilityCalendar slug={slug} />
    </WhenVisible>
  );
}
