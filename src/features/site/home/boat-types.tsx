import { getTranslations } from "next-intl/server";
import { Link } from "@/i18n/navigation";
import type { BoatOptions } from "@/shared/search";
import { typeHref } from "../shell/nav-links";
import { HomeSection } from "./section";

/** One tile per boat type with its boat count, linking to the listing of that type. */
export async function BoatTypes({ types }: { types: BoatOptions["types"] }) {
  if (types.length === 0) return null;
  const t = await getTranslations("HomePage");
  return (
    <HomeSection id="tekne-tipleri" title={t("boatTypes")} lead={t("boatTypesLead")}>
      <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-5">
        {types.map((type) => (
          <li key={type.id}>
            <Link
              href={typeHref(type.id)}
              className="flex h-full flex-col rounded-xl border border-slate-200 bg-white p-5 transition hover:border-sea-600 hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sea-600 dark:border-slate-800 dark:bg-slate-900"
            >
              <span className="text-lg font-semibold text-sea-900 dark:text-white">{type.name}</span>
              <span className="mt-1 text-sm text-slate-600 dark:text-slate-300">
                {t("boatCount", { count: type.count })}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
