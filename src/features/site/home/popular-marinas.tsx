import { getTranslations } from "next-intl/server";
import { Link } from "@/i18n/navigation";
import type { BoatOptions } from "@/shared/search";
import { regionHref } from "../shell/nav-links";
import { HomeSection } from "./section";

/** The marinas staff marked popular, each with its district and boat count when it has boats. */
export async function PopularMarinas({
  marinas,
  details,
}: {
  marinas: { id: number; name: string }[];
  details: BoatOptions["marinas"];
}) {
  if (marinas.length === 0) return null;
  const t = await getTranslations("HomePage");
  const byId = new Map(details.map((m) => [m.id, m]));
  return (
    <HomeSection id="populer-marinalar" title={t("popularMarinas")} tone="tinted">
      <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
        {marinas.map((marina) => {
          const detail = byId.get(marina.id);
          return (
            <li key={marina.id}>
              <Link
                href={regionHref(marina.id)}
                className="flex h-full flex-col rounded-xl bg-gradient-to-br from-sea-700 to-sea-900 p-5 text-white transition hover:shadow-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sea-600"
              >
                <span className="text-lg font-semibold">{marina.name}</span>
                {detail && (
                  <span className="mt-1 text-sm text-sea-100">
                    {detail.district}, {detail.town} · {t("boatCount", { count: detail.count })}
                  </span>
                )}
              </Link>
            </li>
          );
        })}
      </ul>
    </HomeSection>
  );
}
