import { useTranslations } from "next-intl";
import type { BoatCard as Card } from "@/shared/search";
import { BoatGrid } from "../boats/boat-card";
import { sectionTitle } from "./section-title";

/** Other boats of the same type or marina; nothing when there are none. */
export function SimilarBoats({ boats }: { boats: Card[] }) {
  const t = useTranslations("BoatSimilar");
  if (boats.length === 0) return null;
  return (
    <section aria-labelledby="benzer" className="mt-16">
      <h2 id="benzer" className={`${sectionTitle} mb-6`}>
        {t("title")}
      </h2>
      <BoatGrid boats={boats} />
    </section>
  );
}
