import { useTranslations } from "next-intl";
import { formatNumber } from "@/lib/locale-format";
import { formatMoney } from "@/lib/money";
import type { PublicBoat } from "@/shared/public-boat";
import { useSiteLocale } from "./boat-locale";

/** The boat's key facts as a definition list. */
export function BoatSpecs({ boat }: { boat: PublicBoat }) {
  const t = useTranslations("BoatSpecs");
  const locale = useSiteLocale();
  const metres = (m: number) => t("metres", { value: formatNumber(m, locale, { maximumFractionDigits: 2 }) });
  const specs: [string, string][] = [
    [t("type"), boat.type.name],
    [t("marina"), `${boat.marina.name}, ${boat.district.name} / ${boat.district.town}`],
    [t("capacity"), t("guests", { count: boat.guests })],
    [t("cabins"), String(boat.cabins)],
    [t("bathrooms"), String(boat.bathrooms)],
    [t("crew"), String(boat.crew)],
    ...(boat.length_m ? ([[t("length"), metres(boat.length_m)]] as [string, string][]) : []),
    ...(boat.width_m ? ([[t("width"), metres(boat.width_m)]] as [string, string][]) : []),
    ...(boat.year ? ([[t("year"), String(boat.year)]] as [string, string][]) : []),
    ...(boat.for_rent
      ? ([
          [t("checkIn"), boat.check_in_time],
          [t("checkOut"), boat.check_out_time],
        ] as [string, string][])
      : []),
    ...(boat.for_rent && boat.security_deposit
      ? ([
          [t("securityDeposit"), formatMoney(boat.security_deposit.amount, boat.security_deposit.currency, { locale })],
        ] as [string, string][])
      : []),
  ];
  return (
    <div className="overflow-hidden rounded-xl border border-slate-200 dark:border-slate-800">
      <dl className="-mt-px -ml-px grid grid-cols-2 sm:grid-cols-3">
        {specs.map(([term, value]) => (
          <div key={term} className="border-t border-l border-slate-200 p-4 dark:border-slate-800">
            <dt className="text-xs font-medium tracking-wide text-slate-600 uppercase dark:text-slate-400">{term}</dt>
            <dd className="mt-1 font-semibold text-slate-900 dark:text-white">{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
