import { useTranslations } from "next-intl";
import { Skeleton } from "@/components/ui/skeleton";

/** The booking panel before a stay is chosen: what to do to see the price. */
export function PickDatesHint() {
  const t = useTranslations("BoatBooking");
  return <p className="text-sm text-slate-600 dark:text-slate-300">{t("pickDates")}</p>;
}

/** The booking panel while the stay's quote is on its way (announced as a status). */
export function QuoteCalculating() {
  const t = useTranslations("BoatBooking");
  return (
    <div className="space-y-2" role="status" aria-label={t("calculating")}>
      <Skeleton className="h-5 w-2/3" />
      <Skeleton className="h-5 w-1/2" />
      <Skeleton className="h-5 w-3/5" />
    </div>
  );
}
