import { getTranslations } from "next-intl/server";
import { Link } from "@/i18n/navigation";
import { formatNumber } from "@/lib/locale-format";
import { pageLocale } from "../i18n/page-locale";
import type { BoatCard as Card } from "@/shared/search";
import { BoatCard } from "../boats/boat-card";
import { HomeSection } from "./section";

/** The boat of the month: its card beside a short description; nothing when staff chose none. */
export async function BoatOfMonth({ boat }: { boat: Card | undefined }) {
  if (!boat) return null;
  const [t, locale] = await Promise.all([getTranslations("HomePage"), pageLocale()]);
  return (
    <HomeSection id="ayin-teknesi" title={t("boatOfMonth")} tone="tinted">
      <div className="grid gap-8 lg:grid-cols-2 lg:items-center">
        <div className="mx-auto w-full max-w-xl lg:max-w-none">
          <BoatCard boat={boat} />
        </div>
        <div>
          <p className="text-lg font-semibold text-sea-900 dark:text-white">{boat.name}</p>
          <p className="mt-2 text-slate-700 dark:text-slate-300">
            {boat.type.name} · {boat.marina.name}, {boat.district.name} ({boat.district.town}).{" "}
            {t("boatOfMonthGuests", { guests: boat.guests })}
            {boat.cabins > 0 ? `, ${t("boatOfMonthCabins", { cabins: boat.cabins })}` : ""}
            {boat.length_m ? `, ${t("boatOfMonthLength", { length: formatNumber(boat.length_m, locale) })}` : ""}.
          </p>
          <Link
            href={`/boat/${boat.slug}`}
            className="mt-6 inline-flex rounded-md bg-sea-700 px-5 py-3 font-semibold text-white hover:bg-sea-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sea-600"
          >
            {t("viewBoat")}
            <span className="sr-only">: {boat.name}</span>
          </Link>
        </div>
      </div>
    </HomeSection>
  );
}
