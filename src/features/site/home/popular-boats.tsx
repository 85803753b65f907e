import { getTranslations } from "next-intl/server";
import { Link } from "@/i18n/navigation";
import type { BoatCard as Card } from "@/shared/search";
import { BoatGrid } from "../boats/boat-card";
import { HomeSection } from "./section";

/** The boats staff flagged popular, or a link to every boat while none is. */
export async function PopularBoats({ boats }: { boats: Card[] }) {
  const t = await getTranslations("HomePage");
  return (
    <HomeSection
      id="populer-tekneler"
      title={t("popularBoats")}
      lead={t("popularBoatsLead")}
      more={{ href: "/listing?order=popular", label: t("allRentals") }}
    >
      {boats.length > 0 ? (
        <BoatGrid boats={boats} />
      ) : (
        <p className="text-slate-600 dark:text-slate-300">
          {t("noPopularBoats")}{" "}
          <Link href="/listing" className="font-semibold text-sea-700 underline dark:text-sky-300">
            {t("seeAllBoats")}
          </Link>
          .
        </p>
      )}
    </HomeSection>
  );
}
